// Leaving the game: a player who loses or concedes leaves with the objects they own or control
// (800.4a), and the last player or team standing wins (104.2a); a game with no one left is a draw.

import { emit, type Ctx } from '../core/context';
import { resetFrames } from '../core/frames';
import type { ObjectId, PlayerId } from '../core/vocabulary';
import { happenTogether } from '../events/happen';
import { inGame } from '../objects/players';

/** 800.4a: a player who leaves the game takes their objects with them. */
export function removeLosers(ctx: Ctx, who: PlayerId[]): void {
  const s = ctx.s;
  const gone: ObjectId[] = [];
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
}

/** 104.2a: a player still in the game wins once all their opponents have left. */
export function checkGameOver(ctx: Ctx): boolean {
  const s = ctx.s;
  const left = s.players.filter(inGame);
  const teams = new Set(left.map((p) => p.team ?? `#${p.id}`));
  if (teams.size > 1) return false;
  const winners = left.map((p) => p.id);
  resetFrames(s, { kind: 'game-over', winners });
  emit(ctx, { type: 'game-over', rules: winners.length ? ['104.2a'] : ['104.4a'], objects: winners });
  return true;
}
