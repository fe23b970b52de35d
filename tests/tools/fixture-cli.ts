// npm run fixture -- <file or folder> [--profile classic|foundations] [--lang en|zh] [--quiet]
//                    npm run fixture -- --write-schema
// Runs fixtures and prints a readable trace: every engine action with the events it caused and
// the rules each event cites, then the rules the engine cited and those the fixture's tagged
// expectations check. Exit code 0 when every expectation holds, 1 when any fails,
// 2 when a fixture is invalid (the message names the file, the line and the field).
import { decisionText, eventText, namesIn, refusalText } from '../../engine/index.ts';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  fixtureSchema,
  formatError,
  profilesOf,
  runFixture,
  stepNameOf,
  type Fixture,
  type FixtureProfile,
  type FixtureResult,
  type TraceEntry,
} from '../../engine/fixtures/index.ts';
import { context, FIXTURE_DIR, findFixtureFiles, loadFixture } from './fixture-files.ts';

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};

if (flag('--write-schema')) {
  const out = join(FIXTURE_DIR, 'schema.json');
  writeFileSync(out, JSON.stringify(fixtureSchema, null, 2) + '\n');
  console.log(`wrote ${out}`);
  process.exit(0);
}

const quiet = flag('--quiet');
const onlyProfile = option('--profile') as FixtureProfile | undefined;
// The language the trace's texts are said in (the engine's catalogues, the fixture's notes and labels).
const lang: 'en' | 'zh' = option('--lang') === 'zh' ? 'zh' : 'en';
const targets = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--profile' && args[i - 1] !== '--lang');
const files = (targets.length ? targets : [FIXTURE_DIR]).flatMap((t) => findFixtureFiles(t));

function where(entry: TraceEntry): string {
  const t = entry.state.turn;
  return `turn ${t.number} (${t.activePlayer}), ${stepNameOf(t.phase, t.step)}`;
}

function printTrace(r: FixtureResult, fixture: Fixture): void {
  let last: number | null = null;
  for (const entry of r.trace) {
    const note = entry.step !== null && entry.step !== last ? fixture.script[entry.step]?.note : undefined;
    if (note) console.log(`  ${''.padEnd(11)} “${note[lang]}”`);
    last = entry.step;
    const tag = entry.step === null ? 'setup' : `script[${entry.step}]`;
    const mark = { start: '·', accepted: '→', refused: '✗ refused:', tried: '? tried:', check: '✓ check' }[
      entry.outcome
    ];
    console.log(
      `  ${tag.padEnd(11)} ${mark} ${entry.outcome === 'check' ? '' : entry.label[lang]}   [${where(entry)}]`,
    );
    if (entry.violation)
      console.log(
        `                ${refusalText(entry.violation, lang, namesIn(entry.state))} (${entry.violation.code}; rules ${entry.violation.rules.join(', ')})`,
      );
    for (const ev of entry.events)
      console.log(
        `                ${ev.type.padEnd(24)} ${ev.rules.join(', ').padEnd(22)} ${eventText(ev, lang, namesIn(entry.state)) ?? ''}`,
      );
    // A question other than priority: what the engine asks, in words.
    if (
      entry.decision &&
      entry.decision.kind !== 'priority' &&
      (entry.outcome === 'accepted' || entry.outcome === 'start')
    )
      console.log(`                ? ${decisionText(entry.decision, lang, namesIn(entry.state))}`);
    for (const m of entry.mismatches ?? []) console.log(`                ✗ ${m.path}: ${m.message[lang]}`);
  }
  const d = r.trace.at(-1)?.decision;
  console.log(`  ${'end'.padEnd(11)} · the engine asks ${d ? `${d.player} to ${d.kind}` : 'nothing (game over)'}`);
}

let loadedContext: ReturnType<typeof context>;
try {
  loadedContext = context();
} catch (e) {
  // The card file or the corpus is malformed: the message names the file and line.
  console.log(`INVALID ${e instanceof Error ? e.message : String(e)}`);
  process.exit(2);
}
const { rules, cards } = loadedContext;
let invalid = 0;
let failed = 0;
let passed = 0;
let pending = 0;
for (const file of files) {
  const loaded = loadFixture(file, rules, cards);
  if (!loaded.fixture) {
    invalid++;
    console.log(`INVALID ${file}`);
    for (const e of loaded.errors) console.log(`  ${formatError(e)}`);
    continue;
  }
  const profiles = profilesOf(loaded.fixture).filter((p) => !onlyProfile || p === onlyProfile);
  for (const profile of profiles) {
    const r = runFixture(loaded.fixture, { profile, cards });
    const head = `${file} [${profile}] — ${r.title.en}`;
    if (r.pending) {
      pending++;
      console.log(`PENDING ${head}\n  ${r.pending}`);
      continue;
    }
    console.log(`${r.passed ? 'PASS' : 'FAIL'} ${head}`);
    if (!quiet || !r.passed) printTrace(r, loaded.fixture);
    for (const f of r.failures) console.log(`  ✗ ${file}: ${f.path}: ${f.message.en}`);
    if (!quiet)
      console.log(
        `  rules cited by the engine: ${r.citedRules.join(' ')}\n  rules its expectations check: ${r.checkedRules.join(' ') || 'none'}\n`,
      );
    if (r.passed) passed++;
    else failed++;
  }
}
console.log(`${passed} passed, ${failed} failed, ${pending} pending, ${invalid} invalid`);
process.exit(invalid ? 2 : failed ? 1 : 0);
