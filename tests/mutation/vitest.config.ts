import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('../..', import.meta.url));

// The tests mutation testing runs (./stryker.config.mjs, `npm run mutation`): those that exercise the
// engine — its own unit tests, every fixture (tests/unit/fixtures.test.ts) and the fixture
// runner's tests — not the corpus parser's nor the site's. StrykerJS runs each mutant against only
// the tests that reached it (coverageAnalysis: perTest), loading their files anew each time; so the
// fixture context (rule index, cards, corpus) is computed once (global-setup.ts) and read back
// from a file (tests/.out/, git-ignored), instead of parsing the corpus for every mutant.
const savedContext = join(root, 'tests', '.out', 'mutation-context.json');
process.env.CR_FIXTURE_CONTEXT = savedContext;

/** The folder being mutated (MUTATION_FOLDER, set by tests/tools/mutation.mjs): its tests go first. */
const folder = (process.env.MUTATION_FOLDER ?? '').replace(/^engine\//, '').replace(/\/.*$/, '');

/** Tests that play many random games or re-run every fixture: slow, and rarely the first to fail. */
const LAST = [
  'engine/messages/messages.test.ts',
  'engine/game/engine.property.test.ts',
  'engine/variants/multiplayer.test.ts',
  'engine/core/frames.test.ts',
];

function rank(file: string): number {
  if (folder && file.startsWith(`engine/${folder}/`)) return 0;
  if (LAST.includes(file)) return 3 + LAST.indexOf(file);
  if (file.startsWith('engine/')) return 1;
  return 2; // the fixtures, the fixture runner's checks
}

/**
 * A mutant's tests stop at the first failure (Stryker's bail), so the order matters: a file that
 * failed last time first (the mutants of one function tend to fail the same tests), then the
 * mutated folder's own unit tests, the other engine unit tests, the fixtures, and the slow ones.
 */
class MutationSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const cache = this.ctx.cache;
    const failed = (f: TestSpecification) =>
      cache.getFileTestResults(`${f.project.name}:${relative(root, f.moduleId)}`)?.failed ? 0 : 1;
    return [...files].sort(
      (a, b) => failed(a) - failed(b) || rank(relative(root, a.moduleId)) - rank(relative(root, b.moduleId)),
    );
  }
}

export default defineConfig({
  test: {
    root,
    include: ['engine/**/*.test.ts', 'tests/unit/fixtures.test.ts', 'tests/unit/fixture-checks.test.ts'],
    // Not run here, though npm test runs them: tests that compare the engine with itself, where a
    // mutant changes both sides alike — the browser's replay of every fixture against Node's run
    // (replay.test.ts), startValidatedGame against startGame (start-validated.test.ts) — and the
    // fixture runner's check of a simulated faulty engine (fixture-actors.test.ts, child
    // processes). A mutant that makes the engine throw or loop fails fixtures.test.ts first. They
    // took a third of the time of every surviving or timed-out mutant.
    globalSetup: ['tests/mutation/global-setup.ts'],
    setupFiles: ['tests/mutation/fixed-seed.ts'],
    env: { CR_FIXTURE_CONTEXT: savedContext },
    sequence: { sequencer: MutationSequencer },
    testTimeout: 60_000,
  },
});
