// Priority (117): who may act, passing in succession (500.2), resolving the top of the stack when
// all pass (117.4, 608), and the check made whenever a player would receive priority — state-based
// actions first, then waiting triggers onto the stack in APNAP order, repeated until nothing
// happens (117.5, 603.3b).

import { attackerPlacementDecision, placementDecision } from '../combat/damage-assignment-order';
import { emit, type Ctx } from '../core/context';
import type { Decision } from '../core/decisions';
import { ask, replaceTop } from '../core/frames';
import type { Frame } from '../core/state';
import type { PlayerId } from '../core/vocabulary';
import { inGame, nextInTurnOrder, player } from '../objects/players';
import { performStateBasedActions } from '../sba/state-based-actions';
import { resolveTop } from '../stack/resolve';
import { targetDecision } from '../triggers/choose-targets';
import { putTriggersOnStack } from '../triggers/put-on-stack';
import { PRIORITY_RULE, TRIGGERS_BEFORE_PRIORITY_RULE } from '../turn/step-rules';
import { priorityHolders } from '../variants/shared-team-turns';
import { turnOrder } from '../variants/turn-order';
import { teamTurns } from '../variants/variant';
import { checkGameOver } from './leave-game';

/** The priority frame on top of the stack of continuations (its callers have checked the top's kind). */
type PriorityFrame = Extract<Frame, { kind: 'priority' }>;

/** The player passes; when all have passed in succession, resolve or end the step. */
export function passPriority(ctx: Ctx, f: PriorityFrame, who: PlayerId): void {
  const s = ctx.s;
  const passes = f.passes + 1;
  // 805.5b: with shared team turns a team passes (any of its players for it), then the next team has priority.
  emit(ctx, {
    type: 'priority-passed',
    rules: teamTurns(s) ? ['117.3d', '805.5b'] : ['117.3d'],
    player: who,
    team: teamTurns(s) ? player(s, who).team : null,
  });
  if (passes < priorityHolders(s)) {
    replaceTop(s, { kind: 'priority', player: turnOrder(s).nextPriority(s, who), passes, checked: false });
    return;
  }
  if (s.stack.length > 0) {
    // 117.3b: once it has resolved, the active player receives priority.
    replaceTop(s, { kind: 'priority', player: s.turn.activePlayer, passes: 0, checked: false });
    resolveTop(ctx); // 117.4, 608.1
    return;
  }
  // 500.2: all players passed in succession with the stack empty — the step or phase ends.
  if (s.turn.step === 'cleanup') {
    // 514.3a: after priority in a cleanup step, another cleanup step begins.
    s.turn.schedule.unshift({ phase: s.turn.phase, step: 'cleanup', phaseId: s.turn.phaseId });
    emit(ctx, { type: 'another-cleanup', rules: ['514.3a'] });
  }
  replaceTop(s, { kind: 'end-step' });
}

/** 117.5 / 704.3 / 603.3b: before a player receives priority. */
export function checkBeforePriority(ctx: Ctx, f: PriorityFrame): void {
  const s = ctx.s;
  const who = f.player;
  const first = f.first === true;
  let passes = f.passes;
  /** A question before priority: once answered, the check runs again, anew (117.5). */
  const pause = (decision: Decision) => {
    f.player = receiver(ctx, who);
    f.passes = 0;
    ask(ctx, decision);
  };
  for (let guard = 0; guard < 1000; guard++) {
    let any = false;
    while (performStateBasedActions(ctx)) any = true;
    if (checkGameOver(ctx)) return;
    // An active player who left the game here leaves their turn going on without them (800.4j).
    const place = placementDecision(ctx) ?? attackerPlacementDecision(ctx);
    if (place) return pause(place);
    const { placed, decision: ordering } = putTriggersOnStack(
      ctx,
      first ? TRIGGERS_BEFORE_PRIORITY_RULE[s.turn.step] : undefined,
    );
    const decision = targetDecision(ctx) ?? ordering;
    if (decision) return pause(decision);
    if (placed > 0) any = true;
    if (!any) break;
    passes = 0; // something happened: players must pass in succession anew
  }
  const to = receiver(ctx, who);
  replaceTop(s, { kind: 'priority', player: to, passes, checked: true });
  // The step's first priority (117.3a), reported after state-based actions and triggered
  // abilities have been dealt with (117.5), so a trace shows them in the order they happen.
  if (first) {
    const p = player(s, to);
    // 800.4j: "If the active player would receive priority, instead the next player in turn order
    // receives priority" — the active player who left the game (800.4a for another player who left).
    const instead = to === who ? [] : who === s.turn.activePlayer ? ['800.4j'] : ['800.4a'];
    emit(ctx, {
      type: 'priority-given',
      rules: [PRIORITY_RULE[s.turn.step], '117.3a', ...instead],
      player: p.id,
      step: s.turn.step,
    });
  }
}

/**
 * The player who would receive priority, or the next one in turn order still in the game (800.4a;
 * 800.4j for the active player who left: the next player receives priority, or, once all still in
 * the game have passed in succession, the top object resolves or the step ends — passPriority
 * counts only the players still in the game, priorityHolders).
 */
function receiver(ctx: Ctx, who: PlayerId): PlayerId {
  return inGame(player(ctx.s, who)) ? who : nextInTurnOrder(ctx.s, who);
}
