// The scenarios the damage assignment widget starts from: the numbers of 510.1c's Examples and
// 509.2's Example, as creatures in the combat module's own shape. The reader can change who
// blocks, their order, deathtouch and trample, and the damage; the engine judges.
import type { DamageCreature } from '../../../engine/combat/types';

export interface DamageAttackerSetup {
  creature: DamageCreature;
  /** Creatures that may block it (ids in the pool). */
  candidates: string[];
  /** Who blocks it at first, in damage assignment order. */
  blockers: string[];
  /** The damage the Example assigns, by recipient id ('defender' = the defending player). */
  amounts: Record<string, number>;
}

export interface DamagePreset {
  id: string;
  /** Where it comes from, e.g. ['510.1c', 1]: the rule and the 1-based Example. */
  source: { rule: string; example: number } | null;
  attackers: DamageAttackerSetup[];
  /** Potential blockers. */
  pool: DamageCreature[];
  /** 510.1d: how a blocker blocking several attackers divides its damage, by attacker id. */
  blockerAmounts?: Record<string, Record<string, number>>;
}

const creature = (
  id: string,
  name: string,
  nameZh: string,
  power: number,
  toughness: number,
  extra: Partial<DamageCreature> = {},
): DamageCreature => ({ id, name, nameZh, power, toughness, damage: 0, keywords: [], ...extra });

const gorger = creature('gorger', 'Vastwood Gorger', '广林吞食客', 5, 6);
const guardian = creature('guardian', 'Pride Guardian', '狮群守护者', 0, 3);
const elves = creature('elves', 'Llanowar Elves', '罗堰妖精', 1, 1);
const bear = creature('bear', 'Runeclaw Bear', '符爪熊', 2, 2);
const angel = creature('angel', 'Serra Angel', '撒拉天使', 4, 4, { keywords: ['flying', 'vigilance'] });

export const DAMAGE_PRESETS: DamagePreset[] = [
  {
    id: '510.1c-1',
    source: { rule: '510.1c', example: 1 },
    attackers: [
      {
        creature: gorger,
        candidates: ['guardian', 'elves', 'bear', 'angel'],
        blockers: ['guardian', 'elves'],
        amounts: { guardian: 3, elves: 2 },
      },
    ],
    pool: [guardian, elves, bear, angel],
  },
  {
    // Example 2: Giant Growth gave Pride Guardian +3/+3 until end of turn, so lethal is now 6.
    id: '510.1c-2',
    source: { rule: '510.1c', example: 2 },
    attackers: [
      {
        creature: gorger,
        candidates: ['guardian', 'elves'],
        blockers: ['guardian', 'elves'],
        amounts: { guardian: 5, elves: 0 },
      },
    ],
    pool: [{ ...guardian, power: 3, toughness: 6 }, elves],
  },
  {
    // Example 3: Mending Hands will prevent 4 damage to Pride Guardian; assignment ignores that
    // (510.1c: "not any abilities or effects that might change the amount of damage … dealt").
    id: '510.1c-3',
    source: { rule: '510.1c', example: 3 },
    attackers: [
      {
        creature: gorger,
        candidates: ['guardian', 'elves'],
        blockers: ['guardian', 'elves'],
        amounts: { guardian: 3, elves: 2 },
      },
    ],
    pool: [guardian, elves],
  },
  {
    id: '510.1c-4',
    source: { rule: '510.1c', example: 4 },
    attackers: [
      {
        creature: creature('baloth', 'Enormous Baloth', '庞大巴洛西', 7, 7),
        candidates: ['armodon', 'brigade', 'ape'],
        blockers: ['armodon', 'brigade', 'ape'],
        amounts: { armodon: 1, brigade: 1, ape: 5 },
      },
      {
        creature: creature('boars', 'Durkwood Boars', '碻林的公野猪', 4, 4),
        candidates: ['brigade', 'piker'],
        blockers: ['brigade', 'piker'],
        amounts: { brigade: 3, piker: 1 },
      },
    ],
    pool: [
      creature('armodon', 'Trained Armodon', '驯使的盾皮象', 3, 3, { damage: 2 }),
      creature('brigade', 'Foriysian Brigade', '佛绿耶斯军旅', 2, 4, {
        keywords: ['can block an additional creature'],
      }),
      creature('ape', 'Silverback Ape', '银背猿', 5, 5),
      creature('piker', 'Goblin Piker', '鬼怪长矛兵', 2, 1),
    ],
    blockerAmounts: { brigade: { baloth: 2, boars: 0 } },
  },
  {
    id: '509.2-1',
    source: { rule: '509.2', example: 1 },
    attackers: [
      {
        creature: gorger,
        candidates: ['angel', 'elves', 'bear', 'guardian'],
        blockers: ['angel', 'elves', 'bear'],
        amounts: { angel: 4, elves: 1, bear: 0 },
      },
    ],
    pool: [angel, elves, bear, guardian],
  },
  {
    id: 'trample',
    source: null,
    attackers: [
      {
        creature: creature('wurm', 'Wurm', '巨虫', 6, 4, { keywords: ['trample'] }),
        candidates: ['bear', 'elves'],
        blockers: ['bear', 'elves'],
        amounts: { bear: 2, elves: 1, defender: 3 },
      },
    ],
    pool: [bear, elves],
  },
];
