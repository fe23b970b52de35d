// Builders for combat tests and benchmarks: permanents and views as plain data, so that each
// test reads like the rule's Example it reproduces ("Vastwood Gorger, a 5/6 creature").
import type { CombatPermanent, CombatView, DamageCreature, Keyword } from './types';

export function creature(
  id: string,
  controller: string,
  power: number,
  toughness: number,
  keywords: Keyword[] = [],
  more: Partial<CombatPermanent> = {},
): CombatPermanent {
  return {
    id,
    name: more.name ?? id,
    controller,
    types: ['Creature'],
    colors: [],
    power,
    toughness,
    damage: 0,
    keywords,
    tapped: false,
    summoningSick: false,
    ...more,
  };
}

/** A two-player view: 'A' attacks, 'D' defends. */
export function twoPlayerView(permanents: CombatPermanent[], more: Partial<CombatView> = {}): CombatView {
  return { attackingPlayer: 'A', defendingPlayers: ['D'], permanents, ...more };
}

export function damageCreature(
  id: string,
  power: number,
  toughness: number,
  keywords: Keyword[] = [],
  damage = 0,
): DamageCreature {
  return { id, name: id, power, toughness, damage, keywords };
}
