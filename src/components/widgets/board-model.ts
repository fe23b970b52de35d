// What the compact board shows, as plain data: players and life, the battlefield with combat
// status, the stack, the step and who has priority. It is computed from an engine GameState by
// `boardOf` (board-of.ts); the view (Board.tsx) only renders it, so the view does not follow
// every detail of the engine's state shape.

export interface BoardPlayer {
  id: string;
  name: string;
  nameZh?: string;
  life: number;
  hand?: number;
  library?: number;
  active: boolean;
  priority: boolean;
  lost?: boolean;
  /** Face-up objects in the command zone (schemes set in motion, 505.3). */
  command?: { id: string; name: string; nameZh?: string }[];
  /** Cards left in the archenemy's scheme deck. */
  schemeDeck?: number;
}

export interface BoardPermanent {
  id: string;
  name: string;
  nameZh?: string;
  controller: string;
  power?: number;
  toughness?: number;
  loyalty?: number;
  defense?: number;
  keywords: string[];
  tapped: boolean;
  damage: number;
  /** Name of what it is attacking (player, planeswalker or battle), when attacking. */
  attacking?: { id: string; name: string; nameZh?: string };
  /** Names of the attackers it is blocking, when blocking. */
  blocking?: { id: string; name: string; nameZh?: string }[];
  blocked?: boolean;
}

export interface BoardStackItem {
  id: string;
  label: { en: string; zh: string };
  controller?: string;
}

export interface BoardView {
  turn: number;
  step: string;
  activePlayer: string;
  priority: string | null;
  players: BoardPlayer[];
  battlefield: BoardPermanent[];
  stack: BoardStackItem[];
  /** What the engine waits for, e.g. "declare-attackers" by p1. */
  decision?: { player: string; kind: string } | null;
  gameOver?: boolean;
}
