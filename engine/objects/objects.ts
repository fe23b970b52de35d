// Objects: look-up by id, "on the battlefield" (phased-out permanents are treated as though they
// don't exist, 702.26b), and fresh ids.

import type { GameObject, GameState } from '../core/state';
import type { ObjectId } from '../core/vocabulary';

export function obj(state: GameState, id: ObjectId): GameObject {
  const o = state.objects[id];
  if (!o) throw new Error(`engine bug: no object ${id}`);
  return o;
}

export function isPlayer(state: GameState, id: string): boolean {
  return state.players.some((p) => p.id === id);
}

export function onBattlefield(state: GameState, id: string): boolean {
  const o = state.objects[id];
  return !!o && o.zone === 'battlefield' && !o.phasedOut;
}

export function newId(state: GameState, prefix: string): string {
  state.nextId += 1;
  let id = `${prefix}${state.nextId}`;
  while (state.objects[id] || state.players.some((p) => p.id === id)) {
    state.nextId += 1;
    id = `${prefix}${state.nextId}`;
  }
  return id;
}
