// The seeded PRNG lives in the game state (boardgame.io's random plugin pattern), so every random
// result is part of the state and a replay reproduces it. mulberry32: small and fast.

import type { GameState } from './state';

/** Next float in [0, 1), advancing the state's generator. */
export function nextRandom(state: GameState): number {
  let t = (state.rng = (state.rng + 0x6d2b79f5) | 0);
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/** Fisher–Yates shuffle in place with the state's generator (701.20 "shuffle"). */
export function shuffleInPlace<T>(state: GameState, items: T[]): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(nextRandom(state) * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
}
