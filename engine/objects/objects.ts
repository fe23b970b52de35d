// Objects: look-up by id, "on the battlefield" (phased-out permanents are treated as though they
// don't exist, 702.26b), names for messages, and fresh ids.

import type { GameObject, GameState } from '../core/state';
import type { ObjectId } from '../core/vocabulary';
import { characteristics } from './characteristics';

export function obj(state: GameState, id: ObjectId): GameObject {
  const o = state.objects[id];
  if (!o) throw new Error(`engine bug: no object ${id}`);
  return o;
}

export function findObject(state: GameState, id: string): GameObject | null {
  return state.objects[id] ?? null;
}

export function isPlayer(state: GameState, id: string): boolean {
  return state.players.some((p) => p.id === id);
}

export function onBattlefield(state: GameState, id: string): boolean {
  const o = state.objects[id];
  return !!o && o.zone === 'battlefield' && !o.phasedOut;
}

export function nameEn(state: GameState, id: string): string {
  const o = state.objects[id];
  if (o) return characteristics(state, o).name;
  const p = state.players.find((x) => x.id === id);
  return p ? p.name : id;
}

export function nameZh(state: GameState, id: string): string {
  const o = state.objects[id];
  if (o) {
    const c = characteristics(state, o);
    return c.nameZh ?? c.name;
  }
  const p = state.players.find((x) => x.id === id);
  return p ? (p.nameZh ?? p.name) : id;
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
