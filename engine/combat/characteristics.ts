// Reading a creature's combat-relevant characteristics from its keyword list. Keywords are data
// (engine/types.ts `Keyword`); several instances of a requirement are several requirements
// (508.1d, 509.1c count requirements, not creatures), so counting matters as much as presence.
import type { WordKeyword } from '../core/cards';
import type { Bilingual, Color, CombatPermanent, Keyword } from './types';

export function hasKeyword(object: { keywords: readonly Keyword[] }, word: WordKeyword): boolean {
  return object.keywords.some((k) => k === word);
}

export function countKeyword(object: { keywords: readonly Keyword[] }, word: WordKeyword): number {
  let n = 0;
  for (const k of object.keywords) if (k === word) n += 1;
  return n;
}

/** Colours it has protection from (702.16a). */
export function protectionColors(object: { keywords: readonly Keyword[] }): Color[] {
  const colors: Color[] = [];
  for (const k of object.keywords) if (typeof k === 'object' && 'protection' in k) colors.push(k.protection);
  return colors;
}

export function isCreature(p: CombatPermanent): boolean {
  return p.types.includes('Creature');
}
export function isPlaneswalker(p: CombatPermanent): boolean {
  return p.types.includes('Planeswalker');
}
export function isBattle(p: CombatPermanent): boolean {
  return p.types.includes('Battle');
}

/** How many attackers it may block: 1, plus one per "can block an additional creature" (509.1a). */
export function blockCapacity(p: CombatPermanent): number {
  return 1 + countKeyword(p, 'can block an additional creature');
}

/** A name to show in messages, in both languages (falls back to the id). */
export function label(object: { id: string; name?: string; nameZh?: string }): Bilingual {
  const en = object.name ?? object.id;
  return { en, zh: object.nameZh ?? en };
}
