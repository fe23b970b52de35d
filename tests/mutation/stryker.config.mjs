// @ts-check
// Mutation testing of the engine with StrykerJS. `npm run mutation -- <folder>` (tests/tools/mutation.mjs)
// runs `stryker run tests/mutation/stryker.config.mjs` from the top of the repository — Stryker reads
// the paths below relative to the working directory, so they are written from the top — and
// sets MUTATION_FOLDER to one folder of engine/ (e.g. `turn`, `combat`) or a file in it
// (`combat/lethal-damage.ts`); Stryker mutates its code and runs, for each mutant, only the tests
// that reached that code (coverageAnalysis: perTest) among those of tests/mutation/vitest.config.ts.
// Incremental: each folder keeps its own results in reports/mutation/<folder>.incremental.json
// (git-ignored), and a later run re-tests only the mutants whose code or covering tests changed.
// The scores and every surviving mutant of combat/ and turn/ are discussed in engine/MUTATION.md.
const target = (process.env.MUTATION_FOLDER ?? 'turn').replace(/^engine\//, '').replace(/\/+$/, '');
const name = target.replace(/\.ts$/, '').replaceAll('/', '-');
const mutate = target.endsWith('.ts')
  ? [`engine/${target}`]
  : [
      `engine/${target}/**/*.ts`,
      // Tests and test helpers are not the engine: test-*.ts (cards, boards, games and the rows of
      // the table tests), random-boards.ts (the property tests' and the bench's boards) and
      // random-play.ts (their random legal play).
      '!engine/**/*.test.ts',
      '!engine/**/test-*.ts',
      '!engine/**/random-boards.ts',
      '!engine/**/random-play.ts',
    ];

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'tests/mutation/vitest.config.ts' },
  coverageAnalysis: 'perTest',
  mutate,
  incremental: true,
  incrementalFile: `reports/mutation/${name}.incremental.json`,
  // Two cores shared with other work.
  concurrency: 2,
  // A mutant that loops forever (a `for (;;)` that never breaks) costs this much beyond its tests.
  timeoutMS: 10_000,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: `reports/mutation/${name}.html` },
  jsonReporter: { fileName: `reports/mutation/${name}.json` },
  clearTextReporter: { allowColor: false, logTests: false, maxTestsToLog: 0 },
  // What the sandbox need not copy: build output and reports.
  ignorePatterns: ['dist', '.astro', 'src/generated', 'tests/.out', 'reports'],
  tempDirName: '.stryker-tmp',
  thresholds: { high: 85, low: 70, break: null },
};
