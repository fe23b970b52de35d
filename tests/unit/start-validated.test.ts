// startValidatedGame (engine/game/start.ts) skips the setup checks; startGame runs them first. For
// every setup the checks accept — every fixture under each of its profiles, and random games of
// two to five players with and without the multiplayer options — both start the same game.
// The browser relies on this: it starts fixtures and the turn walker with startValidatedGame.
import { describe, expect, it } from 'vitest';
import { checkSetup, startGame, startValidatedGame } from '../../engine/index.ts';
import { profilesOf, runFixtureWith, runFixture } from '../../engine/fixtures/index.ts';
import { cardLookup, toGameSetup } from '../../engine/fixtures/to-setup.ts';
import { randomSetup } from '../../engine/game/random-play.ts';
import type { GameSetup, ProfileId } from '../../engine/types.ts';
import { context, findFixtureFiles, loadFixture } from '../tools/fixture-files.ts';

const { rules, cards } = context();
const fixtures = findFixtureFiles().flatMap((file) => {
  const f = loadFixture(file, rules, cards).fixture;
  return f ? [f] : [];
});

function sameStart(setup: GameSetup) {
  expect(checkSetup(setup)).toBeNull();
  expect(startValidatedGame(setup)).toEqual(startGame(setup));
}

describe('startValidatedGame', () => {
  it('starts every fixture as startGame does, and runs it to the same result', () => {
    let n = 0;
    for (const f of fixtures) {
      for (const profile of profilesOf(f) as ProfileId[]) {
        if (f.pending) continue;
        sameStart(toGameSetup(f, profile, cardLookup(f, cards)));
        expect(runFixtureWith(startValidatedGame, f, { profile, cards })).toEqual(runFixture(f, { profile, cards }));
        n++;
      }
    }
    expect(n).toBeGreaterThan(100);
  });

  it('starts random setups as startGame does', () => {
    for (let seed = 1; seed <= 120; seed++) {
      const players = 2 + (seed % 4);
      sameStart(randomSetup(seed, players));
      if (players >= 3) {
        sameStart(randomSetup(seed, players, { rangeOfInfluence: 1 + (seed % 2) }));
        if (players % 2 === 0) sameStart(randomSetup(seed, players, { sharedTeamTurns: true }));
      }
    }
  });

  it('leaves refusals to checkSetup: startGame reports the first problem it finds', () => {
    const bad = {
      ...randomSetup(1),
      players: [
        { id: 'a', name: 'A' },
        { id: 'a', name: 'B' },
      ],
    };
    expect(checkSetup(bad)?.code).toBe('setup/duplicate-id');
    const started = startGame(bad);
    expect(!started.ok && started.error).toEqual(checkSetup(bad));
    expect(checkSetup(null as unknown as GameSetup)?.code).toBe('setup/not-an-object');
  });
});
