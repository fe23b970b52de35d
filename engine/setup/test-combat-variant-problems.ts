// Rows for combat-variant-problems.test.ts: a small setup with one thing wrong in its combat
// (combat-checks.ts, 506–509) or its variant (variant-checks.ts, 506.2a, 801, 805), and the exact
// SetupError checkSetup gives for it — or null for the near miss that is accepted.
import type { SetupError, SetupErrorCode } from '../core/setup';
import { bear, game, ok, player, siege, type Row } from './test-setup-problems';

/** The error as combat-checks.ts and variant-checks.ts build it: always with its `rules`. */
const no = (code: SetupErrorCode, field: string, rules: string[], params: SetupError['params'] = {}): SetupError => ({
  code,
  field,
  params,
  rules,
});

/** A's creature `id` attacking `attacking` (tapped, as an attacker without vigilance is). */
const attacker = (id: string, attacking: string, more: Record<string, unknown> = {}) => ({
  id,
  card: bear,
  controller: 'A',
  attacking,
  tapped: true,
  ...more,
});
/** B's creature `id` blocking `blocking`. */
const blocker = (id: string, blocking: string[], more: Record<string, unknown> = {}) => ({
  id,
  card: bear,
  controller: 'B',
  blocking,
  ...more,
});

type Step = 'beginning of combat' | 'declare attackers' | 'declare blockers' | 'end of combat';
/** A (active) and B in the combat phase of turn 3 at `step`; with priority, the step has started. */
const combat = (step: Step, battlefield: unknown[], started = true, extra: Record<string, unknown> = {}) =>
  game({
    turn: 3,
    activePlayer: 'A',
    phase: 'combat',
    step,
    ...(started ? { priority: 'A' } : {}),
    battlefield,
    ...extra,
  });

/** A, B and C in A's declare attackers (or blockers) step, with `variant`. */
const three = (battlefield: unknown[], variant: unknown = {}, step: Step = 'declare attackers') => ({
  players: ['A', 'B', 'C'].map((id) => player(id)),
  variant,
  turn: 4,
  activePlayer: 'A',
  phase: 'combat',
  step,
  priority: 'A',
  battlefield,
});

/** A and B on team x, C and D on team y, shared team turns, in A's declare blockers (or attackers) step. */
const teams = (battlefield: unknown[], step: Step = 'declare blockers') => ({
  players: [
    player('A', { team: 'x' }),
    player('B', { team: 'x' }),
    player('C', { team: 'y' }),
    player('D', { team: 'y' }),
  ],
  variant: { sharedTeamTurns: true },
  turn: 3,
  activePlayer: 'A',
  phase: 'combat',
  step,
  priority: 'A',
  battlefield,
});

const walker = { name: 'Sage', types: ['Planeswalker'], colors: ['U'], loyalty: 3 };
const rock = { name: 'Rock', types: ['Artifact'], colors: [] };

export const COMBAT_ROWS: Row[] = [
  [
    'an attacker in the precombat main phase',
    game({ turn: 3, activePlayer: 'A', phase: 'precombat main', step: 'main', battlefield: [attacker('x', 'B')] }),
    no('setup/combat-outside-combat', 'battlefield', ['511.3']),
  ],
  [
    'a blocker in the postcombat main phase',
    game({ turn: 3, activePlayer: 'A', phase: 'postcombat main', step: 'main', battlefield: [blocker('y', ['x'])] }),
    no('setup/combat-outside-combat', 'battlefield', ['511.3']),
  ],
  ['(near miss) an attacker in the end of combat step', combat('end of combat', [attacker('x', 'B')]), ok],
  [
    'an artifact attacking',
    combat('declare attackers', [attacker('x', 'B'), attacker('r', 'B', { card: rock })]),
    no('setup/attacker-not-creature', 'battlefield[1].attacking', ['506.3']),
  ],
  [
    "B's creature attacking in A's turn",
    combat('declare attackers', [attacker('x', 'A', { controller: 'B' })]),
    no('setup/attacker-not-active-players', 'battlefield[0].attacking', ['506.2']),
  ],
  ["(near miss) A's creature attacking B", combat('declare attackers', [attacker('x', 'B')]), ok],
  [
    'a creature attacking its own controller',
    combat('declare attackers', [attacker('x', 'A')]),
    no('setup/bad-attack-target', 'battlefield[0].attacking', ['506.3'], { value: 'A' }),
  ],
  [
    'a creature attacking no one there',
    combat('declare attackers', [attacker('x', 'nowhere')]),
    no('setup/bad-attack-target', 'battlefield[0].attacking', ['506.3'], { value: 'nowhere' }),
  ],
  [
    "a creature attacking B's creature",
    combat('declare attackers', [attacker('x', 'y'), { id: 'y', card: bear, controller: 'B' }]),
    no('setup/bad-attack-target', 'battlefield[0].attacking', ['506.3'], { value: 'y' }),
  ],
  [
    "a creature attacking A's own planeswalker",
    combat('declare attackers', [attacker('x', 'w'), { id: 'w', card: walker, controller: 'A' }]),
    no('setup/bad-attack-target', 'battlefield[0].attacking', ['506.3'], { value: 'w' }),
  ],
  [
    "(near miss) a creature attacking B's planeswalker",
    combat('declare attackers', [attacker('x', 'w'), { id: 'w', card: walker, controller: 'B' }]),
    ok,
  ],
  [
    '(near miss) a creature attacking a battle B protects',
    combat('declare attackers', [attacker('x', 's'), { id: 's', card: siege, controller: 'A', protector: 'B' }]),
    ok,
  ],
  [
    "A's creature attacking A's teammate B (shared team turns, 506.2b, 805.10a)",
    teams([attacker('x', 'B')], 'declare attackers'),
    no('setup/bad-attack-target', 'battlefield[0].attacking', ['506.3'], { value: 'B' }),
  ],
  [
    "B's creature attacking B's teammate, the active player A (shared team turns, 506.2b, 805.10a)",
    teams([attacker('x', 'A', { controller: 'B' })], 'declare attackers'),
    no('setup/bad-attack-target', 'battlefield[0].attacking', ['506.3'], { value: 'A' }),
  ],
  [
    "(near miss) B's creature attacking D of the other team (shared team turns)",
    teams([attacker('x', 'D', { controller: 'B' })], 'declare attackers'),
    ok,
  ],
  [
    'an attacker in the beginning of combat step',
    combat('beginning of combat', [attacker('x', 'B')]),
    no('setup/attackers-not-declared-yet', 'battlefield[0].attacking', ['508.1']),
  ],
  [
    'an attacker in the declare attackers step before it has started (no priority)',
    combat('declare attackers', [attacker('x', 'B')], false),
    no('setup/attackers-not-declared-yet', 'battlefield[0].attacking', ['508.1']),
  ],
  [
    'attacks on B and C when one opponent is chosen',
    three([attacker('x', 'B'), attacker('y', 'C')], { attackOption: 'choose one opponent' }),
    no('setup/several-defending-players', 'battlefield', ['506.2a']),
  ],
  [
    '(near miss) attacks on B alone when one opponent is chosen',
    three([attacker('x', 'B'), attacker('y', 'B')], { attackOption: 'choose one opponent' }),
    ok,
  ],
  [
    '(near miss) attacks on B and C when attacking multiple players',
    three([attacker('x', 'B'), attacker('y', 'C')], { attackOption: 'attack multiple players' }),
    ok,
  ],
  [
    'a blocker in the declare attackers step',
    combat('declare attackers', [attacker('x', 'B'), blocker('y', ['x'])]),
    no('setup/blockers-not-declared-yet', 'battlefield[1].blocking', ['509.1']),
  ],
  [
    'a blocker in the declare blockers step before it has started (no priority)',
    combat('declare blockers', [attacker('x', 'B'), blocker('y', ['x'])], false),
    no('setup/blockers-not-declared-yet', 'battlefield[1].blocking', ['509.1']),
  ],
  [
    '(near miss) a blocker once blockers are declared',
    combat('declare blockers', [attacker('x', 'B'), blocker('y', ['x'])]),
    ok,
  ],
  [
    'a block of a creature that is not attacking',
    combat('declare blockers', [attacker('x', 'B'), blocker('y', ['z'])]),
    no('setup/blocking-non-attacker', 'battlefield[1].blocking', ['509.1a'], { value: 'z' }),
  ],
  [
    'C blocking a creature attacking B',
    three([attacker('x', 'B'), blocker('y', ['x'], { controller: 'C' })], {}, 'declare blockers'),
    no('setup/blocking-other-players-attacker', 'battlefield[1].blocking', ['509.1a'], { value: 'x' }),
  ],
  [
    "A's teammate B blocking a creature attacking C (shared team turns)",
    teams([attacker('x', 'C'), blocker('y', ['x'], { controller: 'B' })]),
    no('setup/blocking-other-players-attacker', 'battlefield[1].blocking', ['509.1a'], { value: 'x' }),
  ],
  [
    "(near miss) C's teammate D blocking a creature attacking C (805.10d)",
    teams([attacker('x', 'C'), blocker('y', ['x'], { controller: 'D' })]),
    ok,
  ],
  [
    "a blocker's damage assignment order missing a creature it blocks",
    combat('declare blockers', [
      attacker('x', 'B'),
      attacker('v', 'B'),
      blocker('y', ['x', 'v'], { damageAssignmentOrder: ['x'] }),
    ]),
    no('setup/bad-blocker-damage-assignment-order', 'battlefield[2].damageAssignmentOrder', ['509.3']),
  ],
  [
    "a blocker's damage assignment order naming a creature it doesn't block",
    combat('declare blockers', [
      attacker('x', 'B'),
      attacker('v', 'B'),
      blocker('y', ['x', 'v'], { damageAssignmentOrder: ['x', 'y'] }),
    ]),
    no('setup/bad-blocker-damage-assignment-order', 'battlefield[2].damageAssignmentOrder', ['509.3']),
  ],
  [
    "(near miss) a blocker's damage assignment order of the two creatures it blocks",
    combat('declare blockers', [
      attacker('x', 'B'),
      attacker('v', 'B'),
      blocker('y', ['x', 'v'], { damageAssignmentOrder: ['v', 'x'] }),
    ]),
    ok,
  ],
  [
    "an attacker's damage assignment order repeating a blocker",
    combat('declare blockers', [
      attacker('x', 'B', { damageAssignmentOrder: ['w', 'v', 'v'] }),
      blocker('w', ['x']),
      blocker('v', ['x']),
    ]),
    no('setup/bad-damage-assignment-order', 'battlefield[0].damageAssignmentOrder', ['509.2']),
  ],
  [
    "an attacker's damage assignment order naming a creature not blocking it",
    combat('declare blockers', [
      attacker('x', 'B', { damageAssignmentOrder: ['w'] }),
      blocker('w', ['x']),
      blocker('v', ['x']),
    ]),
    no('setup/bad-damage-assignment-order', 'battlefield[0].damageAssignmentOrder', ['509.2']),
  ],
  [
    "(near miss) an attacker's damage assignment order of its two blockers",
    combat('declare blockers', [
      attacker('x', 'B', { damageAssignmentOrder: ['v', 'w'] }),
      blocker('w', ['x']),
      blocker('v', ['x']),
    ]),
    ok,
  ],
];

/** Players P0, P1, … seated in order, each on the team given (null: no team), with `variant`. */
const table = (teamsOf: (string | null)[], variant: unknown, extra: Record<string, unknown> = {}) => ({
  players: teamsOf.map((team, i) => player(`P${i}`, team === null ? {} : { team })),
  variant,
  ...extra,
});
const shared = { sharedTeamTurns: true };

export const VARIANT_ROWS: Row[] = [
  [
    'a variant that is text',
    table([null, null], 'teams'),
    no('setup/malformed-field', 'variant', [], { expected: 'object' }),
  ],
  [
    'a variant that is a list',
    table([null, null], []),
    no('setup/malformed-field', 'variant', [], { expected: 'object' }),
  ],
  ['(near miss) an empty variant', table([null, null], {}), ok],
  [
    'an attack option "attack everyone"',
    table([null, null, null], { attackOption: 'attack everyone' }),
    no('setup/attack-option', 'variant.attackOption', []),
  ],
  [
    '(near miss) the attack option "choose one opponent"',
    table([null, null, null], { attackOption: 'choose one opponent' }),
    ok,
  ],
  [
    'an archenemy that is a number',
    table([null, null, null], { archenemy: 3 }),
    no('setup/malformed-field', 'variant.archenemy', [], { expected: 'string' }),
  ],
  [
    'a range of influence of 0 seats',
    table([null, null, null], { rangeOfInfluence: 0 }),
    no('setup/range-of-influence', 'variant.rangeOfInfluence', ['801.2']),
  ],
  [
    'a range of influence of 1.5 seats',
    table([null, null, null], { rangeOfInfluence: 1.5 }),
    no('setup/range-of-influence', 'variant.rangeOfInfluence', ['801.2']),
  ],
  [
    'a range of influence of 1 seat with two players',
    table([null, null], { rangeOfInfluence: 1 }),
    no('setup/range-of-influence-players', 'variant.rangeOfInfluence', ['801.1']),
  ],
  [
    '(near miss) a range of influence of 1 seat with three players',
    table([null, null, null], { rangeOfInfluence: 1 }),
    ok,
  ],
  [
    'shared team turns "yes"',
    table(['x', 'y', 'y'], { sharedTeamTurns: 'yes' }),
    no('setup/malformed-field', 'variant.sharedTeamTurns', [], { expected: 'boolean' }),
  ],
  [
    '(near miss) shared team turns false with two players and no teams',
    table([null, null], { sharedTeamTurns: false }),
    ok,
  ],
  [
    'shared team turns with two players',
    table(['x', 'y'], shared),
    no('setup/shared-team-turns-players', 'variant.sharedTeamTurns', ['805.1']),
  ],
  ['(near miss) shared team turns with three players, teams x and y', table(['x', 'y', 'y'], shared), ok],
  [
    'shared team turns with the attack option "choose one opponent"',
    table(['x', 'x', 'y', 'y'], { ...shared, attackOption: 'choose one opponent' }),
    no('setup/attack-option-shared-turns', 'variant.attackOption', ['506.2b', '805.10a']),
  ],
  [
    '(near miss) shared team turns with the attack option "attack multiple players"',
    table(['x', 'x', 'y', 'y'], { ...shared, attackOption: 'attack multiple players' }),
    ok,
  ],
  [
    'shared team turns, the last player on no team',
    table(['x', 'x', 'y', null], shared),
    no('setup/team-required', 'players[3].team', ['805.1']),
  ],
  ['shared team turns, all on team x', table(['x', 'x', 'x'], shared), no('setup/one-team', 'players', ['805.1'])],
  [
    'shared team turns, teams x y x y',
    table(['x', 'y', 'x', 'y'], shared),
    no('setup/team-not-adjacent', 'players[0].team', ['805.1'], { team: 'x' }),
  ],
  [
    '(near miss) shared team turns, teams x y y x, P3 active',
    table(['x', 'y', 'y', 'x'], shared, { activePlayer: 'P3' }),
    ok,
  ],
  [
    'shared team turns, teams x y y x, P0 active (P3 leads team x)',
    table(['x', 'y', 'y', 'x'], shared, { activePlayer: 'P0' }),
    no('setup/active-not-primary', 'activePlayer', ['805.2'], { player: 'P3' }),
  ],
  [
    'shared team turns, teams x x y y, P3 active (P2 leads team y)',
    table(['x', 'x', 'y', 'y'], shared, { activePlayer: 'P3' }),
    no('setup/active-not-primary', 'activePlayer', ['805.2'], { player: 'P2' }),
  ],
  [
    '(near miss) shared team turns, teams x x y y, P2 active',
    table(['x', 'x', 'y', 'y'], shared, { activePlayer: 'P2' }),
    ok,
  ],
];
