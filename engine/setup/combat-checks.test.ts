// A game set up in the middle of combat: createGame checks the attacking/blocking status given on
// permanents (506–509) and refuses a malformed one with an error naming the field.
import { describe, expect, it } from 'vitest';
import { createGame } from '..';
import type { GameSetup, PermanentSetup } from '../core/setup';
import { setupErrorText } from '../messages/index';
import { creature, game, twoPlayers } from '../game/test-kit';

const refused = (setup: GameSetup) => {
  const r = createGame(setup);
  if (r.ok) throw new Error('expected a setup error');
  return r.error;
};

/** A (active) and B in combat at `step` of turn 3; `priority` says the step has started. */
const inCombat = (
  step: NonNullable<GameSetup['step']>,
  battlefield: PermanentSetup[],
  extra: Partial<GameSetup> = {},
): GameSetup => twoPlayers({ turn: 3, activePlayer: 'A', phase: 'combat', step, battlefield, ...extra });

const attacker = (id = 'x', more: Partial<PermanentSetup> = {}): PermanentSetup => ({
  id,
  card: creature(id.toUpperCase(), 2, 2),
  controller: 'A',
  attacking: 'B',
  tapped: true,
  ...more,
});
const blocker = (id: string, blocking: string[], more: Partial<PermanentSetup> = {}): PermanentSetup => ({
  id,
  card: creature(id.toUpperCase(), 1, 3),
  controller: 'B',
  blocking,
  ...more,
});

describe('combat status outside combat (511.3)', () => {
  it('refuses a blocker given outside the combat phase, naming the battlefield', () => {
    const e = refused(twoPlayers({ phase: 'precombat main', step: 'main', battlefield: [blocker('y', ['x'])] }));
    expect(e).toEqual({ code: 'setup/combat-outside-combat', field: 'battlefield', params: {}, rules: ['511.3'] });
  });
});

describe('when attackers and blockers have been declared (508.1, 509.1)', () => {
  it('refuses an attacker at the beginning of combat, started or not', () => {
    const notYet = {
      code: 'setup/attackers-not-declared-yet',
      field: 'battlefield[0].attacking',
      params: {},
      rules: ['508.1'],
    };
    expect(refused(inCombat('beginning of combat', [attacker()]))).toEqual(notYet);
    expect(refused(inCombat('beginning of combat', [attacker()], { priority: 'A' }))).toEqual(notYet);
  });
  it('refuses an attacker in the declare attackers step before it has started (no priority)', () => {
    expect(refused(inCombat('declare attackers', [attacker()]))).toEqual({
      code: 'setup/attackers-not-declared-yet',
      field: 'battlefield[0].attacking',
      params: {},
      rules: ['508.1'],
    });
  });
  it('accepts an attacker once the declare attackers step has started, and in the end of combat step', () => {
    expect(game(inCombat('declare attackers', [attacker()], { priority: 'A' })).combat!.attackers).toEqual([
      expect.objectContaining({ attacker: 'x', target: 'B', defendingPlayer: 'B' }),
    ]);
    expect(game(inCombat('end of combat', [attacker()], { priority: 'A' })).combat!.attackers).toEqual([
      expect.objectContaining({ attacker: 'x', target: 'B', defendingPlayer: 'B' }),
    ]);
  });
  it('refuses a blocker before the declare blockers step has started', () => {
    const notYet = {
      code: 'setup/blockers-not-declared-yet',
      field: 'battlefield[1].blocking',
      params: {},
      rules: ['509.1'],
    };
    expect(refused(inCombat('declare attackers', [attacker(), blocker('y', ['x'])], { priority: 'A' }))).toEqual(
      notYet,
    );
    expect(refused(inCombat('declare blockers', [attacker(), blocker('y', ['x'])]))).toEqual(notYet);
    expect(
      game(inCombat('declare blockers', [attacker(), blocker('y', ['x'])], { priority: 'A' })).combat!.blockers,
    ).toEqual([expect.objectContaining({ blocker: 'y', blocking: ['x'] })]);
  });
});

describe('who and what attacks (506.2, 506.3)', () => {
  it('refuses a noncreature attacker', () => {
    const rock = attacker('r', { card: { name: 'Rock', types: ['Artifact'], colors: [] } });
    expect(refused(inCombat('declare attackers', [attacker(), rock], { priority: 'A' }))).toEqual({
      code: 'setup/attacker-not-creature',
      field: 'battlefield[1].attacking',
      params: {},
      rules: ['506.3'],
    });
  });
  it("refuses an attacker that isn't the active player's", () => {
    expect(
      refused(inCombat('declare attackers', [attacker('x', { controller: 'B', attacking: 'A' })], { priority: 'A' })),
    ).toEqual({
      code: 'setup/attacker-not-active-players',
      field: 'battlefield[0].attacking',
      params: {},
      rules: ['506.2'],
    });
  });
  it('refuses an attack on its own controller or on nothing, giving the value', () => {
    const e = refused(inCombat('declare attackers', [attacker('x', { attacking: 'A' })], { priority: 'A' }));
    expect(e).toEqual({
      code: 'setup/bad-attack-target',
      field: 'battlefield[0].attacking',
      params: { value: 'A' },
      rules: ['506.3'],
    });
    expect(setupErrorText(e, 'en')).toContain('battlefield[0].attacking');
    expect(
      refused(inCombat('declare attackers', [attacker('x', { attacking: 'nowhere' })], { priority: 'A' })),
    ).toEqual({
      code: 'setup/bad-attack-target',
      field: 'battlefield[0].attacking',
      params: { value: 'nowhere' },
      rules: ['506.3'],
    });
  });
  it("refuses an attack on a creature (508.1b: a player, planeswalker or battle), accepts one on B's planeswalker", () => {
    const theirs = { id: 'y', card: creature('Y', 1, 1), controller: 'B' };
    expect(
      refused(inCombat('declare attackers', [attacker('x', { attacking: 'y' }), theirs], { priority: 'A' })),
    ).toEqual({
      code: 'setup/bad-attack-target',
      field: 'battlefield[0].attacking',
      params: { value: 'y' },
      rules: ['506.3'],
    });
    const walker = { id: 'w', card: { name: 'W', types: ['Planeswalker'], colors: [], loyalty: 3 }, controller: 'B' };
    const r = createGame(inCombat('declare attackers', [attacker('x', { attacking: 'w' }), walker], { priority: 'A' }));
    expect(r.ok && r.value.combat!.attackers).toEqual([
      expect.objectContaining({ attacker: 'x', target: 'w', defendingPlayer: 'B' }),
    ]);
  });
  it('refuses attacks on two players when one opponent is chosen (506.2a), accepts them otherwise', () => {
    const setup = (attackOption: 'choose one opponent' | 'attack multiple players'): GameSetup => ({
      players: ['A', 'B', 'C'].map((id) => ({ id, name: id, library: 5 })),
      variant: { attackOption },
      turn: 4,
      activePlayer: 'A',
      phase: 'combat',
      step: 'declare attackers',
      priority: 'A',
      battlefield: [attacker('x'), attacker('y', { attacking: 'C' })],
    });
    expect(refused(setup('choose one opponent'))).toEqual({
      code: 'setup/several-defending-players',
      field: 'battlefield',
      params: {},
      rules: ['506.2a'],
    });
    expect(game(setup('attack multiple players')).combat!.attackers.map((a) => a.defendingPlayer)).toEqual(['B', 'C']);
  });
});

describe('who blocks (509.1a, 805.10d)', () => {
  it('refuses a block of a creature that is not attacking, or of an attacker of another player', () => {
    expect(refused(inCombat('declare blockers', [attacker(), blocker('y', ['z'])], { priority: 'A' }))).toEqual({
      code: 'setup/blocking-non-attacker',
      field: 'battlefield[1].blocking',
      params: { value: 'z' },
      rules: ['509.1a'],
    });
    const three: GameSetup = {
      players: ['A', 'B', 'C'].map((id) => ({ id, name: id, library: 5 })),
      turn: 4,
      activePlayer: 'A',
      phase: 'combat',
      step: 'declare blockers',
      priority: 'A',
      battlefield: [attacker(), blocker('y', ['x'], { controller: 'C' })],
    };
    expect(refused(three)).toEqual({
      code: 'setup/blocking-other-players-attacker',
      field: 'battlefield[1].blocking',
      params: { value: 'x' },
      rules: ['509.1a'],
    });
  });
  it("with shared team turns a defending player's teammate may block; a player of the other team may not", () => {
    const seat = (id: string, team: string) => ({ id, name: id, library: 10, team });
    const teams = (blockerController: string): GameSetup => ({
      players: [seat('A', 'x'), seat('B', 'x'), seat('C', 'y'), seat('D', 'y')],
      variant: { sharedTeamTurns: true },
      turn: 3,
      activePlayer: 'A',
      phase: 'combat',
      step: 'declare blockers',
      priority: 'A',
      battlefield: [attacker('a', { attacking: 'C' }), blocker('d', ['a'], { controller: blockerController })],
    });
    expect(game(teams('D')).combat!.blockers).toEqual([expect.objectContaining({ blocker: 'd', blocking: ['a'] })]);
    expect(refused(teams('B'))).toEqual({
      code: 'setup/blocking-other-players-attacker',
      field: 'battlefield[1].blocking',
      params: { value: 'a' },
      rules: ['509.1a'],
    });
  });
});

describe("an attacker's damage assignment order (509.2)", () => {
  it('refuses an order that repeats a blocker, or names a creature not blocking it, even listing all its blockers', () => {
    const setup = (order: string[]) =>
      inCombat(
        'declare blockers',
        [attacker('x', { damageAssignmentOrder: order }), blocker('w', ['x']), blocker('v', ['x'])],
        {
          priority: 'A',
        },
      );
    const bad = {
      code: 'setup/bad-damage-assignment-order',
      field: 'battlefield[0].damageAssignmentOrder',
      params: {},
      rules: ['509.2'],
    };
    expect(refused(setup(['w', 'v', 'v']))).toEqual(bad);
    expect(refused(setup(['v', 'w', 'x']))).toEqual(bad);
    expect(game(setup(['v', 'w'])).combat!.attackers[0]).toEqual(expect.objectContaining({ attacker: 'x' }));
  });
});
