// Scenarios for the declare-attackers widget: 508.1c's and 508.1d's Examples, and a mix of every
// requirement and restriction word the engine knows, as the combat module's CombatView data.
import type { CombatPermanent } from '../../../engine/combat/types';
import { creature, type AttackWord } from './combat-words';

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
