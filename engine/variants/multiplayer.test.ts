// Multiplayer options: setup validation (801.2, 805.1–805.2), seats and ranges, and random legal
// play under shared team turns (805) and a limited range of influence (801).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { setupErrorText } from '../messages/index';
import type { PlayerSetup } from '../core/setup';
import type { GameSetup } from '../core/setup';
import type { CardDef } from '../core/cards';
import { createGame } from '..';
import { creature, game } from '../game/test-kit';
import { blockingTeam, nextTeamTurn, primaryPlayer } from './shared-team-turns';
import { inRange, objectInRange } from './range-of-influence';
import { playRandom, randomSetup } from '../game/random-play';

const seat = (id: string, team?: string): PlayerSetup => ({ id, name: id, library: 10, ...(team ? { team } : {}) });
const refused = (setup: GameSetup) => {
  const r = createGame(setup);
  if (r.ok) throw new Error('expected a setup error');
  return r.error;
};
const teams = (...t: string[]) => t.map((x, i) => seat('ABCDE'[i], x));

describe('multiplayer setup options', () => {
  it('no options: every opponent defends (802), turns in seat order (101.4), no range limit, no archenemy', () => {
    expect(game({ players: teams('', '', '') }).variant).toEqual({
      attackOption: 'attack multiple players',
      turnOrder: 'each player',
      rangeOfInfluence: null,
      archenemy: null,
    });
  });
  it('checks the range of influence (801.2)', () => {
    expect(refused({ players: teams('', '', ''), variant: { rangeOfInfluence: 0 } })).toMatchObject({
      code: 'setup/range-of-influence',
      field: 'variant.rangeOfInfluence',
      rules: ['801.2'],
    });
    expect(refused({ players: teams('', ''), variant: { rangeOfInfluence: 1 } })).toMatchObject({
      code: 'setup/range-of-influence-players',
      field: 'variant.rangeOfInfluence',
    });
  });
  it('checks shared team turns: teams, adjacent seats, the primary player leads (805.1, 805.2)', () => {
    expect(
      refused({ players: [seat('A', 'x'), seat('B', 'x'), seat('C')], variant: { sharedTeamTurns: true } }),
    ).toMatchObject({ code: 'setup/team-required', field: 'players[2].team', rules: ['805.1'] });
    expect(refused({ players: teams('x', 'y', 'x', 'y'), variant: { sharedTeamTurns: true } })).toMatchObject({
      code: 'setup/team-not-adjacent',
      field: 'players[0].team',
    });
    expect(refused({ players: teams('x', 'x', 'x'), variant: { sharedTeamTurns: true } }).code).toBe('setup/one-team');
    expect(refused({ players: teams('x', 'x'), variant: { sharedTeamTurns: true } }).code).toBe(
      'setup/shared-team-turns-players',
    );
    expect(
      refused({ players: teams('x', 'x', 'y', 'y'), variant: { sharedTeamTurns: true }, activePlayer: 'B' }),
    ).toMatchObject({ code: 'setup/active-not-primary', field: 'activePlayer', rules: ['805.2'] });
    expect(
      refused({
        players: teams('x', 'x', 'y', 'y'),
        variant: { sharedTeamTurns: true, attackOption: 'choose one opponent' },
      }),
    ).toMatchObject({ field: 'variant.attackOption', rules: ['506.2b', '805.10a'] });
    expect(refused({ players: teams('x', 'x', 'y', 'y'), variant: { sharedTeamTurns: 'yes' as never } }).field).toBe(
      'variant.sharedTeamTurns',
    );
    const e = refused({ players: teams('x', 'y', 'x', 'y'), variant: { sharedTeamTurns: true } });
    expect(setupErrorText(e, 'zh')).toContain('相邻');
  });
  it('finds the primary player: the team member whose right-hand seat is not a teammate, round the table', () => {
    const s = game({ players: teams('y', 'x', 'x', 'y'), variant: { sharedTeamTurns: true }, activePlayer: 'B' });
    expect(primaryPlayer(s, 'x')).toBe('B');
    expect(primaryPlayer(s, 'y')).toBe('D');
  });
  it('805.2: a primary player who left the game: the teammate now in the rightmost seat leads, round the table (800.4a)', () => {
    // Team y sits D, E, A (round the table), team x B, C; D, y's primary player, leaves.
    const s = game({ players: teams('y', 'x', 'x', 'y', 'y'), variant: { sharedTeamTurns: true }, activePlayer: 'B' });
    expect(primaryPlayer(s, 'y')).toBe('D');
    s.players[3].lost = true;
    expect(primaryPlayer(s, 'y')).toBe('E');
    expect(primaryPlayer(s, 'x')).toBe('B');
  });
  const threeTeams = () =>
    game({
      players: [...teams('x', 'x', 'y', 'y', 'z'), seat('F', 'z')],
      variant: { sharedTeamTurns: true },
      turn: 3,
      activePlayer: 'A',
      phase: 'combat',
      step: 'declare blockers',
      battlefield: [{ id: 'a', card: creature('Bear', 2, 2), controller: 'A', attacking: 'C', tapped: true }],
    });
  it('805.4: turns pass team by team to the left, each led by its primary player', () => {
    const s = threeTeams();
    expect(['A', 'B', 'C', 'D', 'E', 'F'].map((p) => nextTeamTurn(s, p))).toEqual(['C', 'C', 'E', 'E', 'A', 'A']);
  });
  it('805.10d: with two nonactive teams defending, each team blocks together, apart from the other', () => {
    const s = threeTeams();
    expect(s.combat?.defendingPlayers).toEqual(['C', 'D', 'E', 'F']);
    expect(blockingTeam(s, 'D')).toEqual(['C', 'D']);
    expect(blockingTeam(s, 'E')).toEqual(['E', 'F']);
  });
  it('measures the range of influence both ways round the table (801.2, 801.2b)', () => {
    const s = game({ players: teams('', '', '', '', ''), variant: { rangeOfInfluence: 1 } });
    expect(['A', 'B', 'C', 'D', 'E'].filter((p) => inRange(s, 'A', p))).toEqual(['A', 'B', 'E']);
    expect(['A', 'B', 'C', 'D', 'E'].filter((p) => inRange(s, 'C', p))).toEqual(['B', 'C', 'D']);
    expect(['A', 'B', 'C', 'D', 'E'].filter((p) => inRange(s, 'E', p))).toEqual(['A', 'D', 'E']);
    const two = game({ players: teams('', '', '', '', ''), variant: { rangeOfInfluence: 2 } });
    expect(['A', 'B', 'C', 'D', 'E'].filter((p) => inRange(two, 'A', p))).toEqual(['A', 'B', 'C', 'D', 'E']);
  });
});

describe('range of influence (801.2)', () => {
  it("800.4a, 801.2c: a player who left the game is in no one's range, and no one is in theirs; the seats counted stay those of the turn's start", () => {
    const s = game({ players: teams('', '', '', '', ''), variant: { rangeOfInfluence: 1 } });
    s.players[2].lost = true; // C leaves during the turn
    expect(['A', 'B', 'C', 'D', 'E'].filter((p) => inRange(s, 'B', p))).toEqual(['A', 'B']);
    expect(['A', 'B', 'D', 'E'].filter((p) => inRange(s, 'C', p))).toEqual([]);
    expect(['A', 'B', 'C', 'D', 'E'].filter((p) => inRange(s, 'D', p))).toEqual(['D', 'E']);
  });
  it('801.2d: a permanent is in range if its controller is; a battle also if its protector is', () => {
    const siege: CardDef = { name: 'Siege', types: ['Battle'], subtypes: ['Siege'], colors: [], defense: 3 };
    const s = game({
      players: teams('', '', '', '', ''),
      variant: { rangeOfInfluence: 1 },
      battlefield: [
        { id: 'cb', card: siege, controller: 'C', protector: 'B' },
        { id: 'bd', card: siege, controller: 'B', protector: 'D' },
        { id: 'cd', card: siege, controller: 'C', protector: 'D' },
        { id: 'bear', card: creature('Bear', 2, 2), controller: 'C' },
        { id: 'cub', card: creature('Cub', 1, 1), controller: 'E' },
      ],
    });
    expect(['cb', 'bd', 'cd', 'bear', 'cub'].filter((id) => objectInRange(s, 'A', id))).toEqual(['cb', 'bd', 'cub']);
    // A permanent that stopped being a battle keeps its protector (310.8g), but is no battle in range for it.
    s.objects.bear.protector = 'B';
    expect(objectInRange(s, 'A', 'bear')).toBe(false);
    expect(['A', 'B', 'C'].filter((id) => objectInRange(s, 'A', id))).toEqual(['A', 'B']);
  });
});

const seeds = fc.integer({ min: 1, max: 2 ** 31 - 1 });
const choices = fc.array(fc.nat({ max: 1000 }), { minLength: 10, maxLength: 80 });

describe('random legal play with multiplayer options', () => {
  it('shared team turns: the turn always belongs to a primary player and alternates team by team (805.2, 805.4)', () => {
    fc.assert(
      fc.property(seeds, choices, (seed, picks) => {
        let i = 0;
        const r = createGame(randomSetup(seed, 4, { sharedTeamTurns: true }));
        if (!r.ok) throw new Error(setupErrorText(r.error, 'en'));
        const end = playRandom(
          r.value,
          (n) => picks[i++ % picks.length] % n,
          picks.length,
          (before, _a, after, events) => {
            for (const e of events) expect(e.rules.length, `${e.type} cites a rule`).toBeGreaterThan(0);
            expect(['A', 'C']).toContain(after.turn.activePlayer);
            // An extra turn goes to the team that took it (500.7, 805.8): the same team may go again.
            const extra = events.some((e) => e.type === 'turn-began' && e.extra);
            if (
              !extra &&
              after.turn.number !== before.turn.number &&
              after.players.every((p) => !p.lost && !p.conceded)
            ) {
              expect(after.turn.activePlayer).not.toBe(before.turn.activePlayer);
            }
          },
        );
        expect(JSON.parse(JSON.stringify(end))).toStrictEqual(end);
      }),
      { numRuns: 30 },
    );
  });
  it("range of influence: no creature ever attacks a player out of its controller's range (801.3)", () => {
    fc.assert(
      fc.property(seeds, choices, (seed, picks) => {
        let i = 0;
        const r = createGame(randomSetup(seed, 5, { rangeOfInfluence: 1 }));
        if (!r.ok) throw new Error(setupErrorText(r.error, 'en'));
        playRandom(
          r.value,
          (n) => picks[i++ % picks.length] % n,
          picks.length,
          (_b, _a, after) => {
            for (const a of after.combat?.attackers ?? [])
              expect(inRange(after, after.objects[a.attacker].controller, a.defendingPlayer)).toBe(true);
          },
        );
      }),
      { numRuns: 30 },
    );
  });
});
