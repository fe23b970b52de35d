// Waiting triggered abilities go on the stack the next time a player would receive priority,
// each player's in the order they choose, in APNAP order (603.3b; with shared team turns, team by
// team, 805.7).

import { legalTargetChoices, targetSpecs } from '../casting/targets';
import { emit, type Ctx } from '../core/context';
import type { Decision } from '../core/decisions';
import type { GameState } from '../core/state';
import type { PlayerId } from '../core/vocabulary';
import { characteristics, colors } from '../objects/characteristics';
import { apnap, player } from '../objects/players';
import { itemRef } from '../stack/item-ref';
import { primaryPlayer } from '../variants/shared-team-turns';
import { teamTurns } from '../variants/variant';

/**
 * 603.3b: put waiting triggers on the stack, APNAP. A player with two or more must choose their
 * order; the decision is returned and the rest waits for their answer (orderTriggers).
 */
export function putTriggersOnStack(ctx: Ctx, stepRule?: string): { placed: number; decision: Decision | null } {
  let placed = 0;
  for (const p of orderingPlayers(ctx.s)) {
    const team = orderingTeam(ctx.s, p);
    const mine = ctx.s.pendingTriggers.filter((t) => team.includes(t.controller));
    if (mine.length === 0) continue;
    if (mine.length > 1) {
      return {
        placed,
        decision: {
          player: p,
          kind: 'order-triggers',
          rules: teamTurns(ctx.s) ? ['603.3b', '805.7'] : ['603.3b'],
          triggers: mine.map((t) => ({ id: t.id, source: t.source, ...(t.text ? { text: t.text } : {}) })),
        },
      };
    }
    placeTriggers(ctx, p, [mine[0].id], stepRule);
    placed += 1;
  }
  // Triggers of players who left the game cease to exist (800.4a).
  ctx.s.pendingTriggers = [];
  return { placed, decision: null };
}

/**
 * Who orders triggers, APNAP: each player — or with shared team turns each team, in turn order
 * from the active team, by its primary player for all its members' triggers (805.7, 805.2).
 */
function orderingPlayers(s: GameState): PlayerId[] {
  const order = apnap(s);
  if (!teamTurns(s)) return order;
  return [...new Set(order.map((p) => primaryPlayer(s, player(s, p).team!)))];
}

function orderingTeam(s: GameState, p: PlayerId): PlayerId[] {
  return teamTurns(s) ? s.players.filter((q) => q.team === player(s, p).team).map((q) => q.id) : [p];
}

/** Put a player's (or team's, 805.7) waiting triggers on the stack in the given order (603.3, 603.3b). */
export function placeTriggers(ctx: Ctx, p: PlayerId, order: string[], stepRule?: string): void {
  const team = orderingTeam(ctx.s, p);
  for (const id of order) {
    const t = ctx.s.pendingTriggers.find((x) => x.id === id && team.includes(x.controller));
    if (!t) continue;
    ctx.s.pendingTriggers = ctx.s.pendingTriggers.filter((x) => x.id !== id);
    const src = ctx.s.objects[t.source];
    ctx.s.stack.push({
      id: t.id,
      kind: 'triggered ability',
      controller: t.controller,
      source: t.source,
      ability: t.ability,
      effect: t.effect,
      targets: [],
      related: t.related,
      relatedPlayer: t.relatedPlayer,
      ...(t.text ? { text: t.text } : {}),
      sourceColors: src ? colors(ctx.s, src) : [],
      sourceName: src ? characteristics(ctx.s, src).name : t.source,
      ...(t.amount !== undefined ? { amount: t.amount } : {}),
      ...(t.attacked !== undefined ? { attacked: t.attacked } : {}),
    });
    // 603.3a: its controller is whoever controlled its source as it triggered (a delayed one's: 603.7d–e).
    const who = t.ability !== -1 ? ['603.3a'] : []; // -1: a delayed trigger
    emit(ctx, {
      type: 'trigger-put-on-stack',
      rules: [
        '603.3',
        '603.3b',
        ...who,
        ...(teamTurns(ctx.s) ? ['805.7'] : []),
        ...t.rules,
        ...(stepRule ? [stepRule] : []),
      ],
      ...itemRef({ id: t.id, kind: 'triggered ability', source: t.source, text: t.text }),
      player: t.controller,
    });
    const item = ctx.s.stack[ctx.s.stack.length - 1];
    const specs = targetSpecs(t.effect);
    if (specs.length === 0) continue;
    // 603.3d: its controller chooses targets as it goes on the stack; with no legal choice it is removed.
    if (specs.some((spec) => legalTargetChoices(ctx.s, spec, t.controller, item.sourceColors).length === 0)) {
      ctx.s.stack.pop();
      emit(ctx, { type: 'trigger-removed', rules: ['603.3d'], ...itemRef(item) });
    } else item.awaitingTargets = true;
  }
}
