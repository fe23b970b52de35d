// Boards for the state-based actions' tests (704): permanents set up as given, and one round of checks.
import type { Ctx } from '../core/context';
import { copyState } from '../core/copy-state';
import type { GameEvent } from '../core/events';
import type { PermanentSetup } from '../core/setup';
import type { GameState } from '../core/state';
import { game, twoPlayers } from '../game/test-kit';
import { performStateBasedActions } from './state-based-actions';

/**
 * The permanents, on the battlefield with their damage and counters put on afterwards:
 * the game would otherwise perform the state-based actions as it starts.
 */
export function board(battlefield: PermanentSetup[]): GameState {
  const s = game(
    twoPlayers({
      turn: 3,
      step: 'upkeep',
      priority: 'A',
      battlefield: battlefield.map(({ damage: _d, counters: _c, ...p }) => p),
    }),
  );
  for (const p of battlefield) {
    s.objects[p.id!].damage = p.damage ?? 0;
    s.objects[p.id!].counters = { ...p.counters };
  }
  return s;
}

/** One round of state-based actions: what it reports, its events and the state after. */
export function check(s: GameState): { performed: boolean; events: GameEvent[]; s: GameState } {
  const ctx: Ctx = { s: copyState(s), events: [] };
  const performed = performStateBasedActions(ctx);
  return { performed, events: ctx.events, s: ctx.s };
}
