// The limited range of influence (801): a player affects only players within that many seats
// (801.2), counted among the players in the game as the turn began (801.2c). Without the option
// everyone is in range.

import type { GameState } from '../core/state';
import type { PlayerId } from '../core/vocabulary';
import { hasType } from '../objects/characteristics';
import { inGame } from '../objects/players';

/**
 * 801.2: whether `other` is within `who`'s range of influence — within that many seats, counting
 * only players still in the game (801.2c), either way round the table. A player is always within
 * their own range (801.2b). Without the option everyone is in range.
 */
export function inRange(s: GameState, who: PlayerId, other: PlayerId): boolean {
  const range = s.variant.rangeOfInfluence;
  if (range === null || who === other) return true;
  const seated = s.players.filter(inGame).map((p) => p.id);
  if (!seated.includes(who) || !seated.includes(other)) return false;
  const seats = s.turn.seatedAtStart ?? seated; // 801.2c: determined as each turn begins
  const d = Math.abs(seats.indexOf(who) - seats.indexOf(other));
  return Math.min(d, seats.length - d) <= range;
}

/**
 * 801.2d: an object is in range if its controller is; "in addition", a battle is if its protector is
 * (either will do: a battle controlled by a player out of range but protected by one in range is in
 * range, and so is one controlled by a player in range, whoever protects it). A player: `inRange`.
 */
export function objectInRange(s: GameState, who: PlayerId, id: string): boolean {
  const o = s.objects[id];
  if (!o) return inRange(s, who, id);
  if (inRange(s, who, o.controller)) return true;
  return hasType(s, o, 'Battle') && o.protector !== null && inRange(s, who, o.protector);
}
