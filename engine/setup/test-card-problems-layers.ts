// Rows for the card-problem tests: continuous effects, what they affect (611.3a) and their layer
// changes (613.1, 613.4), of a static ability (611.3) and of a resolving spell (611.2).
import { A, lasting, no, ok, RESOLVED_LAYERS, resolving, S, STATIC_LAYERS, type Row } from './test-card-problems';

const C = `${A}.changes`;
const R = `${S}.changes`;
const plus1 = { layer: '7c', power: 1, toughness: 1 };

export const LAYER_ROWS: Row[] = [
  ['affects creatures you control', lasting([plus1], { objects: 'creatures you control' }), ok],
  [
    'affects creaturs',
    lasting([plus1], { objects: 'creaturs' }),
    no(`${A}.affects.objects`, 'affected objects', '"creaturs"'),
  ],
  ['affects null', lasting([plus1], null), no(`${A}.affects.objects`, 'affected objects')],
  ['affects red creatures with flying', lasting([plus1], { objects: 'creatures', color: 'R', keyword: 'flying' }), ok],
  [
    'affects purple creatures',
    lasting([plus1], { objects: 'creatures', color: 'P' }),
    no(`${A}.affects.color`, 'color'),
  ],
  [
    'affects creatures with flyin',
    lasting([plus1], { objects: 'creatures', keyword: 'flyin' }),
    no(`${A}.affects.keyword`, 'keyword', '"flyin"'),
  ],
  [
    'affects Elf non-Wall creatures',
    lasting([plus1], { objects: 'creatures', type: 'Creature', subtype: 'Elf', notType: 'Wall' }),
    ok,
  ],
  ...['type', 'subtype', 'notType'].map((k): Row => [
    `affects creatures of ${k} 3`,
    lasting([plus1], { objects: 'creatures', [k]: 3 }),
    no(`${A}.affects.${k}`, 'card types'),
  ]),
  [
    'a resolving effect on creaturs',
    resolving([plus1], { objects: 'creaturs' }),
    no(`${S}.affects.objects`, 'affected objects', '"creaturs"'),
  ],
  ['no changes', lasting([]), no(C, 'layer changes')],
  ['changes as one change', lasting(plus1), no(C, 'layer changes')],
  ['a resolving effect of no changes', resolving(undefined), no(R, 'layer changes')],
  ["layer '4'", lasting([{ layer: '4', add: ['Artifact'] }]), ok],
  ['layer 4', lasting([{ layer: 4, add: ['Artifact'] }]), no(`${C}[0].layer`, 'layer as text', '4')],
  ["layer '1'", lasting([{ layer: '1' }]), no(`${C}[0].layer`, 'layer', '"1"', STATIC_LAYERS)],
  ['layer 1', lasting([{ layer: 1 }]), no(`${C}[0].layer`, 'layer', '1', STATIC_LAYERS)],
  ['a change that is null', lasting([plus1, null]), no(`${C}[1].layer`, 'layer', undefined, STATIC_LAYERS)],
  ["static layer '2'", lasting([{ layer: '2', control: 'you' }]), no(`${C}[0].layer`, 'layer', '"2"', STATIC_LAYERS)],
  ["resolving layer '2', control: you", resolving([{ layer: '2', control: 'you' }]), ok],
  ['resolving layer 2', resolving([{ layer: 2, control: 'you' }]), no(`${R}[0].layer`, 'layer as text', '2')],
  [
    "resolving layer '7a'",
    resolving([{ layer: '7a', power: 1, toughness: 1 }]),
    no(`${R}[0].layer`, 'layer', '"7a"', RESOLVED_LAYERS),
  ],
  ["resolving layer '2', control: me", resolving([{ layer: '2', control: 'me' }]), no(`${R}[0].control`, 'control')],
  ["layer '3', red to green", lasting([{ layer: '3', from: 'R', to: 'G' }]), ok],
  ["layer '3', from purple", lasting([{ layer: '3', from: 'P', to: 'G' }]), no(`${C}[0].from`, 'color')],
  ["layer '3', to purple", lasting([{ layer: '3', from: 'R', to: 'P' }]), no(`${C}[0].to`, 'color')],
  ...['add', 'remove', 'addSubtypes', 'removeSubtypes'].map((k): Row => [
    `layer '4', ${k} as text`,
    lasting([{ layer: '4', [k]: 'Elf' }]),
    no(`${C}[0].${k}`, 'card types'),
  ]),
  ["layer '4', nothing added or removed", lasting([{ layer: '4' }]), no(`${C}[0]`, 'change of nothing')],
  [
    "layer '4', empty lists",
    lasting([{ layer: '4', add: [], removeSubtypes: [] }]),
    no(`${C}[0]`, 'change of nothing'),
  ],
  ["layer '4', a subtype removed only", lasting([{ layer: '4', removeSubtypes: ['Elf'] }]), ok],
  ["layer '4', add a number", lasting([{ layer: '4', add: [1] }]), no(`${C}[0].add`, 'card types')],
  ["layer '5', colors red", lasting([{ layer: '5', colors: ['R'] }]), ok],
  ["layer '5', no colour", lasting([{ layer: '5', colors: [] }]), ok],
  ["resolving layer '5', the chosen colour", resolving([{ layer: '5', colors: 'chosen' }]), ok],
  ["static layer '5', the chosen colour", lasting([{ layer: '5', colors: 'chosen' }]), no(`${C}[0].colors`, 'colors')],
  ["layer '5', purple", lasting([{ layer: '5', colors: ['R', 'P'] }]), no(`${C}[0].colors`, 'colors')],
  ["resolving layer '5', purple", resolving([{ layer: '5', colors: ['P'] }]), no(`${R}[0].colors`, 'colors')],
  ["layer '6', gains flying, loses haste", lasting([{ layer: '6', gain: ['flying'], lose: ['haste'] }]), ok],
  ["layer '6', loses all abilities", lasting([{ layer: '6', loseAll: true }]), ok],
  ["layer '6', nothing", lasting([{ layer: '6', loseAll: false, gain: [] }]), no(`${C}[0]`, 'change of nothing')],
  ["resolving layer '6', nothing", resolving([{ layer: '6', grant: [] }]), no(`${R}[0]`, 'change of nothing')],
  ["layer '6', gain: flying", lasting([{ layer: '6', gain: 'flying' }]), no(`${C}[0].gain`, 'keyword', '"flying"')],
  [
    "layer '6', gain flyin",
    lasting([{ layer: '6', gain: ['flying', 'flyin'] }]),
    no(`${C}[0].gain[1]`, 'keyword', '"flyin"'),
  ],
  ["layer '6', lose flyin", lasting([{ layer: '6', lose: ['flyin'] }]), no(`${C}[0].lose[0]`, 'keyword', '"flyin"')],
  ["layer '6', grants an ability", lasting([{ layer: '6', grant: [triggeredAbility({})] }]), ok],
  [
    "layer '6', grant as one ability",
    lasting([{ layer: '6', grant: triggeredAbility({}) }]),
    no(`${C}[0].grant`, 'abilities'),
  ],
  ["layer '6', grant null", lasting([{ layer: '6', grant: [null] }]), no(`${C}[0].grant[0]`, 'ability kind')],
  [
    "layer '6', grant a trigger attacs",
    lasting([{ layer: '6', grant: [triggeredAbility({ trigger: 'attacs' })] }]),
    no(`${C}[0].grant[0].trigger`, 'trigger', '"attacs"'),
  ],
  ["layer '7a', power 'cards in your hand'", lasting([{ layer: '7a', power: 'cards in your hand', toughness: 1 }]), ok],
  ["layer '7a', no power", lasting([{ layer: '7a', toughness: 1 }]), no(`${C}[0].power`, 'quantity')],
  ["layer '7a', no toughness", lasting([{ layer: '7a', power: 1 }]), no(`${C}[0].toughness`, 'quantity')],
  ["layer '7b', toughness 1 only", lasting([{ layer: '7b', toughness: 1 }]), ok],
  ["layer '7b', neither", lasting([{ layer: '7b' }]), no(`${C}[0]`, 'change of nothing')],
  ["layer '7a', neither", lasting([{ layer: '7a' }]), no(`${C}[0].power`, 'quantity')],
  ["layer '7b', power x", lasting([{ layer: '7b', power: 'x' }]), no(`${C}[0].power`, 'quantity', '"x"')],
  ["layer '7b', toughness 1.5", lasting([{ layer: '7b', toughness: 1.5 }]), no(`${C}[0].toughness`, 'quantity', '1.5')],
  ["layer '7c', +1/+1", lasting([plus1]), ok],
  ["layer '7c', power 1.5", lasting([{ layer: '7c', power: 1.5, toughness: 1 }]), no(`${C}[0].power`, 'integer')],
  ["layer '7c', no toughness", lasting([{ layer: '7c', power: 1 }]), no(`${C}[0].toughness`, 'integer')],
  ["layer '7d'", lasting([{ layer: '7d' }]), ok],
];

function triggeredAbility(x: Record<string, unknown>) {
  return { kind: 'triggered', trigger: 'attacks', effect: { type: 'gain life', amount: 1 }, ...x };
}
