// "… becomes [colour]" (105.3): a colour-changing effect, layer 5 (613.1e).

import { emit, type Ctx } from '../../core/context';
import type { StackItem } from '../../core/state';
import { newId } from '../../objects/objects';
import { durationOf, refer } from '../refer';
import type { EffectOf } from './handler';

export function setColor(ctx: Ctx, item: StackItem, e: EffectOf<'set color'>): void {
  const s = ctx.s;
  for (const id of refer(ctx, item, e.target, 'this')) {
    // 613.1e: layer 5; 613.7: over an earlier colour effect, the later timestamp is applied last and wins (colors()).
    const over = s.effects.some((x) => x.kind === 'set color' && x.object === id);
    s.timestamp += 1;
    s.effects.push({
      id: newId(s, 'e'),
      kind: 'set color',
      object: id,
      color: e.color,
      duration: durationOf(e.duration),
      timestamp: s.timestamp,
    });
    emit(ctx, {
      type: 'color-changed',
      rules: over ? ['105.3', '613.1e', '613.7'] : ['105.3', '613.1e'],
      object: id,
      color: e.color,
    });
  }
}
