// Rows for the setup-problem tests (setup-problems.test.ts): the battlefield (controllers, owners,
// protectors, attachments), where the turn stands, the stack and priority.
import {
  aura,
  bear,
  game,
  no,
  ok,
  onStack,
  perm,
  prodigy,
  siege,
  spell,
  onCard,
  type Row,
} from './test-setup-problems';

const who = (code: Parameters<typeof no>[0], field: string, v: string | undefined) =>
  no(code, field, { value: v === undefined ? undefined : JSON.stringify(v) });
const attach = (i: number, to: string) =>
  no('setup/bad-attachment', `battlefield[${i}].attachedTo`, { value: JSON.stringify(to) }, ['701.3a']);
const twice = (field: string, id: string) => no('setup/duplicate-id', field, { value: JSON.stringify(id) });

/** The battlefield: each permanent's controller and owner are players, a battle's protector too (310.8), an attachment another permanent (701.3a). */
export const BATTLEFIELD_ROWS: Row[] = [
  [
    'a permanent with no controller',
    game({ battlefield: [{ id: 'x', card: bear }] }),
    who('setup/unknown-controller', 'battlefield[0].controller', undefined),
  ],
  [
    'a permanent controlled by Z',
    game({ battlefield: [perm('x'), perm('y', bear, { controller: 'Z' })] }),
    who('setup/unknown-controller', 'battlefield[1].controller', 'Z'),
  ],
  ['a permanent controlled by B', game({ battlefield: [perm('x', bear, { controller: 'B' })] }), ok],
  [
    'a permanent owned by Z',
    game({ battlefield: [perm('x', bear, { owner: 'Z' })] }),
    who('setup/unknown-owner', 'battlefield[0].owner', 'Z'),
  ],
  ['a permanent of A owned by B', game({ battlefield: [perm('x', bear, { owner: 'B' })] }), ok],
  [
    'a battle protected by Z',
    game({ battlefield: [perm('x', siege, { protector: 'Z' })] }),
    who('setup/unknown-protector', 'battlefield[0].protector', 'Z'),
  ],
  ['a battle protected by B', game({ battlefield: [perm('x', siege, { protector: 'B' })] }), ok],
  ['a battle with no protector given (an opponent protects it)', game({ battlefield: [perm('x', siege)] }), ok],
  [
    'a creature with a protector B (only a battle has one)',
    game({ battlefield: [perm('x', bear, { protector: 'B' })] }),
    no('setup/protector-not-battle', 'battlefield[0].protector', {}, ['310.8']),
  ],
  ['an Aura on an earlier permanent', game({ battlefield: [perm('x'), perm('a', aura, { attachedTo: 'x' })] }), ok],
  ['an Aura on itself', game({ battlefield: [perm('x'), perm('a', aura, { attachedTo: 'a' })] }), attach(1, 'a')],
  [
    'an Aura on a missing permanent',
    game({ battlefield: [perm('x'), perm('a', aura, { attachedTo: 'zz' })] }),
    attach(1, 'zz'),
  ],
  ['an Aura on a player', game({ battlefield: [perm('a', aura, { attachedTo: 'B' })] }), attach(0, 'B')],
  [
    'an Aura on a card in a hand',
    game({ battlefield: [perm('a', aura, { attachedTo: 'h' })] }, { hand: [{ id: 'h', card: bear }] }),
    attach(0, 'h'),
  ],
  [
    'an Aura on a later permanent (checked once all are placed)',
    game({ battlefield: [perm('a', aura, { attachedTo: 'x' }), perm('x')] }),
    ok,
  ],
];

/** Where the turn stands: the active player, the step in its phase (500.1), the turn number. */
export const TURN_ROWS: Row[] = [
  ['active player Z', game({ activePlayer: 'Z' }), who('setup/unknown-active-player', 'activePlayer', 'Z')],
  ['active player B', game({ activePlayer: 'B' }), ok],
  ['step "upkeeep"', game({ step: 'upkeeep' }), who('setup/unknown-step', 'step', 'upkeeep')],
  ['step "Upkeep"', game({ step: 'Upkeep' }), who('setup/unknown-step', 'step', 'Upkeep')],
  ['step upkeep (its phase found)', game({ step: 'upkeep' }), ok],
  ['step draw in the beginning phase', game({ phase: 'beginning', step: 'draw' }), ok],
  [
    'step upkeep in the combat phase',
    game({ phase: 'combat', step: 'upkeep' }),
    no('setup/step-not-in-phase', 'step', { step: 'upkeep', phase: 'combat' }, ['500.1']),
  ],
  [
    'step main in the ending phase',
    game({ phase: 'ending', step: 'main' }),
    no('setup/step-not-in-phase', 'step', { step: 'main', phase: 'ending' }, ['500.1']),
  ],
  ['step main in the postcombat main phase', game({ phase: 'postcombat main', step: 'main' }), ok],
  ['step end in the ending phase', game({ phase: 'ending', step: 'end' }), ok],
  [
    'phase "precombat main" with no step (untap)',
    game({ phase: 'precombat main' }),
    no('setup/step-not-in-phase', 'step', { step: 'untap', phase: 'precombat main' }, ['500.1']),
  ],
  ['phase "beginning" with no step (untap)', game({ phase: 'beginning' }), ok],
  [
    'phase "middle"',
    game({ phase: 'middle', step: 'upkeep' }),
    no('setup/step-not-in-phase', 'phase', { step: 'upkeep', phase: 'middle' }, ['500.1']),
  ],
  ['turn 0', game({ turn: 0 }), no('setup/turn', 'turn')],
  ['turn -1', game({ turn: -1 }), no('setup/turn', 'turn')],
  ['turn 1.5', game({ turn: 1.5 }), no('setup/turn', 'turn')],
  ['turn "2"', game({ turn: '2' }), no('setup/turn', 'turn')],
  ['turn null', game({ turn: null }), no('setup/turn', 'turn')],
  ['turn 1', game({ turn: 1 }), ok],
  ['turn 2', game({ turn: 2 }), ok],
];

/** The stack (bottom first): each item's controller, a spell's card, an ability's source and index; priority (502.4). */
/** A Prodigy with its abilities the other way round: the activated one is 1, as permanent 'q' beside 'p'. */
const withReversed = {
  battlefield: [perm('p', prodigy), perm('q', { ...prodigy, abilities: [...prodigy.abilities].reverse() })],
};

export const STACK_ROWS: Row[] = [
  [
    'a spell with no controller',
    onStack([{ card: spell }]),
    who('setup/unknown-controller', 'stack[0].controller', undefined),
  ],
  [
    'a spell controlled by Z',
    onStack([{ card: spell, controller: 'Z' }]),
    who('setup/unknown-controller', 'stack[0].controller', 'Z'),
  ],
  [
    'a spell of B over a spell of A',
    onStack([
      { card: spell, controller: 'A' },
      { card: spell, controller: 'B' },
    ]),
    ok,
  ],
  [
    'a spell with a card missing its name',
    onStack([{ card: { types: ['Instant'], colors: [] }, controller: 'A' }]),
    { code: 'setup/invalid-card', field: onCard('stack[0]', 'name'), params: { problem: 'name' } },
  ],
  ["the activated ability of A's Prodigy", onStack([{ source: 'p', ability: 0, controller: 'A' }]), ok],
  ["B's copy of that ability (whoever controls it)", onStack([{ source: 'p', ability: 0, controller: 'B' }]), ok],
  [
    'an ability with no source',
    onStack([{ ability: 0, controller: 'A' }]),
    no('setup/stack-ability', 'stack[0].source'),
  ],
  [
    'an ability of a missing source',
    onStack([{ source: 'zz', ability: 0, controller: 'A' }]),
    no('setup/stack-ability', 'stack[0].source'),
  ],
  [
    'an ability with no index',
    onStack([{ source: 'p', controller: 'A' }]),
    no('setup/stack-ability', 'stack[0].source'),
  ],
  [
    'an ability index past the last',
    onStack([{ source: 'p', ability: 2, controller: 'A' }]),
    no('setup/stack-ability', 'stack[0].source'),
  ],
  [
    'an ability index -1',
    onStack([{ source: 'p', ability: -1, controller: 'A' }]),
    no('setup/stack-ability', 'stack[0].source'),
  ],
  [
    'a static ability on the stack',
    onStack([{ source: 'p', ability: 1, controller: 'A' }]),
    no('setup/stack-ability', 'stack[0].source'),
  ],
  [
    'an ability of a creature with no abilities',
    onStack([{ source: 'x', ability: 0, controller: 'A' }], { battlefield: [perm('x')] }),
    no('setup/stack-ability', 'stack[0].source'),
  ],
  [
    'an ability of a card in a hand',
    game(
      { step: 'main', priority: 'A', stack: [{ source: 'h', ability: 0, controller: 'A' }] },
      { hand: [{ id: 'h', card: prodigy }] },
    ),
    ok,
  ],
  [
    'an ability with the id of a permanent',
    onStack([{ id: 'p', source: 'p', ability: 0, controller: 'A' }]),
    twice('stack[0].id', 'p'),
  ],
  [
    'two abilities with one id',
    onStack([
      { id: 'y', source: 'p', ability: 0, controller: 'A' },
      { id: 'y', source: 'p', ability: 0, controller: 'A' },
    ]),
    twice('stack[1].id', 'y'),
  ],
  [
    'an ability and a spell with one id',
    onStack([
      { id: 'y', source: 'p', ability: 0, controller: 'A' },
      { id: 'y', card: spell, controller: 'A' },
    ]),
    twice('stack[1].id', 'y'),
  ],
  [
    'two unnamed abilities',
    onStack([
      { source: 'p', ability: 0, controller: 'A' },
      { source: 'p', ability: 0, controller: 'B' },
    ]),
    ok,
  ],
  // Unnamed objects are numbered on from the ten library cards (c1–c10): an unnamed ability would be a11,
  // but a11 is given to a later item, so it is a12 (as an unnamed card skips the ids given).
  [
    'an unnamed ability under a spell "a11" (it is a12)',
    onStack([
      { source: 'p', ability: 0, controller: 'A' },
      { id: 'a11', card: spell, controller: 'A' },
    ]),
    ok,
  ],
  [
    'an ability id ""',
    onStack([{ id: '', source: 'p', ability: 0, controller: 'A' }]),
    no('setup/object-id', 'stack[0].id'),
  ],
  [
    'an ability id 7',
    onStack([{ id: 7, source: 'p', ability: 0, controller: 'A' }]),
    no('setup/object-id', 'stack[0].id'),
  ],
  [
    'an ability id null',
    onStack([{ id: null, source: 'p', ability: 0, controller: 'A' }]),
    no('setup/object-id', 'stack[0].id'),
  ],
  // An ability's index counts from 0; with none given, the ability is none (not the second).
  [
    'the activated ability 1 of a Prodigy reversed',
    onStack([{ source: 'q', ability: 1, controller: 'A' }], withReversed),
    ok,
  ],
  [
    'an ability of a Prodigy reversed with no index',
    onStack([{ source: 'q', controller: 'A' }], withReversed),
    no('setup/stack-ability', 'stack[0].source'),
  ],
  // No source is no object, even beside a permanent whose id is "undefined".
  [
    'an ability with no source, beside a Prodigy "undefined"',
    onStack([{ ability: 0, controller: 'A' }], { battlefield: [perm('undefined', prodigy)] }),
    no('setup/stack-ability', 'stack[0].source'),
  ],
  ['an ability id "y"', onStack([{ id: 'y', source: 'p', ability: 0, controller: 'A' }]), ok],
  ['priority Z', game({ step: 'upkeep', priority: 'Z' }), who('setup/unknown-priority-player', 'priority', 'Z')],
  ['priority B in the upkeep', game({ step: 'upkeep', priority: 'B' }), ok],
  ['priority in the untap step', game({ priority: 'A' }), no('setup/no-priority-in-step', 'priority', {}, ['502.4'])],
  [
    'priority in the untap step, given',
    game({ step: 'untap', priority: 'B' }),
    no('setup/no-priority-in-step', 'priority', {}, ['502.4']),
  ],
  ['priority in the cleanup step', game({ step: 'cleanup', priority: 'A' }), ok],
  [
    'a spell on the stack and no priority',
    game({ step: 'main', stack: [{ card: spell, controller: 'A' }] }),
    no('setup/stack-without-priority', 'priority'),
  ],
  ['an empty stack and no priority', game({ step: 'main', stack: [] }), ok],
];
