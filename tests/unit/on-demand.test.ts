// The browser's way of running the engine: the rarely needed rule modules (engine/on-demand.ts)
// are not installed up front; a game that reaches one throws NotLoaded, and withOnDemand loads it
// and runs the step again. This file imports only what the browser imports (never engine/index.ts,
// which installs everything), runs every fixture that way, and checks the results are the ones
// Node gets with everything installed. A separate test keeps the on-demand modules out of the
// static imports of the browser's entry points, so they stay out of the engine's file.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCardFile, parseFixture } from '../../engine/fixtures/parse.ts';
import { profilesOf, type Fixture } from '../../engine/fixtures/model.ts';
import { runFixtureWith, type FixtureResult } from '../../engine/fixtures/run-core.ts';
import { NotLoaded, onDemand, withOnDemand, type OnDemand } from '../../engine/on-demand.ts';
import { startValidatedGame } from '../../engine/start.ts';
import { apply } from '../../engine/apply.ts';
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
  const browserRuns = new Map<string, FixtureResult>();
  const needed = new Set<string>();

  it('start out not loaded here, as in the browser', () => {
    for (const m of MODULES) expect(() => onDemand(m)).toThrow(NotLoaded);
  });

  it('load as fixtures first need them; every fixture runs to a result', async () => {
    for (const [file, f] of fixtures) {
      for (const profile of profilesOf(f) as ProfileId[]) {
        const before = MODULES.filter((m) => { try { onDemand(m); return true; } catch { return false; } });
        const result = await withOnDemand(() => runFixtureWith(startValidatedGame, f, { profile, cards }));
        for (const m of MODULES) if (!before.includes(m)) { try { onDemand(m); needed.add(m); } catch { /* still not needed */ } }
        browserRuns.set(`${file}/${profile}`, result);
      }
    }
    expect(browserRuns.size).toBeGreaterThan(100);
    // Every module is reached by some fixture, so each one's loading path is exercised.
    expect([...needed].sort()).toEqual([...MODULES].sort());
  });

  it('give the results Node gets with every module installed', async () => {
    const { runFixture } = await import('../../engine/fixtures/run.ts');
    let compared = 0;
    for (const [file, f] of fixtures) {
      for (const profile of profilesOf(f) as ProfileId[]) {
        expect(browserRuns.get(`${file}/${profile}`), `${file} (${profile})`).toEqual(runFixture(f, { profile, cards }));
        compared++;
      }
    }
    expect(compared).toBe(browserRuns.size);
  });

  it('pass other errors through, and apply() hands NotLoaded to its caller rather than calling it an engine error', async () => {
    await expect(withOnDemand(() => { throw new RangeError('boom'); })).rejects.toThrow('boom');
    let calls = 0;
    const value = await withOnDemand(() => { calls++; onDemand('bands'); return 'ran'; });
    expect({ value, calls }).toEqual({ value: 'ran', calls: 1 }); // installed by now: runs once
    expect(apply.toString()).toContain('NotLoaded');
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
