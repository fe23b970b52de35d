// Scenarios for the declare-attackers widget: 508.1c's and 508.1d's Examples, and a mix of every
// requirement and restriction word the engine knows, as the combat module's CombatView data.
import type { CombatPermanent, Keyword } from '../../../engine/combat/types';

/** The requirement/restriction a creature carries in the widget (one at a time, the reader picks). */
export const ATTACK_WORDS = ['none', 'attacks each combat if able', "can't attack alone", 'can only attack alone'] as const;
export type AttackWord = (typeof ATTACK_WORDS)[number];

export const BLOCK_WORDS = ['none', 'blocks each combat if able'] as const;
export type BlockWord = (typeof BLOCK_WORDS)[number];

/** The i18n key naming a word. */
export function wordKey(word: string): string {
  switch (word) {
    case 'attacks each combat if able': return 'widget.keyword.attacks-each-combat';
    case "can't attack alone": return 'widget.keyword.cant-attack-alone';
    case 'can only attack alone': return 'widget.keyword.only-attack-alone';
    case 'blocks each combat if able': return 'widget.keyword.blocks-each-combat';
    case 'menace': return 'widget.keyword.menace';
    default: return 'widget.keyword.none';
  }
}

export function creature(id: string, name: string, nameZh: string, controller: string, power: number, toughness: number,
  keywords: Keyword[] = []): CombatPermanent {
  return { id, name, nameZh, controller, types: ['Creature'], colors: [], power, toughness, damage: 0, keywords, tapped: false, summoningSick: false };
}

export interface AttackPreset {
  id: string;
  source: { rule: string; example: number } | null;
  creatures: { creature: CombatPermanent; word: AttackWord }[];
  /** "No more than one creature can attack each turn." (508.1d Example) */
  onlyOne: boolean;
}

export const ATTACK_PRESETS: AttackPreset[] = [
  {
    id: '508.1c-1',
    source: { rule: '508.1c', example: 1 },
    creatures: [
      { creature: creature('a', 'Creature A', '生物甲', 'you', 2, 2), word: "can't attack alone" },
      { creature: creature('b', 'Creature B', '生物乙', 'you', 2, 2), word: "can't attack alone" },
    ],
    onlyOne: false,
  },
  {
    id: '508.1d-1',
    source: { rule: '508.1d', example: 1 },
    creatures: [
      { creature: creature('a', 'Creature A', '生物甲', 'you', 2, 2), word: 'attacks each combat if able' },
      { creature: creature('b', 'Creature B', '生物乙', 'you', 2, 2), word: 'none' },
    ],
    onlyOne: true,
  },
  {
    id: 'mix',
    source: null,
    creatures: [
      { creature: creature('a', 'Creature A', '生物甲', 'you', 2, 2), word: 'attacks each combat if able' },
      { creature: creature('b', 'Creature B', '生物乙', 'you', 3, 3), word: 'can only attack alone' },
      { creature: creature('c', 'Creature C', '生物丙', 'you', 1, 1), word: "can't attack alone" },
      { creature: creature('d', 'Creature D', '生物丁', 'you', 2, 1), word: 'none' },
    ],
    onlyOne: false,
  },
];
