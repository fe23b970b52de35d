// The bridge to engine/combat: builds the plain views its pure functions judge (CombatView,
// DamageAssignmentInput) from the game state, with characteristics as they are now (continuous
// effects applied). Phased-out permanents are treated as though they don't exist (702.26b).

import type { CombatPermanent, CombatView, DamageAssignment, DamageAssignmentInput, DamageCreature } from './types';
import type { GameObject, GameState } from '../core/state';
import type { ObjectId, PlayerId } from '../core/vocabulary';
import { abilitiesOf, characteristics, hasKeyword } from '../objects/characteristics';
import { inRange } from '../variants/range-of-influence';
import { activePlayers, blockingTeam } from '../variants/shared-team-turns';
import { limitedRange, teamTurns } from '../variants/variant';

function permanentView(s: GameState, o: GameObject): CombatPermanent {
  const c = characteristics(s, o);
  const p: CombatPermanent = {
    id: o.id,
    name: c.name,
    nameZh: c.nameZh ?? c.name,
    controller: o.controller,
    types: c.types,
    colors: c.colors,
    power: c.power ?? 0,
    toughness: c.toughness ?? 0,
    damage: o.damage,
    keywords: c.keywords,
    tapped: o.tapped,
    summoningSick: o.summoningSick,
  };
  if (o.protector !== null) p.protector = o.protector;
  return p;
}

export function combatView(s: GameState, blockingPlayer?: PlayerId): CombatView {
  const permanents = s.battlefield
    .map((id) => s.objects[id])
    // Every permanent, so that declaring a noncreature is refused as such (506.3), not as unknown.
    .filter((o) => !o.phasedOut)
    // A creature already blocking (put onto the battlefield blocking, 509.7) can't be declared again.
    .filter((o) => blockingPlayer === undefined || !(s.combat?.blockers ?? []).some((b) => b.blocker === o.id))
    .map((o) => permanentView(s, o));
  const view: CombatView = {
    attackingPlayer: s.turn.activePlayer,
    defendingPlayers: s.combat?.defendingPlayers ?? [],
    permanents,
  };
  const statics = s.battlefield.flatMap((id) =>
    s.objects[id].phasedOut ? [] : abilitiesOf(s, s.objects[id]).map((a) => a.def),
  );
  for (const a of statics) {
    if (a.kind !== 'static') continue;
    view.limits ??= {};
    if (a.rule === 'no more than one creature can attack each turn') view.limits.maxAttackers = 1;
    if (a.rule === 'no more than one creature can block each turn') view.limits.maxBlockers = 1;
  }
  if (s.combat) {
    // An attacker whose planeswalker/battle left combat may still be blocked (506.4c): it is
    // treated as attacking its defending player for that purpose (508.5).
    view.attacks = s.combat.attackers.map((a) => ({ attacker: a.attacker, target: a.target ?? a.defendingPlayer }));
  }
  if (blockingPlayer !== undefined) view.blockingPlayer = blockingPlayer;
  if (blockingPlayer !== undefined && teamTurns(s)) view.blockingPlayers = blockingTeam(s, blockingPlayer); // 805.10d
  if (teamTurns(s)) view.attackingPlayers = activePlayers(s); // 805.10a
  if (limitedRange(s)) {
    // 801.3: creatures attack only opponents within their controller's range of influence.
    view.reach = {};
    for (const a of activePlayers(s)) view.reach[a] = view.defendingPlayers.filter((d) => inRange(s, a, d));
  }
  return view;
}

function damageCreature(s: GameState, id: ObjectId): DamageCreature {
  const o = s.objects[id];
  const c = characteristics(s, o);
  return {
    id,
    name: c.name,
    nameZh: c.nameZh ?? c.name,
    power: c.power ?? 0,
    toughness: c.toughness ?? 0,
    damage: o.damage,
    keywords: c.keywords,
  };
}

/** 510.4: which creatures in combat assign combat damage in the current combat damage step. */
export function creaturesDealingDamageNow(s: GameState): ObjectId[] {
  const c = s.combat;
  if (!c) return [];
  const inCombat = [...c.attackers.map((a) => a.attacker), ...c.blockers.map((b) => b.blocker)];
  const fast = (id: ObjectId) =>
    hasKeyword(s, s.objects[id], 'first strike') || hasKeyword(s, s.objects[id], 'double strike');
  if (s.turn.step === 'first strike combat damage') return inCombat.filter(fast);
  if (c.firstStrikers === null) return inCombat;
  return inCombat.filter((id) => !c.firstStrikers!.includes(id) || hasKeyword(s, s.objects[id], 'double strike'));
}

export function damageInput(
  s: GameState,
  sources: ObjectId[],
  assignments: DamageAssignment[],
  other: DamageAssignment[],
): DamageAssignmentInput {
  const c = s.combat!;
  const ids = [...c.attackers.map((a) => a.attacker), ...c.blockers.map((b) => b.blocker)];
  const input: DamageAssignmentInput = {
    creatures: ids.map((id) => damageCreature(s, id)),
    attackers: c.attackers.map((a) => ({
      attacker: a.attacker,
      target: a.target,
      blocked: a.blocked === true,
      // An order holds only creatures still in the block: whatever ends a block drops it from the
      // orders too (combat-state.ts, 509.2a/509.3a; type-changes.ts, 506.4).
      order:
        s.profile === 'classic'
          ? [...a.order]
          : c.blockers.filter((b) => b.blocking.includes(a.attacker)).map((b) => b.blocker),
    })),
    blockers: c.blockers.map((b) => ({
      blocker: b.blocker,
      order: s.profile === 'classic' ? [...b.order] : [...b.blocking],
    })),
    sources,
    assignments,
    otherAssignments: other,
  };
  for (const a of input.attackers) if (bandingDivides(s, a.attacker)) a.divideFreely = true;
  for (const b of input.blockers) if (bandingDivides(s, b.blocker)) b.divideFreely = true;
  return input;
}

/**
 * Banding (702.22j–k): an attacker blocked by a creature with banding has its combat damage
 * assigned by the defending player; a blocker blocking a creature with banding, by the active
 * player. Either way that player divides it as they choose among the creatures, with no order.
 */
export function bandingDivides(s: GameState, id: ObjectId): boolean {
  const c = s.combat;
  if (!c) return false;
  const banding = (x: ObjectId) => !!s.objects[x] && hasKeyword(s, s.objects[x], 'banding');
  if (c.attackers.some((a) => a.attacker === id))
    return c.blockers.some((b) => b.blocking.includes(id) && banding(b.blocker));
  const b = c.blockers.find((x) => x.blocker === id);
  return !!b && b.blocking.some(banding);
}
