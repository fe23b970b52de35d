// The declare blockers step (509): each defending player's declaration, judged by engine/combat
// (509.1b–c), then the blocked/unblocked statuses and the triggers of 509.5, and the damage
// assignment orders of the classic profile (509.2–509.3).

import { emit, type Ctx } from '../core/context';
import type { Decision, TbaResult } from '../core/decisions';
import { refuse } from '../core/results';
import type { ObjectId, PlayerId } from '../core/vocabulary';
import { apnap, player } from '../objects/players';
import { blockingTeam, primaryPlayer } from '../variants/shared-team-turns';
import { blockEachBand } from './banding';
import { checkBlockDeclaration, legalBlockDeclarations } from './block-declaration';
import { blockableAttackers, blockerRestrictions } from './block-restrictions';
import { blockersOf } from './combat-state';
import { blockCost, payCombatCost, withoutCostedRequirements } from './costs-to-attack-or-block';
import { combatView } from './views';
import { teamTurns } from '../variants/variant';
import { happen } from '../events/happen';

// --- 509: declare blockers -------------------------------------------------------------------

export function declareBlockersActions(ctx: Ctx): TbaResult {
  const s = ctx.s;
  const c = s.combat!; // a combat phase always has its combat (turn/steps.ts beginPhase)
  c.blockersDeclaredBy ??= [];
  if (!c.blockersDeclared) {
    for (const each of apnap(s).filter((p) => c.defendingPlayers.includes(p))) {
      if (c.blockersDeclaredBy.includes(each)) continue;
      // 805.10d, 805.2: a defending team declares one combined block; its primary player decides.
      const team = player(s, each).team;
      const d = teamTurns(s) && team !== null ? primaryPlayer(s, team) : each;
      const view = withoutCostedRequirements(s, combatView(s, d), 'block');
      if (blockableAttackers(view).length > 0) {
        const legal = legalBlockDeclarations(view, 2);
        if (!(legal.declarations.length === 1 && legal.declarations[0].length === 0 && !legal.truncated)) {
          // The creatures able to block: the defending team's with shared team turns (805.10d).
          const candidates = view.permanents.filter((p) => blockerRestrictions(view, p).length === 0).map((p) => p.id);
          return {
            kind: 'decision',
            decision: {
              player: d,
              kind: 'declare-blockers',
              rules: teamTurns(s) ? ['509.1', '805.10d'] : ['509.1'],
              candidates,
              targets: blockableAttackers(view).map((p) => p.id),
            },
          };
        }
      }
      recordBlocks(ctx, d, []);
    }
    finishBlockerDeclaration(ctx);
  }
  const ask = orderDecision(ctx);
  if (ask) return { kind: 'decision', decision: ask };
  return { kind: 'priority' }; // 509.4
}

export function declareBlockers(
  ctx: Ctx,
  who: PlayerId,
  blocks: { blocker: ObjectId; attacker: ObjectId }[],
  manaAbilities?: unknown,
): void {
  if (
    !Array.isArray(blocks) ||
    // null, or anything without the two ids (a number or a string has no `blocker`), is no block.
    blocks.some((b) => !b || typeof b.blocker !== 'string' || typeof b.attacker !== 'string')
  ) {
    refuse('declare-blockers/malformed', ['509.1']);
  }
  const already = blocks.find((b) => ctx.s.combat!.blockers.some((x) => x.blocker === b.blocker));
  if (already) refuse('declare-blockers/already-blocking', ['509.1a', '509.7'], { object: already.blocker });
  const check = checkBlockDeclaration(withoutCostedRequirements(ctx.s, combatView(ctx.s, who), 'block'), blocks);
  if (!check.ok) refuse(check.code, check.rules, check.params);
  const cost = blockCost(ctx.s, who, blocks); // 509.1d
  recordBlocks(ctx, who, blocks, check);
  payCombatCost(ctx, who, cost, manaAbilities, 'block'); // 509.1e–f
}

export function recordBlocks(
  ctx: Ctx,
  who: PlayerId,
  blocks: { blocker: ObjectId; attacker: ObjectId }[],
  check?: { obeyed: number; maximum: number },
): void {
  const c = ctx.s.combat!;
  for (const b of blocks) {
    const entry = c.blockers.find((x) => x.blocker === b.blocker);
    if (entry) {
      entry.blocking.push(b.attacker);
      entry.order.push(b.attacker);
    } else c.blockers.push({ blocker: b.blocker, blocking: [b.attacker], order: [b.attacker], declared: true });
  }
  c.blockersDeclaredBy!.push(...blockingTeam(ctx.s, who)); // 805.10d: the whole defending team
  // 509.1c where requirements applied; 509.1b is cited where a restriction refuses.
  const checked = [...(blocks.length > 0 ? ['509.1a'] : []), ...(check && check.maximum > 0 ? ['509.1c'] : [])];
  if (teamTurns(ctx.s)) checked.push('805.10d');
  emit(ctx, {
    type: 'blockers-declared',
    rules: ['509.1', ...checked, '509.1g'],
    player: who,
    objects: [...new Set(blocks.map((b) => b.blocker))],
    ...(check ? { obeyed: check.obeyed, maximum: check.maximum } : {}),
    forced: !check,
  });
}

/** 509.1h–i: blocked/unblocked statuses, then the "blocks"/"becomes blocked" triggers (509.5). */
export function finishBlockerDeclaration(ctx: Ctx): void {
  const s = ctx.s;
  const c = s.combat!;
  c.blockersDeclared = true;
  if (c.bands?.length) blockEachBand(ctx, c.bands); // 702.22h: before the statuses of 509.1h
  const blockedBefore = c.attackers.filter((a) => a.blocked === true).map((a) => a.attacker);
  for (const a of c.attackers) {
    const blockers = blockersOf(s, a.attacker);
    a.blocked = blockers.length > 0;
    // Its order so far (creatures that blocked it by an effect, 509.6–509.7) stays: whatever ends a block drops the blocker from it (509.2a).
    a.order = [...a.order, ...blockers.filter((b) => !a.order.includes(b))];
    emit(ctx, { type: a.blocked ? 'became-blocked' : 'unblocked', rules: ['509.1h'], object: a.attacker });
  }
  // 509.5a: only declared blockers "block"; one put onto the battlefield blocking never did (509.7).
  for (const b of c.blockers) if (b.declared) happen(ctx, { type: 'blocks', rules: ['509.5a'], creature: b.blocker });
  for (const b of c.blockers)
    if (b.declared)
      for (const a of b.blocking)
        happen(ctx, { type: 'blocks a creature', rules: ['509.5b'], creature: b.blocker, attacker: a }); // 509.5b
  for (const a of c.attackers) {
    if (a.blocked) {
      if (!blockedBefore.includes(a.attacker))
        happen(ctx, { type: 'becomes blocked', rules: ['509.5c'], creature: a.attacker }); // 509.5c: once
      for (const b of a.order) {
        if (c.blockers.find((x) => x.blocker === b)!.declared)
          happen(ctx, { type: 'becomes blocked by a creature', rules: ['509.5d'], creature: a.attacker, blocker: b });
      }
    } else
      happen(ctx, {
        type: "attacks and isn't blocked",
        rules: ['509.5g'],
        creature: a.attacker,
        defending: a.defendingPlayer,
      });
  }
}

/** The next damage assignment order to announce (509.2 active player, then 509.3 defending), if any. */
export function orderDecision(ctx: Ctx): Decision | null {
  const s = ctx.s;
  if (s.profile !== 'classic') return null;
  const c = s.combat!;
  c.ordersAnnounced ??= [];
  for (const a of c.attackers) {
    if (a.order.length > 1 && !c.ordersAnnounced.includes(a.attacker)) {
      return {
        player: s.turn.activePlayer,
        kind: 'order-blockers',
        rules: ['509.2'],
        object: a.attacker,
        toOrder: [...a.order],
      };
    }
  }
  for (const b of c.blockers) {
    if (b.blocking.length > 1 && !c.ordersAnnounced.includes(b.blocker)) {
      // 805.10f, 805.2: with shared team turns the defending team announces (its primary player).
      const owner = s.objects[b.blocker].controller;
      return {
        player: teamTurns(s) ? primaryPlayer(s, player(s, owner).team!) : owner,
        kind: 'order-attackers',
        rules: ['509.3'],
        object: b.blocker,
        toOrder: [...b.order],
      };
    }
  }
  return null;
}
