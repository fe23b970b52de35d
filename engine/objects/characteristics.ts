// Characteristics as the game sees them now (613: continuous/layers.ts), read one at a time. Use
// these — never the card — for an object's types, colours, power, toughness, keywords and
// abilities.

import type { AbilityDef, AbilityKey, Keyword, SourceProperties, WordKeyword } from '../core/cards';
import type { GameObject, GameState } from '../core/state';
import type { Color } from '../core/vocabulary';
import { characteristics, type Ability } from '../continuous/layers';

export { characteristics, type Ability, type Characteristics } from '../continuous/layers';

/** Card types as they are now (613.1d, layer 4). */
export function typesOf(state: GameState, o: GameObject): string[] {
  return characteristics(state, o).types;
}

export function hasType(state: GameState, o: GameObject, type: string): boolean {
  return typesOf(state, o).includes(type);
}

export function isCreature(state: GameState, o: GameObject): boolean {
  return hasType(state, o, 'Creature');
}

export function subtypesOf(state: GameState, o: GameObject): string[] {
  return characteristics(state, o).subtypes;
}

export function power(state: GameState, o: GameObject): number {
  return characteristics(state, o).power ?? 0;
}

export function toughness(state: GameState, o: GameObject): number {
  return characteristics(state, o).toughness ?? 0;
}

export function colors(state: GameState, o: GameObject): Color[] {
  return characteristics(state, o).colors;
}

export function keywords(state: GameState, o: GameObject): Keyword[] {
  return characteristics(state, o).keywords;
}

/** A keyword that is a word (protection, which names a quality, is read by `protections`). */
export function hasKeyword(state: GameState, o: GameObject, kw: WordKeyword): boolean {
  return keywords(state, o).includes(kw);
}

export function protections(state: GameState, o: GameObject): Color[] {
  return keywords(state, o).flatMap((k) => (typeof k === 'object' ? [k.protection] : []));
}

/** The abilities the object has now, printed and granted (613.1f), by their stable keys. */
export function abilitiesOf(state: GameState, o: GameObject): Ability[] {
  return characteristics(state, o).abilities;
}

/** The ability with this key, if the object has it now. */
export function abilityOf(state: GameState, o: GameObject, key: AbilityKey): AbilityDef | undefined {
  return abilitiesOf(state, o).find((a) => a.key === key)?.def;
}

/**
 * 609.7b, 615.9: which of a source's required properties it lacks now ("a red source", "a creature
 * source"): its colour and card type as the layer system says (613) — none missing: [].
 */
export function missingProperties(state: GameState, o: GameObject, p: SourceProperties): ('color' | 'type')[] {
  const missing: ('color' | 'type')[] = [];
  if (p.color !== undefined && !colors(state, o).includes(p.color)) missing.push('color');
  if (p.type !== undefined && !hasType(state, o, p.type)) missing.push('type');
  return missing;
}
