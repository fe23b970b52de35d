// Scenarios for the declare-blockers widget: 509.1c's Example (menace against "blocks each combat
// if able") and a second one with two attackers, as the combat module's CombatView data.
import type { CombatPermanent } from '../../../engine/combat/types';
import { creature, type BlockWord } from './combat-words';

export interface BlockPreset {
  id: string;
  source: { rule: string; example: number } | null;
  attackers: { creature: CombatPermanent; menace: boolean }[];
  blockers: { creature: CombatPermanent; word: BlockWord }[];
}

export const BLOCK_PRESETS: BlockPreset[] = [
  {
    id: '509.1c-1',
    source: { rule: '509.1c', example: 1 },
    attackers: [{ creature: creature('x', 'Attacking creature', '攻击生物', 'opponent', 3, 3), menace: true }],
    blockers: [
      { creature: creature('a', 'Creature A', '生物甲', 'you', 2, 2), word: 'blocks each combat if able' },
      { creature: creature('b', 'Creature B', '生物乙', 'you', 2, 2), word: 'none' },
    ],
  },
  {
    id: 'two-attackers',
    source: null,
    attackers: [
      { creature: creature('x', 'Attacker X', '攻击者 X', 'opponent', 3, 3), menace: true },
      { creature: creature('y', 'Attacker Y', '攻击者 Y', 'opponent', 2, 2), menace: false },
    ],
    blockers: [
      { creature: creature('a', 'Creature A', '生物甲', 'you', 2, 2), word: 'blocks each combat if able' },
      { creature: creature('b', 'Creature B', '生物乙', 'you', 2, 2), word: 'none' },
      { creature: creature('c', 'Creature C', '生物丙', 'you', 1, 1), word: 'blocks each combat if able' },
    ],
  },
];
