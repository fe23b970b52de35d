// The draft an action works on: engine modules change a private copy of the state (ctx.s) and
// report what happened through emit(); apply() hands the events back with the new state.
import type { Action } from './actions';
import type { Decision } from './decisions';
import type { GameEvent } from './events';
import type { DamageItem } from './rules-events';
import type { GameState } from './state';

export interface Ctx {
  s: GameState;
  events: GameEvent[];
  /**
   * Answers to the questions asked in the middle of an event (core/mid-event.ts), in the order they
   * are asked, when the action that led to them is replayed; `used`: how many were taken so far.
   */
  answers?: { given: Action[]; used: number };
  /**
   * Who answers a question asked in the middle of an event when no answer was given: unset, the
   * game pauses and the player is asked (game/mid-event.ts); set, the engine's stand-in answers
   * (a simulation of an option, the start of a game, a test).
   */
  standIn?: (d: Decision) => Action;
  /**
   * 104.3a, 800.4a: a player concedes while the game is paused in the middle of an event (the
   * concession itself is applied afterwards: game/apply.ts, goOn). The action that led there is
   * replayed; once the event has been finished with the engine's own answer
   * (`reached`: the stand-in took the question the game was paused on), the game stops at its next
   * point of rest — between two steps of casting (601.2, 602.2), two instructions of a resolving
   * spell or ability (608.2c), two runs of the automatic queue — and the player leaves there.
   */
  leaving?: { reached: boolean };
  /**
   * 615.13: while replacement effects meet a batch of simultaneous events (events/happen.ts), the
   * damage each prevention effect prevented, by the effect's key (one record per damage item).
   */
  prevented?: { key: string; item: DamageItem; combat: boolean }[];
}

export function emit(ctx: Ctx, event: GameEvent): void {
  ctx.events.push(event);
}
