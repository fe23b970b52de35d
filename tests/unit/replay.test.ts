// The browser's way of running a fixture equals Node's. The site build compiles each fixture
// (engine/fixtures/compile.ts) into a setup and the engine actions its script stands for, and
// serves them as JSON with the script but without the setup and cards; the browser replays them
// (replay.ts) with startValidatedGame. This file does exactly that for every fixture and profile
// and checks the result equals runFixture's — the script interpreted in Node, the game started
// with startGame — trace, failures and cited rules included.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileFixture } from '../../engine/fixtures/compile.ts';
import { profilesOf, type Fixture } from '../../engine/fixtures/model.ts';
import { parseCardFile, parseFixture } from '../../engine/fixtures/parse.ts';
import { replayFixture, type CompiledRun } from '../../engine/fixtures/replay.ts';
import { runFixture } from '../../engine/fixtures/run.ts';
import { startValidatedGame } from '../../engine/index.ts';
import type { ProfileId } from '../../engine/types.ts';

const DIR = join(resolve(import.meta.dirname, '..', '..'), 'tests', 'fixtures');
const cardsParsed = parseCardFile(readFileSync(join(DIR, 'cards.yaml'), 'utf8'), 'cards.yaml');
if (!cardsParsed.ok) throw new Error('tests/fixtures/cards.yaml does not parse');
const cards = cardsParsed.value;
const fixtures: [string, Fixture][] = readdirSync(DIR)
  .filter((f) => /^\d.*\.yaml$/.test(f))
  .flatMap((file) => {
    const p = parseFixture(readFileSync(join(DIR, file), 'utf8'), file);
    return p.ok && !p.value.pending ? [[file, p.value] as [string, Fixture]] : [];
  });

describe('the browser replay of a compiled fixture', () => {
  it('covers every fixture', () => {
    expect(fixtures.length).toBeGreaterThan(100);
  });
  for (const [file, f] of fixtures) {
    for (const profile of profilesOf(f) as ProfileId[]) {
      it(`${file} (${profile}) gives the result Node gets by interpreting the script`, () => {
        const run = JSON.parse(JSON.stringify(compileFixture(f, cards, profile))) as CompiledRun;
        const { setup: _setup, cards: _cards, ...script } = f; // what /fixtures/<slug>.json serves
        expect(replayFixture(startValidatedGame, script, profile, run)).toEqual(runFixture(f, { profile, cards }));
      });
    }
  }
});
