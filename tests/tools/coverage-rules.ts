// npm run coverage:rules [-- --json <path>] [--all] [--quiet]
// Runs every fixture and prints, section by section, for each rule: checked by N fixtures (an
// expectation tagged with it) and cited by M (the engine's events and refusals) / cited by M, NOT
// CHECKED / not executable: reason / not implemented: reason / NOT COVERED; then one line per
// chapter, exactly "chapter 5: C checked, E cited of X executable (N not executable)". The same
// data goes to JSON (default src/generated/coverage.json, read by the site at build time).
// Chapter 5 gets its table by default; --all prints the tables of every chapter, --quiet none.
// Exit 2: an invalid fixture; 1: a failing fixture, a problem with the not-executable list, or a
// rule number the engine cites that the corpus does not have.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { context, ROOT } from './fixture-files.ts';
import { measureCoverage } from './rule-coverage.ts';

const args = process.argv.slice(2);
const i = args.indexOf('--json');
const jsonPath = resolve(ROOT, i >= 0 && args[i + 1] ? args[i + 1] : 'src/generated/coverage.json');
const all = args.includes('--all');
const quiet = args.includes('--quiet');
const plural = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

const report = measureCoverage();
const { corpus } = context();
const current = corpus.editions.seed;

for (const chapter of current.chapters) {
  if (quiet || (!all && chapter.number !== 5)) continue;
  for (const section of chapter.sections) {
    const s = current.sections[section];
    console.log(`\n${section}. ${s.title.en} — ${s.title.zh ?? ''}`);
    for (const r of report.rules.filter((x) => x.section === section)) {
      const files = new Set(r.fixtures.filter((f) => f.passed).map((f) => f.file));
      const checking = new Set(r.checkedBy.map((f) => f.file));
      const status =
        r.status === 'checked'
          ? `checked by ${plural(checking.size, 'fixture')}, ${r.cited ? `cited by ${files.size}` : 'NOT CITED'}`
          : r.status === 'cited'
            ? `cited by ${plural(files.size, 'fixture')}, NOT CHECKED`
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
console.log(
  `\n${report.fixtures.length} fixture runs: ${report.fixtures.length - failing.length - pending.length} passed, ${failing.length} failed, ${pending.length} pending`,
);
for (const f of failing) console.log(`  FAILED ${f.file} [${f.profile}] (its citations do not count)`);
for (const p of report.listProblems) console.log(`  problem: ${p}`);
for (const e of report.invalid) console.log(`  INVALID ${e}`);
for (const u of report.unknownCitations) console.log(`  UNKNOWN RULE: ${u}`);
if (report.unverifiable.length)
  console.log(
    `  not verifiable (the corpus has no such chapter): the engine cites ${report.unverifiable.map((u) => u.rule).join(', ')}`,
  );

mkdirSync(dirname(jsonPath), { recursive: true });
writeFileSync(jsonPath, JSON.stringify(report, null, 2) + '\n');
console.log(`wrote ${jsonPath}`);
for (const c of report.chapters) console.log(c.line);
process.exit(
  report.invalid.length ? 2 : report.listProblems.length || failing.length || report.unknownCitations.length ? 1 : 0,
);
