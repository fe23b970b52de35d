// startValidatedGame: start a game from a setup WITHOUT checking it — the caller guarantees the
// setup passed checkSetup (setup-validate.ts), e.g. a fixture the site build ran through
// startGame, or the turn walker's fixed setup (checked by a unit test). This module's imports
// never reach the checks, so the browser can start games without shipping them.
import type { Ctx } from './events';
import { runQueue } from './flow';
import { NotLoaded } from './on-demand';
import { buildState } from './setup';
import { err, ok, type GameEvent, type GameSetup, type GameState, type Result, type SetupError } from './types';

const failed = (code: string, e: unknown): SetupError => ({ code, field: 'setup', message: { en: `setup: ${String(e)}`, zh: `setup：${String(e)}` } });

/** Build the game from a checked setup and run it to its first decision, with the events of that start. */
export function startValidatedGame(setup: GameSetup): Result<{ state: GameState; events: GameEvent[] }, SetupError> {
  let s: GameState;
  try {
    s = buildState(setup);
  } catch (e) {
    return err(failed('setup/malformed', e));
  }
  const ctx: Ctx = { s, events: [] };
  try {
    runQueue(ctx);
  } catch (e) {
    if (e instanceof NotLoaded) throw e; // see on-demand.ts
    return err(failed('setup/engine-error', e));
  }
  return ok({ state: ctx.s, events: ctx.events });
}
