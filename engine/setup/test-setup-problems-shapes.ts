// Rows for the setup-problem tests (setup-problems.test.ts): the shapes of setup-shapes.ts — every
// list a list of objects, every count a whole number 0 or more, every flag a boolean, every mana pool
// a pool — refused as 'setup/malformed-field' with the path of the field and what was expected.
import {
  archenemy,
  bear,
  game,
  no,
  ok,
  onStack,
  perm,
  plane,
  player,
  scheme,
  spell,
  onCard,
  type Row,
} from './test-setup-problems';

const bad = (field: string, expected: string) => no('setup/malformed-field', field, { expected });

/** The top of the setup: its lists, the seed, the names of players and steps. */
export const TOP_SHAPE_ROWS: Row[] = [
  ['players "A and B"', { players: 'A and B' }, bad('players', 'list')],
  ['a player that is text', { players: [player('A'), 'B'] }, bad('players[1]', 'object')],
  ['a player that is null', { players: [null, player('B')] }, bad('players[0]', 'object')],
  ['a player that is a list', { players: [player('A'), []] }, bad('players[1]', 'object')],
  ['battlefield {}', game({ battlefield: {} }), bad('battlefield', 'list')],
  ['a permanent that is its id', game({ battlefield: ['x'] }), bad('battlefield[0]', 'object')],
  ['stack "spell"', game({ stack: 'spell' }), bad('stack', 'list')],
  ['a stack item null', game({ stack: [null] }), bad('stack[0]', 'object')],
  ['scheme deck 10', game({ schemeDeck: 10 }), bad('schemeDeck', 'list')],
  ['a scheme that is its name', game({ schemeDeck: ['Plot'] }), bad('schemeDeck[0]', 'object')],
  ['seed 1.5', game({ seed: 1.5 }), bad('seed', 'integer')],
  ['seed "7"', game({ seed: '7' }), bad('seed', 'integer')],
  ['seed -7', game({ seed: -7 }), ok],
  ['active player 1', game({ activePlayer: 1 }), bad('activePlayer', 'string')],
  ['priority 0', game({ step: 'upkeep', priority: 0 }), bad('priority', 'string')],
  ['phase 2', game({ phase: 2 }), bad('phase', 'string')],
  ['step ["upkeep"]', game({ step: ['upkeep'] }), bad('step', 'string')],
];

/** Each player's fields and zones. */
export const PLAYER_SHAPE_ROWS: Row[] = [
  ['life 19.5', game({}, {}, { life: 19.5 }), bad('players[1].life', 'integer')],
  ['life "20"', game({}, { life: '20' }), bad('players[0].life', 'integer')],
  ['life 40', game({}, { life: 40 }), ok],
  ['maximum hand size -1', game({}, { maxHandSize: -1 }), bad('players[0].maxHandSize', 'count')],
  ['maximum hand size 0', game({}, { maxHandSize: 0 }), ok],
  ['maximum hand size 7.5', game({}, { maxHandSize: 7.5 }), bad('players[0].maxHandSize', 'count')],
  ['lands played -1', game({}, {}, { landsPlayedThisTurn: -1 }), bad('players[1].landsPlayedThisTurn', 'count')],
  ['lands played "one"', game({}, { landsPlayedThisTurn: 'one' }), bad('players[0].landsPlayedThisTurn', 'count')],
  ['lands played 0', game({}, { landsPlayedThisTurn: 0 }), ok],
  ['spells cast -1', game({}, { spellsCastThisTurn: -1 }), bad('players[0].spellsCastThisTurn', 'count')],
  ['spells cast 0.5', game({}, { spellsCastThisTurn: 0.5 }), bad('players[0].spellsCastThisTurn', 'count')],
  ['spells cast 3', game({}, { spellsCastThisTurn: 3 }), ok],
  ['library 10000', game({}, { library: 10_000 }), ok],
  ['library 10001', game({}, { library: 10_001 }), bad('players[0].library', 'library size')],
  ['library 0', game({}, { library: 0 }), ok],
  ['library -1', game({}, {}, { library: -1 }), bad('players[1].library', 'library size')],
  ['library 2.5', game({}, { library: 2.5 }), bad('players[0].library', 'library size')],
  ['library "40"', game({}, { library: '40' }), bad('players[0].library', 'list')],
  ['library null', game({}, { library: null }), bad('players[0].library', 'list')],
  ['no library (empty)', { players: [{ id: 'A', name: 'A' }, player('B')] }, ok],
  [
    'a library card that is a number',
    game({}, { library: [{ card: bear }, 3] }),
    bad('players[0].library[1]', 'object'),
  ],
  ['hand {}', game({}, { hand: {} }), bad('players[0].hand', 'list')],
  ['a hand card null', game({}, {}, { hand: [null] }), bad('players[1].hand[0]', 'object')],
  ['graveyard "none"', game({}, { graveyard: 'none' }), bad('players[0].graveyard', 'list')],
  ['a graveyard card that is a list', game({}, { graveyard: [[]] }), bad('players[0].graveyard[0]', 'object')],
  ['planes true', game({}, { planes: true }), bad('players[0].planes', 'list')],
  ['a plane that is its name', game({}, { planes: ['Realm'] }), bad('players[0].planes[0]', 'object')],
  ['mana pool 3', game({}, { manaPool: 3 }), bad('players[0].manaPool', 'counts')],
  ['mana pool ["R"]', game({}, { manaPool: ['R'] }), bad('players[0].manaPool', 'counts')],
  ['mana pool null', game({}, { manaPool: null }), bad('players[0].manaPool', 'counts')],
  ['mana pool R -1', game({}, { manaPool: { G: 1, R: -1 } }), bad('players[0].manaPool.R', 'count')],
  ['mana pool C 1.5', game({}, {}, { manaPool: { C: 1.5 } }), bad('players[1].manaPool.C', 'count')],
  ['mana pool X 1', game({}, { manaPool: { R: 1, X: 1 } }), bad('players[0].manaPool.X', 'mana type')],
  ['mana pool r 1 (types are capitals)', game({}, { manaPool: { r: 1 } }), bad('players[0].manaPool.r', 'mana type')],
  [
    'mana pool X -1 (the count is read first)',
    game({}, { manaPool: { X: -1 } }),
    bad('players[0].manaPool.X', 'count'),
  ],
  ['mana pool of every type, R 0', game({}, { manaPool: { W: 1, U: 1, B: 1, R: 0, G: 1, C: 2 } }), ok],
  ['team 2', game({}, { team: 2 }), bad('players[0].team', 'string')],
  ['name in Chinese 7', game({}, {}, { nameZh: 7 }), bad('players[1].nameZh', 'string')],
  ['team and name in Chinese', game({}, { team: 'red', nameZh: '甲' }), ok],
];

/** A permanent's fields. */
export const PERMANENT_SHAPE_ROWS: Row[] = [
  ['damage -1', game({ battlefield: [perm('x', bear, { damage: -1 })] }), bad('battlefield[0].damage', 'count')],
  ['damage 0', game({ battlefield: [perm('x', bear, { damage: 0 })] }), ok],
  ['counters 2', game({ battlefield: [perm('x', bear, { counters: 2 })] }), bad('battlefield[0].counters', 'counts')],
  [
    'counters ["+1/+1"]',
    game({ battlefield: [perm('x', bear, { counters: ['+1/+1'] })] }),
    bad('battlefield[0].counters', 'counts'),
  ],
  [
    'lore counters -1',
    game({ battlefield: [perm('x'), perm('y', bear, { counters: { lore: -1 } })] }),
    bad('battlefield[1].counters.lore', 'count'),
  ],
  ['+1/+1 counters 0', game({ battlefield: [perm('x', bear, { counters: { '+1/+1': 0 } })] }), ok],
  ...(['tapped', 'summoningSick', 'phasedOut', 'token', 'faceDown'] as const).flatMap((k): Row[] => [
    [`${k} "yes"`, game({ battlefield: [perm('x', bear, { [k]: 'yes' })] }), bad(`battlefield[0].${k}`, 'boolean')],
    [`${k} 1`, game({ battlefield: [perm('x', bear, { [k]: 1 })] }), bad(`battlefield[0].${k}`, 'boolean')],
    [`${k} true`, game({ battlefield: [perm('x', bear, { [k]: true })] }), ok],
  ]),
  [
    'attached to 0',
    game({ battlefield: [perm('x', bear, { attachedTo: 0 })] }),
    bad('battlefield[0].attachedTo', 'string'),
  ],
  [
    'attacking 1',
    game({ battlefield: [perm('x', bear, { attacking: 1 })] }),
    bad('battlefield[0].attacking', 'string'),
  ],
  [
    'protector ["B"]',
    game({ battlefield: [perm('x', bear, { protector: ['B'] })] }),
    bad('battlefield[0].protector', 'string'),
  ],
  ['blocking "x"', game({ battlefield: [perm('x', bear, { blocking: 'x' })] }), bad('battlefield[0].blocking', 'list')],
  [
    'damage assignment order "x"',
    game({ battlefield: [perm('x', bear, { damageAssignmentOrder: 'x' })] }),
    bad('battlefield[0].damageAssignmentOrder', 'list'),
  ],
  // A list well shaped is not the end of the checks: what follows it is still checked.
  [
    'a card in hand, then a permanent tapped "yes"',
    game({ battlefield: [perm('x', bear, { tapped: 'yes' })] }, { hand: [{ card: bear }] }),
    bad('battlefield[0].tapped', 'boolean'),
  ],
  [
    'a scheme deck, then a spell targeting "B"',
    archenemy([{ card: scheme }], {
      step: 'main',
      priority: 'A',
      stack: [{ card: spell, controller: 'A', targets: 'B' }],
    }),
    bad('stack[0].targets', 'list'),
  ],
  [
    'a spell, then a spell targeting "B"',
    onStack([
      { card: spell, controller: 'A' },
      { card: spell, controller: 'A', targets: 'B' },
    ]),
    bad('stack[1].targets', 'list'),
  ],
];

/** The shapes of a card, in every place a card is given (cardShape). */
const creature = (extra: Record<string, unknown>) => ({ ...bear, ...extra });
export const CARD_SHAPE_ROWS: Row[] = [
  [
    'keywords "flying"',
    game({ battlefield: [perm('x', creature({ keywords: 'flying' }))] }),
    bad(onCard('battlefield[0]', 'keywords'), 'list'),
  ],
  [
    'abilities {}',
    game({ battlefield: [perm('x', creature({ abilities: {} }))] }),
    bad(onCard('battlefield[0]', 'abilities'), 'list'),
  ],
  [
    'subtypes "Bear"',
    game({ battlefield: [perm('x', creature({ subtypes: 'Bear' }))] }),
    bad(onCard('battlefield[0]', 'subtypes'), 'list'),
  ],
  [
    'an ability that is text',
    game({ battlefield: [perm('x', creature({ abilities: ['flying'] }))] }),
    bad(onCard('battlefield[0]', 'abilities[0]'), 'object'),
  ],
  ...(['power', 'toughness', 'loyalty', 'defense', 'finalChapter'] as const).map((k): Row => [
    `${k} 1.5`,
    game({ battlefield: [perm('x', creature({ [k]: 1.5 }))] }),
    bad(`battlefield[0].card.${k}`, 'integer'),
  ]),
  [
    'power "2"',
    game({ battlefield: [perm('x', creature({ power: '2' }))] }),
    bad(onCard('battlefield[0]', 'power'), 'integer'),
  ],
  ['power -1', game({ battlefield: [perm('x', creature({ power: -1 }))] }), ok],
  [
    'lit up 3',
    game({ battlefield: [perm('x', creature({ litUp: 3 }))] }),
    bad(onCard('battlefield[0]', 'litUp'), 'list'),
  ],
  [
    'ongoing "yes"',
    archenemy([{ card: { ...scheme, ongoing: 'yes' } }]),
    bad(onCard('schemeDeck[0]', 'ongoing'), 'boolean'),
  ],
  ['an ongoing scheme', archenemy([{ card: { ...scheme, ongoing: true } }]), ok],
  [
    'mana cost 2',
    game({ battlefield: [perm('x', creature({ manaCost: 2 }))] }),
    bad(onCard('battlefield[0]', 'manaCost'), 'string'),
  ],
  [
    'name in Chinese 3',
    game({ battlefield: [perm('x', creature({ nameZh: 3 }))] }),
    bad(onCard('battlefield[0]', 'nameZh'), 'string'),
  ],
  [
    'a card with every field well-formed',
    game({
      battlefield: [
        perm('x', creature({ keywords: ['flying'], subtypes: ['Bear'], manaCost: '{1}{G}', nameZh: '熊' })),
      ],
    }),
    ok,
  ],
  [
    'keywords "flying" in a library',
    game({}, { library: [{ card: creature({ keywords: 'flying' }) }] }),
    bad(onCard('players[0].library[0]', 'keywords'), 'list'),
  ],
  [
    'keywords "flying" in a hand',
    game({}, {}, { hand: [{ card: creature({ keywords: 'flying' }) }] }),
    bad(onCard('players[1].hand[0]', 'keywords'), 'list'),
  ],
  [
    'keywords "flying" in a graveyard',
    game({}, { graveyard: [{ card: creature({ keywords: 'flying' }) }] }),
    bad(onCard('players[0].graveyard[0]', 'keywords'), 'list'),
  ],
  [
    'subtypes "Realm" of a plane',
    game({}, { planes: [{ card: { ...plane, subtypes: 'Realm' } }] }),
    bad(onCard('players[0].planes[0]', 'subtypes'), 'list'),
  ],
  [
    'abilities "none" of a scheme',
    archenemy([{ card: { ...scheme, abilities: 'none' } }]),
    bad(onCard('schemeDeck[0]', 'abilities'), 'list'),
  ],
  [
    'keywords "flying" of a spell',
    onStack([{ card: creature({ keywords: 'flying' }), controller: 'A' }]),
    bad(onCard('stack[0]', 'keywords'), 'list'),
  ],
  // The shapes are read before anything else: a card's shape is reported before a problem found later
  // (checkCard reads it again for a card given elsewhere, e.g. a token's).
  [
    'keywords "flying" in a library, and a player named 7',
    game({}, { library: [{ card: creature({ keywords: 'flying' }) }] }, { name: 7 }),
    bad(onCard('players[0].library[0]', 'keywords'), 'list'),
  ],
  [
    'keywords "flying" in a hand, and a player named 7',
    game({}, { hand: [{ card: creature({ keywords: 'flying' }) }] }, { name: 7 }),
    bad(onCard('players[0].hand[0]', 'keywords'), 'list'),
  ],
  [
    'keywords "flying" in a graveyard, and a player named 7',
    game({}, { graveyard: [{ card: creature({ keywords: 'flying' }) }] }, { name: 7 }),
    bad(onCard('players[0].graveyard[0]', 'keywords'), 'list'),
  ],
  [
    'subtypes "Realm" of a plane, and a player named 7',
    game({}, { planes: [{ card: { ...plane, subtypes: 'Realm' } }] }, { name: 7 }),
    bad(onCard('players[0].planes[0]', 'subtypes'), 'list'),
  ],
  [
    'keywords "flying" of a permanent controlled by Z',
    game({ battlefield: [perm('x', creature({ keywords: 'flying' }), { controller: 'Z' })] }),
    bad(onCard('battlefield[0]', 'keywords'), 'list'),
  ],
  [
    'abilities "none" of a scheme, and archenemy Z',
    game({ variant: { archenemy: 'Z' }, schemeDeck: [{ card: { ...scheme, abilities: 'none' } }] }),
    bad(onCard('schemeDeck[0]', 'abilities'), 'list'),
  ],
  [
    'keywords "flying" of a spell controlled by Z',
    onStack([{ card: creature({ keywords: 'flying' }), controller: 'Z' }]),
    bad(onCard('stack[0]', 'keywords'), 'list'),
  ],
  [
    'targets "B"',
    onStack([{ source: 'p', ability: 0, controller: 'A', targets: 'B' }]),
    bad('stack[0].targets', 'list'),
  ],
  [
    'a card that is text (checkCard says so)',
    game({ battlefield: [perm('x', 'Bear')] }),
    { code: 'setup/invalid-card', field: 'battlefield[0].card', params: { problem: 'card object' } },
  ],
];
