// startValidatedGame: start a game from a setup WITHOUT checking it — the caller guarantees the
// setup passed checkSetup (setup/check-setup.ts), e.g. a fixture the site build ran through
// startGame, or the turn walker's fixed setup (checked by a unit test).

import type { Ctx } from '../core/context';
import type { GameEvent } from '../core/events';
import { standInAnswer } from '../core/mid-event';
import { err, ok, type Result } from '../core/results';
import type { GameSetup, SetupError } from '../core/setup';
import type { GameState } from '../core/state';
import { buildState } from '../setup/build-state';
import { runQueue } from './flow';

const failed = (code: 'setup/malformed' | 'setup/engine-error', e: unknown): SetupError => ({
  code,
  field: 'setup',
  params: { detail: String(e) },
});

/** Build the game from a checked setup and run it to its first decision, with the events of that start. */
export function startValidatedGame(setup: GameSetup): Result<{ state: GameState; events: GameEvent[] }, SetupError> {
  let s: GameState;
  try {
    s = buildState(setup);
  } catch (e) {
    return err(failed('setup/malformed', e));
  }
  // A question in the middle of an event before the first decision has no action to replay: the
  // engine's own answer stands in (core/mid-event.ts).
  const ctx: Ctx = { s, events: [], standIn: standInAnswer };
  try {
    runQueue(ctx);
  } catch (e) {
    return err(failed('setup/engine-error', e));
  }
  return ok({ state: ctx.s, events: ctx.events });
}
