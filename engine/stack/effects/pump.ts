// "Target creature gets +N/+N until end of turn": a continuous effect from a resolving spell or
// ability (611.2), applied in layer 7c (613.4c).

import { createEffect } from '../../continuous/create';
import { emit, type Ctx } from '../../core/context';
import type { StackItem } from '../../core/state';
import { durationOf, refer } from '../refer';
import type { EffectOf } from './handler';

export function pump(ctx: Ctx, item: StackItem, e: EffectOf<'pump'>): void {
  for (const id of refer(ctx, item, e.target, 'this')) {
    createEffect(ctx, item, [id], [{ layer: '7c', power: e.power, toughness: e.toughness }], durationOf(e.duration));
    emit(ctx, {
      type: 'pumped',
      rules: ['611.2', '613.4c'],
      object: id,
      power: e.power,
      toughness: e.toughness,
      duration: durationOf(e.duration),
    });
  }
}
