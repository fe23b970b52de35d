// The browser's way of running a fixture: the site build compiles it (engine/fixtures/compile.ts,
// in Node, everything installed) into a setup and the engine actions its script stands for; the
// browser replays them (replay.ts) with the rarely needed rule modules (engine/on-demand.ts) not
// installed up front — a game that reaches one throws NotLoaded, and withOnDemand loads it and
// runs the step again. This file compiles every fixture, then starts a fresh copy of the engine
// modules (vi.resetModules) that has nothing installed, replays every compiled fixture in it the
// browser's way, and checks each result equals Node's runFixture — trace, failures and cited
// rules. A separate test keeps the on-demand modules out of the static imports of the browser's
// entry points, so they stay out of the engine's file.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { parseCardFile, parseFixture } from '../../engine/fixtures/parse.ts';
import { profilesOf, type Fixture } from '../../engine/fixtures/model.ts';
import type { FixtureResult } from '../../engine/fixtures/session.ts';
import type { CompiledRun } from '../../engine/fixtures/replay.ts';
import type { OnDemand } from '../../engine/on-demand.ts';
import type { ProfileId } from '../../engine/types.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
const DIR = join(ROOT, 'tests', 'fixtures');
const cardsParsed = parseCardFile(readFileSync(join(DIR, 'cards.yaml'), 'utf8'), 'cards.yaml');
if (!cardsParsed.ok) throw new Error('tests/fixtures/cards.yaml does not parse');
const cards = cardsParsed.value;
const fixtures: [string, Fixture][] = readdirSync(DIR).filter((f) => /^\d.*\.yaml$/.test(f)).flatMap((file) => {
  const p = parseFixture(readFileSync(join(DIR, file), 'utf8'), file);
  return p.ok && !p.value.pending ? [[file, p.value] as [string, Fixture]] : [];
});
const MODULES: (keyof OnDemand)[] = ['attackingByEffect', 'bands', 'combatTypes', 'optionalAttackCosts', 'reselect', 'schemes', 'turnSteps'];

describe('on-demand rule modules', () => {
  const compiled = new Map<string, CompiledRun>();
  const nodeRuns = new Map<string, FixtureResult>();
  const browserRuns = new Map<string, FixtureResult>();
  const needed = new Set<string>();
  let browser: {
    onDemand: typeof import('../../engine/on-demand.ts');
    replay: typeof import('../../engine/fixtures/replay.ts');
    start: typeof import('../../engine/start.ts');
    apply: typeof import('../../engine/apply.ts');
  };

  beforeAll(async () => {
    // The build: compile and run every fixture in Node (this installs every on-demand module here).
    const { compileFixture } = await import('../../engine/fixtures/compile.ts');
    const { runFixture } = await import('../../engine/fixtures/run.ts');
    for (const [file, f] of fixtures) {
      for (const profile of profilesOf(f) as ProfileId[]) {
        compiled.set(`${file}/${profile}`, JSON.parse(JSON.stringify(compileFixture(f, cards, profile))) as CompiledRun);
        nodeRuns.set(`${file}/${profile}`, runFixture(f, { profile, cards }));
      }
    }
    // The browser: a fresh copy of the engine, with nothing installed.
    vi.resetModules();
    browser = {
      onDemand: await import('../../engine/on-demand.ts'),
      replay: await import('../../engine/fixtures/replay.ts'),
      start: await import('../../engine/start.ts'),
      apply: await import('../../engine/apply.ts'),
    };
  });

  it('start out not loaded in the browser', () => {
    for (const m of MODULES) expect(() => browser.onDemand.onDemand(m)).toThrow(browser.onDemand.NotLoaded);
  });

  it('load as replayed fixtures first need them; every fixture replays to a result', async () => {
    const { onDemand, withOnDemand } = browser.onDemand;
    const loaded = () => MODULES.filter((m) => { try { onDemand(m); return true; } catch { return false; } });
    for (const [file, f] of fixtures) {
      for (const profile of profilesOf(f) as ProfileId[]) {
        const before = loaded();
        const run = compiled.get(`${file}/${profile}`)!;
        const { setup: _setup, cards: _cards, ...script } = f; // what /fixtures/<slug>.json serves
        const result = await withOnDemand(() => browser.replay.replayFixture(browser.start.startValidatedGame, script, profile, run));
        for (const m of loaded()) if (!before.includes(m)) needed.add(m);
        browserRuns.set(`${file}/${profile}`, result);
      }
    }
    expect(browserRuns.size).toBeGreaterThan(100);
    // Every module is reached by some fixture, so each one's loading path is exercised.
    expect([...needed].sort()).toEqual([...MODULES].sort());
  });

  it('give the results Node gets by interpreting the script with every module installed', () => {
    let compared = 0;
    for (const [key, node] of nodeRuns) {
      expect(browserRuns.get(key), key).toEqual(node);
      compared++;
    }
    expect(compared).toBe(browserRuns.size);
  });

  it('pass other errors through, and apply() hands NotLoaded to its caller rather than calling it an engine error', async () => {
    const { onDemand, withOnDemand } = browser.onDemand;
    await expect(withOnDemand(() => { throw new RangeError('boom'); })).rejects.toThrow('boom');
    let calls = 0;
    const value = await withOnDemand(() => { calls++; onDemand('bands'); return 'ran'; });
    expect({ value, calls }).toEqual({ value: 'ran', calls: 1 }); // installed by now: runs once
    expect(browser.apply.apply.toString()).toContain('NotLoaded');
  });
});

/** Static (not dynamic) relative imports and re-exports of a TypeScript module, resolved to repository paths. */
function staticImports(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const out: string[] = [];
  for (const m of text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'(\.[^']+)'/gm)) {
    let target = join(dirname(file), m[1]).replace(/\.tsx?$/, '');
    for (const ext of ['.ts', '.tsx', '/index.ts']) {
      try { readFileSync(join(ROOT, target + ext)); target += ext; break; } catch { /* try the next */ }
    }
    out.push(target);
  }
  return out;
}

describe('the browser entry points', () => {
  /** Every module a file reaches through static imports (itself included). */
  const reach = (entry: string) => {
    const seen = new Set<string>();
    const queue = [entry];
    while (queue.length) {
      const f = queue.pop()!;
      if (seen.has(f)) continue;
      seen.add(f);
      queue.push(...staticImports(f).filter((g) => !g.includes('node_modules')));
    }
    return seen;
  };
  const onDemandFiles = ['attacking-by-effect', 'bands', 'combat-types', 'optional-attack-costs', 'reselect', 'schemes', 'turn-steps', 'cleanup', 'attractions', 'on-demand-all'].map((m) => `engine/${m}.ts`);

  it('never statically import an on-demand module (the fixture runner)', () => {
    const seen = reach('src/components/fixtures/fixture-trace.ts');
    expect(seen.has('engine/apply.ts')).toBe(true); // the walk does reach the engine
    expect(onDemandFiles.filter((f) => seen.has(f))).toEqual([]);
  });

  it('the turn walker, which plays whole turns, installs only the steps outside combat up front', () => {
    const seen = reach('src/components/widgets/TurnWalker.tsx');
    expect(seen.has('engine/apply.ts')).toBe(true);
    expect(onDemandFiles.filter((f) => seen.has(f))).toEqual(['engine/turn-steps.ts', 'engine/cleanup.ts', 'engine/attractions.ts']);
  });
});
