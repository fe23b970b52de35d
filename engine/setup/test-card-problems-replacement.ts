// Rows for the card-problem tests: a static ability's replacement or prevention effect (614.1, 615.1;
// replacement-check.ts checkReplacement), and the words of core/cards.ts each accepted where it is read
// (setup/card-words.ts) with a near word refused.
import type { EffectDef } from '../core/cards';
import {
  AFFECTED_OBJECTS,
  CANT_EVENTS,
  EFFECTS,
  QUANTITIES,
  TARGET_WORDS,
  TRIGGERS,
  WORD_KEYWORDS,
} from './card-words';
import {
  A,
  bear,
  gain1,
  lasting,
  no,
  ok,
  replacing,
  sorcery,
  staticAbility,
  triggered,
  type Row,
} from './test-card-problems';

const P = `${A}.replacement`;
const etb = (x: Record<string, unknown>) => replacing({ would: 'enter the battlefield', ...x });

/** Which `instead` each event takes (replacement-check.ts INSTEAD). */
const INSTEAD: Record<string, string[]> = {
  die: ['exile it', "shuffle it into its owner's library", "put it into its owner's hand"],
  'be put into a graveyard': ['exile it', "shuffle it into its owner's library", "put it into its owner's hand"],
  'deal damage': ['double that damage'],
  'draw a card': ['return a card from your graveyard to your hand', 'nothing'],
  'gain life': ['draw that many cards', 'gain twice that much life'],
  'create tokens': ['twice that many'],
  'pay life': ['exile that many cards from the top of your library'],
};

/** A well-formed value of each field, and the fields of each event (replacement-check.ts FIELDS). */
const VALUE: Record<string, unknown> = {
  objects: { objects: 'a creature you control', type: 'Creature', subtype: 'Elf', color: 'G' },
  tapped: true,
  counters: { '+1/+1': 1 },
  asCopyOfThis: true,
  chooseColor: 'protection from the chosen color',
  exileFromYourGraveyard: 'any number of creature cards',
  devour: 1,
  mayPayLifeElseTapped: 1,
  source: { objects: 'a source' },
  recipient: { objects: 'a player' },
  player: { objects: 'you' },
};
const FIELDS: Record<string, string[]> = {
  'enter the battlefield': Object.keys(VALUE).slice(0, 8),
  die: ['objects'],
  'be put into a graveyard': ['objects'],
  'deal damage': ['source', 'recipient'],
  'draw a card': ['player'],
  'gain life': ['player'],
  'create tokens': ['player'],
  'pay life': ['player'],
};
/** For each event, a field only another event has. */
const FOREIGN: Record<string, string> = {
  'enter the battlefield': 'instead',
  die: 'player',
  'be put into a graveyard': 'tapped',
  'deal damage': 'objects',
  'draw a card': 'source',
  'gain life': 'recipient',
  'create tokens': 'devour',
  'pay life': 'counters',
};
const base = (would: string) =>
  would === 'enter the battlefield' ? { would, tapped: true } : { would, instead: INSTEAD[would][0] };

export const REPLACEMENT_ROWS: Row[] = [
  ...Object.entries(INSTEAD).flatMap(([would, words]) =>
    words.map((w): Row => [`${would}: ${w} instead`, replacing({ would, instead: w }), ok]),
  ),
  ...Object.entries(FIELDS).flatMap(([would, fields]) => [
    ...fields.map((k): Row => [`${would}: ${k}`, replacing({ ...base(would), [k]: VALUE[k] }), ok]),
    [
      `${would}: ${FOREIGN[would]}`,
      replacing({ ...base(would), [FOREIGN[would]]: VALUE[FOREIGN[would]] ?? 'exile it' }),
      no(`${P}.${FOREIGN[would]}`, 'replacement field', JSON.stringify(FOREIGN[would])),
    ] as Row,
  ]),
  ['a replacement as text', replacing('enters tapped'), no(P, 'replacement')],
  ['a replacement as a list', replacing([{ would: 'die' }]), no(P, 'replacement')],
  ['would explode', replacing({ would: 'explode' }), no(`${P}.would`, 'replacement event', '"explode"')],
  ['enters as objects: a creature', etb({ tapped: true, objects: 'a creature' }), no(`${P}.objects`, 'watched')],
  [
    'enters, a creatur',
    etb({ tapped: true, objects: { objects: 'a creatur' } }),
    no(`${P}.objects.objects`, 'watched objects', '"a creatur"'),
  ],
  [
    'enters, a creature of type 3',
    etb({ tapped: true, objects: { objects: 'a creature', type: 3 } }),
    no(`${P}.objects.type`, 'card types'),
  ],
  [
    'enters, a creature of subtype 3',
    etb({ tapped: true, objects: { objects: 'a creature', subtype: 3 } }),
    no(`${P}.objects.subtype`, 'card types'),
  ],
  [
    'enters, a purple creature',
    etb({ tapped: true, objects: { objects: 'a creature', color: 'P' } }),
    no(`${P}.objects.color`, 'color'),
  ],
  [
    'enters, a creature of power 2',
    etb({ tapped: true, objects: { objects: 'a creature', power: 2 } }),
    no(`${P}.objects.power`, 'replacement field', '"power"'),
  ],
  ['enters tapped: yes', etb({ tapped: 'yes' }), no(`${P}.tapped`, 'boolean')],
  ['enters as a copy: yes', etb({ asCopyOfThis: 'yes' }), no(`${P}.asCopyOfThis`, 'boolean')],
  ['enters with counters +1/+1', etb({ counters: '+1/+1' }), no(`${P}.counters`, 'counters')],
  ['enters with 0 +1/+1 counters', etb({ counters: { '+1/+1': 0 } }), no(`${P}.counters.+1/+1`, 'counters')],
  ['enters with 1.5 +1/+1 counters', etb({ counters: { '+1/+1': 1.5 } }), no(`${P}.counters.+1/+1`, 'counters')],
  ['enters choosing a colour', etb({ chooseColor: 'a colour' }), no(`${P}.chooseColor`, 'choose color', '"a colour"')],
  [
    'enters exiling cards',
    etb({ exileFromYourGraveyard: 'any cards' }),
    no(`${P}.exileFromYourGraveyard`, 'exile from graveyard', '"any cards"'),
  ],
  ['devour 0', etb({ devour: 0 }), no(`${P}.devour`, 'amount', '0')],
  ['devour 1.5', etb({ devour: 1.5 }), no(`${P}.devour`, 'amount', '1.5')],
  ['pay 0 life or enter tapped', etb({ mayPayLifeElseTapped: 0 }), no(`${P}.mayPayLifeElseTapped`, 'amount', '0')],
  ['pay 2 life or enter tapped', etb({ mayPayLifeElseTapped: 2 }), ok],
  ['enters, how not said', etb({}), no(P, 'enters how')],
  [
    'an opponent’s creature enters under your control',
    etb({ objects: { objects: 'a creature an opponent controls' }, underYourControl: true }),
    ok,
  ],
  [
    'an opponent’s creature enters tapped',
    etb({ objects: { objects: 'a creature an opponent controls' }, tapped: true }),
    ok,
  ],
  [
    'this enters under your control',
    etb({ underYourControl: true }),
    no(`${P}.objects`, 'under your control', '"this"'),
  ],
  [
    'a creature you control enters under your control',
    etb({ objects: { objects: 'a creature you control' }, underYourControl: true }),
    no(`${P}.objects`, 'under your control', '"a creature you control"'),
  ],
  ['enters under your control: yes', etb({ underYourControl: 'yes' }), no(`${P}.underYourControl`, 'boolean')],
  ['enters untapped', etb({ tapped: false, asCopyOfThis: false }), no(P, 'enters how')],
  ['enters, a creature, how not said', etb({ objects: { objects: 'a creature' } }), no(P, 'enters how')],
  [
    'dies: exile instead',
    replacing({ would: 'die', instead: 'exile' }),
    no(`${P}.instead`, 'instead', '"exile"', INSTEAD.die.join(', ')),
  ],
  [
    'dies: nothing instead',
    replacing({ would: 'die', instead: 'nothing' }),
    no(`${P}.instead`, 'instead', '"nothing"', INSTEAD.die.join(', ')),
  ],
  [
    'dies, a creatur',
    replacing({ would: 'die', instead: 'exile it', objects: { objects: 'a creatur' } }),
    no(`${P}.objects.objects`, 'watched objects', '"a creatur"'),
  ],
  [
    'deal damage: half instead',
    replacing({ would: 'deal damage', instead: 'half that damage' }),
    no(`${P}.instead`, 'instead', '"half that damage"', 'double that damage, {prevent}'),
  ],
  ['deal damage: prevent all', replacing({ would: 'deal damage', instead: { prevent: 'all' } }), ok],
  ['deal damage: prevent 1', replacing({ would: 'deal damage', instead: { prevent: 1 } }), ok],
  [
    'deal damage: prevent 0',
    replacing({ would: 'deal damage', instead: { prevent: 0 } }),
    no(`${P}.instead.prevent`, 'prevent amount', '0'),
  ],
  [
    'deal damage: prevent 1.5',
    replacing({ would: 'deal damage', instead: { prevent: 1.5 } }),
    no(`${P}.instead.prevent`, 'prevent amount', '1.5'),
  ],
  [
    'dies: prevent 1',
    replacing({ would: 'die', instead: { prevent: 1 } }),
    no(`${P}.instead`, 'instead', '{"prevent":1}', INSTEAD.die.join(', ')),
  ],
  [
    'deal damage by you',
    replacing({ would: 'deal damage', instead: { prevent: 1 }, source: { objects: 'you' } }),
    no(`${P}.source.objects`, 'watched objects', '"you"'),
  ],
  [
    'deal damage to a playr',
    replacing({ would: 'deal damage', instead: { prevent: 1 }, recipient: { objects: 'a playr' } }),
    no(`${P}.recipient.objects`, 'watched objects', '"a playr"'),
  ],
  [
    'deal damage to a creature',
    replacing({ would: 'deal damage', instead: { prevent: 1 }, recipient: { objects: 'a creature' } }),
    ok,
  ],
  [
    'a player, a creature, draws',
    replacing({ would: 'draw a card', instead: 'nothing', player: { objects: 'a creature' } }),
    no(`${P}.player.objects`, 'watched players', '"a creature"'),
  ],
  [
    "damage by a: source can't be prevented",
    staticAbility({ rule: "damage can't be prevented", source: 'a source' }),
    no(`${A}.source`, 'watched'),
  ],
];

/** A well-formed effect of each type. */
const EFFECT_OF: Record<EffectDef['type'], Record<string, unknown>> = {
  pump: { target: 'target creature', power: 1, toughness: 1 },
  'prevent damage': { target: 'any target', amount: 1 },
  'deal damage': { target: 'any target', amount: 1 },
  'gain life': { amount: 1 },
  'lose life': { target: 'target player', amount: 1 },
  draw: { count: 1 },
  discard: { count: 1 },
  destroy: { target: 'target creature' },
  'extra turn': {},
  'additional combat phase': {},
  'additional step': { step: 'upkeep' },
  skip: { what: 'turn' },
  'add mana': { mana: 'G' },
  'create token': { card: bear() },
  'remove from combat': { target: 'target creature' },
  tap: { target: 'target creature' },
  untap: { target: 'target creature' },
  'set color': { target: 'target creature', color: 'R' },
  'gain keyword': { target: 'target creature', keyword: 'flying' },
  block: { target: 'target creature' },
  'reselect attack': { target: 'target creature' },
  'is attacking': { target: 'target creature' },
  'change types': { target: 'target creature', add: ['Artifact'] },
  regenerate: { target: 'target creature' },
  'create a token copy': { target: 'target creature' },
  'return to the battlefield': { what: 'all creature cards from your graveyard' },
  'continuous effect': { changes: [{ layer: '7c', power: 1, toughness: 1 }], duration: 'end of turn' },
  'put counters': { target: 'target creature', counter: '+1/+1', amount: 1 },
  'become a copy': { target: 'target creature' },
  attach: { target: 'target creature' },
  "damage can't be prevented": {},
  'prevent the next time': { source: 'a source of your choice' },
  'prevent all damage from a source': { source: 'target creature' },
  'redirect damage': { amount: 'all', from: 'you', to: 'target creature' },
  "can't": { cant: 'gain life' },
};

export const WORD_ROWS: Row[] = [
  ...[...WORD_KEYWORDS].map((k): Row => [`keyword ${k}`, bear({ keywords: [k] }), ok]),
  ['keyword flyin', bear({ keywords: ['flyin'] }), no('card.keywords[0]', 'keyword', '"flyin"')],
  ...[...TRIGGERS].map((t): Row => [`trigger ${t}`, triggered({ trigger: t, step: 'upkeep' }), ok]),
  ['trigger dies.', triggered({ trigger: 'dies.' }), no(`${A}.trigger`, 'trigger', '"dies."')],
  ...[...EFFECTS].map((t): Row => [`effect ${t}`, sorcery({ type: t, ...EFFECT_OF[t as EffectDef['type']] }), ok]),
  ['effect drawn', sorcery({ type: 'drawn', count: 1 }), no('card.spell[0].type', 'effect', '"drawn"')],
  ...[...TARGET_WORDS].map((w): Row => [`target word ${w}`, sorcery({ type: 'tap', target: w }), ok]),
  [
    'target word target creatur',
    sorcery({ type: 'tap', target: 'target creatur' }),
    no('card.spell[0].target', 'target word', '"target creatur"'),
  ],
  ...[...AFFECTED_OBJECTS].map((o): Row => [
    `affecting ${o}`,
    lasting([{ layer: '7c', power: 1, toughness: 1 }], { objects: o }),
    ok,
  ]),
  [
    'affecting creatures you contro',
    lasting([{ layer: '7c', power: 1, toughness: 1 }], { objects: 'creatures you contro' }),
    no(`${A}.affects.objects`, 'affected objects', '"creatures you contro"'),
  ],
  ...[...QUANTITIES].map((q): Row => [`power: ${q}`, lasting([{ layer: '7b', power: q, toughness: 1 }]), ok]),
  [
    'power: cards in your han',
    lasting([{ layer: '7b', power: 'cards in your han', toughness: 1 }]),
    no(`${A}.changes[0].power`, 'quantity', '"cards in your han"'),
  ],
  ...[...CANT_EVENTS].map((c): Row => [`can't ${c}`, staticAbility({ rule: "can't", cant: c }), ok]),
  ["can't lose lif", staticAbility({ rule: "can't", cant: 'lose lif' }), no(`${A}.cant`, 'cant event', '"lose lif"')],
  ["an effect can't lose life", sorcery({ type: "can't", cant: 'lose life' }), ok],
  ['an effect gaining 1', sorcery(gain1), ok],
];
