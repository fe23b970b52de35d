// Players: look-up, who is still in the game (104.3a, 800.4a), APNAP and turn order (101.4),
// opponents (102.2–102.3; teams, 810).

import type { GameState, PlayerState } from '../core/state';
import type { PlayerId } from '../core/vocabulary';

export function player(state: GameState, id: PlayerId): PlayerState {
  const p = state.players.find((x) => x.id === id);
  if (!p) throw new Error(`engine bug: no player ${id}`);
  return p;
}

export function inGame(p: PlayerState): boolean {
  return !p.lost && !p.conceded;
}

/** Players still in the game, in APNAP order starting with the active player (101.4). */
export function apnap(state: GameState): PlayerId[] {
  const ids = state.players.filter(inGame).map((p) => p.id);
  const seat = state.players.findIndex((p) => p.id === state.turn.activePlayer);
  const ordered: PlayerId[] = [];
  for (let i = 0; i < state.players.length; i++) {
    const p = state.players[(seat + i) % state.players.length];
    if (ids.includes(p.id)) ordered.push(p.id);
  }
  return ordered;
}

/** The next player in turn order after `id` who is still in the game (101.4, 103). */
export function nextInTurnOrder(state: GameState, id: PlayerId): PlayerId {
  const seat = state.players.findIndex((p) => p.id === id);
  for (let i = 1; i <= state.players.length; i++) {
    const p = state.players[(seat + i) % state.players.length];
    if (inGame(p)) return p.id;
  }
  return id;
}

/** Opponents: players not on the same team (102.2–102.3, 810 for teams). */
export function opponents(state: GameState, id: PlayerId): PlayerId[] {
  const me = player(state, id);
  return state.players
    .filter((p) => p.id !== id && inGame(p) && (me.team === null || p.team !== me.team))
    .map((p) => p.id);
}
