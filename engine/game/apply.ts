// apply(): one reducer with its guards in a fixed order (boardgame.io's reducer), each one
// commented. The input state is never touched: the action runs on a JSON copy, and a refusal
// simply drops that copy (the game "returns to the moment before", 508.1, 509.1, 601.2e, 730).

import { beginCasting } from '../casting/casting-frame';
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
import type { Decision } from '../core/decisions';
import type { GameEvent } from '../core/events';
import { MidEventQuestion } from '../core/mid-event';
import { popFrame, replaceTop, topFrame } from '../core/frames';
import { err, ok, Refusal, type Result, type RuleViolation, violation } from '../core/results';
import { copyState } from '../core/copy-state';
import type { Frame, GameState } from '../core/state';
import { inGame, nextInTurnOrder } from '../objects/players';
import { chooseColor } from '../stack/effects/continuous-effect';
import { chooseDiscard } from '../stack/resolve';
import { chooseTargets } from '../triggers/choose-targets';
import { placeTriggers } from '../triggers/put-on-stack';
import { discardToHandSize } from '../turn/cleanup';
import { TRIGGERS_BEFORE_PRIORITY_RULE } from '../turn/step-rules';
import { chooseDefendingPlayer } from '../turn/turn-based-actions';
import { teamWithPriority } from '../variants/shared-team-turns';
import { teamTurns } from '../variants/variant';
import { runQueue } from './flow';
import { ANSWERS, type AnsweredKind } from './answers';
import { midEventFrame, pause, replaying, wrongAnswer, type MidEventFrame } from './mid-event';
import { checkGameOver, removeLosers } from './leave-game';
import { passPriority } from './priority';

const PRIORITY_ACTIONS: Action['type'][] = ['pass-priority', 'cast-spell', 'activate-ability', 'play-land'];

export { copyState };

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
  if (topFrame(state).kind === 'game-over') return err(violation('action/game-over', ['104.1']));
  if (!inGame(who)) return err(violation('action/left-game', ['104.3a', '800.4a'], { player: who.id }));
  // Paused in the middle of an event: the answer (or a concession) goes on by replaying (game/mid-event.ts).
  const paused = midEventFrame(state);
  if (paused) return goOn(state, paused, action);
  const ctx: Ctx = { s: copyState(state), events: [] };
  try {
    dispatch(ctx, action);
    runQueue(ctx);
  } catch (e) {
    if (e instanceof MidEventQuestion) return ok(pause(ctx, e, { state, action }, [], action, 0));
    return refused(e);
  }
  ctx.s.log.push(JSON.parse(JSON.stringify(action)) as Action);
  return ok({ state: ctx.s, events: ctx.events });
}

/** A thrown refusal, or an engine error reported as one. */
function refused(e: unknown): Result<never, RuleViolation> {
  if (e instanceof Refusal) return err(e.violation);
  const message = e instanceof Error ? e.message : String(e);
  return err(violation('engine/internal-error', [], { detail: message }));
}

/** The action and then the automatic queue, as apply() runs them. */
function act(ctx: Ctx, action: Action): void {
  dispatch(ctx, action);
  runQueue(ctx);
}

/**
 * The game is paused on a question in the middle of an event: its answer replays the action that
 * led there with every answer given (game/mid-event.ts). A player may concede instead (104.3a):
 * the event is first finished with the engine's own answers, then the player leaves.
 */
function goOn(
  state: GameState,
  frame: MidEventFrame,
  action: Action,
): Result<{ state: GameState; events: GameEvent[] }, RuleViolation> {
  const d = (topFrame(state) as Extract<Frame, { kind: 'decision' }>).decision;
  const conceding = action.type === 'concede';
  if (!conceding) {
    if (action.type !== ANSWERS[d.kind as AnsweredKind].action || action.player !== d.player)
      return err(violation('action/not-awaited', d.rules, { player: d.player, kind: d.kind }));
    const wrong = wrongAnswer(state, d, action);
    if (wrong) return err(wrong);
  }
  const answers = conceding ? frame.answers : [...frame.answers, action];
  const ctx = replaying(state, frame, answers, conceding);
  // 800.4a: the player leaves as soon as the event in progress is finished (Ctx.leaving), not once
  // the whole action is: what they were casting, activating or resolving doesn't go on.
  if (conceding) ctx.leaving = { reached: false };
  try {
    act(ctx, frame.action);
    delete ctx.leaving;
    if (conceding) act(ctx, action);
  } catch (e) {
    // The replay reached a question not answered yet: paused again, on it.
    if (e instanceof MidEventQuestion)
      return ok(pause(ctx, e, { state: frame.state, action: frame.action }, answers, action, frame.reported));
    return refused(e);
  }
  ctx.s.log.push(JSON.parse(JSON.stringify(action)) as Action);
  return ok({ state: ctx.s, events: ctx.events.slice(frame.reported) });
}

function dispatch(ctx: Ctx, action: Action): void {
  const s = ctx.s;
  // A player may concede at any time (104.3a).
  if (action.type === 'concede') return concede(ctx, action.player);
  const f = topFrame(s);
  // A pending decision must be answered by its player, with the matching action; the frame below
  // it (a step's turn-based actions, a resolving spell, the check before priority…) then goes on.
  if (f.kind === 'decision') {
    const d = f.decision;
    const expected = ANSWERS[d.kind as AnsweredKind];
    if (expected.asked === 'mid-event' || action.type !== expected.action || action.player !== d.player) {
      throw new Refusal(violation('action/not-awaited', d.rules, { player: d.player, kind: d.kind }));
    }
    popFrame(s);
    return answer(ctx, action, d);
  }
  // Everything else needs priority (117.1): only the player who holds it may act.
  // 805.5a: with shared team turns, any player of the team that has priority may act.
  if (
    f.kind !== 'priority' ||
    !f.checked ||
    !teamWithPriority(s, f.player).includes(action.player) ||
    !PRIORITY_ACTIONS.includes(action.type)
  ) {
    const holder = f.kind === 'priority' ? f.player : null;
    throw new Refusal(
      violation('action/no-priority', teamTurns(s) ? ['117.1', '805.5'] : ['117.1'], holder ? { player: holder } : {}),
    );
  }
  if (action.type === 'pass-priority') return passPriority(ctx, f, action.player);
  // 117.3c: after casting, activating or playing a land the player receives priority again.
  replaceTop(s, { kind: 'priority', player: action.player, passes: 0, checked: false });
  if (action.type === 'cast-spell') beginCasting(ctx, action.player, action.card, { targets: action.targets });
  else if (action.type === 'activate-ability')
    beginCasting(ctx, action.player, action.source, {
      ability: action.ability,
      targets: action.targets,
      discards: action.discards,
    });
  else if (action.type === 'play-land') playLand(ctx, action.player, action.card);
}

/** The object a decision is about (the attacker, blocker or stack item), if it names one. */
function asked(d: Decision): string | undefined {
  return 'object' in d ? d.object : undefined;
}

/** The answer to the question `d` (its frame already popped: the frame below goes on afterwards). */
function answer(ctx: Ctx, action: Action, d: Decision): void {
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
      // Triggers put on the stack before the step's first priority cite the step's rule (e.g. 503.1a).
      const below = topFrame(ctx.s);
      const first = below.kind === 'priority' && below.first === true;
      return placeTriggers(
        ctx,
        action.player,
        order,
        first ? TRIGGERS_BEFORE_PRIORITY_RULE[ctx.s.turn.step] : undefined,
      );
    }
    case 'discard':
      if (d.kind === 'choose-discard') return chooseDiscard(ctx, action.player, action.cards, d);
      return discardToHandSize(ctx, action.player, action.cards, d.kind === 'discard-to-hand-size' ? d.count : 0);
    case 'choose-defending-player':
      // 508.5a: a resolving spell or ability's choice; else the active player's choice of 506.2a.
      if (d.kind === 'choose-defending-player' && d.rules.includes('508.5a'))
        return chooseDefendingFor(ctx, action.player, action.defending);
      return chooseDefendingPlayer(ctx, action.player, action.defending);
    case 'reselect-attack':
      if (d.kind === 'reselect-attack') reselectAttack(ctx, action.attacker, action.target, d);
      return;
    case 'choose-attacked':
      if (d.kind === 'choose-attacked') chooseAttacked(ctx, action.attacker, action.target, d);
      return;
    case 'choose-color':
      if (d.kind === 'choose-color') chooseColor(ctx, action.color, d);
      return;
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
  // 800.4j: if it is their turn, it goes on without them (removeLosers, game/leave-game.ts).
  // 800.4a: what the player was doing ends with them — a spell or ability they were casting or
  // activating ceases (removeLosers), one they control stops resolving, and the questions put to
  // them are dropped (the rest goes on without their answer: a step's turn-based actions run again
  // and find no active player to act, 800.4j).
  const cut = s.frames.findIndex(
    (f) => (f.kind === 'resolving' && f.item.controller === who) || (f.kind === 'casting' && f.player === who),
  );
  if (cut > 0) s.frames = s.frames.slice(0, cut);
  // (The bottom frame, the turn's, is never a question: it stays.)
  s.frames = s.frames.filter((f) => f.kind !== 'decision' || f.decision.player !== who);
  const f = topFrame(s);
  if (f.kind === 'priority' && f.player === who)
    replaceTop(s, { kind: 'priority', player: nextInTurnOrder(s, who), passes: f.passes, checked: false });
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
  const key = (x: unknown) => Number.isInteger(x) || typeof x === 'string'; // an ability's stable key
  if ('ability' in a && !key(a.ability)) return 'ability';
  if (
    Array.isArray(a.manaAbilities) &&
    a.manaAbilities.some(
      (m) =>
        !m ||
        typeof m !== 'object' ||
        typeof (m as { source?: unknown }).source !== 'string' ||
        !key((m as { ability?: unknown }).ability),
    )
  )
    return 'manaAbilities';
  return null;
}
