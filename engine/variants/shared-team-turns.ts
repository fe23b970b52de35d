// Shared team turns (805): the active team's players take the turn together, led by the team's
// primary player (805.2); teams have priority (805.5) and take turns in order (805.4). Without
// the option every look-up here reduces to the two-player rules (one active player).

import type { GameState } from '../core/state';
import type { PlayerId } from '../core/vocabulary';
import { inGame, player } from '../objects/players';
import { teamTurns } from './variant';

/** The active player's team, or null when turns are not shared (805.4a). */
export function activeTeam(s: GameState): string | null {
  return teamTurns(s) ? player(s, s.turn.activePlayer).team : null;
}

/**
 * 805.4, 805.10a: every player of the active team takes the turn (one player otherwise) — those
 * still in the game: none once the active player (or the whole active team) has left it, and the
 * turn goes on without an active player (800.4j).
 */
export function activePlayers(s: GameState): PlayerId[] {
  const team = activeTeam(s);
  if (team === null) return inGame(player(s, s.turn.activePlayer)) ? [s.turn.activePlayer] : [];
  return s.players.filter((p) => p.team === team && inGame(p)).map((p) => p.id);
}

export function isActivePlayer(s: GameState, id: PlayerId): boolean {
  return activePlayers(s).includes(id);
}

/**
 * 805.2: a team's primary player sits in its rightmost seat from the team's perspective. Turns
 * pass to the left (seat order), so that is the teammate whose right-hand neighbour (the seat
 * before it) is not on the team.
 */
export function primaryPlayer(s: GameState, team: string): PlayerId {
  const n = s.players.length;
  const seats = s.players.map((p, i) => ({ p, i })).filter((x) => x.p.team === team && inGame(x.p));
  const first = seats.find((x) => {
    for (let k = 1; k < n; k++) {
      const before = s.players[(x.i - k + n) % n];
      if (!inGame(before)) continue;
      return before.team !== team;
    }
    return true;
  });
  return (first ?? seats[0]).p.id;
}

/** 805.10d: the players who declare blockers together with `who` — their team's defending players (just `who` otherwise). */
export function blockingTeam(s: GameState, who: PlayerId): PlayerId[] {
  const team = teamTurns(s) ? player(s, who).team : null;
  if (team === null) return [who];
  // Asked only as blockers are declared or combat damage is assigned: there is a combat.
  return s.combat!.defendingPlayers.filter((id) => player(s, id).team === team);
}

/** 805.5, 805.5a: the players who may act while `holder` has priority — their whole team (just `holder` otherwise). */
export function teamWithPriority(s: GameState, holder: PlayerId): PlayerId[] {
  const team = teamTurns(s) ? player(s, holder).team : null;
  if (team === null) return [holder];
  return s.players.filter((p) => p.team === team && inGame(p)).map((p) => p.id);
}

/** 805.5b: how many teams (or players) still in the game must pass in succession. */
export function priorityHolders(s: GameState): number {
  const left = s.players.filter(inGame);
  return teamTurns(s) ? new Set(left.map((p) => p.team)).size : left.length;
}

/** 805.4: the next team in turn order after `from`'s team takes the next turn; its primary player leads it. */
export function nextTeamTurn(s: GameState, from: PlayerId): PlayerId {
  const team = player(s, from).team;
  const n = s.players.length;
  const seat = s.players.findIndex((p) => p.id === from);
  for (let k = 1; k <= n; k++) {
    const p = s.players[(seat + k) % n];
    if (inGame(p) && p.team !== team) return primaryPlayer(s, p.team!);
  }
  return from;
}
