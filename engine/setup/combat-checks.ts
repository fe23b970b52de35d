// The checks on the attacking/blocking status a setup gives its permanents (506–509), in the
// order buildState's combat step reads them: the scratch state has its players, objects and turn.

import type { MessageParams } from '../core/messages';
import type { GameSetup, SetupError, SetupErrorCode } from '../core/setup';
import type { GameState } from '../core/state';
import type { ObjectId, PlayerId } from '../core/vocabulary';
import { isActivePlayer } from '../variants/shared-team-turns';
import { teamTurns } from '../variants/variant';

const bad = (code: SetupErrorCode, field: string, rule: string, params: MessageParams = {}): SetupError => ({
  code,
  field,
  params,
  rules: [rule],
});

export function combatProblem(s: GameState, setup: GameSetup, ids: ObjectId[]): SetupError | null {
  const perms = setup.battlefield ?? [];
  const inCombat = perms.some((p) => p.attacking !== undefined || p.blocking !== undefined);
  const t = s.turn;
  if (t.phase !== 'combat') {
    return inCombat ? bad('setup/combat-outside-combat', 'battlefield', '511.3', {}) : null;
  }
  const order = [
    'beginning of combat',
    'declare attackers',
    'declare blockers',
    'first strike combat damage',
    'combat damage',
    'end of combat',
  ];
  const idx = order.indexOf(t.step);
  const started = setup.priority !== undefined;
  const attackersDeclared = idx > 1 || (idx === 1 && started);
  const blockersDeclared = idx > 2 || (idx === 2 && started);
  const attackers: { attacker: ObjectId; defendingPlayer: PlayerId }[] = [];
  for (const [i, p] of perms.entries()) {
    if (p.attacking === undefined) continue;
    const id = ids[i];
    const o = s.objects[id];
    const f = `battlefield[${i}].attacking`;
    if (!o || !o.card.types.includes('Creature')) return bad('setup/attacker-not-creature', f, '506.3', {});
    // 508.1b: a creature attacks a player, or a planeswalker or battle on the battlefield.
    const target = s.objects[p.attacking];
    const attackable =
      target?.zone === 'battlefield' &&
      (target.card.types.includes('Planeswalker') || target.card.types.includes('Battle'));
    const defending = s.players.some((x) => x.id === p.attacking)
      ? p.attacking
      : attackable
        ? target.card.types.includes('Battle')
          ? target.protector
          : target.controller
        : null;
    if (!isActivePlayer(s, o.controller)) return bad('setup/attacker-not-active-players', f, '506.2', {});
    // 506.2b, 805.10a: with shared team turns the nonactive team is the defending team — no one
    // attacks their own team (without it, the active player alone is on the attacking side).
    if (!defending || isActivePlayer(s, defending))
      return bad('setup/bad-attack-target', f, '506.3', { value: p.attacking });
    if (!attackersDeclared) return bad('setup/attackers-not-declared-yet', f, '508.1', {});
    attackers.push({ attacker: id, defendingPlayer: defending });
  }
  // 506.2a: the one defending player chosen for this combat is the one being attacked.
  if (s.variant.attackOption === 'choose one opponent' && new Set(attackers.map((a) => a.defendingPlayer)).size > 1) {
    return bad('setup/several-defending-players', 'battlefield', '506.2a', {});
  }
  const blocks: { blocker: ObjectId; blocking: ObjectId[] }[] = [];
  for (const [i, p] of perms.entries()) {
    if (p.blocking === undefined) continue;
    const f = `battlefield[${i}].blocking`;
    if (!blockersDeclared) return bad('setup/blockers-not-declared-yet', f, '509.1', {});
    for (const a of p.blocking) {
      const entry = attackers.find((x) => x.attacker === a);
      if (!entry) return bad('setup/blocking-non-attacker', f, '509.1a', { value: a });
      const blockerController = s.objects[ids[i]].controller;
      const teammate =
        teamTurns(s) &&
        s.players.find((x) => x.id === blockerController)!.team ===
          s.players.find((x) => x.id === entry.defendingPlayer)!.team; // 805.10d
      if (blockerController !== entry.defendingPlayer && !teammate)
        return bad('setup/blocking-other-players-attacker', f, '509.1a', { value: a });
    }
    // 509.3: a blocker's order lists exactly the attackers it blocks.
    const order = p.damageAssignmentOrder;
    if (order && (order.length !== p.blocking.length || p.blocking.some((a) => !order.includes(a))))
      return bad('setup/bad-blocker-damage-assignment-order', `battlefield[${i}].damageAssignmentOrder`, '509.3', {});
    blocks.push({ blocker: ids[i], blocking: p.blocking });
  }
  for (const a of attackers) {
    const blockers = blocks.filter((b) => b.blocking.includes(a.attacker)).map((b) => b.blocker);
    // Every attacker came from perms (its id is ids[i] for its perms[i]), so its entry is there.
    const given = perms[ids.indexOf(a.attacker)].damageAssignmentOrder;
    if (given && (given.length !== blockers.length || blockers.some((b) => !given.includes(b)))) {
      return bad(
        'setup/bad-damage-assignment-order',
        `battlefield[${ids.indexOf(a.attacker)}].damageAssignmentOrder`,
        '509.2',
        {},
      );
    }
  }
  return null;
}
