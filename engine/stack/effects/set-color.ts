// "… becomes [colour]" (105.3): a colour-changing effect, layer 5 (613.1e).

import { createEffect } from '../../continuous/create';
import { emit, type Ctx } from '../../core/context';
import type { StackItem } from '../../core/state';
import { durationOf, refer } from '../refer';
import type { EffectOf } from './handler';

export function setColor(ctx: Ctx, item: StackItem, e: EffectOf<'set color'>): void {
  const s = ctx.s;
  for (const id of refer(ctx, item, e.target, 'this')) {
    // 613.1e: layer 5; 613.7: over an earlier colour effect, the later timestamp is applied last and wins (colors()).
    const over = s.effects.some(
      (x) => 'objects' in x.affected && x.affected.objects.includes(id) && x.changes.some((m) => m.layer === '5'),
    );
    createEffect(ctx, item, [id], [{ layer: '5', colors: [e.color] }], durationOf(e.duration));
    emit(ctx, {
      type: 'color-changed',
      rules: over ? ['105.3', '613.1e', '613.7'] : ['105.3', '613.1e'],
      object: id,
      color: e.color,
    });
  }
}
