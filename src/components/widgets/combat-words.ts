// What the declare-attackers and declare-blockers widgets share: the requirement and restriction
// words a reader can give a creature, their i18n keys, and a creature in the combat module's shape.
import type { CombatPermanent, Keyword } from '../../../engine/combat/types';

/** The requirement/restriction a creature carries in the widget (one at a time, the reader picks). */
export const ATTACK_WORDS = [
  'none',
  'attacks each combat if able',
  "can't attack alone",
  'can only attack alone',
] as const;
export type AttackWord = (typeof ATTACK_WORDS)[number];

export const BLOCK_WORDS = ['none', 'blocks each combat if able'] as const;
export type BlockWord = (typeof BLOCK_WORDS)[number];

/** The i18n key naming a word. */
export function wordKey(word: string): string {
  switch (word) {
    case 'attacks each combat if able':
      return 'widget.keyword.attacks-each-combat';
    case "can't attack alone":
      return 'widget.keyword.cant-attack-alone';
    case 'can only attack alone':
      return 'widget.keyword.only-attack-alone';
    case 'blocks each combat if able':
      return 'widget.keyword.blocks-each-combat';
    case 'menace':
      return 'widget.keyword.menace';
    default:
      return 'widget.keyword.none';
  }
}

export function creature(
  id: string,
  name: string,
  nameZh: string,
  controller: string,
  power: number,
  toughness: number,
  keywords: Keyword[] = [],
): CombatPermanent {
  return {
    id,
    name,
    nameZh,
    controller,
    types: ['Creature'],
    colors: [],
    power,
    toughness,
    damage: 0,
    keywords,
    tapped: false,
    summoningSick: false,
  };
}
