// npm run coverage:rules [-- --json <path>] [--all]
// Runs every fixture and prints, section by section, for each rule: exercised by N fixtures /
// not executable: reason / not implemented: reason / NOT COVERED; then one line per chapter,
// exactly "chapter 5: E exercised of X executable (N not executable)". The same data goes to
// JSON (default src/generated/coverage.json, read by the site at build time).
// Chapter 5 gets its table by default; --all prints the tables of every chapter.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { context, ROOT } from './fixture-files.ts';
import { measureCoverage } from './rule-coverage.ts';

const args = process.argv.slice(2);
const i = args.indexOf('--json');
const jsonPath = resolve(ROOT, i >= 0 && args[i + 1] ? args[i + 1] : 'src/generated/coverage.json');
const all = args.includes('--all');

const report = measureCoverage();
const { corpus } = context();
const current = corpus.editions.seed;

for (const chapter of current.chapters) {
  if (!all && chapter.number !== 5) continue;
  for (const section of chapter.sections) {
    const s = current.sections[section];
    console.log(`\n${section}. ${s.title.en} — ${s.title.zh ?? ''}`);
    for (const r of report.rules.filter((x) => x.section === section)) {
      const files = new Set(r.fixtures.filter((f) => f.passed).map((f) => f.file));
      const status =
        r.status === 'exercised'
          ? `exercised by ${files.size} fixture${files.size === 1 ? '' : 's'}`
          : r.status === 'not-executable'
            ? `not executable: ${r.reason?.en}`
            : r.status === 'not-implemented'
              ? `not implemented: ${r.reason?.en}`
              : 'NOT COVERED';
      console.log(`  ${r.rule.padEnd(8)} ${status}`);
    }
  }
}

const failing = report.fixtures.filter((f) => !f.passed && !f.pending);
const pending = report.fixtures.filter((f) => f.pending);
console.log(`\n${report.fixtures.length} fixture runs: ${report.fixtures.length - failing.length - pending.length} passed, ${failing.length} failed, ${pending.length} pending`);
for (const f of failing) console.log(`  FAILED ${f.file} [${f.profile}] (its citations do not count)`);
for (const p of report.listProblems) console.log(`  problem: ${p}`);
for (const e of report.invalid) console.log(`  INVALID ${e}`);

mkdirSync(dirname(jsonPath), { recursive: true });
writeFileSync(jsonPath, JSON.stringify(report, null, 2) + '\n');
console.log(`wrote ${jsonPath}`);
for (const c of report.chapters) console.log(c.line);
process.exit(report.invalid.length ? 2 : report.listProblems.length || failing.length ? 1 : 0);
