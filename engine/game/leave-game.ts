// Leaving the game: a player who loses or concedes leaves with the objects they own or still control
// once the effects giving them control of others' objects have ended (800.4a), and the last player
// or team standing wins (104.2a); a game with no one left is a draw.
// A player who leaves during their own turn doesn't end it: it goes on without an active player
// (800.4j).

import { emit, type Ctx } from '../core/context';
import { settleControl } from '../continuous/control';
import { resetFrames } from '../core/frames';
import type { ObjectId, PlayerId } from '../core/vocabulary';
import { happenTogether } from '../events/happen';
import { inGame } from '../objects/players';
import { activeTeam, primaryPlayer } from '../variants/shared-team-turns';

/** 800.4a: a player who leaves the game takes their objects with them. */
export function removeLosers(ctx: Ctx, who: PlayerId[]): void {
  const s = ctx.s;
  const gone: ObjectId[] = stopCasting(ctx, who);
  endControlEffects(ctx, who);
  for (const id of [...s.battlefield]) {
    const o = s.objects[id];
    if (who.includes(o.owner) || who.includes(o.controller)) gone.push(id);
  }
  for (const it of s.stack) if (it.kind === 'spell' && who.includes(it.controller)) gone.push(it.source);
  happenTogether(
    ctx,
    gone.map((id) => ({ type: 'move', rules: ['800.4a'], object: id, to: 'exile', as: null })),
  );
  if (gone.length) emit(ctx, { type: 'objects-left-game', rules: ['800.4a'], objects: gone, players: who });
  s.stack = s.stack.filter((it) => !who.includes(it.controller));
  s.pendingTriggers = s.pendingTriggers.filter((t) => !who.includes(t.controller));
  if (s.combat) {
    s.combat.defendingPlayers = s.combat.defendingPlayers.filter((p) => !who.includes(p));
    // 510.1b: a creature attacking a player who left attacks nothing and deals no combat damage.
    for (const a of s.combat.attackers) if (a.target !== null && who.includes(a.target)) a.target = null;
  }
  // Their extra turns stay in the list: startNextTurn passes over a turn of a player who left, or
  // gives it to the player's team if a teammate is still in the game (805.8).
  if (who.includes(s.turn.activePlayer) && teamsLeft(s) > 1) continueTurn(ctx, s.turn.activePlayer);
}

/**
 * 800.4a: "… any effects which give that player control of any objects … end": another player's
 * permanent they controlled returns to the player it would be controlled by without the effect
 * (613.1b) and stays on the battlefield; only objects they still control afterwards are exiled.
 */
function endControlEffects(ctx: Ctx, who: PlayerId[]): void {
  const s = ctx.s;
  s.effects = s.effects.filter((e) => !e.changes.some((m) => 'controller' in m && who.includes(m.controller)));
  settleControl(ctx, ['800.4a', '613.1b']);
}

/**
 * 800.4a: a player leaving in the middle of casting a spell (601.2) or activating an ability (602.2)
 * — a concession while a cost they pay asks a question (104.3a). The spell's card, moved to the stack
 * as casting began (601.2a), is an object they own: it leaves the game with them (returned, to be
 * exiled). The ability, created on the stack as activation began (602.2a) and represented by no
 * card, ceases to exist. Either way it never becomes cast or activated (601.2i, 602.2i); the casting
 * frame itself is cut by the concession (game/apply.ts).
 */
function stopCasting(ctx: Ctx, who: PlayerId[]): ObjectId[] {
  const s = ctx.s;
  const cards: ObjectId[] = [];
  for (const f of s.frames) {
    if (f.kind !== 'casting' || !who.includes(f.player)) continue;
    const ability = f.ability !== undefined;
    emit(ctx, {
      type: 'casting-stopped',
      rules: ['800.4a', ability ? '602.2a' : '601.2a'],
      player: f.player,
      object: f.object,
      ability,
    });
    // A spell's card is on the stack: moving it there is the first thing casting does (601.2a), and
    // nothing moves it off while it is being cast.
    if (!ability) cards.push(f.object);
  }
  return cards;
}

/** The players or teams still in the game. */
function teamsLeft(s: Ctx['s']): number {
  return new Set(s.players.filter(inGame).map((p) => p.team ?? `#${p.id}`)).size;
}

/**
 * 800.4j: "If a player leaves the game during their turn, that turn continues to its completion
 * without an active player." `turn.activePlayer` stays the player who left (the turn is still
 * theirs: 800.4i, e.g. the spells they cast for 502.2), and `activePlayers` (805.4) is then empty:
 * the turn-based actions the active player would perform have no one to perform them (504.1,
 * 506.2, 508.1, 514.1), the priority they would receive goes to the next player in turn order
 * (game/priority.ts), and the next turn is the next player's after them (500.1, 800.4k).
 * With shared team turns the turn is the team's (805.4a): while a teammate is still in the game
 * the team still has active players, and the one of them who is now its primary player leads it
 * (805.2, as for an extra turn, 805.8) — a reading of ours: 805 doesn't say who leads then.
 */
function continueTurn(ctx: Ctx, who: PlayerId): void {
  const s = ctx.s;
  const team = activeTeam(s);
  if (team !== null && s.players.some((p) => p.team === team && inGame(p))) {
    s.turn.activePlayer = primaryPlayer(s, team);
    emit(ctx, { type: 'turn-continues', rules: ['800.4j', '805.2'], player: who, leader: s.turn.activePlayer });
    return;
  }
  emit(ctx, { type: 'turn-continues', rules: ['800.4j'], player: who });
}

/** 104.2a: a player still in the game wins once all their opponents have left. */
export function checkGameOver(ctx: Ctx): boolean {
  const s = ctx.s;
  if (teamsLeft(s) > 1) return false;
  const winners = s.players.filter(inGame).map((p) => p.id);
  resetFrames(s, { kind: 'game-over', winners });
  emit(ctx, { type: 'game-over', rules: winners.length ? ['104.2a'] : ['104.4a'], objects: winners });
  return true;
}
