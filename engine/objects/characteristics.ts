// Characteristics as the game sees them now (613: continuous/layers.ts), read one at a time. Use
// these — never the card — for an object's types, colours, power, toughness, keywords and
// abilities.

import type { AbilityDef, AbilityKey, Keyword } from '../core/cards';
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

export function hasKeyword(state: GameState, o: GameObject, kw: Keyword): boolean {
  return keywords(state, o).some((k) =>
    typeof k === 'string' ? k === kw : typeof kw === 'object' && k.protection === kw.protection,
  );
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
