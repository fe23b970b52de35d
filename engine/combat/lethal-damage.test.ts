import { describe, expect, it } from 'vitest';
import { isAssignedLethal, lethalDamage } from './lethal-damage';

describe('lethal damage for assignment (510.1c–d, 702.2c)', () => {
  it.each([
    ['a fresh 0/3 (Pride Guardian)', { toughness: 3, damage: 0 }, {}, 3],
    ['Trained Armodon, 3/3 with 2 damage marked', { toughness: 3, damage: 2 }, {}, 1],
    [
      'Foriysian Brigade (2/4) while Durkwood Boars assigns it 3',
      { toughness: 4, damage: 0 },
      { assignedByOthers: 3 },
      1,
    ],
    ['already covered by other creatures', { toughness: 4, damage: 1 }, { assignedByOthers: 3 }, 0],
    ['from a deathtouch source: 1 (Gigantosaurus 10/10)', { toughness: 10, damage: 0 }, { deathtouch: true }, 1],
    ['from a deathtouch source when nothing more is needed: 0', { toughness: 2, damage: 2 }, { deathtouch: true }, 0],
    [
      'another deathtouch source already assigns it damage',
      { toughness: 10, damage: 0 },
      { deathtouchFromOthers: true },
      0,
    ],
  ])('%s', (_n, creature, options, expected) => {
    expect(lethalDamage(creature, options)).toBe(expected);
  });
  it.each([
    [
      'exactly lethal',
      { toughness: 4, damage: 0 },
      [
        { amount: 1, deathtouch: false },
        { amount: 3, deathtouch: false },
      ],
      true,
    ],
    [
      'one short',
      { toughness: 4, damage: 0 },
      [
        { amount: 1, deathtouch: false },
        { amount: 2, deathtouch: false },
      ],
      false,
    ],
    ['marked damage counts', { toughness: 3, damage: 2 }, [{ amount: 1, deathtouch: false }], true],
    ['1 from deathtouch', { toughness: 10, damage: 0 }, [{ amount: 1, deathtouch: true }], true],
    ['0 from deathtouch is not', { toughness: 10, damage: 0 }, [{ amount: 0, deathtouch: true }], false],
  ])('assigned lethal: %s', (_n, creature, contributions, expected) => {
    expect(isAssignedLethal(creature, contributions)).toBe(expected);
  });
});
