// Rows for the card-problem tests (card-problems.test.ts): a small valid card with one thing wrong,
// and the exact SetupError checkCard gives for it — or null for the near miss that is accepted.
// Cards are plain objects: many are deliberately malformed.
import type { CardProblem, SetupError } from '../core/setup';

/** [what is wrong, the card, the error (null: accepted)] */
export type Row = readonly [what: string, card: unknown, error: SetupError | null];

/** The error for `field` (under 'card'); `value` as the checks quote it (JSON). */
export function no(field: string, problem: CardProblem, value?: string, allowed?: string): SetupError {
  return {
    code: 'setup/invalid-card',
    field,
    params: { problem, ...(value !== undefined ? { value } : {}), ...(allowed !== undefined ? { allowed } : {}) },
  };
}

export const ok = null;

/** A 2/2 creature, with `extra` fields. */
export const bear = (extra: Record<string, unknown> = {}) => ({
  name: 'Bear',
  types: ['Creature'],
  colors: ['G'],
  manaCost: '{1}{G}',
  power: 2,
  toughness: 2,
  ...extra,
});
/** A sorcery doing `spell`. */
export const sorcery = (spell: unknown) => ({ name: 'Spell', types: ['Sorcery'], colors: ['R'], spell });
/** The bear with one ability. */
export const withAbility = (a: unknown) => bear({ abilities: [a] });
export const gain1 = { type: 'gain life', amount: 1 };
export const triggered = (x: Record<string, unknown>) =>
  withAbility({ kind: 'triggered', trigger: 'attacks', effect: gain1, ...x });
export const activated = (x: Record<string, unknown>) =>
  withAbility({ kind: 'activated', cost: [{ type: 'tap' }], effect: gain1, ...x });
export const staticAbility = (x: Record<string, unknown>) => withAbility({ kind: 'static', ...x });
/** A static continuous effect on this with these layer changes. */
export const lasting = (changes: unknown, affects: unknown = { objects: 'this' }) =>
  staticAbility({ rule: 'continuous', affects, changes });
/** A resolving spell's continuous effect until end of turn (611.2). */
export const resolving = (changes: unknown, affects?: unknown) =>
  sorcery({
    type: 'continuous effect',
    ...(affects !== undefined ? { affects } : {}),
    changes,
    duration: 'end of turn',
  });
export const replacing = (replacement: unknown) => staticAbility({ rule: 'replacement', replacement });

export const A = 'card.abilities[0]';
export const S = 'card.spell[0]';
/** The card of a token the spell creates. */
const TOKEN = `${S}.card`;

export const STATIC_LAYERS = '3, 4, 5, 6, 7a, 7b, 7c, 7d';
export const RESOLVED_LAYERS = '2, 3, 4, 5, 6, 7b, 7c, 7d';

/** The card itself (checkCard before its abilities). */
export const CARD_ROWS: Row[] = [
  ['a 2/2 creature', bear(), ok],
  ['no card', null, no('card', 'card object')],
  ['a list for a card', [bear()], no('card', 'card object')],
  ['a text for a card', 'Bear', no('card', 'card object')],
  ['an empty name', bear({ name: '' }), no('card.name', 'name')],
  ['a number for a name', bear({ name: 7 }), no('card.name', 'name')],
  ['types as text', bear({ types: 'Creature' }), no('card.types', 'card types')],
  ['a number among the types', bear({ types: ['Creature', 1] }), no('card.types', 'card types')],
  ['colors as text', bear({ colors: 'G' }), no('card.colors', 'colors')],
  ['an unknown colour', bear({ colors: ['G', 'P'] }), no('card.colors', 'colors')],
  ['no colour', bear({ colors: [] }), ok],
  ['a creature without power', bear({ power: undefined }), no('card.power', 'power and toughness')],
  ['a creature without toughness', bear({ toughness: undefined }), no('card.power', 'power and toughness')],
  ['an artifact without power and toughness', { name: 'Rock', types: ['Artifact'], colors: [] }, ok],
  [
    'an Attraction that is no artifact',
    bear({ subtypes: ['Attraction'], litUp: [1] }),
    no('card.types', 'attraction artifact'),
  ],
  ['an Attraction lit up 1 and 6', attraction([1, 6]), ok],
  ['an Attraction lit up 0', attraction([0]), no('card.litUp', 'lit up numbers')],
  ['an Attraction lit up 7', attraction([7]), no('card.litUp', 'lit up numbers')],
  ['an Attraction lit up 2 twice', attraction([2, 2]), no('card.litUp', 'lit up numbers')],
  ['an Attraction lit up nothing', attraction([]), no('card.litUp', 'lit up numbers')],
  ['an Attraction lit up 1.5', attraction([1.5]), no('card.litUp', 'lit up numbers')],
  ['an Attraction without lit-up numbers', attraction(undefined), no('card.litUp', 'lit up only attraction')],
  ['lit-up numbers on a creature', bear({ litUp: [1] }), no('card.litUp', 'lit up only attraction')],
  ['an ongoing creature', bear({ ongoing: true }), no('card.ongoing', 'ongoing')],
  ['a creature ongoing: false', bear({ ongoing: false }), no('card.ongoing', 'ongoing')],
  ['an ongoing scheme', { name: 'Plot', types: ['Scheme'], colors: [], ongoing: true }, ok],
  ['mana cost {2}{G}', bear({ manaCost: '{2}{G}' }), ok],
  ['mana cost {X', bear({ manaCost: '{X' }), no('card.manaCost', 'mana cost', '"{X"')],
  ['mana cost 2G', bear({ manaCost: '2G' }), no('card.manaCost', 'mana cost', '"2G"')],
  ['keywords: flying', bear({ keywords: ['flying'] }), ok],
  ['keywords: flying, flyin', bear({ keywords: ['flying', 'flyin'] }), no('card.keywords[1]', 'keyword', '"flyin"')],
  ['protection from green', bear({ keywords: [{ protection: 'G' }] }), ok],
  [
    'protection from purple',
    bear({ keywords: [{ protection: 'P' }] }),
    no('card.keywords[0]', 'keyword', '{"protection":"P"}'),
  ],
  ['a number for a keyword', bear({ keywords: [3] }), no('card.keywords[0]', 'keyword', '3')],
  ['null for a keyword', bear({ keywords: [null] }), no('card.keywords[0]', 'keyword', 'null')],
  [
    'an object without protection',
    bear({ keywords: [{ flying: true }] }),
    no('card.keywords[0]', 'keyword', '{"flying":true}'),
  ],
  [
    'a token whose card has no name',
    sorcery({ type: 'create token', card: bear({ name: '' }) }),
    no(`${TOKEN}.name`, 'name'),
  ],
  ['a token 2/2 bear', sorcery({ type: 'create token', card: bear() }), ok],
];

function attraction(litUp: unknown) {
  return { name: 'Ride', types: ['Artifact'], subtypes: ['Attraction'], colors: [], ...(litUp ? { litUp } : {}) };
}

/** Abilities: their kind, trigger, costs, and which fields belong to which kind. */
export const ABILITY_ROWS: Row[] = [
  ['an ability of no kind', withAbility({ kind: 'spell' }), no(`${A}.kind`, 'ability kind')],
  [
    'layer changes on a triggered ability',
    triggered({ changes: [{ layer: '7c', power: 1, toughness: 1 }] }),
    no(`${A}.changes`, 'changes only continuous'),
  ],
  [
    'layer changes on a replacement',
    staticAbility({ rule: 'replacement', replacement: { would: 'enter the battlefield', tapped: true }, changes: [] }),
    no(`${A}.changes`, 'changes only continuous'),
  ],
  ['a static continuous effect', lasting([{ layer: '7c', power: 1, toughness: 1 }]), ok],
  [
    'a replacement on a triggered ability',
    triggered({ replacement: { would: 'enter the battlefield', tapped: true } }),
    no(`${A}.replacement`, 'replacement only replacement'),
  ],
  [
    'a replacement on a continuous effect',
    staticAbility({
      rule: 'continuous',
      changes: [{ layer: '7c', power: 1, toughness: 1 }],
      replacement: { would: 'enter the battlefield', tapped: true },
    }),
    no(`${A}.replacement`, 'replacement only replacement'),
  ],
  ['a replacement that enters tapped', replacing({ would: 'enter the battlefield', tapped: true }), ok],
  ['trigger attacs', triggered({ trigger: 'attacs' }), no(`${A}.trigger`, 'trigger', '"attacs"')],
  ['beginning of upkeep', triggered({ trigger: 'beginning of step', step: 'upkeep' }), ok],
  [
    'beginning of upkeeep',
    triggered({ trigger: 'beginning of step', step: 'upkeeep' }),
    no(`${A}.step`, 'trigger step'),
  ],
  ['beginning of no step', triggered({ trigger: 'beginning of step' }), no(`${A}.step`, 'trigger step')],
  ['blocks at least 2', triggered({ trigger: 'blocks', atLeast: 2 }), ok],
  ['becomes blocked by at least 1', triggered({ trigger: 'becomes blocked', atLeast: 1 }), ok],
  ['blocks at least 0', triggered({ trigger: 'blocks', atLeast: 0 }), no(`${A}.atLeast`, 'blocking count', '0')],
  ['blocks at least 1.5', triggered({ trigger: 'blocks', atLeast: 1.5 }), no(`${A}.atLeast`, 'blocking count', '1.5')],
  ['attacks at least 2', triggered({ trigger: 'attacks', atLeast: 2 }), no(`${A}.atLeast`, 'blocking count', '2')],
  ['damage to you is prevented', triggered({ trigger: 'damage is prevented', to: 'you' }), ok],
  ['damage to this is prevented', triggered({ trigger: 'damage is prevented', to: 'this' }), ok],
  [
    'damage to each opponent is prevented',
    triggered({ trigger: 'damage is prevented', to: 'each opponent' }),
    no(`${A}.to`, 'prevented damage to', '"each opponent"'),
  ],
  ['attacks, to you', triggered({ trigger: 'attacks', to: 'you' }), no(`${A}.to`, 'prevented damage to', '"you"')],
  [
    'a triggered effect gian life',
    triggered({ effect: { type: 'gian life', amount: 1 } }),
    no(`${A}.effect[0].type`, 'effect', '"gian life"'),
  ],
  ['costs as one cost', activated({ cost: { type: 'tap' } }), no(`${A}.cost`, 'costs')],
  ['a cost that is nothing', activated({ cost: [{ type: 'tap' }, null] }), no(`${A}.cost[1]`, 'costs', 'null')],
  ['a cost that is a word', activated({ cost: ['tap'] }), no(`${A}.cost[0]`, 'costs', '"tap"')],
  ['a mana cost {1}', activated({ cost: [{ type: 'tap' }, { type: 'mana', mana: '{1}' }] }), ok],
  [
    'a mana cost {X',
    activated({ cost: [{ type: 'tap' }, { type: 'mana', mana: '{X' }] }),
    no(`${A}.cost[1].mana`, 'mana cost', '"{X"'),
  ],
  ['a mana cost of no mana', activated({ cost: [{ type: 'mana' }] }), no(`${A}.cost[0].mana`, 'mana cost')],
  [
    'an activated effect gian life',
    activated({ effect: { type: 'gian life' } }),
    no(`${A}.effect[0].type`, 'effect', '"gian life"'),
  ],
  ['a mana ability adding G', activated({ effect: { type: 'add mana', mana: 'G' } }), ok],
  [
    'a mana ability that also gains life',
    activated({ effect: [{ type: 'add mana', mana: 'G' }, gain1] }),
    no(`${A}.effect`, 'mana ability does more'),
  ],
  [
    'adding mana and dealing damage to any target (not a mana ability)',
    activated({
      effect: [
        { type: 'add mana', mana: 'G' },
        { type: 'deal damage', target: 'any target', amount: 1 },
      ],
    }),
    ok,
  ],
  ['an attack cost {2}', staticAbility({ rule: 'attack cost', mana: '{2}' }), ok],
  ['an attack cost {X', staticAbility({ rule: 'attack cost', mana: '{X' }), no(`${A}.mana`, 'cost mana')],
  ['an attack cost of no mana', staticAbility({ rule: 'attack cost' }), no(`${A}.mana`, 'cost mana')],
  ['a block cost {1}', staticAbility({ rule: 'block cost', mana: '{1}' }), ok],
  ['a block cost of 1', staticAbility({ rule: 'block cost', mana: 1 }), no(`${A}.mana`, 'cost mana')],
  ["you can't gain life", staticAbility({ rule: "can't", cant: 'gain life', players: 'you' }), ok],
  [
    "your opponents can't lose life",
    staticAbility({ rule: "can't", cant: 'lose life', players: 'your opponents' }),
    ok,
  ],
  ["players can't gain life", staticAbility({ rule: "can't", cant: 'gain life', players: 'players' }), ok],
  ["can't gain lif", staticAbility({ rule: "can't", cant: 'gain lif' }), no(`${A}.cant`, 'cant event', '"gain lif"')],
  [
    "opponents can't gain life",
    staticAbility({ rule: "can't", cant: 'gain life', players: 'opponents' }),
    no(`${A}.players`, 'cant players', '"opponents"'),
  ],
  [
    "damage by a creature can't be prevented",
    staticAbility({ rule: "damage can't be prevented", source: { objects: 'a creature' } }),
    ok,
  ],
  [
    "damage by a creatur can't be prevented",
    staticAbility({ rule: "damage can't be prevented", source: { objects: 'a creatur' } }),
    no(`${A}.source.objects`, 'watched objects', '"a creatur"'),
  ],
  ['attack paying 0 life', staticAbility({ rule: 'optional attack cost', cost: { type: 'pay life', amount: 0 } }), ok],
  [
    'attack paying -1 life',
    staticAbility({ rule: 'optional attack cost', cost: { type: 'pay life', amount: -1 } }),
    no(`${A}.cost`, 'optional cost'),
  ],
  [
    'attack paying 1.5 life',
    staticAbility({ rule: 'optional attack cost', cost: { type: 'pay life', amount: 1.5 } }),
    no(`${A}.cost`, 'optional cost'),
  ],
  [
    'attack sacrificing another creature',
    staticAbility({ rule: 'optional attack cost', cost: { type: 'sacrifice another creature' }, effect: gain1 }),
    ok,
  ],
  [
    'attack tapping an untapped creature',
    staticAbility({ rule: 'optional attack cost', cost: { type: 'tap an untapped creature you control' } }),
    ok,
  ],
  [
    'attack discarding a card',
    staticAbility({ rule: 'optional attack cost', cost: { type: 'discard' } }),
    no(`${A}.cost`, 'optional cost'),
  ],
  ['an optional attack of no cost', staticAbility({ rule: 'optional attack cost' }), no(`${A}.cost`, 'optional cost')],
  [
    'an optional attack cost whose effect is gian life',
    staticAbility({
      rule: 'optional attack cost',
      cost: { type: 'sacrifice another creature' },
      effect: { type: 'gian life' },
    }),
    no(`${A}.effect[0].type`, 'effect', '"gian life"'),
  ],
  // 702.5a: "Enchant [object]" — the objects this engine's Auras may target and enchant.
  ['enchant creature you control', staticAbility({ rule: 'enchant', enchant: 'creature you control' }), ok],
  ['enchant player', staticAbility({ rule: 'enchant', enchant: 'player' }), no(`${A}.enchant`, 'enchant', '"player"')],
  ['enchant with no word', staticAbility({ rule: 'enchant' }), no(`${A}.enchant`, 'enchant')],
];
