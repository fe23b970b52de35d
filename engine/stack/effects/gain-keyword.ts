// "… gains [keyword]": an ability-adding effect, layer 6 (613.1f); a creature already declared
// stays in combat (506.4a).

import { createEffect } from '../../continuous/create';
import { emit, type Ctx } from '../../core/context';
import type { StackItem } from '../../core/state';
import { durationOf, refer } from '../refer';
import type { EffectOf } from './handler';

export function gainKeyword(ctx: Ctx, item: StackItem, e: EffectOf<'gain keyword'>): void {
  const s = ctx.s;
  for (const id of refer(ctx, item, e.target, 'this')) {
    createEffect(ctx, item, [id], [{ layer: '6', gain: [e.keyword] }], durationOf(e.duration));
    const restricts = e.keyword === 'defender' || e.keyword === "can't attack" || e.keyword === "can't block";
    const inCombat =
      !!s.combat &&
      (s.combat.attackers.some((x) => x.attacker === id) || s.combat.blockers.some((x) => x.blocker === id));
    if (restricts && inCombat)
      emit(ctx, { type: 'still-in-combat', rules: ['506.4a'], object: id, reason: 'declared' });
    emit(ctx, { type: 'keyword-gained', rules: ['613.1f'], object: id, keyword: e.keyword });
  }
}
