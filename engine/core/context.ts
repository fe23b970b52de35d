// The draft an action works on: engine modules change a private copy of the state (ctx.s) and
// report what happened through emit(); apply() hands the events back with the new state.
import type { GameEvent } from './events';
import type { GameState } from './state';

export interface Ctx {
  s: GameState;
  events: GameEvent[];
}

export function emit(ctx: Ctx, event: GameEvent): void {
  ctx.events.push(event);
}
