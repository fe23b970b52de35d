// Cards shared by game/'s tests of questions asked in the middle of an event (616.1).
import type { CardDef } from '../core/cards';
import type { ReplacementDef } from '../core/replacements';
import { creature } from './test-kit';

/** The abilities of a permanent with one static replacement ability (614.1). */
export const replacing = (replacement: ReplacementDef) => [
  { kind: 'static' as const, rule: 'replacement' as const, replacement },
];

/** An Enchantment: "If a creature would die, instead …". */
export const enchantment = (
  name: string,
  instead: "put it into its owner's hand" | "shuffle it into its owner's library",
) =>
  ({
    name,
    types: ['Enchantment'],
    colors: [],
    abilities: replacing({ would: 'die', objects: { objects: 'a creature' }, instead }),
  }) satisfies CardDef;

/** A 1/1: "Sacrifice this: it deals 2 damage to any target." */
export const bomb = creature('Bomb', 1, 1, {
  abilities: [
    {
      kind: 'activated',
      cost: [{ type: 'sacrifice this' }],
      effect: { type: 'deal damage', amount: 2, target: 'any target' },
    },
  ],
});
