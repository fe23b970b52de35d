// buildState (build-state.ts), where the turn stands (placeTurn, 500.1): its number, active player,
// phase and step, the slots still to come, and the milestones already passed (passedMarks, read by
// the timing restrictions 503.2, 506.7) — whether the current step has begun (a player has priority) or not.
import { describe, expect, it } from 'vitest';
import type { GameSetup } from '../core/setup';
import type { ScheduleSlot, TurnState } from '../core/state';
import { game, named, passUntil, twoPlayers } from '../game/test-kit';
import { timingAllows } from '../turn/timing-restrictions';
import { bear, built, three, two } from './test-build-state';

/** A normal turn's slots (500.1, 501.1, 505.1, 506.1, 512.1), written out. */
const TURN: ScheduleSlot[] = [
  { phase: 'beginning', step: 'untap', phaseId: 1 },
  { phase: 'beginning', step: 'upkeep', phaseId: 1 },
  { phase: 'beginning', step: 'draw', phaseId: 1 },
  { phase: 'precombat main', step: 'main', phaseId: 2 },
  { phase: 'combat', step: 'beginning of combat', phaseId: 3 },
  { phase: 'combat', step: 'declare attackers', phaseId: 3 },
  { phase: 'combat', step: 'declare blockers', phaseId: 3 },
  { phase: 'combat', step: 'combat damage', phaseId: 3 },
  { phase: 'combat', step: 'end of combat', phaseId: 3 },
  { phase: 'postcombat main', step: 'main', phaseId: 4 },
  { phase: 'ending', step: 'end', phaseId: 5 },
  { phase: 'ending', step: 'cleanup', phaseId: 5 },
];

/** The turn record at TURN[at], after turn 1 (so not the first turn), A active, nobody having attacked. */
const turnAt = (at: number, marks: string[], more: Partial<TurnState> = {}): TurnState => ({
  number: 2,
  activePlayer: 'A',
  phase: TURN[at].phase,
  step: TURN[at].step,
  phaseId: TURN[at].phaseId,
  schedule: TURN.slice(at + 1),
  firstTurn: false,
  combatPhasesThisTurn: at >= 4 ? 1 : 0,
  attackedThisTurn: [],
  regularTurnPlayer: 'A',
  previousTurnSpells: 0,
  marks,
  ...more,
});

const UP = 'upkeep ended';
const MAIN = 'precombat main ended';
const DA = 'first combat: declare attackers began';
const DA_END = 'first combat: declare attackers ended';
const DB = 'first combat: declare blockers began';
const DB_END = 'first combat: declare blockers ended';
const SKIPPED = 'first combat: blockers skipped';

type Row = { name: string; setup: Partial<GameSetup>; turn: TurnState };

const rows: Row[] = [
  { name: 'upkeep, not begun', setup: { step: 'upkeep' }, turn: turnAt(1, []) },
  { name: 'upkeep, begun: not yet ended', setup: { step: 'upkeep', priority: 'A' }, turn: turnAt(1, []) },
  { name: 'draw, not begun: the upkeep has ended', setup: { step: 'draw' }, turn: turnAt(2, [UP]) },
  { name: 'draw, begun', setup: { step: 'draw', priority: 'B' }, turn: turnAt(2, [UP]) },
  {
    name: 'precombat main (the step "main" alone names the first main phase)',
    setup: { step: 'main' },
    turn: turnAt(3, [UP]),
  },
  {
    name: 'precombat main, begun: not yet ended',
    setup: { phase: 'precombat main', step: 'main', priority: 'A' },
    turn: turnAt(3, [UP]),
  },
  {
    name: 'beginning of combat: the first combat phase (combatPhasesThisTurn 1)',
    setup: { step: 'beginning of combat' },
    turn: turnAt(4, [UP, MAIN]),
  },
  {
    name: 'declare attackers, not begun: attackers not declared yet',
    setup: { step: 'declare attackers' },
    turn: turnAt(5, [UP, MAIN]),
  },
  {
    name: 'declare attackers, begun, no attacker: blockers will be skipped (508.8)',
    setup: { step: 'declare attackers', priority: 'A' },
    turn: turnAt(5, [UP, MAIN, DA, SKIPPED]),
  },
  {
    name: 'declare attackers, begun, one attacker',
    setup: {
      step: 'declare attackers',
      priority: 'A',
      battlefield: [{ id: 'x', card: bear, controller: 'A', attacking: 'B' }],
    },
    turn: turnAt(5, [UP, MAIN, DA], { attackedThisTurn: ['x'] }),
  },
  {
    name: 'declare blockers, not begun',
    setup: { step: 'declare blockers', battlefield: [{ id: 'x', card: bear, controller: 'A', attacking: 'B' }] },
    turn: turnAt(6, [UP, MAIN, DA, DA_END], { attackedThisTurn: ['x'] }),
  },
  {
    name: 'declare blockers, begun',
    setup: {
      step: 'declare blockers',
      priority: 'A',
      battlefield: [{ id: 'x', card: bear, controller: 'A', attacking: 'B' }],
    },
    turn: turnAt(6, [UP, MAIN, DA, DA_END, DB], { attackedThisTurn: ['x'] }),
  },
  {
    name: 'declare blockers, begun, no attacker: the step the setup is in has begun',
    setup: { step: 'declare blockers', priority: 'A' },
    turn: turnAt(6, [UP, MAIN, DA, DA_END, DB, SKIPPED]),
  },
  {
    name: 'first strike combat damage: the combat damage step still to come (510.4)',
    setup: {
      step: 'first strike combat damage',
      battlefield: [{ id: 'x', card: bear, controller: 'A', attacking: 'B' }],
    },
    turn: turnAt(7, [UP, MAIN, DA, DA_END, DB, DB_END], {
      step: 'first strike combat damage',
      schedule: TURN.slice(7),
      attackedThisTurn: ['x'],
    }),
  },
  {
    name: 'combat damage, no attacker: the declare blockers step was skipped, it never began (508.8)',
    setup: { step: 'combat damage', priority: 'A' },
    turn: turnAt(7, [UP, MAIN, DA, DA_END, SKIPPED]),
  },
  {
    name: 'end of combat, two attackers, in the order given',
    setup: {
      step: 'end of combat',
      battlefield: [
        { id: 'x', card: bear, controller: 'A', attacking: 'B' },
        { id: 'y', card: bear, controller: 'B' },
        { id: 'z', card: bear, controller: 'A', attacking: 'B' },
      ],
    },
    turn: turnAt(8, [UP, MAIN, DA, DA_END, DB, DB_END], { attackedThisTurn: ['x', 'z'] }),
  },
  {
    name: 'postcombat main (given as the phase): past the combat, no combat now',
    setup: { phase: 'postcombat main', step: 'main', priority: 'A' },
    turn: turnAt(9, [UP, MAIN, DA, DA_END, DB, DB_END]),
  },
  { name: 'end', setup: { step: 'end' }, turn: turnAt(10, [UP, MAIN, DA, DA_END, DB, DB_END]) },
  {
    name: 'cleanup, begun (514.3a)',
    setup: { step: 'cleanup', priority: 'B' },
    turn: turnAt(11, [UP, MAIN, DA, DA_END, DB, DB_END]),
  },
];

describe('placeTurn, passedMarks: the turn record, turn 2, A active', () => {
  it.each(named(rows))('%s', (_, { setup, turn }) => {
    expect(built(two({ turn: 2, activePlayer: 'A', ...setup })).turn).toStrictEqual(turn);
  });
});

describe('placeTurn: the turn number and the active player', () => {
  it.each(
    named([
      { name: 'no turn given: turn 1, the first turn (103.8)', setup: {}, more: { number: 1, firstTurn: true } },
      { name: 'turn 1 given', setup: { turn: 1 }, more: { number: 1, firstTurn: true } },
      { name: 'turn 7', setup: { turn: 7 }, more: { number: 7 } },
      {
        name: 'B active (the seat whose regular turn it is, 500.7)',
        setup: { turn: 7, activePlayer: 'B' },
        more: { number: 7, activePlayer: 'B', regularTurnPlayer: 'B' },
      },
    ] as { name: string; setup: Partial<GameSetup>; more: Partial<TurnState> }[]),
  )('%s', (_, { setup, more }) => {
    expect(built(two({ step: 'upkeep', ...setup })).turn).toStrictEqual(turnAt(1, [], more));
  });

  it('a limited range of influence: the players seated as the turn began (801.2c)', () => {
    const s = built(three({ step: 'upkeep', turn: 2, activePlayer: 'C', variant: { rangeOfInfluence: 1 } }));
    expect(s.turn).toStrictEqual(
      turnAt(1, [], { activePlayer: 'C', regularTurnPlayer: 'C', seatedAtStart: ['A', 'B', 'C'] }),
    );
  });
});

describe('a setup after a combat with no attackers (508.8)', () => {
  it('agrees with a game that got there: the declare blockers step never began, so 506.7f forbids "after blockers are declared"', () => {
    const from = game(twoPlayers({ turn: 2, phase: 'combat', step: 'beginning of combat', priority: 'A' }));
    const played = passUntil(from, (x) => x.turn.step === 'end of combat').state;
    const s = built(two({ turn: 2, phase: 'combat', step: 'end of combat', priority: 'A' }));
    expect(s.turn.marks!.toSorted()).toStrictEqual(played.turn.marks!.toSorted());
    expect([s.combat!.blockersStepBegan, played.combat!.blockersStepBegan]).toStrictEqual([undefined, undefined]);
    expect([s.combat!.blockersDeclared, played.combat!.blockersDeclared]).toStrictEqual([false, false]);
    expect(timingAllows(s, 'during combat after blockers are declared')).toStrictEqual({
      ok: false,
      rules: ['506.7c', '506.7f'],
      when: 'during combat after blockers are declared',
    });
  });
});
