// "(Target) becomes a copy of (target creature)": a copy effect (707.2), layer 1a (613.2a). It
// takes the original's copiable values as they are now — its printed values as modified by other
// copy effects and face-down status, not by other effects (707.2, 613.2c) — and keeps them even if
// they change later (707.2b); the object keeps its controller, counters and status.

import { createEffect } from '../../continuous/create';
import { copiableValues } from '../../continuous/layers';
import { emit, type Ctx } from '../../core/context';
import type { StackItem } from '../../core/state';
import { isPlayer } from '../../objects/objects';
import { durationOf, refer } from '../refer';
import type { EffectOf } from './handler';

export function becomeACopy(ctx: Ctx, item: StackItem, e: EffectOf<'become a copy'>): void {
  const s = ctx.s;
  const [original] = refer(ctx, item, e.of, 'this');
  if (original === undefined || isPlayer(s, original)) return;
  const values = copiableValues(s, s.objects[original]);
  for (const id of refer(ctx, item, e.target, 'this')) {
    if (isPlayer(s, id) || id === original) continue;
    const duration = durationOf(e.duration);
    // 613.1a, 613.2a: a copy effect applies in layer 1a; 613.7b: its timestamp is now.
    emit(ctx, {
      type: 'became-copy',
      rules: ['707.2', '613.1a', '613.2a', '613.7b'],
      object: id,
      target: original,
      duration,
    });
    createEffect(ctx, item, [id], [{ layer: '1a', copy: original, values }], duration);
  }
}
