// apply(): one reducer with its guards in a fixed order (boardgame.io's reducer), each one
// commented. The input state is never touched: the action runs on a JSON copy, and a refusal
// simply drops that copy (the game "returns to the moment before", 508.1, 509.1, 601.2e, 730).

import { activateAbility } from '../casting/activate-ability';
import { castSpell } from '../casting/cast-spell';
import { playLand } from '../casting/play-land';
import { chooseAttacked } from '../combat/attacking-by-effect';
import { assignCombatDamage } from '../combat/combat-damage-step';
import { orderAttackers, orderBlockers } from '../combat/damage-assignment-order';
import { declareAttackers } from '../combat/declare-attackers';
import { declareBlockers } from '../combat/declare-blockers';
import { chooseDefendingFor } from '../combat/defending-player';
import { reselectAttack } from '../combat/reselect-attack';
import type { Action } from '../core/actions';
import { emit, type Ctx } from '../core/context';
import type { Decision, DecisionKind } from '../core/decisions';
import type { GameEvent } from '../core/events';
import { err, ok, Refusal, type Result, type RuleViolation, violation } from '../core/results';
import type { GameState } from '../core/state';
import { inGame, nextInTurnOrder } from '../objects/players';
import { chooseDiscard, continueResolution } from '../stack/resolve';
import { chooseTargets } from '../triggers/choose-targets';
import { placeTriggers } from '../triggers/put-on-stack';
import { discardToHandSize } from '../turn/cleanup';
import { TRIGGERS_BEFORE_PRIORITY_RULE } from '../turn/step-rules';
import { chooseDefendingPlayer } from '../turn/turn-based-actions';
import { teamWithPriority } from '../variants/shared-team-turns';
import { teamTurns } from '../variants/variant';
import { runQueue } from './flow';
import { checkGameOver, removeLosers } from './leave-game';
import { afterResolution, passPriority } from './priority';

const ANSWERS: Record<Exclude<DecisionKind, 'priority'>, Action['type']> = {
  'declare-attackers': 'declare-attackers',
  'declare-blockers': 'declare-blockers',
  'order-blockers': 'order-blockers',
  'order-attackers': 'order-attackers',
  'assign-combat-damage': 'assign-combat-damage',
  'order-triggers': 'order-triggers',
  'discard-to-hand-size': 'discard',
  'choose-targets': 'choose-targets',
  'choose-discard': 'discard',
  'choose-defending-player': 'choose-defending-player',
  'reselect-attack': 'reselect-attack',
  'choose-attacked': 'choose-attacked',
};

const PRIORITY_ACTIONS: Action['type'][] = ['pass-priority', 'cast-spell', 'activate-ability', 'play-land'];

/**
 * A deep copy to work on. Card definitions and logged actions are shared, not copied: the
 * engine never changes either (cards are data given at setup; the log only grows).
 */
export function copyState(state: GameState): GameState {
  const { log, objects, ...rest } = state;
  const copy = JSON.parse(JSON.stringify(rest)) as GameState;
  copy.objects = {};
  for (const id in objects) {
    const o = objects[id];
    copy.objects[id] = { ...o, counters: { ...o.counters } };
  }
  copy.log = [...log];
  return copy;
}

export function apply(
  state: GameState,
  action: Action,
): Result<{ state: GameState; events: GameEvent[] }, RuleViolation> {
  // Malformed input is refused, never thrown.
  if (!action || typeof action !== 'object' || typeof action.type !== 'string' || typeof action.player !== 'string') {
    return err(violation('action/malformed', []));
  }
  const malformed = malformedField(action);
  if (malformed) return err(violation('action/malformed', [], { field: malformed }));
  const who = state.players.find((p) => p.id === action.player);
  // The acting player must be in the game.
  if (!who) return err(violation('action/unknown-player', [], { player: action.player }));
  // Disallow actions once the game is over.
  if (state.flow.kind === 'game-over') return err(violation('action/game-over', ['104.1']));
  if (!inGame(who)) return err(violation('action/left-game', ['104.3a', '800.4a'], { player: who.id }));
  const ctx: Ctx = { s: copyState(state), events: [] };
  try {
    dispatch(ctx, action);
    runQueue(ctx);
  } catch (e) {
    if (e instanceof Refusal) return err(e.violation);
    const message = e instanceof Error ? e.message : String(e);
    return err(violation('engine/internal-error', [], { detail: message }));
  }
  ctx.s.log.push(JSON.parse(JSON.stringify(action)) as Action);
  return ok({ state: ctx.s, events: ctx.events });
}

function dispatch(ctx: Ctx, action: Action): void {
  const s = ctx.s;
  // A player may concede at any time (104.3a).
  if (action.type === 'concede') return concede(ctx, action.player);
  const flow = s.flow;
  // A pending decision must be answered by its player, with the matching action.
  if (flow.kind === 'decision') {
    const d = flow.decision;
    if (action.type !== ANSWERS[d.kind as Exclude<DecisionKind, 'priority'>] || action.player !== d.player) {
      throw new Refusal(violation('action/not-awaited', d.rules, { player: d.player, kind: d.kind }));
    }
    answer(ctx, action);
    // Where the game goes on: a paused resolution (-2), the priority check (-1), or a stage of
    // the step's turn-based actions.
    if (flow.resume === -2) afterResolution(ctx);
    else if (flow.resume < 0)
      s.flow = {
        kind: 'priority',
        player: flow.then ?? s.turn.activePlayer,
        passes: 0,
        checked: false,
        ...(flow.first ? { first: true } : {}),
      };
    else s.flow = { kind: 'turn-based actions', stage: flow.resume };
    return;
  }
  // Everything else needs priority (117.1): only the player who holds it may act.
  // 805.5a: with shared team turns, any player of the team that has priority may act.
  if (
    flow.kind !== 'priority' ||
    !flow.checked ||
    !teamWithPriority(s, flow.player).includes(action.player) ||
    !PRIORITY_ACTIONS.includes(action.type)
  ) {
    const holder = flow.kind === 'priority' ? flow.player : null;
    throw new Refusal(
      violation('action/no-priority', teamTurns(s) ? ['117.1', '805.5'] : ['117.1'], holder ? { player: holder } : {}),
    );
  }
  if (action.type === 'pass-priority') return passPriority(ctx, action.player);
  if (action.type === 'cast-spell') castSpell(ctx, action.player, action.card, action.targets);
  else if (action.type === 'activate-ability')
    activateAbility(ctx, action.player, action.source, action.ability, action.targets, action.discards);
  else if (action.type === 'play-land') playLand(ctx, action.player, action.card);
  // 117.3c: after casting, activating or playing a land the player receives priority again.
  s.flow = { kind: 'priority', player: action.player, passes: 0, checked: false };
}

/** The object a decision is about (the attacker, blocker or stack item), if it names one. */
function asked(d: Decision): string | undefined {
  return 'object' in d ? d.object : undefined;
}

function answer(ctx: Ctx, action: Action): void {
  const d = (ctx.s.flow as Extract<GameState['flow'], { kind: 'decision' }>).decision;
  switch (action.type) {
    case 'declare-attackers':
      return declareAttackers(ctx, action.attacks, action.manaAbilities, action.bands, action.optionalCosts);
    case 'declare-blockers':
      return declareBlockers(ctx, action.player, action.blocks, action.manaAbilities);
    case 'order-blockers':
      if (action.attacker !== asked(d))
        throw new Refusal(violation('order-blockers/other-attacker', d.rules, { object: asked(d) }));
      return orderBlockers(ctx, action.attacker, action.order);
    case 'order-attackers':
      if (action.blocker !== asked(d))
        throw new Refusal(violation('order-attackers/other-blocker', d.rules, { object: asked(d) }));
      return orderAttackers(ctx, action.blocker, action.order);
    case 'assign-combat-damage':
      return assignCombatDamage(ctx, action.player, action.assignments);
    case 'order-triggers': {
      const mine = d.kind === 'order-triggers' ? d.triggers.map((t) => t.id) : [];
      const order = action.order;
      if (!Array.isArray(order) || order.length !== mine.length || !mine.every((id) => order.includes(id))) {
        throw new Refusal(violation('order-triggers/not-a-permutation', ['603.3b']));
      }
      const f = ctx.s.flow as Extract<GameState['flow'], { kind: 'decision' }>;
      return placeTriggers(
        ctx,
        action.player,
        order,
        f.first ? TRIGGERS_BEFORE_PRIORITY_RULE[ctx.s.turn.step] : undefined,
      );
    }
    case 'discard':
      if (d.kind === 'choose-discard') return chooseDiscard(ctx, action.player, action.cards);
      return discardToHandSize(ctx, action.player, action.cards, d.kind === 'discard-to-hand-size' ? d.count : 0);
    case 'choose-defending-player':
      if (d.rules.includes('508.5a')) {
        chooseDefendingFor(ctx, action.player, action.defending); // a resolving spell or ability's choice
        return continueResolution(ctx);
      }
      return chooseDefendingPlayer(ctx, action.player, action.defending);
    case 'reselect-attack':
      reselectAttack(ctx, action.player, action.attacker, action.target);
      return continueResolution(ctx);
    case 'choose-attacked':
      chooseAttacked(ctx, action.player, action.attacker, action.target);
      return continueResolution(ctx);
    case 'choose-targets':
      if (action.item !== asked(d))
        throw new Refusal(violation('choose-targets/other-ability', d.rules, { object: asked(d) }));
      return chooseTargets(ctx, action.player, action.item, action.targets);
  }
}

/** 104.3a: conceding; the player leaves the game with their objects (800.4a). */
function concede(ctx: Ctx, who: string): void {
  const s = ctx.s;
  const p = s.players.find((x) => x.id === who)!;
  p.conceded = true;
  emit(ctx, { type: 'conceded', rules: ['104.3a'], player: who });
  removeLosers(ctx, [who]);
  if (checkGameOver(ctx)) return;
  if (s.turn.activePlayer === who) {
    // The rest of this turn is skipped; play continues with the next player (800.4a).
    s.turn.schedule = [];
    s.combat = null;
    s.flow = { kind: 'end-step' };
    return;
  }
  const f = s.flow;
  if (f.kind === 'priority' && f.player === who)
    s.flow = { kind: 'priority', player: nextInTurnOrder(s, who), passes: f.passes, checked: false };
  else if (f.kind === 'decision' && f.decision.player === who) {
    if (f.resume === -2) {
      // A conceded player's pending discard is dropped; the resolution goes on (800.4a).
      if (s.resolving) s.resolving.discards = s.resolving.discards.filter((x) => x.player !== who);
      if (s.resolving?.reselect?.chooser === who) delete s.resolving.reselect;
      if (s.resolving?.enterAttacking?.chooser === who) delete s.resolving.enterAttacking;
      if (s.resolving?.defending?.chooser === who) delete s.resolving;
      continueResolution(ctx);
      afterResolution(ctx);
    } else
      s.flow =
        f.resume < 0
          ? { kind: 'priority', player: f.then ?? s.turn.activePlayer, passes: 0, checked: false }
          : { kind: 'turn-based actions', stage: f.resume };
  }
}

const ID_FIELDS = ['card', 'source', 'attacker', 'blocker', 'item', 'defending', 'target'];

const ID_LIST_FIELDS = ['targets', 'cards', 'order', 'discards'];

const LIST_FIELDS = ['attacks', 'blocks', 'assignments', 'manaAbilities'];

/** Shallow shape checks before anything reads the action (deeper ones live with each handler). */
function malformedField(action: Action): string | null {
  const a = action as unknown as Record<string, unknown>;
  for (const f of ID_FIELDS) if (f in a && typeof a[f] !== 'string') return f;
  for (const f of ID_LIST_FIELDS)
    if (
      f in a &&
      a[f] !== undefined &&
      (!Array.isArray(a[f]) || (a[f] as unknown[]).some((x) => typeof x !== 'string'))
    )
      return f;
  for (const f of LIST_FIELDS) if (f in a && a[f] !== undefined && !Array.isArray(a[f])) return f;
  if ('ability' in a && !Number.isInteger(a.ability)) return 'ability';
  if (
    Array.isArray(a.manaAbilities) &&
    a.manaAbilities.some(
      (m) =>
        !m ||
        typeof m !== 'object' ||
        typeof (m as { source?: unknown }).source !== 'string' ||
        !Number.isInteger((m as { ability?: unknown }).ability),
    )
  )
    return 'manaAbilities';
  return null;
}
