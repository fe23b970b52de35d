// `npm run mutant -- FILE LINE OLD NEW TEST…`: checks one mutant by hand, as the SURVIVORS.md files
// record it. Replaces the first OLD on line LINE of FILE with NEW, runs the given test files (the
// unit project), restores the file whatever happens, and prints KILLED (a test failed), SURVIVED
// (all passed) or KILLED (timeout) (still running after four minutes: a mutant that loops).
// The file is written back from memory, so an interrupted run leaves nothing mutated behind
// except on a hard kill; `git diff` shows it then.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const LIMIT_MS = 240_000;
process.chdir(fileURLToPath(new URL('../..', import.meta.url)));
const [file, lineText, old, replacement, ...tests] = process.argv.slice(2);
const line = Number(lineText);
if (!file || !Number.isInteger(line) || line < 1 || old === undefined || replacement === undefined) {
  console.error('usage: npm run mutant -- FILE LINE OLD NEW [TEST_FILE…]');
  process.exit(2);
}
let source;
try {
  source = readFileSync(file, 'utf8');
} catch {
  console.error(`${file}: no such file (paths are from the top of the repository)`);
  process.exit(2);
}
const lines = source.split('\n');
if (!lines[line - 1]?.includes(old)) {
  console.error(`${file}:${line}: ${JSON.stringify(old)} not found in ${JSON.stringify(lines[line - 1] ?? '')}`);
  process.exit(2);
}
lines[line - 1] = lines[line - 1].replace(old, () => replacement);
const restore = () => writeFileSync(file, source);
process.on('SIGINT', () => {
  restore();
  process.exit(130);
});
writeFileSync(file, lines.join('\n'));
const what = `${file}:${line} ${JSON.stringify(old)} -> ${JSON.stringify(replacement)}`;
const run = spawn('npx', ['vitest', 'run', '--config', 'tests/vitest.config.ts', '--project', 'unit', ...tests], {
  stdio: 'ignore',
  detached: true,
});
const timer = setTimeout(() => {
  process.kill(-run.pid, 'SIGKILL');
  restore();
  console.log(`KILLED (timeout) ${what}`);
  process.exit(0);
}, LIMIT_MS);
run.on('exit', (code) => {
  clearTimeout(timer);
  restore();
  console.log(`${code === 0 ? 'SURVIVED' : 'KILLED'} ${what}`);
});
