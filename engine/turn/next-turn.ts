// The next turn (500.7): extra turns come first, most recently created first; then the next seat
// (or team, 805.4) in turn order, skipping a skipped turn (500.10, 614.10).

import { emit, type Ctx } from '../core/context';
import { inGame, player } from '../objects/players';
import { activePlayers, activeTeam, primaryPlayer } from '../variants/shared-team-turns';
import { turnOrder } from '../variants/turn-order';
import { limitedRange, teamTurns } from '../variants/variant';
import { normalTurn } from './schedule';
import { takeSkip, teamRule } from './skips';

/** 805.8: the extra turn is the team's from the moment it is given, so a teammate still in the game takes it even if the player it was given to has left. */
function teamStillIn(s: Ctx['s'], team: string): boolean {
  return s.players.some((p) => p.team === team && inGame(p));
}

/** 500.7: extra turns come first, most recently created first; then the next seat. */
export function startNextTurn(ctx: Ctx): void {
  const s = ctx.s;
  const prev = s.turn;
  const spells = player(s, prev.activePlayer).spellsCastThisTurn;
  // 502.2a: the previous active team's players — those who left during it too: what they did
  // before leaving still counts (800.4i).
  const team = activeTeam(s);
  const teamSpells = team !== null ? s.players.filter((p) => p.team === team).map((p) => p.spellsCastThisTurn) : null;
  let next: string;
  let extra = false;
  for (;;) {
    if (s.extraTurns.length > 0) {
      next = s.extraTurns.shift()!;
      extra = true;
      // 805.8: the player's team takes the extra turn, led by its primary player.
      const team = teamTurns(s) ? player(s, next).team! : null;
      if (team !== null && teamStillIn(s, team)) next = primaryPlayer(s, team);
    } else {
      // 805.4: with shared team turns each team takes turns, led by its primary player (805.2).
      next = turnOrder(s).nextTurn(s, prev.regularTurnPlayer);
      prev.regularTurnPlayer = next;
      extra = false;
    }
    if (player(s, next).lost || player(s, next).conceded) continue;
    if (takeSkip(ctx, 'turn', next, null)) {
      emit(ctx, { type: 'turn-skipped', rules: teamRule(ctx, ['500.10', '614.10']), player: next });
      continue;
    }
    break;
  }
  s.turn = {
    number: prev.number + 1,
    activePlayer: next,
    phase: 'beginning',
    step: 'untap',
    phaseId: 0,
    schedule: normalTurn(),
    firstTurn: false,
    combatPhasesThisTurn: 0,
    attackedThisTurn: [],
    regularTurnPlayer: prev.regularTurnPlayer,
    previousTurnSpells: spells,
  };
  if (teamSpells) s.turn.previousTurnTeamSpells = teamSpells;
  for (const p of s.players) {
    p.landsPlayedThisTurn = 0;
    p.spellsCastThisTurn = 0;
  }
  // 302.6: a creature can attack if controlled continuously since its controller's most recent turn began.
  const takers = activePlayers(s); // the whole active team (805.4)
  for (const id of s.battlefield) if (takers.includes(s.objects[id].controller)) s.objects[id].summoningSick = false;
  const rules = extra ? ['500.7'] : ['500.1'];
  if (teamTurns(s)) rules.push('805.4', '805.4a', '805.2', ...(extra ? ['805.8'] : [])); // the team's turn, led by its primary player
  if (limitedRange(s)) {
    s.turn.seatedAtStart = s.players.filter(inGame).map((q) => q.id); // 801.2c: who is in range is settled now
    rules.push('801.2c');
  }
  emit(ctx, { type: 'turn-began', rules, player: next, turn: s.turn.number, extra });
}
