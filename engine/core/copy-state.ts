// A deep copy of the game state to work on (apply() changes a copy; a simulation of a choice works
// on another). Card definitions and logged actions are shared, not copied: the engine never
// changes either (cards are data given at setup; the log only grows).
import type { GameState } from './state';

export function copyState(state: GameState): GameState {
  const { log, objects, ...rest } = state;
  const copy = JSON.parse(JSON.stringify(rest)) as GameState;
  copy.objects = {};
  for (const id in objects) {
    const o = objects[id];
    copy.objects[id] = { ...o, counters: { ...o.counters } };
  }
  copy.log = [...log];
  return copy;
}
