// An object's characteristics as values: printed on its card — this is the only code that reads a
// card's printed characteristics (engine/architecture.test.ts); everything else asks
// characteristics() (layers.ts) — copiable (707.2), face down (708.2a), and the abilities the
// layer system looks for among them: static abilities with continuous effects (611.3), keywords.

import type { AbilityDef, AbilityKey, CardDef, Keyword } from '../core/cards';
import type { GameObject } from '../core/state';
import type { ObjectId, PlayerId } from '../core/vocabulary';

/** An ability an object has, by its stable key: a printed one's index on its card, a granted one's `effect:n`. */
export interface Ability {
  key: AbilityKey;
  def: AbilityDef;
}

/** An object's characteristics now (and, for a permanent, its controller: 613.1b). */
export interface Characteristics extends Omit<CardDef, 'subtypes' | 'keywords' | 'abilities'> {
  subtypes: string[];
  keywords: Keyword[];
  abilities: Ability[];
  controller: PlayerId;
}

/** The characteristics of the objects being computed, as the layers applied so far left them. */
export type Working = Map<ObjectId, Characteristics>;

/** A copy to change (the printed values are shared and frozen). */
export function clone(c: Characteristics): Characteristics {
  return {
    ...c,
    types: [...c.types],
    subtypes: [...c.subtypes],
    colors: [...c.colors],
    keywords: [...c.keywords],
    abilities: [...c.abilities],
  };
}

/** A card's values as characteristics: its abilities keyed by their index. */
export function fromCard(card: CardDef, controller: PlayerId): Characteristics {
  const { subtypes, keywords, abilities, ...rest } = card;
  return {
    ...rest,
    types: [...card.types],
    subtypes: [...(subtypes ?? [])],
    colors: [...card.colors],
    keywords: [...(keywords ?? [])],
    abilities: (abilities ?? []).map((def, key) => ({ key, def })),
    controller,
  };
}

/** The printed values: the card, its abilities keyed by their index. */
function printed(o: GameObject): Characteristics {
  return fromCard(o.card, o.baseController ?? o.controller);
}

/** The printed values of a card, computed once and frozen (nobody may change them). */
const printedCards = new WeakMap<CardDef, Omit<Characteristics, 'controller'>>();
export function printedOnce(o: GameObject): Omit<Characteristics, 'controller'> {
  let c = printedCards.get(o.card);
  if (!c) {
    const { controller: _, ...rest } = printed(o);
    for (const list of [rest.types, rest.subtypes, rest.colors, rest.keywords, rest.abilities]) Object.freeze(list);
    printedCards.set(o.card, (c = Object.freeze(rest)));
  }
  return c;
}

/** Characteristics back as a card: copiable values (707.2) a copy effect keeps. */
export function asCard(c: Characteristics): CardDef {
  const { controller: _, abilities, ...rest } = c;
  return { ...rest, abilities: abilities.map((a) => a.def) };
}

/** 708.2a: a face-down permanent is a 2/2 creature with no text, no name, no subtypes and no mana cost. */
export function faceDown(c: Characteristics): Characteristics {
  return {
    name: '',
    types: ['Creature'],
    subtypes: [],
    colors: [],
    power: 2,
    toughness: 2,
    keywords: [],
    abilities: [],
    controller: c.controller,
  };
}

/** A static ability with a continuous effect (611.3): its changes are a non-empty list, and no other ability has any (setup/card-check.ts). */
export const isContinuous = (def: AbilityDef) => def.kind === 'static' && def.rule === 'continuous';

/** Whether a card has a static ability with a continuous effect (remembered per card: cards are never changed). */
const continuousCards = new WeakMap<CardDef, boolean>();
export function hasContinuous(card: CardDef): boolean {
  let yes = continuousCards.get(card);
  if (yes === undefined) continuousCards.set(card, (yes = (card.abilities ?? []).some(isContinuous)));
  return yes;
}

/** The same keyword: a word, or protection from the same colour (702.16). */
export function sameKeyword(k: Keyword, kw: Keyword): boolean {
  return typeof k === 'string' ? k === kw : typeof kw === 'object' && k.protection === kw.protection;
}

export function hasKeyword(list: Keyword[], kw: Keyword): boolean {
  return list.some((k) => sameKeyword(k, kw));
}
