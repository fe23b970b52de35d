// The one test command (`npm test`): type check, format check, unit tests (parser, engine, fixtures), build the
// site, browser tests on the built site. Each stage's tests are counted, and the run ends with the
// plain line `N passed, N failed` that CI reads.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync } from 'node:fs';
import { CHROMIUM_PATH, hasChromium } from './chromium.mjs';

const out = 'tests/.out';
mkdirSync(out, { recursive: true });
const env = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' };
let passed = 0;
let failed = 0;
/** What failed, repeated just above the last line: CI keeps only the end of the output. */
const failures = [];

function run(cmd, args) {
  console.log(`\n$ ${cmd} ${args.join(' ')}`);
  return spawnSync(cmd, args, { stdio: 'inherit', env }).status === 0;
}

/** A stage that is one test: it passes when the command exits 0. */
function stage(name, cmd, args) {
  const ok = run(cmd, args);
  if (ok) passed++;
  else {
    failed++;
    failures.push(name);
    console.log(`FAILED: ${name}`);
  }
  return ok;
}

/** A vitest project: every test it reports counts. */
function vitest(project) {
  const file = `${out}/vitest-${project}.json`;
  run('npx', [
    'vitest',
    'run',
    '--config',
    'tests/vitest.config.ts',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ]);
  if (!existsSync(file)) {
    failed++;
    failures.push(`vitest ${project} wrote no report`);
    console.log(`FAILED: vitest ${project} wrote no report`);
    return;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  for (const f of report.testResults) {
    const where = f.name.replace(`${process.cwd()}/`, '');
    for (const t of f.assertionResults) {
      if (t.status === 'failed')
        failures.push(
          `${project}: ${where} › ${t.fullName}: ${(t.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 300)}`,
        );
    }
    // A test file that fails to load has no tests in the counts; count it as a failure.
    if (f.status === 'failed' && f.assertionResults.length === 0) {
      failed++;
      failures.push(`${project}: ${where} did not load: ${(f.message ?? '').split('\n')[0].slice(0, 300)}`);
    }
  }
}

function ensureChromium() {
  if (hasChromium()) return true;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && spawnSync('which', ['apt-get']).status === 0) {
    console.log('Chromium not found: installing Debian packages chromium and fonts-noto-cjk…');
    run('apt-get', ['update']);
    run('apt-get', ['install', '-y', 'chromium', 'fonts-noto-cjk']);
  }
  if (hasChromium()) return true;
  failures.push('browser tests: no Chromium');
  console.log(
    `The browser tests need Chromium at ${CHROMIUM_PATH}. Install it with:\n` +
      `  sudo apt-get install -y chromium fonts-noto-cjk\n` +
      `or set CHROMIUM_PATH to a Chromium or Chrome binary.`,
  );
  return false;
}

stage('type check (astro check)', 'npx', ['astro', 'check']);
stage('type check (engine, no DOM/Node types)', 'npx', ['tsc', '--noEmit', '-p', 'engine/tsconfig.json']);
stage('format (prettier --check: engine, src, tests, configuration)', 'npx', ['prettier', '--check', '.']);
vitest('unit');
if (stage('build (astro + pagefind)', 'npm', ['run', 'build'])) {
  if (ensureChromium()) vitest('browser');
  else failed++;
}
if (failures.length) console.log(`\nFailed:\n${failures.map((f) => `- ${f}`).join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
