// The engine's public entry (engine contract, /work/notes/engine-contract.md):
// createGame(setup) → Result<GameState, SetupError>; apply(state, action) →
// Result<{state, events}, RuleViolation>; pendingDecision(state) → Decision | null.
// Everything is pure and deterministic; states are plain JSON.
import type { Ctx } from './events';
import { runQueue } from './flow';
import { buildState } from './setup';
import { err, ok, type GameEvent, type GameSetup, type GameState, type Result, type SetupError } from './types';

export * from './types';
export { apply } from './apply';
export { pendingDecision } from './decisions';
export { legalActions } from './legal-actions';
export { power, toughness, colors, keywords } from './objects';

/** Build the game and run it to its first decision, returning the events of that start too. */
export function startGame(setup: GameSetup): Result<{ state: GameState; events: GameEvent[] }, SetupError> {
  let built: Result<GameState, SetupError>;
  try {
    built = buildState(setup);
  } catch (e) {
    return err({ code: 'setup/malformed', field: 'setup', message: { en: `setup: ${String(e)}`, zh: `setup：${String(e)}` } });
  }
  if (!built.ok) return built;
  const ctx: Ctx = { s: built.value, events: [] };
  try {
    runQueue(ctx);
  } catch (e) {
    return err({ code: 'setup/engine-error', field: 'setup', message: { en: `setup: ${String(e)}`, zh: `setup：${String(e)}` } });
  }
  return ok({ state: ctx.s, events: ctx.events });
}

export function createGame(setup: GameSetup): Result<GameState, SetupError> {
  const r = startGame(setup);
  return r.ok ? ok(r.value.state) : r;
}
