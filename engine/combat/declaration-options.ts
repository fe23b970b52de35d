// What each creature could do, one creature at a time — for a widget that shows, before any
// declaration is made, which creatures can attack or block (and what), and why the others can't.
// Restrictions that depend on the whole declaration (menace, "can't attack alone", a limit on
// attackers or blockers) and requirements are judged by the check/explain functions instead.
import { attackRestrictions, attackableTargets, isAttackingPlayer } from './attack-restrictions';
import { blockableAttackers, blockerRestrictions, isBlockingPlayer, pairRestrictions } from './block-restrictions';
import { blockCapacity, countKeyword, isCreature } from './characteristics';
import type { CombatView, CreatureFinding, ObjectId, PlayerId } from './types';

export interface AttackOption {
  creature: ObjectId;
  /** Why it can't attack at all (508.1a, 508.1c); empty if it can. */
  restrictions: CreatureFinding[];
  /** What it may attack (508.1b); empty if it can't attack. */
  targets: (PlayerId | ObjectId)[];
  /** Instances of "attacks each combat if able" (508.1d). */
  requirements: number;
  /** It can attack only if its controller pays a cost (508.1d). */
  cost: boolean;
}

export function attackOptions(view: CombatView): AttackOption[] {
  return view.permanents
    .filter((p) => isAttackingPlayer(view, p.controller) && isCreature(p))
    .map((p) => {
      const restrictions = attackRestrictions(view, p);
      return {
        creature: p.id,
        restrictions,
        targets: restrictions.length === 0 ? attackableTargets(view, p.controller) : [],
        requirements: countKeyword(p, 'attacks each combat if able'),
        cost: p.costToAttack === true,
      };
    });
}

export interface BlockOption {
  creature: ObjectId;
  /** Why it can't block at all (509.1a–b); empty if it can. */
  restrictions: CreatureFinding[];
  /** How many attackers it may block (509.1a). */
  capacity: number;
  /** Each attacker it might block, with the evasion restrictions that forbid it (509.1b); empty = allowed. */
  attackers: { attacker: ObjectId; restrictions: CreatureFinding[] }[];
  /** Instances of "blocks each combat if able" (509.1c). */
  requirements: number;
  /** It can block only if its controller pays a cost (509.1c). */
  cost: boolean;
}

export function blockOptions(view: CombatView): BlockOption[] {
  const attackers = blockableAttackers(view);
  return view.permanents
    .filter((p) => isBlockingPlayer(view, p.controller) && isCreature(p))
    .map((p) => ({
      creature: p.id,
      restrictions: blockerRestrictions(view, p),
      capacity: blockCapacity(p),
      attackers: attackers.map((a) => ({ attacker: a.id, restrictions: pairRestrictions(p, a) })),
      requirements: countKeyword(p, 'blocks each combat if able'),
      cost: p.costToBlock === true,
    }));
}
