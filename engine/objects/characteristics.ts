// Characteristics as the game sees them now: the card's printed values modified by counters and
// continuous effects (613). Use these, never the card, for an object's types, colours,
// power, toughness and keywords.

import type { Keyword } from '../core/cards';
import type { GameObject, GameState } from '../core/state';
import type { Color } from '../core/vocabulary';

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
  return keywords(state, o).some((k) =>
    typeof k === 'string' ? k === kw : typeof kw === 'object' && k.protection === kw.protection,
  );
}

export function protections(state: GameState, o: GameObject): Color[] {
  return keywords(state, o).flatMap((k) => (typeof k === 'object' ? [k.protection] : []));
}
