// The draft an action works on: engine modules change a private copy of the state (ctx.s) and
// report what happened through emit(); apply() hands the events back with the new state.

import type { GameEvent } from './events';
import type { GameState } from './state';

export interface Ctx {
  s: GameState;
  events: GameEvent[];
}

type Payload = Omit<GameEvent, 'type' | 'rules' | 'message'>;

export function emit(ctx: Ctx, type: string, rules: string[], en: string, zh: string, payload: Payload = {}): void {
  ctx.events.push({ type, rules, message: { en, zh }, ...payload });
}
