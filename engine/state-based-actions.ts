// State-based actions (704; chapter 7 is not in the corpus, its numbers are cited all the same):
// checked whenever a player would receive priority (117.5, 704.3) and in the cleanup step
// (514.3a). All applicable ones are performed simultaneously, then the check repeats.
// Losing players leave the game with their objects (800.4a); the last player or team standing
// wins (104.2a).
import { emit, type Ctx } from './events';
import { inGame, hasType, toughness, hasKeyword } from './objects';
import { moveObject } from './zones';
import { onDemand } from './on-demand';
import type { ObjectId, PlayerId } from './types';

/** Perform one round of state-based actions; true if any was performed. */
export function performStateBasedActions(ctx: Ctx): boolean {
  const s = ctx.s;
  const losers: { player: PlayerId; rule: string; why: { en: string; zh: string } }[] = [];
  for (const p of s.players) {
    if (!inGame(p)) continue;
    if (p.life <= 0) losers.push({ player: p.id, rule: '704.5a', why: { en: 'has 0 or less life', zh: '生命值为 0 或更少' } });
    else if (p.drewFromEmptyLibrary) losers.push({ player: p.id, rule: '704.5b', why: { en: 'drew from an empty library', zh: '从空牌库抓牌' } });
  }
  const toGraveyard: { id: ObjectId; rule: string; destroy: boolean }[] = [];
  for (const id of s.battlefield) {
    const o = s.objects[id];
    if (o.phasedOut) continue;
    if (hasType(s, o, 'Creature')) {
      const t = toughness(s, o);
      if (t <= 0) toGraveyard.push({ id, rule: '704.5f', destroy: false });
      else if (o.damage >= t && o.damage > 0) toGraveyard.push({ id, rule: '704.5g', destroy: true });
      else if (o.deathtouchDamage && o.damage > 0) toGraveyard.push({ id, rule: '704.5h', destroy: true });
    }
    if (hasType(s, o, 'Planeswalker') && (o.counters.loyalty ?? 0) <= 0) toGraveyard.push({ id, rule: '704.5i', destroy: false });
    if (hasType(s, o, 'Battle') && (o.counters.defense ?? 0) <= 0) toGraveyard.push({ id, rule: '704.5v', destroy: false });
    // 704.5s: a Saga whose lore counters reached its final chapter, with no chapter ability waiting, is sacrificed.
    const final = o.card.finalChapter ?? Math.max(0, ...(o.card.abilities ?? []).map((a) => (a.kind === 'triggered' && a.trigger === 'chapter' ? (a.chapter ?? 0) : 0)));
    const waiting = s.stack.some((it) => it.source === id && it.kind === 'triggered ability') || s.pendingTriggers.some((t) => t.source === id);
    if ((o.card.subtypes ?? []).includes('Saga') && final > 0 && (o.counters.lore ?? 0) >= final && !waiting) toGraveyard.push({ id, rule: '704.5s', destroy: false });
  }
  // 704.5d: a token not on the battlefield ceases to exist.
  const vanished = Object.values(s.objects).filter((o) => o.token && o.zone !== 'battlefield' && o.zone !== 'stack');
  let performed = false;
  for (const l of losers) {
    const p = s.players.find((x) => x.id === l.player)!;
    p.lost = true;
    p.drewFromEmptyLibrary = false;
    performed = true;
    emit(ctx, 'player-lost', [l.rule, '704.3'], `${p.name} ${l.why.en} and loses the game.`, `${p.nameZh ?? p.name}${l.why.zh}，输掉这盘游戏。`, { player: p.id });
  }
  for (const g of toGraveyard) {
    const o = s.objects[g.id];
    if (o.zone !== 'battlefield') continue;
    if (g.destroy && hasKeyword(s, o, 'indestructible')) {
      if (o.deathtouchDamage) o.deathtouchDamage = false;
      continue; // 702.12b: lethal and deathtouch damage don't destroy an indestructible permanent
    }
    moveObject(ctx, g.id, 'graveyard', [g.rule], { quiet: true });
    performed = true;
    const verb = g.destroy ? { en: 'is destroyed', zh: '被消灭' } : g.rule === '704.5s' ? { en: 'is sacrificed', zh: '被牺牲' } : { en: "is put into its owner's graveyard", zh: '被置入其拥有者的坟墓场' };
    emit(ctx, g.destroy ? 'destroyed' : g.rule === '704.5s' ? 'sacrificed' : 'put-into-graveyard', [g.rule, '704.3'], `${o.card.name} ${verb.en} (${g.rule}).`, `${o.card.nameZh ?? o.card.name}${verb.zh}（${g.rule}）。`, { object: g.id, from: 'battlefield', to: 'graveyard' });
  }
  for (const o of vanished) {
    for (const p of s.players) for (const z of ['hand', 'graveyard', 'exile', 'library'] as const) p[z] = p[z].filter((x) => x !== o.id);
    delete s.objects[o.id];
    performed = true;
    emit(ctx, 'token-ceased', ['704.5d'], `The ${o.card.name} token ceases to exist.`, `${o.card.nameZh ?? o.card.name}衍生物消失。`, { object: o.id });
  }
  if (losers.length) removeLosers(ctx, losers.map((l) => l.player));
  if (s.archenemy !== undefined && onDemand('schemes').schemesToBottom(ctx)) performed = true; // 704.6e
  return performed;
}

/** 800.4a: a player who leaves the game takes their objects with them. */
export function removeLosers(ctx: Ctx, who: PlayerId[]): void {
  const s = ctx.s;
  const gone: ObjectId[] = [];
  for (const id of [...s.battlefield]) {
    const o = s.objects[id];
    if (who.includes(o.owner) || who.includes(o.controller)) gone.push(id);
  }
  for (const it of s.stack) if (it.kind === 'spell' && who.includes(it.controller)) gone.push(it.source);
  for (const id of gone) moveObject(ctx, id, 'exile', ['800.4a'], { quiet: true });
  const names = s.players.filter((p) => who.includes(p.id));
  if (gone.length) emit(ctx, 'objects-left-game', ['800.4a'], `${gone.length} object(s) leave the game with ${names.map((p) => p.name).join(', ')}.`, `${gone.length} 个物件随${names.map((p) => p.nameZh ?? p.name).join('、')}离开游戏。`, { objects: gone });
  s.stack = s.stack.filter((it) => !who.includes(it.controller));
  s.pendingTriggers = s.pendingTriggers.filter((t) => !who.includes(t.controller));
  if (s.combat) {
    s.combat.defendingPlayers = s.combat.defendingPlayers.filter((p) => !who.includes(p));
    // 510.1b: a creature attacking a player who left attacks nothing and deals no combat damage.
    for (const a of s.combat.attackers) if (a.target !== null && who.includes(a.target)) a.target = null;
  }
  s.extraTurns = s.extraTurns.filter((p) => !who.includes(p));
}

/** 104.2a: a player still in the game wins once all their opponents have left. */
export function checkGameOver(ctx: Ctx): boolean {
  const s = ctx.s;
  const left = s.players.filter(inGame);
  const teams = new Set(left.map((p) => p.team ?? `#${p.id}`));
  if (teams.size > 1) return false;
  const winners = left.map((p) => p.id);
  s.flow = { kind: 'game-over', winners };
  emit(ctx, 'game-over', winners.length ? ['104.2a'] : ['104.4a'], winners.length ? `${left.map((p) => p.name).join(', ')} won the game.` : 'The game is a draw.', winners.length ? `${left.map((p) => p.nameZh ?? p.name).join('、')}赢得这盘游戏。` : '这盘游戏为平局。', { objects: winners });
  return true;
}
