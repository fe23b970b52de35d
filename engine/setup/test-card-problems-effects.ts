// Rows for the card-problem tests: the effects of a spell (card-check.ts effectFields, checkEffects) and
// their self-replacement `instead` (replacement-check.ts checkSelfReplacement, 614.15).
import { no, ok, S, sorcery, type Row } from './test-card-problems';

const tapTarget = (k: string, word: unknown) => sorcery({ type: 'tap', [k]: word });
const destroy = (instead: unknown) => sorcery({ type: 'destroy', target: 'target creature', instead });
const damage = (instead: unknown) => sorcery({ type: 'deal damage', target: 'any target', amount: 2, instead });
const prevent = (type: string, x: Record<string, unknown>) =>
  sorcery({ type, source: 'a source of your choice', to: 'you', ...x });
/** Redirection (614.9); a field given as undefined is left out. */
const redirect = (x: Record<string, unknown>) =>
  sorcery(
    Object.fromEntries(
      Object.entries({ type: 'redirect damage', amount: 1, from: 'you', to: 'target creature', ...x }).filter(
        ([, v]) => v !== undefined,
      ),
    ),
  );

export const EFFECT_ROWS: Row[] = [
  ['a spell gaining 1 life', sorcery(gain(1)), ok],
  ['an effect gian life', sorcery({ type: 'gian life' }), no(`${S}.type`, 'effect', '"gian life"')],
  ['an effect of type 3', sorcery([{ type: 3 }]), no(`${S}.type`, 'effect', '3')],
  ['an effect without a type', sorcery([gain(1), {}]), no('card.spell[1].type', 'effect')],
  ['an effect that is null', sorcery([null]), no(`${S}.type`, 'effect')],
  ['redirect the next 1 damage', redirect({}), ok],
  ['redirect all damage', redirect({ amount: 'all' }), ok],
  ['redirect the next 0 damage', redirect({ amount: 0 }), no(`${S}.amount`, 'redirect amount', '0')],
  ['redirect the next 1.5 damage', redirect({ amount: 1.5 }), no(`${S}.amount`, 'redirect amount', '1.5')],
  ['redirect from no one', redirect({ from: undefined }), no(`${S}.from`, 'target word')],
  ['redirect to no one', redirect({ to: undefined }), no(`${S}.to`, 'target word')],
  ['redirect to target creatur', redirect({ to: 'target creatur' }), no(`${S}.to`, 'target word', '"target creatur"')],
  ['gain that much life', sorcery(gain('that much')), ok],
  ['gain lots of life', sorcery(gain('lots')), no(`${S}.amount`, 'life amount', '"lots"')],
  ['gain 1.5 life', sorcery(gain(1.5)), no(`${S}.amount`, 'life amount', '1.5')],
  [
    'deal 1.5 damage',
    sorcery({ type: 'deal damage', target: 'any target', amount: 1.5 }),
    no(`${S}.amount`, 'integer'),
  ],
  ['draw x cards', sorcery({ type: 'draw', count: 'x' }), no(`${S}.count`, 'integer')],
  ['draw 2 cards', sorcery({ type: 'draw', count: 2 }), ok],
  [
    'pump +x/+0',
    sorcery({ type: 'pump', target: 'target creature', power: 'x', toughness: 0 }),
    no(`${S}.power`, 'integer'),
  ],
  [
    'pump +0/+x',
    sorcery({ type: 'pump', target: 'target creature', power: 0, toughness: 'x' }),
    no(`${S}.toughness`, 'integer'),
  ],
  ['pump +2/+2', sorcery({ type: 'pump', target: 'target creature', power: 2, toughness: 2 }), ok],
  ['tap target creature', tapTarget('target', 'target creature'), ok],
  ...['target', 'blocking', 'attacker', 'of', 'from', 'to'].map((k): Row => [
    `${k}: target creatur`,
    tapTarget(k, 'target creatur'),
    no(`${S}.${k}`, 'target word', '"target creatur"'),
  ]),
  ['an additional upkeep step', sorcery({ type: 'additional step', step: 'upkeep' }), ok],
  [
    'an additional upkeeep step',
    sorcery({ type: 'additional step', step: 'upkeeep' }),
    no(`${S}.step`, 'step', '"upkeeep"'),
  ],
  [
    'an additional step after combat damag',
    sorcery({ type: 'additional step', step: 'upkeep', after: 'combat damag' }),
    no(`${S}.after`, 'step', '"combat damag"'),
  ],
  [
    'attacking what that creature attacks',
    sorcery({ type: 'is attacking', target: 'target creature', attackingSpecified: 'what that creature attacks' }),
    ok,
  ],
  [
    'attacking target player',
    sorcery({ type: 'is attacking', target: 'target creature', attackingSpecified: 'target player' }),
    ok,
  ],
  [
    'attacking whoever',
    sorcery({ type: 'is attacking', target: 'target creature', attackingSpecified: 'whoever' }),
    no(`${S}.attackingSpecified`, 'target word', '"whoever"'),
  ],
  [
    'becomes an artifact',
    sorcery({ type: 'change types', target: 'target creature', add: ['Artifact'], remove: ['Creature'] }),
    ok,
  ],
  [
    'add types as text',
    sorcery({ type: 'change types', target: 'target creature', add: 'Artifact' }),
    no(`${S}.add`, 'card types'),
  ],
  [
    'remove a number type',
    sorcery({ type: 'change types', target: 'target creature', remove: [1] }),
    no(`${S}.remove`, 'card types'),
  ],
  ['gains flying', sorcery({ type: 'gain keyword', target: 'target creature', keyword: 'flying' }), ok],
  [
    'gains flyin',
    sorcery({ type: 'gain keyword', target: 'target creature', keyword: 'flyin' }),
    no(`${S}.keyword`, 'keyword', '"flyin"'),
  ],
  ['becomes red', sorcery({ type: 'set color', target: 'target creature', color: 'R' }), ok],
  ['becomes purple', sorcery({ type: 'set color', target: 'target creature', color: 'P' }), no(`${S}.color`, 'color')],
  ['add C', sorcery({ type: 'add mana', mana: 'C' }), ok],
  ['add X', sorcery({ type: 'add mana', mana: 'X' }), no(`${S}.mana`, 'mana')],
  [
    'return all creature cards',
    sorcery({ type: 'return to the battlefield', what: 'all creature cards from your graveyard' }),
    ok,
  ],
  [
    'return power 2 or less',
    sorcery({ type: 'return to the battlefield', what: 'all creature cards with power 2 or less from your graveyard' }),
    ok,
  ],
  [
    'return all cards',
    sorcery({ type: 'return to the battlefield', what: 'all cards' }),
    no(`${S}.what`, 'return what', '"all cards"'),
  ],
  ['skip your next turn', sorcery({ type: 'skip', what: 'turn' }), ok],
  ['skip your upkeep step', sorcery({ type: 'skip', what: 'step', name: 'upkeep' }), ok],
  ['skip your combat phase', sorcery({ type: 'skip', what: 'phase', name: 'combat' }), ok],
  ['skip your game', sorcery({ type: 'skip', what: 'game' }), no(`${S}.what`, 'skip what')],
  [
    'skip your upkep step',
    sorcery({ type: 'skip', what: 'step', name: 'upkep' }),
    no(`${S}.name`, 'skip name', '"upkep"'),
  ],
  ['skip a step of no name', sorcery({ type: 'skip', what: 'step' }), no(`${S}.name`, 'skip name')],
  [
    'skip your upkeep phase',
    sorcery({ type: 'skip', what: 'phase', name: 'upkeep' }),
    no(`${S}.name`, 'skip name', '"upkeep"'),
  ],
  [
    'skip your combat step',
    sorcery({ type: 'skip', what: 'step', name: 'combat' }),
    no(`${S}.name`, 'skip name', '"combat"'),
  ],
  [
    'skip your turn named next',
    sorcery({ type: 'skip', what: 'turn', name: 'next' }),
    no(`${S}.name`, 'skip name', '"next"'),
  ],
  [
    'pump until end of combat',
    sorcery({ type: 'pump', target: 'target creature', power: 1, toughness: 1, duration: 'end of combat' }),
    ok,
  ],
  [
    'pump forever',
    sorcery({ type: 'pump', target: 'target creature', power: 1, toughness: 1, duration: 'forever' }),
    no(`${S}.duration`, 'duration'),
  ],
  ['destroy sharing a colour', sorcery({ type: 'destroy', target: 'target creature', alsoSharingColor: true }), ok],
  [
    'destroy sharing a colour: yes',
    sorcery({ type: 'destroy', target: 'target creature', alsoSharingColor: 'yes' }),
    no(`${S}.alsoSharingColor`, 'boolean'),
  ],
  // 614.15: self-replacement effects.
  [
    'destroy; if it is a green Elf creature, exile it instead',
    destroy({ if: { type: 'Creature', subtype: 'Elf', color: 'G' }, exile: true }),
    ok,
  ],
  ['destroy; instead: exile', destroy('exile'), no(`${S}.instead`, 'self-replacement')],
  ['destroy; instead also', destroy({ exile: true, also: 1 }), no(`${S}.instead.also`, 'replacement field', '"also"')],
  ['destroy; if red', destroy({ if: 'red', exile: true }), no(`${S}.instead.if`, 'condition')],
  [
    'destroy; if power 2',
    destroy({ if: { power: 2 }, exile: true }),
    no(`${S}.instead.if.power`, 'replacement field', '"power"'),
  ],
  ['destroy; if purple', destroy({ if: { color: 'P' }, exile: true }), no(`${S}.instead.if.color`, 'color')],
  ['destroy; exile: false', destroy({ exile: false }), no(`${S}.instead.exile`, 'self-replacement destroy')],
  ['deal damage; 0 instead', damage({ amount: 0 }), ok],
  ['deal damage; -1 instead', damage({ amount: -1 }), no(`${S}.instead.amount`, 'self-replacement damage')],
  ['deal damage; 1.5 instead', damage({ amount: 1.5 }), no(`${S}.instead.amount`, 'self-replacement damage')],
  [
    'tap; exile instead',
    sorcery({ type: 'tap', target: 'target creature', instead: { exile: true } }),
    no(`${S}.instead`, 'self-replacement where'),
  ],
];

/** Prevention (615.8, 615.9), can't (614.17), counters, tokens. */
export const PREVENTION_ROWS: Row[] = [
  ...['prevent the next time', 'prevent all damage from a source'].flatMap((type): Row[] => [
    [`${type}: a red source of your choice`, prevent(type, { properties: { color: 'R' } }), ok],
    [`${type}: a creature source of your choice`, prevent(type, { properties: { type: 'Creature' } }), ok],
    [`${type}: target creature`, prevent(type, { source: 'target creature' }), ok],
    [
      `${type}: target creatur`,
      prevent(type, { source: 'target creatur' }),
      no(`${S}.source`, 'damage source', '"target creatur"'),
    ],
    [`${type}: no source`, prevent(type, { source: undefined }), no(`${S}.source`, 'damage source')],
    [
      `${type}: a red target creature`,
      prevent(type, { source: 'target creature', properties: { color: 'R' } }),
      no(`${S}.properties`, 'properties of a chosen source'),
    ],
    [`${type}: properties null`, prevent(type, { properties: null }), no(`${S}.properties`, 'source properties')],
    [`${type}: properties a list`, prevent(type, { properties: ['R'] }), no(`${S}.properties`, 'source properties')],
    [`${type}: properties empty`, prevent(type, { properties: {} }), no(`${S}.properties`, 'source properties')],
    [
      `${type}: properties size`,
      prevent(type, { properties: { color: 'R', size: 2 } }),
      no(`${S}.properties.size`, 'source properties'),
    ],
    [`${type}: a purple source`, prevent(type, { properties: { color: 'P' } }), no(`${S}.properties.color`, 'color')],
    [
      `${type}: a source of type ''`,
      prevent(type, { properties: { type: '' } }),
      no(`${S}.properties.type`, 'card type'),
    ],
    [
      `${type}: a source of type 3`,
      prevent(type, { properties: { type: 3 } }),
      no(`${S}.properties.type`, 'card type'),
    ],
  ]),
  [
    'prevent damage to nobody',
    prevent('prevent the next time', { to: 'nobody' }),
    no(`${S}.to`, 'target word', '"nobody"'),
  ],
  [
    "target player can't gain life",
    sorcery({ type: "can't", cant: 'gain life', target: 'target player', duration: 'end of turn' }),
    ok,
  ],
  [
    "an effect: can't gain lif",
    sorcery({ type: "can't", cant: 'gain lif' }),
    no(`${S}.cant`, 'cant event', '"gain lif"'),
  ],
  [
    'put a +1/+1 counter',
    sorcery({ type: 'put counters', target: 'target creature', counter: '+1/+1', amount: 1 }),
    ok,
  ],
  [
    "put a '' counter",
    sorcery({ type: 'put counters', target: 'target creature', counter: '', amount: 1 }),
    no(`${S}.counter`, 'counter kind'),
  ],
  [
    'put a counter of kind 1',
    sorcery({ type: 'put counters', target: 'target creature', counter: 1, amount: 1 }),
    no(`${S}.counter`, 'counter kind'),
  ],
  [
    'put counters, no amount',
    sorcery({ type: 'put counters', target: 'target creature', counter: '+1/+1' }),
    no(`${S}.amount`, 'integer'),
  ],
];

function gain(amount: unknown) {
  return { type: 'gain life', amount };
}
