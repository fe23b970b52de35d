// A setup's variant (setup.variant) is checked once the players exist: its shape, the attack option
// (506.2a), the limited range of influence (801), shared team turns (805.1, 805.2). Errors are compared whole.
import { describe, expect, it } from 'vitest';
import type { GameSetup, VariantSetup } from '../core/setup';
import { checkSetup } from './check-setup';

/** A table of players seated in order, each on the team given (null: no team). */
function table(teams: (string | null)[], variant: unknown, extra: Partial<GameSetup> = {}): GameSetup {
  return {
    players: teams.map((team, i) => ({
      id: `P${i}`,
      name: `P${i}`,
      library: 5,
      ...(team === null ? {} : { team }),
    })),
    variant: variant as VariantSetup,
    ...extra,
  };
}

describe('variant shape', () => {
  it('refuses a variant that is not an object', () => {
    const err = { code: 'setup/malformed-field', field: 'variant', params: { expected: 'object' }, rules: [] };
    expect(checkSetup(table([null, null], 'teams'))).toEqual(err);
    expect(checkSetup(table([null, null], 7))).toEqual(err);
    expect(checkSetup(table([null, null], []))).toEqual(err);
    expect(checkSetup(table([null, null], {}))).toBeNull();
  });

  it('refuses an unknown attack option (506.2a) and takes both known ones', () => {
    expect(checkSetup(table([null, null], { attackOption: 'attack everyone' }))).toEqual({
      code: 'setup/attack-option',
      field: 'variant.attackOption',
      params: {},
      rules: [],
    });
    expect(checkSetup(table([null, null, null], { attackOption: 'attack multiple players' }))).toBeNull();
    expect(checkSetup(table([null, null, null], { attackOption: 'choose one opponent' }))).toBeNull();
  });

  it('refuses an archenemy that is not a player id string', () => {
    expect(checkSetup(table([null, null, null], { archenemy: 3 }))).toEqual({
      code: 'setup/malformed-field',
      field: 'variant.archenemy',
      params: { expected: 'string' },
      rules: [],
    });
  });
});

describe('range of influence (801)', () => {
  it('needs at least three players (801.1)', () => {
    const err = {
      code: 'setup/range-of-influence-players',
      field: 'variant.rangeOfInfluence',
      params: {},
      rules: ['801.1'],
    };
    expect(checkSetup(table([null, null], { rangeOfInfluence: 1 }))).toEqual(err);
    expect(checkSetup(table([null, null, null], { rangeOfInfluence: 1 }))).toBeNull();
  });
});

describe('shared team turns (805)', () => {
  it('sharedTeamTurns false is the two-player default: no teams needed', () => {
    expect(checkSetup(table([null, null], { sharedTeamTurns: false }))).toBeNull();
  });

  it('refuses a sharedTeamTurns that is not a boolean', () => {
    expect(checkSetup(table(['x', 'y', 'y'], { sharedTeamTurns: 'yes' }))).toEqual({
      code: 'setup/malformed-field',
      field: 'variant.sharedTeamTurns',
      params: { expected: 'boolean' },
      rules: [],
    });
  });

  it('needs at least three players (805.1)', () => {
    expect(checkSetup(table(['x', 'y'], { sharedTeamTurns: true }))).toEqual({
      code: 'setup/shared-team-turns-players',
      field: 'variant.sharedTeamTurns',
      params: {},
      rules: ['805.1'],
    });
  });

  it('cannot be played with choose one opponent (506.2b, 805.10a)', () => {
    expect(
      checkSetup(table(['x', 'x', 'y', 'y'], { sharedTeamTurns: true, attackOption: 'choose one opponent' })),
    ).toEqual({
      code: 'setup/attack-option-shared-turns',
      field: 'variant.attackOption',
      params: {},
      rules: ['506.2b', '805.10a'],
    });
  });

  it('names the first player without a team, the first seat included (805.1)', () => {
    const err = (i: number) => ({
      code: 'setup/team-required',
      field: `players[${i}].team`,
      params: {},
      rules: ['805.1'],
    });
    expect(checkSetup(table([null, 'x', 'y', 'y'], { sharedTeamTurns: true }))).toEqual(err(0));
    expect(checkSetup(table(['x', 'x', 'y', null], { sharedTeamTurns: true }))).toEqual(err(3));
  });

  it('needs two teams or more (805.1)', () => {
    expect(checkSetup(table(['x', 'x', 'x'], { sharedTeamTurns: true }))).toEqual({
      code: 'setup/one-team',
      field: 'players',
      params: {},
      rules: ['805.1'],
    });
  });

  it('seats teammates together, round the table (805.1)', () => {
    expect(checkSetup(table(['x', 'y', 'x', 'y'], { sharedTeamTurns: true }))).toEqual({
      code: 'setup/team-not-adjacent',
      field: 'players[0].team',
      params: { team: 'x' },
      rules: ['805.1'],
    });
    // Seat 0 sits after seat 3 round the table: x y y x keeps team x together (P3 its primary player).
    expect(checkSetup(table(['x', 'y', 'y', 'x'], { sharedTeamTurns: true }, { activePlayer: 'P3' }))).toBeNull();
    expect(checkSetup(table(['x', 'x', 'y', 'y', 'z', 'z'], { sharedTeamTurns: true }))).toBeNull();
  });

  it('the active player is their team’s primary player (805.2)', () => {
    // x y y x: seat 3 begins team x round the table, so P3 is its primary player.
    expect(checkSetup(table(['x', 'y', 'y', 'x'], { sharedTeamTurns: true }, { activePlayer: 'P0' }))).toEqual({
      code: 'setup/active-not-primary',
      field: 'activePlayer',
      params: { player: 'P3' },
      rules: ['805.2'],
    });
    expect(checkSetup(table(['x', 'y', 'y', 'x'], { sharedTeamTurns: true }, { activePlayer: 'P3' }))).toBeNull();
    expect(checkSetup(table(['x', 'x', 'y', 'y'], { sharedTeamTurns: true }, { activePlayer: 'P2' }))).toBeNull();
    expect(checkSetup(table(['x', 'x', 'y', 'y'], { sharedTeamTurns: true }, { activePlayer: 'P3' }))).toEqual({
      code: 'setup/active-not-primary',
      field: 'activePlayer',
      params: { player: 'P2' },
      rules: ['805.2'],
    });
  });

  it('leaves an unknown active player to the later check that names it', () => {
    expect(checkSetup(table(['x', 'x', 'y', 'y'], { sharedTeamTurns: true }, { activePlayer: 'Z' }))).toEqual({
      code: 'setup/unknown-active-player',
      field: 'activePlayer',
      params: { value: '"Z"' },
    });
  });
});
