// Objects and their characteristics as the game sees them now: the card's printed values
// modified by counters and continuous effects (a small slice of the layer system, 613), plus
// the look-ups every other module needs (players in APNAP order, names for messages).
import type { Color, GameObject, GameState, Keyword, ObjectId, PlayerId, PlayerState } from './types';

export function obj(state: GameState, id: ObjectId): GameObject {
  const o = state.objects[id];
  if (!o) throw new Error(`engine bug: no object ${id}`);
  return o;
}

export function findObject(state: GameState, id: string): GameObject | null {
  return state.objects[id] ?? null;
}

export function player(state: GameState, id: PlayerId): PlayerState {
  const p = state.players.find((x) => x.id === id);
  if (!p) throw new Error(`engine bug: no player ${id}`);
  return p;
}

export function isPlayer(state: GameState, id: string): boolean {
  return state.players.some((p) => p.id === id);
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

export function isType(o: GameObject, type: string): boolean {
  return o.card.types.includes(type);
}

export function isCreature(o: GameObject): boolean {
  return isType(o, 'Creature');
}

/**
 * Card types as they are now: the printed types changed by type-changing effects in timestamp
 * order (613.1d, layer 4). Use this, not the card, for a permanent on the battlefield.
 */
export function typesOf(state: GameState, o: GameObject): string[] {
  let types = [...o.card.types];
  const changes = state.effects.filter((e) => e.kind === 'change types' && e.object === o.id);
  changes.sort((a, b) => (a.kind === 'change types' && b.kind === 'change types' ? a.timestamp - b.timestamp : 0));
  for (const e of changes) {
    if (e.kind !== 'change types') continue;
    types = types.filter((t) => !e.remove.includes(t));
    for (const t of e.add) if (!types.includes(t)) types.push(t);
  }
  return types;
}

export function hasType(state: GameState, o: GameObject, type: string): boolean {
  return typesOf(state, o).includes(type);
}

export function onBattlefield(state: GameState, id: string): boolean {
  const o = state.objects[id];
  return !!o && o.zone === 'battlefield' && !o.phasedOut;
}

export function power(state: GameState, o: GameObject): number {
  let p = (o.card.power ?? 0) + (o.counters['+1/+1'] ?? 0) - (o.counters['-1/-1'] ?? 0);
  for (const e of state.effects) if (e.kind === 'pump' && e.object === o.id) p += e.power;
  return p;
}

export function toughness(state: GameState, o: GameObject): number {
  let t = (o.card.toughness ?? 0) + (o.counters['+1/+1'] ?? 0) - (o.counters['-1/-1'] ?? 0);
  for (const e of state.effects) if (e.kind === 'pump' && e.object === o.id) t += e.toughness;
  return t;
}

export function colors(state: GameState, o: GameObject): Color[] {
  let latest: { color: Color; timestamp: number } | null = null;
  for (const e of state.effects) {
    if (e.kind === 'set color' && e.object === o.id && (!latest || e.timestamp >= latest.timestamp)) latest = e;
  }
  return latest ? [latest.color] : o.card.colors;
}

export function keywords(state: GameState, o: GameObject): Keyword[] {
  const k = [...(o.card.keywords ?? [])];
  for (const e of state.effects) if (e.kind === 'gain keyword' && e.object === o.id) k.push(e.keyword);
  return k;
}

export function hasKeyword(state: GameState, o: GameObject, kw: Keyword): boolean {
  return keywords(state, o).some((k) => (typeof k === 'string' ? k === kw : typeof kw === 'object' && k.protection === kw.protection));
}

export function protections(state: GameState, o: GameObject): Color[] {
  return keywords(state, o).flatMap((k) => (typeof k === 'object' ? [k.protection] : []));
}

export function nameEn(state: GameState, id: string): string {
  const o = state.objects[id];
  if (o) return o.card.name;
  const p = state.players.find((x) => x.id === id);
  return p ? p.name : id;
}

export function nameZh(state: GameState, id: string): string {
  const o = state.objects[id];
  if (o) return o.card.nameZh ?? o.card.name;
  const p = state.players.find((x) => x.id === id);
  return p ? (p.nameZh ?? p.name) : id;
}

export function newId(state: GameState, prefix: string): string {
  state.nextId += 1;
  let id = `${prefix}${state.nextId}`;
  while (state.objects[id] || state.players.some((p) => p.id === id)) {
    state.nextId += 1;
    id = `${prefix}${state.nextId}`;
  }
  return id;
}
