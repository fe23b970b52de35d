// The combat damage step(s) (510): which creatures deal damage now (510.4, first and double
// strike), the active player's then each defending player's assignment (510.1, checked as a
// whole by engine/combat, 510.1e), then all of it dealt at once (510.2) and the triggers it
// causes (510.3a). A player is asked only about creatures whose damage can be divided; the rest
// assign the only way they can.

import type { DamageAssignment } from '../core/actions';
import { emit, type Ctx } from '../core/context';
import type { TbaResult } from '../core/decisions';
import { refuse } from '../core/results';
import type { ObjectId, PlayerId } from '../core/vocabulary';
import { colors } from '../objects/characteristics';
import type { DamageSource } from '../core/events';
import { apnap, player } from '../objects/players';
import { blockingTeam, isActivePlayer, primaryPlayer } from '../variants/shared-team-turns';
import { hasKeyword } from '../objects/characteristics';
import { checkDamageAssignment, damageRecipients, damageToAssign } from './damage-assignment';
import { defaultDamageAssignment } from './default-damage';
import { bandingDivides, creaturesDealingDamageNow, damageInput } from './views';
import { teamTurns } from '../variants/variant';
import { happen } from '../events/happen';
import { addStepAfterCurrent } from '../turn/schedule';

/** 510.4: as the combat damage step begins, first strike splits it in two. */
export function prepareCombatDamageStep(ctx: Ctx): void {
  const s = ctx.s;
  const c = s.combat;
  if (!c || s.turn.step !== 'combat damage' || c.firstStrikers !== null) return;
  const inCombat = [...c.attackers.map((a) => a.attacker), ...c.blockers.map((b) => b.blocker)];
  const fast = inCombat.filter(
    (id) => hasKeyword(s, s.objects[id], 'first strike') || hasKeyword(s, s.objects[id], 'double strike'),
  );
  if (fast.length === 0) return;
  c.firstStrikers = fast;
  s.turn.step = 'first strike combat damage';
  addStepAfterCurrent(s.turn, 'combat damage'); // the second combat damage step
}

/** Sources a player assigns for in this step: the active player's attackers, a defender's blockers. */
function sourcesOf(ctx: Ctx, who: PlayerId): ObjectId[] {
  const s = ctx.s;
  const c = s.combat!;
  const now = creaturesDealingDamageNow(s);
  // 702.22j–k: banding hands an attacker's assignment to its defending player, a blocker's to the
  // active player; 805.10g: with shared team turns the defending team announces for all its blockers.
  const team = blockingTeam(s, who);
  const mine =
    who === s.turn.activePlayer
      ? [
          ...c.attackers.map((a) => a.attacker).filter((a) => !bandingDivides(s, a)),
          ...c.blockers.map((b) => b.blocker).filter((b) => bandingDivides(s, b)),
        ]
      : [
          ...c.blockers
            .map((b) => b.blocker)
            .filter((b) => team.includes(s.objects[b].controller) && !bandingDivides(s, b)),
          ...c.attackers
            .filter((a) => team.includes(a.defendingPlayer) && bandingDivides(s, a.attacker))
            .map((a) => a.attacker),
        ];
  return mine.filter((id) => now.includes(id));
}

/** Sources whose assignment is a real choice (more than one possible recipient). */
function choiceSources(ctx: Ctx, sources: ObjectId[]): ObjectId[] {
  const input = damageInput(ctx.s, sources, [], ctx.s.combat!.assignments!);
  return sources.filter((id) => {
    const r = damageRecipients(input, id);
    const cr = input.creatures.find((x) => x.id === id)!;
    return !!r && damageToAssign(cr, r) > 0 && r.creatures.length + (r.attacked !== null ? 1 : 0) > 1;
  });
}

export function combatDamageActions(ctx: Ctx): TbaResult {
  const s = ctx.s;
  const c = s.combat!; // the combat phase's (506.1), until the end of combat step ends (511.3)
  c.assignments ??= [];
  c.assignedBy ??= [];
  // 805.10g: with shared team turns the active team announces for all its attackers, then the
  // defending team for all its blockers — each by its primary player (805.2).
  const defenders = apnap(s).filter((p) => c.defendingPlayers.includes(p));
  const order = [
    ...(isActivePlayer(s, s.turn.activePlayer) ? [s.turn.activePlayer] : []), // none: 800.4j
    ...(teamTurns(s) ? [...new Set(defenders.map((p) => primaryPlayer(s, player(s, p).team!)))] : defenders),
  ];
  for (const who of order) {
    if (c.assignedBy.includes(who)) continue;
    const sources = sourcesOf(ctx, who);
    const choices = choiceSources(ctx, sources);
    if (choices.length > 0) {
      const input = damageInput(s, choices, [], c.assignments);
      return {
        kind: 'decision',
        decision: {
          player: who,
          kind: 'assign-combat-damage',
          rules: ['510.1'],
          sources: choices.map((id) => {
            const r = damageRecipients(input, id)!;
            const cr = input.creatures.find((x) => x.id === id)!;
            return {
              source: id,
              power: damageToAssign(cr, r),
              recipients: [...r.creatures, ...(r.attacked !== null ? [r.attacked] : [])],
            };
          }),
        },
      };
    }
    const defaults = defaultDamageAssignment(damageInput(s, sources, [], c.assignments), s.profile);
    recordAssignment(ctx, who, defaults);
  }
  dealCombatDamage(ctx);
  return { kind: 'priority' };
}

/** The player's answer: checked as a whole with the defaults for their undivided creatures (510.1e). */
export function assignCombatDamage(ctx: Ctx, who: PlayerId, given: DamageAssignment[]): void {
  const s = ctx.s;
  const c = s.combat!;
  const badPart = (p: unknown) =>
    !p ||
    typeof p !== 'object' ||
    typeof (p as { to?: unknown }).to !== 'string' ||
    typeof (p as { amount?: unknown }).amount !== 'number';
  if (
    !Array.isArray(given) ||
    given.some(
      (g) =>
        !g ||
        typeof g !== 'object' ||
        typeof g.source !== 'string' ||
        !Array.isArray(g.assignment) ||
        g.assignment.some(badPart),
    )
  ) {
    refuse('assign-combat-damage/malformed', ['510.1']);
  }
  const sources = sourcesOf(ctx, who);
  const other = given.find((g) => !sources.includes(g.source) && bandingDivides(s, g.source));
  if (other) {
    const rule = c.attackers.some((a) => a.attacker === other.source) ? '702.22j' : '702.22k';
    refuse('assign-combat-damage/banding', ['510.1', rule], { object: other.source });
  }
  const missing = sources.filter((id) => !given.some((g) => g.source === id));
  const defaults = defaultDamageAssignment(damageInput(s, missing, [], [...c.assignments!, ...given]), s.profile);
  const all = [...given, ...defaults];
  const check = checkDamageAssignment(damageInput(s, sources, all, c.assignments!), s.profile);
  if (!check.ok) refuse(check.code, check.rules, check.params);
  recordAssignment(ctx, who, all);
}

function recordAssignment(ctx: Ctx, who: PlayerId, list: DamageAssignment[]): void {
  const c = ctx.s.combat!;
  c.assignments = [
    ...c.assignments!,
    ...list.map((a) => ({
      source: a.source,
      assignment: a.assignment.filter((p) => p.amount > 0).map((p) => ({ ...p })),
    })),
  ];
  c.assignedBy = [...c.assignedBy!, who];
  for (const a of list) {
    const parts = a.assignment.filter((p) => p.amount > 0);
    if (parts.length === 0) continue;
    const att = c.attackers.find((x) => x.attacker === a.source);
    const role = att ? (att.blocked ? '510.1c' : '510.1b') : '510.1d';
    const banding = bandingDivides(ctx.s, a.source) ? [att ? '702.22j' : '702.22k'] : [];
    const team = teamTurns(ctx.s) ? ['805.10g'] : [];
    emit(ctx, {
      type: 'combat-damage-assigned',
      rules: ['510.1', '510.1a', role, '510.1e', ...banding, ...team],
      source: a.source,
      amount: parts.reduce((n, p) => n + p.amount, 0),
      assignment: parts.map((p) => ({ to: p.to, amount: p.amount })),
    });
  }
}

/** 510.2: all assigned combat damage is dealt simultaneously; then 510.3a triggers. */
function dealCombatDamage(ctx: Ctx): void {
  const s = ctx.s;
  const c = s.combat!;
  const items: { source: DamageSource; target: string; amount: number }[] = [];
  for (const a of c.assignments!) {
    const o = s.objects[a.source];
    if (!o || o.zone !== 'battlefield') continue;
    const source: DamageSource = {
      id: o.id,
      controller: o.controller,
      colors: colors(s, o),
      deathtouch: hasKeyword(s, o, 'deathtouch'),
      lifelink: hasKeyword(s, o, 'lifelink'),
    };
    for (const p of a.assignment) items.push({ source, target: p.to, amount: p.amount });
  }
  // 510.3a: the creatures that dealt combat damage trigger as the damage is dealt (events/happen.ts).
  happen(ctx, { type: 'damage', rules: ['510.2'], items, combat: true });
  c.assignments = undefined;
  c.assignedBy = undefined;
  delete c.assignments;
  delete c.assignedBy;
}
