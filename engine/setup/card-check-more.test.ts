// More of checkCard (card-check.ts, replacement-check.ts): the cases the card-problems rows left open
// (Stryker survivors, group 2 of setup/). Errors are compared strictly: a refusal carries no
// `allowed` (or `value`) key at all when it has none, not one given as undefined.
import { describe, expect, it } from 'vitest';
import { checkCard } from './card-check';
import {
  A,
  bear,
  gain1,
  no,
  ok,
  replacing,
  S,
  sorcery,
  staticAbility,
  triggered,
  withAbility,
  type Row,
} from './test-card-problems';

const attraction = (litUp: unknown) =>
  bear({ types: ['Artifact'], subtypes: ['Attraction'], litUp, power: undefined, toughness: undefined });
const preventFrom = (source: string) => sorcery({ type: 'prevent the next time', source, to: 'you' });
const SOURCES = [
  'target creature',
  'target permanent',
  'target attacking creature',
  'target blocking creature',
  'target creature attacking you',
  'target creature you control',
  'this',
  'that creature',
  'a source of your choice',
];
const badEffect = { type: 'gian life' };

const ROWS: Row[] = [
  // No `allowed` key unless the check names the words allowed (card-check.ts and replacement-check.ts `bad`).
  ['an effect gian life', sorcery(badEffect), no(`${S}.type`, 'effect', '"gian life"')],
  [
    'a replacement of one dying, not watching a creatur',
    replacing({ would: 'die', objects: { objects: 'a creatur' }, instead: 'exile it' }),
    no(`${A}.replacement.objects.objects`, 'watched objects', '"a creatur"'),
  ],
  // 615.8: each word naming one object as the source of damage.
  ...SOURCES.map((s): Row => [`prevent the next damage from ${s}`, preventFrom(s), ok]),
  [
    'prevent the next damage from target player',
    preventFrom('target player'),
    no(`${S}.source`, 'damage source', '"target player"'),
  ],
  // 615.13: "that much" is an amount of life gained only.
  [
    'deal that much damage',
    sorcery({ type: 'deal damage', target: 'any target', amount: 'that much' }),
    no(`${S}.amount`, 'integer'),
  ],
  // 614.9: "all" is the redirected amount only, not a count.
  [
    'redirect damage counting x',
    sorcery({ type: 'redirect damage', amount: 1, from: 'you', to: 'target creature', count: 'x' }),
    no(`${S}.count`, 'integer'),
  ],
  [
    'change types adding a number beside a type',
    sorcery({ type: 'change types', target: 'target creature', add: ['Artifact', 3] }),
    no(`${S}.add`, 'card types'),
  ],
  [
    'destroy, exiling instead, sharing colour "yes"',
    sorcery({ type: 'destroy', target: 'target creature', instead: { exile: true }, alsoSharingColor: 'yes' }),
    no(`${S}.alsoSharingColor`, 'boolean'),
  ],
  // A well-formed effect does not end the check: the next effect, field or ability is still read.
  [
    'a token, then an effect gian life',
    sorcery([{ type: 'create token', card: bear() }, badEffect]),
    no('card.spell[1].type', 'effect', '"gian life"'),
  ],
  [
    'a continuous effect, then an effect gian life',
    sorcery([
      { type: 'continuous effect', changes: [{ layer: '7c', power: 1, toughness: 1 }], duration: 'end of turn' },
      badEffect,
    ]),
    no('card.spell[1].type', 'effect', '"gian life"'),
  ],
  [
    'a spell gaining 1 life with mana cost {Q}',
    { ...sorcery(gain1), manaCost: '{Q}' },
    no('card.manaCost', 'mana cost', '"{Q}"'),
  ],
  [
    'a good ability, then one of kind "sometimes"',
    bear({ abilities: [{ kind: 'triggered', trigger: 'attacks', effect: gain1 }, { kind: 'sometimes' }] }),
    no('card.abilities[1].kind', 'ability kind'),
  ],
  [
    'granting a good ability, then one of kind "sometimes"',
    staticAbility({
      rule: 'continuous',
      affects: { objects: 'this' },
      changes: [
        { layer: '6', grant: [{ kind: 'triggered', trigger: 'attacks', effect: gain1 }, { kind: 'sometimes' }] },
      ],
    }),
    no(`${A}.changes[0].grant[1].kind`, 'ability kind'),
  ],
  // 615.9: properties of a chosen source are an object, not a text.
  [
    'properties of a chosen source as text',
    sorcery({ type: 'prevent the next time', source: 'a source of your choice', to: 'you', properties: 'red' }),
    no(`${S}.properties`, 'source properties'),
  ],
  ['an Attraction lit up 1 and 7', attraction([1, 7]), no('card.litUp', 'lit up numbers')],
  ['an Attraction lit up 1 and 6', attraction([1, 6]), ok],
  // 611.3, 614.1: a field given as undefined is as if left out; the rule, not the kind alone, is read.
  ['a triggered ability with changes undefined', triggered({ changes: undefined }), ok],
  ['a triggered ability with replacement undefined', triggered({ replacement: undefined }), ok],
  [
    'a triggered ability of rule continuous with changes',
    triggered({ rule: 'continuous', changes: [{ layer: '7c', power: 1, toughness: 1 }] }),
    no(`${A}.changes`, 'changes only continuous'),
  ],
  [
    'a triggered ability of rule replacement with a replacement',
    triggered({ rule: 'replacement', replacement: { would: 'die', instead: 'exile it' } }),
    no(`${A}.replacement`, 'replacement only replacement'),
  ],
  [
    'attack discarding 1',
    staticAbility({ rule: 'optional attack cost', cost: { type: 'discard', amount: 1 } }),
    no(`${A}.cost`, 'optional cost'),
  ],
  // 614.1: being put into a graveyard watches objects, as dying does.
  [
    'a replacement of being put into a graveyard, watching a creatur',
    replacing({ would: 'be put into a graveyard', objects: { objects: 'a creatur' }, instead: 'exile it' }),
    no(`${A}.replacement.objects.objects`, 'watched objects', '"a creatur"'),
  ],
  // 614.15: a condition may name a type alone.
  [
    'destroy, exiling instead if a creature',
    sorcery({ type: 'destroy', target: 'target creature', instead: { if: { type: 'Creature' }, exile: true } }),
    ok,
  ],
  // A value that is no object, where an object is read, is refused as one without the field read.
  ['an effect that is a text', sorcery(['gain life']), no(`${S}.type`, 'effect')],
  ['an effect of type true', sorcery([{ type: true }]), no(`${S}.type`, 'effect', 'true')],
  [
    'affects as a text',
    staticAbility({ rule: 'continuous', affects: 'creatures', changes: [{ layer: '7c', power: 1, toughness: 1 }] }),
    no(`${A}.affects.objects`, 'affected objects'),
  ],
  [
    'a layer change that is a text',
    staticAbility({ rule: 'continuous', affects: { objects: 'this' }, changes: ['4'] }),
    no(`${A}.changes[0].layer`, 'layer', undefined, '3, 4, 5, 6, 7a, 7b, 7c, 7d'),
  ],
  ['skip upkeep step named 5', sorcery({ type: 'skip', what: 'step', name: 5 }), no(`${S}.name`, 'skip name', '5')],
  ['skip the upkeep step', sorcery({ type: 'skip', what: 'step', name: 'upkeep' }), ok],
  [
    'a trigger at the beginning of no step',
    triggered({ trigger: 'beginning of step' }),
    no(`${A}.step`, 'trigger step'),
  ],
  ['a bear with one good ability', withAbility({ kind: 'triggered', trigger: 'attacks', effect: gain1 }), ok],
];

describe('checkCard: more cases', () => {
  it.each(ROWS)('%s', (_what, card, error) => {
    expect(checkCard('card', card)).toStrictEqual(error);
  });
});
