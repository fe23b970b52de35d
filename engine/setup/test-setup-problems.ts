// Rows for the setup-problem tests (setup-problems.test.ts): a small valid two-player setup with one
// thing wrong, and the exact SetupError createGame gives for it — or null for the near miss that is
// accepted. The checks of check-setup.ts are here, the shapes of setup-shapes.ts in
// test-setup-problems-shapes.ts. Setups are plain objects: many are deliberately malformed.
import type { SetupError, SetupErrorCode } from '../core/setup';

/** [what is wrong, the setup, the error (null: accepted)] */
export type Row = readonly [what: string, setup: unknown, error: SetupError | null];

export const ok = null;

/** The error as check-setup.ts builds it: `rules` only when the check cites some. */
export function no(
  code: SetupErrorCode,
  field: string,
  params: SetupError['params'] = {},
  rules?: string[],
): SetupError {
  return { code, field, params, ...(rules ? { rules } : {}) };
}

/** The field `k` of the card given at `at` (e.g. 'battlefield[0]', 'keywords'). */
export const onCard = (at: string, k: string) => `${at}.card.${k}`;

/** A player of five anonymous library cards, with `extra` fields. */
export const player = (id: string, extra: Record<string, unknown> = {}) => ({ id, name: id, library: 5, ...extra });

/** A and B, A first, with `extra` setup fields and fields of A and B. */
export const game = (
  extra: Record<string, unknown> = {},
  a: Record<string, unknown> = {},
  b: Record<string, unknown> = {},
) => ({
  players: [player('A', a), player('B', b)],
  ...extra,
});

export const bear = { name: 'Bear', types: ['Creature'], colors: ['G'], power: 2, toughness: 2 };
/** A 2/2 with an activated ability (0) and a static ability (1). */
export const prodigy = {
  name: 'Prodigy',
  types: ['Creature'],
  colors: ['U'],
  power: 2,
  toughness: 2,
  abilities: [
    { kind: 'activated', cost: [{ type: 'tap' }], effect: { type: 'gain life', amount: 1 } },
    {
      kind: 'static',
      rule: 'continuous',
      affects: { objects: 'this' },
      changes: [{ layer: '7c', power: 1, toughness: 1 }],
    },
  ],
};
export const scheme = { name: 'Plot', types: ['Scheme'], colors: [] };
export const plane = { name: 'Realm', types: ['Plane'], colors: [] };
export const siege = { name: 'Siege', types: ['Battle'], subtypes: ['Siege'], colors: [], defense: 5 };
export const aura = { name: 'Charm', types: ['Enchantment'], subtypes: ['Aura'], colors: ['W'] };
export const spell = { name: 'Shock', types: ['Instant'], colors: ['R'], spell: [{ type: 'gain life', amount: 2 }] };

/** A permanent A controls. */
export const perm = (id: string | undefined, card: unknown = bear, extra: Record<string, unknown> = {}) => ({
  ...(id === undefined ? {} : { id }),
  card,
  controller: 'A',
  ...extra,
});
/** An Archenemy game with A the archenemy and this scheme deck; `a`: fields of A. */
export const archenemy = (schemeDeck: unknown, extra: Record<string, unknown> = {}, a: Record<string, unknown> = {}) =>
  game({ variant: { archenemy: 'A' }, schemeDeck, ...extra }, a);
/** A's main phase with priority and this stack (bottom first) over a Prodigy 'p' of A's. */
export const onStack = (stack: unknown[], extra: Record<string, unknown> = {}) =>
  game({ step: 'main', priority: 'A', battlefield: [perm('p', prodigy)], stack, ...extra });

const noCard = (field: string): SetupError => ({
  code: 'setup/invalid-card',
  field,
  params: { problem: 'card object' },
});
const twice = (field: string, id: string) => no('setup/duplicate-id', field, { value: JSON.stringify(id) });
const quoted = (code: SetupErrorCode, field: string, v: string) => no(code, field, { value: JSON.stringify(v) });

/** The whole setup: not an object, not JSON, an unknown profile, too few players, the players' own fields. */
export const SETUP_ROWS: Row[] = [
  ['the setup is null', null, no('setup/not-an-object', 'setup')],
  ['the setup is text', 'a game', no('setup/not-an-object', 'setup')],
  ['the setup is a number', 7, no('setup/not-an-object', 'setup')],
  ['the setup is false', false, no('setup/not-an-object', 'setup')],
  [
    'the setup is a list (an object: read as one with no players)',
    [],
    no('setup/too-few-players', 'players', {}, ['103.1']),
  ],
  [
    'the setup is no JSON (a BigInt seed)',
    game({ seed: BigInt(7) }),
    no('setup/malformed', 'setup', { detail: 'TypeError: Do not know how to serialize a BigInt' }),
  ],
  ['a seed 7', game({ seed: 7 }), ok],
  ['profile "modern"', game({ profile: 'modern' }), quoted('setup/unknown-profile', 'profile', 'modern')],
  ['profile 7', game({ profile: 7 }), no('setup/unknown-profile', 'profile', { value: '7' })],
  ['profile "classic"', game({ profile: 'classic' }), ok],
  ['profile "foundations"', game({ profile: 'foundations' }), ok],
  ['no players', { battlefield: [] }, no('setup/too-few-players', 'players', {}, ['103.1'])],
  ['an empty list of players', { players: [] }, no('setup/too-few-players', 'players', {}, ['103.1'])],
  ['one player', { players: [player('A')] }, no('setup/too-few-players', 'players', {}, ['103.1'])],
  ['two players', game(), ok],
  ['three players', { players: [player('A'), player('B'), player('C')] }, ok],
  ['a player with no id', { players: [player('A'), { name: 'B' }] }, no('setup/player-id', 'players[1].id')],
  ['a player id ""', { players: [player(''), player('B')] }, no('setup/player-id', 'players[0].id')],
  ['a player id 7', { players: [player('A'), player('B', { id: 7 })] }, no('setup/player-id', 'players[1].id')],
  ['a player with no name', { players: [player('A'), { id: 'B' }] }, no('setup/player-name', 'players[1].name')],
  ['a player name 7', game({}, { name: 7 }), no('setup/player-name', 'players[0].name')],
  ['a player name ""', game({}, { name: '' }), ok],
  ['two players with id A', { players: [player('A'), player('A')] }, twice('players[1].id', 'A')],
  ['players A and a', { players: [player('A'), player('a')] }, ok],
  ['life 0', game({}, { life: 0 }), ok],
  ['life -3', game({}, { life: -3 }), ok],
  [
    'life null (not a number)',
    game({}, { life: null }),
    no('setup/malformed-field', 'players[0].life', { expected: 'integer' }),
  ],
];

/** The objects of the players' zones, the scheme deck and the planes: cards, ids, the command zone (311, 314). */
export const OBJECT_ROWS: Row[] = [
  ['a library card with no card', game({}, { library: [{ id: 'l' }] }), noCard('players[0].library[0].card')],
  ['a hand card with no card', game({}, {}, { hand: [{ id: 'h' }] }), noCard('players[1].hand[0].card')],
  ['a graveyard card with no card', game({}, { graveyard: [{}] }), noCard('players[0].graveyard[0].card')],
  ['a plane with no card', game({}, { planes: [{}] }), noCard('players[0].planes[0].card')],
  ['a scheme with no card', archenemy([{}]), noCard('schemeDeck[0].card')],
  ['a permanent with no card', game({ battlefield: [{ controller: 'A' }] }), noCard('battlefield[0].card')],
  [
    'cards in library, hand and graveyard',
    game({}, { library: [{ card: bear }], hand: [{ card: bear }], graveyard: [{ card: bear }] }),
    ok,
  ],
  // 314.2: a scheme card is only ever in the command zone, in the scheme deck.
  ['a scheme in the scheme deck', archenemy([{ card: scheme }]), ok],
  [
    'a scheme in a library',
    game({}, { library: [{ card: scheme }] }),
    no('setup/scheme-outside-command-zone', onCard('players[0].library[0]', 'types'), {}, ['314.2']),
  ],
  [
    'a scheme in a hand',
    game({}, { hand: [{ card: scheme }] }),
    no('setup/scheme-outside-command-zone', onCard('players[0].hand[0]', 'types'), {}, ['314.2']),
  ],
  [
    'a scheme in a graveyard',
    game({}, {}, { graveyard: [{ card: scheme }] }),
    no('setup/scheme-outside-command-zone', onCard('players[1].graveyard[0]', 'types'), {}, ['314.2']),
  ],
  [
    'a scheme among the planes',
    game({}, { planes: [{ card: scheme }] }),
    no('setup/scheme-outside-command-zone', onCard('players[0].planes[0]', 'types'), {}, ['314.2']),
  ],
  [
    'a scheme on the battlefield',
    archenemy([{ card: scheme }], { battlefield: [perm('s', scheme)] }),
    no('setup/scheme-outside-command-zone', onCard('battlefield[0]', 'types'), {}, ['314.2']),
  ],
  [
    'a scheme on the stack',
    onStack([{ card: scheme, controller: 'A' }]),
    no('setup/scheme-outside-command-zone', onCard('stack[0]', 'types'), {}, ['314.2']),
  ],
  // 701.25a: only a scheme is set in motion: the scheme deck holds only schemes.
  [
    'a creature in the scheme deck',
    archenemy([{ card: scheme }, { card: bear }]),
    no('setup/not-a-scheme', onCard('schemeDeck[1]', 'types'), {}, ['701.25a']),
  ],
  // 311.1, 311.2: a player's planes are plane cards, and plane cards stay in the command zone.
  ['a plane among the planes', game({}, {}, { planes: [{ card: plane }] }), ok],
  [
    'a creature among the planes',
    game({}, {}, { planes: [{ card: plane }, { card: bear }] }),
    no('setup/not-a-plane', onCard('players[1].planes[1]', 'types'), {}, ['311.1']),
  ],
  [
    'a plane in a library',
    game({}, { library: [{ card: plane }] }),
    no('setup/plane-outside-command-zone', onCard('players[0].library[0]', 'types'), {}, ['311.2']),
  ],
  [
    'a plane in a hand',
    game({}, { hand: [{ card: plane }] }),
    no('setup/plane-outside-command-zone', onCard('players[0].hand[0]', 'types'), {}, ['311.2']),
  ],
  [
    'a plane in a graveyard',
    game({}, { graveyard: [{ card: plane }] }),
    no('setup/plane-outside-command-zone', onCard('players[0].graveyard[0]', 'types'), {}, ['311.2']),
  ],
  [
    'a plane on the battlefield',
    game({ battlefield: [perm('x', plane)] }),
    no('setup/plane-outside-command-zone', onCard('battlefield[0]', 'types'), {}, ['311.2']),
  ],
  [
    'a plane on the stack',
    onStack([{ card: plane, controller: 'A' }]),
    no('setup/plane-outside-command-zone', onCard('stack[0]', 'types'), {}, ['311.2']),
  ],
  [
    'a scheme plane in the scheme deck',
    archenemy([{ card: { ...scheme, types: ['Scheme', 'Plane'] } }]),
    no('setup/plane-outside-command-zone', onCard('schemeDeck[0]', 'types'), {}, ['311.2']),
  ],
  // Ids: a non-empty string, each used once across players and zones.
  [
    'a library card id ""',
    game({}, { library: [{ id: '', card: bear }] }),
    no('setup/object-id', 'players[0].library[0].id'),
  ],
  ['a hand card id 7', game({}, { hand: [{ id: 7, card: bear }] }), no('setup/object-id', 'players[0].hand[0].id')],
  [
    'a graveyard card id null',
    game({}, { graveyard: [{ id: null, card: bear }] }),
    no('setup/object-id', 'players[0].graveyard[0].id'),
  ],
  ['a plane id ""', game({}, { planes: [{ id: '', card: plane }] }), no('setup/object-id', 'players[0].planes[0].id')],
  ['a scheme id 3', archenemy([{ id: 3, card: scheme }]), no('setup/object-id', 'schemeDeck[0].id')],
  ['a permanent id ""', game({ battlefield: [perm('')] }), no('setup/object-id', 'battlefield[0].id')],
  ['a spell id false', onStack([{ id: false, card: spell, controller: 'A' }]), no('setup/object-id', 'stack[0].id')],
  [
    'an id used once in each zone',
    archenemy(
      [{ id: 's', card: scheme }],
      { battlefield: [perm('x')], stack: [{ id: 'y', card: spell, controller: 'A' }], priority: 'A', step: 'main' },
      {
        library: [{ id: 'l', card: bear }],
        hand: [{ id: 'h', card: bear }],
        graveyard: [{ id: 'g', card: bear }],
        planes: [{ id: 'q', card: plane }],
      },
    ),
    ok,
  ],
  [
    'a card with the id of a player',
    game({}, { hand: [{ id: 'B', card: bear }] }),
    twice('players[0].hand[0].id', 'B'),
  ],
  [
    'one id twice in a library',
    game(
      {},
      {
        library: [
          { id: 'x', card: bear },
          { id: 'x', card: bear },
        ],
      },
    ),
    twice('players[0].library[1].id', 'x'),
  ],
  [
    'one id in a library and a hand',
    game({}, { library: [{ id: 'x', card: bear }] }, { hand: [{ id: 'x', card: bear }] }),
    twice('players[1].hand[0].id', 'x'),
  ],
  [
    'one id in a hand and a graveyard',
    game({}, { hand: [{ id: 'x', card: bear }], graveyard: [{ id: 'x', card: bear }] }),
    twice('players[0].graveyard[0].id', 'x'),
  ],
  [
    'one id in a graveyard and the planes',
    game({}, { graveyard: [{ id: 'x', card: bear }], planes: [{ id: 'x', card: plane }] }),
    twice('players[0].planes[0].id', 'x'),
  ],
  [
    'one id in a hand and the scheme deck',
    game({ variant: { archenemy: 'A' }, schemeDeck: [{ id: 'x', card: scheme }] }, { hand: [{ id: 'x', card: bear }] }),
    twice('schemeDeck[0].id', 'x'),
  ],
  [
    'one id in a hand and the battlefield',
    game({ battlefield: [perm('x')] }, { hand: [{ id: 'x', card: bear }] }),
    twice('battlefield[0].id', 'x'),
  ],
  ['one id twice on the battlefield', game({ battlefield: [perm('x'), perm('x')] }), twice('battlefield[1].id', 'x')],
  [
    'one id on the battlefield and the stack',
    onStack([{ id: 'p', card: spell, controller: 'A' }]),
    twice('stack[0].id', 'p'),
  ],
  [
    'one id on the stack twice',
    onStack([
      { id: 'y', card: spell, controller: 'A' },
      { id: 'y', card: spell, controller: 'B' },
    ]),
    twice('stack[1].id', 'y'),
  ],
  // An id given later is reserved: the unnamed cards before it are numbered around it.
  [
    'an unnamed hand card and a later permanent "c1"',
    game({ battlefield: [perm('c1')] }, { hand: [{ card: bear }] }),
    ok,
  ],
  // 505.3, 904: the archenemy is a player and has a scheme deck.
  [
    'a scheme deck with no archenemy',
    game({ schemeDeck: [{ card: scheme }] }),
    no('setup/unknown-archenemy', 'variant.archenemy', { value: undefined }, ['505.3']),
  ],
  [
    'archenemy Z',
    game({ variant: { archenemy: 'Z' }, schemeDeck: [{ card: scheme }] }),
    no('setup/unknown-archenemy', 'variant.archenemy', { value: '"Z"' }, ['505.3']),
  ],
  ['archenemy B', game({ variant: { archenemy: 'B' }, schemeDeck: [{ card: scheme }] }), ok],
  [
    'an archenemy with no scheme deck',
    game({ variant: { archenemy: 'A' } }),
    no('setup/no-scheme-deck', 'schemeDeck', {}, ['904.3']),
  ],
  ['an archenemy with an empty scheme deck', archenemy([]), no('setup/no-scheme-deck', 'schemeDeck', {}, ['904.3'])],
];
