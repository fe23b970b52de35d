// `npm run mutation -- <folder>…`: mutation testing of engine/<folder> with StrykerJS
// (tests/mutation/stryker.config.mjs), one folder after the other, each incremental against its own
// reports/mutation/<folder>.incremental.json; then the score of each folder run. A folder may be
// a file (`combat/lethal-damage.ts`). Other arguments go to Stryker (`--force` re-tests every
// mutant, `--concurrency 1`). Without a folder: the folders and the scores last measured.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Not at the top level of the repository, whose list of entries the design fixes; Stryker reads
// the paths inside it relative to the working directory, the repository's top (npm run).
const CONFIG = 'tests/mutation/stryker.config.mjs';
process.chdir(fileURLToPath(new URL('../..', import.meta.url)));
const args = process.argv.slice(2);
const folders = args.filter((a, i) => !a.startsWith('-') && !(i > 0 && args[i - 1] === '--concurrency'));
const passOn = args.filter((a) => !folders.includes(a));
const engineFolders = readdirSync('engine').filter((f) => statSync(join('engine', f)).isDirectory());

const reportOf = (folder) => join('reports', 'mutation', `${folder.replace(/\.ts$/, '').replaceAll('/', '-')}.json`);

/** The score as Stryker counts it: killed and timed out of the mutants with a result (no errors). */
function score(folder) {
  const file = reportOf(folder);
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const counts = {};
  for (const f of Object.values(report.files))
    for (const m of f.mutants) counts[m.status] = (counts[m.status] ?? 0) + 1;
  const detected = (counts.Killed ?? 0) + (counts.Timeout ?? 0);
  const undetected = (counts.Survived ?? 0) + (counts.NoCoverage ?? 0);
  const valid = detected + undetected;
  return { ...counts, detected, undetected, score: valid ? (100 * detected) / valid : 100 };
}

function line(folder) {
  const s = score(folder);
  if (!s) return `${folder.padEnd(24)} not measured yet`;
  const rest = ['Killed', 'Timeout', 'Survived', 'NoCoverage', 'CompileError', 'RuntimeError', 'Ignored']
    .filter((k) => s[k])
    .map((k) => `${k.toLowerCase()} ${s[k]}`)
    .join(', ');
  return `${folder.padEnd(24)} ${s.score.toFixed(2).padStart(6)} %  (${rest})`;
}

if (folders.length === 0) {
  console.log('usage: npm run mutation -- <folder of engine/>… [stryker options, e.g. --force]');
  console.log(`folders: ${engineFolders.join(', ')}\n\nscores last measured (reports/mutation/):`);
  for (const f of engineFolders) console.log(line(f));
  process.exit(0);
}

let failed = false;
const times = {};
for (const folder of folders.map((f) => f.replace(/^engine\//, '').replace(/\/+$/, ''))) {
  if (!existsSync(join('engine', folder))) {
    console.error(`engine/${folder} does not exist (folders: ${engineFolders.join(', ')})`);
    process.exit(2);
  }
  console.log(`\n$ MUTATION_FOLDER=${folder} stryker run ${CONFIG} ${passOn.join(' ')}`);
  const start = Date.now();
  const r = spawnSync('npx', ['stryker', 'run', CONFIG, ...passOn], {
    stdio: 'inherit',
    env: { ...process.env, MUTATION_FOLDER: folder },
  });
  times[folder] = (Date.now() - start) / 1000;
  if (r.status !== 0) failed = true;
}
console.log('\nmutation score per folder (killed and timed out / mutants with a result):');
for (const f of Object.keys(times)) console.log(`${line(f)}  in ${Math.round(times[f])} s`);
process.exit(failed ? 1 : 0);
