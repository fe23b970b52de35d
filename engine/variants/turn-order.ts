// Turn order as data (boardgame.io's TurnOrder strategies): how the next turn is found and how
// priority passes, for each way of taking turns a variant chooses. 'each player': seat order
// (101.4, 500.1, 117.3d); 'each team': shared team turns, team by team, each led by its primary
// player (805.4, 805.5b).
import type { GameState, TurnOrderName } from '../core/state';
import type { PlayerId } from '../core/vocabulary';
import { nextInTurnOrder } from '../objects/players';
import { nextTeamTurn } from './shared-team-turns';

export interface TurnOrder {
  /** Who takes the next regular turn after the one `from` took. */
  nextTurn(s: GameState, from: PlayerId): PlayerId;
  /** Who receives priority after `from` passes. */
  nextPriority(s: GameState, from: PlayerId): PlayerId;
}

export const TURN_ORDERS: Readonly<Record<TurnOrderName, TurnOrder>> = {
  'each player': { nextTurn: nextInTurnOrder, nextPriority: nextInTurnOrder },
  'each team': { nextTurn: nextTeamTurn, nextPriority: nextTeamTurn },
};

/** The turn order of this game's variant. */
export function turnOrder(s: GameState): TurnOrder {
  return TURN_ORDERS[s.variant.turnOrder];
}
