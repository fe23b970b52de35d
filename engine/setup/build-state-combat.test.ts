// buildState (build-state.ts), the combat state placeCombat makes from the attacking/blocking status
// given on permanents (506–510): who defends, whether attackers and blockers have been declared,
// each attacker's target and defending player, blocks and damage assignment orders (509.2, 509.3),
// the first strikers (510.4), and the declare blockers step having begun (506.7b).
import { describe, expect, it } from 'vitest';
import type { CardDef } from '../core/cards';
import type { GameSetup, PermanentSetup } from '../core/setup';
import type { CombatAttacker, CombatBlocker, CombatState } from '../core/state';
import { creature, named } from '../game/test-kit';
import { bear, built, siege, three, two, walker } from './test-build-state';

const combat = (more: Partial<CombatState> = {}): CombatState => ({
  attackersDeclared: false,
  blockersDeclared: false,
  attackers: [],
  blockers: [],
  defendingPlayers: ['B'],
  firstStrikers: null,
  ...more,
});
/** Attacker `id`, declared, attacking B (B defending), unblocked until blockers are declared. */
const att = (id: string, more: Partial<CombatAttacker> = {}): CombatAttacker => ({
  attacker: id,
  target: 'B',
  defendingPlayer: 'B',
  blocked: null,
  order: [],
  declared: true,
  ...more,
});
const blk = (id: string, blocking: string[], order = blocking): CombatBlocker => ({
  blocker: id,
  blocking,
  order,
  declared: true,
});
const a = (id: string, more: Partial<PermanentSetup> = {}, card: CardDef = bear): PermanentSetup => ({
  id,
  card,
  controller: 'A',
  attacking: 'B',
  ...more,
});
const b = (
  id: string,
  blocking: string[],
  more: Partial<PermanentSetup> = {},
  card: CardDef = bear,
): PermanentSetup => ({
  id,
  card,
  controller: 'B',
  blocking,
  ...more,
});
/** A creature that can block any number of attackers. */
const wall = creature('Wall', 0, 4, {
  abilities: [{ kind: 'static', rule: 'can block any number of creatures' } as never],
});
const declared = { attackersDeclared: true };
const both = { attackersDeclared: true, blockersDeclared: true, blockersStepBegan: true };

type Row = { name: string; setup: Partial<GameSetup>; combat: CombatState | null };

const rows: Row[] = [
  { name: 'outside the combat phase: no combat', setup: { phase: 'precombat main', step: 'main' }, combat: null },
  {
    name: 'beginning of combat, not begun: no defending player chosen yet (506.2a, 507.1)',
    setup: { step: 'beginning of combat' },
    combat: combat({ defendingPlayers: [] }),
  },
  {
    name: 'beginning of combat, begun: B defends',
    setup: { step: 'beginning of combat', priority: 'A' },
    combat: combat(),
  },
  {
    name: 'declare attackers, not begun: attackers not declared (508.1)',
    setup: { step: 'declare attackers' },
    combat: combat(),
  },
  {
    name: 'declare attackers, begun, nobody attacking',
    setup: { step: 'declare attackers', priority: 'A' },
    combat: combat(declared),
  },
  {
    name: 'declare attackers, begun: x attacks B',
    setup: { step: 'declare attackers', priority: 'A', battlefield: [a('x')] },
    combat: combat({ ...declared, attackers: [att('x')] }),
  },
  {
    name: "x attacks B's planeswalker: B defends (506.3)",
    setup: {
      step: 'declare attackers',
      priority: 'A',
      battlefield: [{ id: 'w', card: walker, controller: 'B' }, a('x', { attacking: 'w' })],
    },
    combat: combat({ ...declared, attackers: [att('x', { target: 'w' })] }),
  },
  {
    name: "x attacks A's own battle, which B protects: B defends (310.8, 506.3)",
    setup: {
      step: 'declare attackers',
      priority: 'A',
      battlefield: [{ id: 's', card: siege, controller: 'A', protector: 'B' }, a('x', { attacking: 's' })],
    },
    combat: combat({ ...declared, attackers: [att('x', { target: 's' })] }),
  },
  {
    name: 'declare blockers, not begun: attackers not yet blocked or unblocked (509.1h)',
    setup: { step: 'declare blockers', battlefield: [a('x')] },
    combat: combat({ ...declared, attackers: [att('x')] }),
  },
  {
    name: 'declare blockers, begun: y blocks x, z is unblocked',
    setup: { step: 'declare blockers', priority: 'B', battlefield: [a('x'), a('z'), b('y', ['x'])] },
    combat: combat({
      ...both,
      attackers: [att('x', { blocked: true, order: ['y'] }), att('z', { blocked: false })],
      blockers: [blk('y', ['x'])],
    }),
  },
  {
    name: "two blockers on x: x's order is theirs as listed",
    setup: { step: 'declare blockers', priority: 'A', battlefield: [a('x'), b('y', ['x']), b('v', ['x'])] },
    combat: combat({
      ...both,
      attackers: [att('x', { blocked: true, order: ['y', 'v'] })],
      blockers: [blk('y', ['x']), blk('v', ['x'])],
    }),
  },
  {
    name: "two blockers on x, x's damage assignment order given (509.2)",
    setup: {
      step: 'declare blockers',
      priority: 'A',
      battlefield: [a('x', { damageAssignmentOrder: ['v', 'y'] }), b('y', ['x']), b('v', ['x'])],
    },
    combat: combat({
      ...both,
      attackers: [att('x', { blocked: true, order: ['v', 'y'] })],
      blockers: [blk('y', ['x']), blk('v', ['x'])],
    }),
  },
  {
    name: 'a wall blocking x and z: its order is x, z as listed',
    setup: { step: 'declare blockers', priority: 'A', battlefield: [a('x'), a('z'), b('y', ['x', 'z'], {}, wall)] },
    combat: combat({
      ...both,
      attackers: [att('x', { blocked: true, order: ['y'] }), att('z', { blocked: true, order: ['y'] })],
      blockers: [blk('y', ['x', 'z'])],
    }),
  },
  {
    name: 'a wall blocking x and z, its damage assignment order given (509.3)',
    setup: {
      step: 'declare blockers',
      priority: 'A',
      battlefield: [a('x'), a('z'), b('y', ['x', 'z'], { damageAssignmentOrder: ['z', 'x'] }, wall)],
    },
    combat: combat({
      ...both,
      attackers: [att('x', { blocked: true, order: ['y'] }), att('z', { blocked: true, order: ['y'] })],
      blockers: [blk('y', ['x', 'z'], ['z', 'x'])],
    }),
  },
  {
    name: 'first strike combat damage: the creatures with first or double strike (510.4)',
    setup: {
      step: 'first strike combat damage',
      battlefield: [
        a('f', {}, creature('F', 1, 1, { keywords: ['first strike'] })),
        a('d', {}, creature('D', 1, 1, { keywords: ['double strike'] })),
        a('x'),
        b('g', ['x'], {}, creature('G', 1, 1, { keywords: ['first strike'] })),
        b('y', ['f']),
      ],
    },
    combat: combat({
      ...both,
      attackers: [
        att('f', { blocked: true, order: ['y'] }),
        att('d', { blocked: false }),
        att('x', { blocked: true, order: ['g'] }),
      ],
      blockers: [blk('g', ['x']), blk('y', ['f'])],
      firstStrikers: ['f', 'd', 'g'],
    }),
  },
  {
    name: 'combat damage: no first strikers are kept',
    setup: { step: 'combat damage', battlefield: [a('f', {}, creature('F', 1, 1, { keywords: ['first strike'] }))] },
    combat: combat({ ...both, attackers: [att('f', { blocked: false })] }),
  },
  {
    name: 'end of combat, nobody attacked: the declare blockers step was skipped, it never began (508.8)',
    setup: { step: 'end of combat' },
    combat: combat({ attackersDeclared: true, blockersDeclared: false }),
  },
];

describe('placeCombat: two players, A active, turn 2', () => {
  it.each(named(rows))('%s', (_, { setup, combat: c }) => {
    expect(built(two({ turn: 2, ...setup })).combat).toStrictEqual(c);
  });
});

const threeRows: Row[] = [
  {
    name: 'no teams: both opponents defend (802.1)',
    setup: { step: 'declare attackers' },
    combat: combat({ defendingPlayers: ['B', 'C'] }),
  },
  {
    name: 'B active: A and C defend',
    setup: { step: 'declare attackers', activePlayer: 'B' },
    combat: combat({ defendingPlayers: ['A', 'C'] }),
  },
  {
    name: 'one opponent chosen, none attacked: both could be chosen',
    setup: { step: 'declare attackers', priority: 'A', variant: { attackOption: 'choose one opponent' } },
    combat: combat({ ...declared, defendingPlayers: ['B', 'C'] }),
  },
  {
    name: 'one opponent chosen, C attacked: C alone defends (506.2a)',
    setup: {
      step: 'declare attackers',
      priority: 'A',
      variant: { attackOption: 'choose one opponent' },
      battlefield: [a('x', { attacking: 'C' })],
    },
    combat: combat({
      ...declared,
      defendingPlayers: ['C'],
      attackers: [att('x', { target: 'C', defendingPlayer: 'C' })],
    }),
  },
  {
    name: 'attacking multiple players, C attacked: B defends too',
    setup: { step: 'declare attackers', priority: 'A', battlefield: [a('x', { attacking: 'C' })] },
    combat: combat({
      ...declared,
      defendingPlayers: ['B', 'C'],
      attackers: [att('x', { target: 'C', defendingPlayer: 'C' })],
    }),
  },
  {
    name: "x attacks B's battle, which C protects: C defends (310.8)",
    setup: {
      step: 'declare attackers',
      priority: 'A',
      battlefield: [{ id: 's', card: siege, controller: 'B', protector: 'C' }, a('x', { attacking: 's' })],
    },
    combat: combat({
      ...declared,
      defendingPlayers: ['B', 'C'],
      attackers: [att('x', { target: 's', defendingPlayer: 'C' })],
    }),
  },
];

describe('placeCombat: three players A, B, C, A active', () => {
  it.each(named(threeRows))('%s', (_, { setup, combat: c }) => {
    expect(built(three({ turn: 2, ...setup })).combat).toStrictEqual(c);
  });

  it.each(
    named([
      { name: 'A and B on a team: C alone defends', teams: ['x', 'x', 'y'], defending: ['C'] },
      { name: 'B and C on a team, A on another: both defend', teams: ['x', 'y', 'y'], defending: ['B', 'C'] },
      { name: 'only B and C on a team: both defend', teams: [undefined, 'y', 'y'], defending: ['B', 'C'] },
    ] as { name: string; teams: (string | undefined)[]; defending: string[] }[]),
  )('teams (no shared turns): %s', (_, { teams, defending }) => {
    const s = built(
      three(
        { step: 'declare attackers' },
        teams.map((team) => (team ? { team } : {})),
      ),
    );
    expect(s.combat).toStrictEqual(combat({ defendingPlayers: defending }));
  });
});
