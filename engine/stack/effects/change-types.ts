// Type-changing effects (613.1d, layer 4): becomes an artifact, stops being a creature…; a
// permanent in combat may leave it (506.4).

import { checkCombatTypes, combatTypes } from '../../combat/type-changes';
import { createEffect } from '../../continuous/create';
import { emit, type Ctx } from '../../core/context';
import type { StackItem } from '../../core/state';
import { isPlayer } from '../../objects/objects';
import { durationOf, refer } from '../refer';
import type { EffectOf } from './handler';

export function changeTypes(ctx: Ctx, item: StackItem, e: EffectOf<'change types'>): void {
  const s = ctx.s;
  for (const id of refer(ctx, item, e.target, 'this')) {
    if (isPlayer(s, id)) continue;
    const before = combatTypes(s);
    createEffect(
      ctx,
      item,
      [id],
      [{ layer: '4', add: [...(e.add ?? [])], remove: [...(e.remove ?? [])] }],
      durationOf(e.duration),
    );
    emit(ctx, {
      type: 'types-changed',
      rules: ['613.1d'],
      object: id,
      add: [...(e.add ?? [])],
      remove: [...(e.remove ?? [])],
      duration: durationOf(e.duration),
    });
    checkCombatTypes(ctx, before); // 506.4
  }
}
