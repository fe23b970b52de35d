// Events: the record of what happened, each citing the rule(s) that made it happen (rule
// coverage is measured from these citations). Engine modules mutate a private draft through a
// Ctx and report through emit(); apply() hands the events back with the new state.
import type { GameEvent, GameState } from './types';

export interface Ctx {
  s: GameState;
  events: GameEvent[];
}

type Payload = Omit<GameEvent, 'type' | 'rules' | 'message'>;

export function emit(ctx: Ctx, type: string, rules: string[], en: string, zh: string, payload: Payload = {}): void {
  ctx.events.push({ type, rules, message: { en, zh }, ...payload });
}
