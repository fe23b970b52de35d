// "Had to attack" (506.6): a creature had to attack in a combat if one or more effects required it
// to attack when attackers were declared — even if it couldn't legally attack. A creature with
// no such requirement did not "have to attack", even if no other attack was legal (e.g. it
// attacked only so that a creature that "can't attack alone" could obey its requirement).
// Recorded as the declaration is made (before costs can change anything, 508.1d), read by the
// target word 'each creature that had to attack'.

import { emit, type Ctx } from '../core/context';
import type { CombatState } from '../core/state';
import type { ObjectId } from '../core/vocabulary';
import { onBattlefield } from '../objects/objects';
import { activePlayers } from '../variants/shared-team-turns';
import { attackRequirementCount } from './attack-declaration';
import { combatView } from './views';

/** 506.6: record, as attackers are declared, each creature of the active player required to attack. */
export function recordHadToAttack(ctx: Ctx, combat: CombatState): void {
  const s = ctx.s;
  // The raw view: a cost to attack doesn't lift the requirement (508.1d only excuses paying it).
  const required = combatView(s)
    .permanents.filter(
      (p) => activePlayers(s).includes(p.controller) && p.types.includes('Creature') && attackRequirementCount(p) > 0,
    )
    .map((p) => p.id);
  combat.hadToAttack = required;
}

/** The creatures that had to attack this combat (506.6), still on the battlefield. */
export function creaturesThatHadToAttack(ctx: Ctx): ObjectId[] {
  const s = ctx.s;
  const list = (s.combat?.hadToAttack ?? []).filter((id) => onBattlefield(s, id));
  emit(ctx, { type: 'had-to-attack-checked', rules: ['506.6'], objects: list });
  return list;
}
