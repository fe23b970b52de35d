// Every fixture file is a test, run under each profile it declares (a pending fixture is
// reported as skipped, never as passed). Then: the format round-trips (parse → format → parse),
// invalid documents give errors naming the file, the field path and what was expected, and the
// runner is strict (unanswered decisions, unused steps, wrong refusals all fail).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  fixtureSchema,
  formatError,
  formatFixture,
  parseFixture,
  profilesOf,
  runFixture,
  validateFixture,
  type Fixture,
} from '../../engine/fixtures/index.ts';
import { compileFixture } from '../../engine/fixtures/compile.ts';
import { replayFixture } from '../../engine/fixtures/replay.ts';
import { startGame } from '../../engine/index.ts';
import { context, FIXTURE_DIR, findFixtureFiles, loadFixture, ROOT } from '../tools/fixture-files.ts';
import { measureCoverage } from '../tools/rule-coverage.ts';
import { parse } from 'yaml';
import type { FixtureProfile } from '../../engine/fixtures/model.ts';

const { rules, cards } = context();
const files = findFixtureFiles();

/**
 * What naming a fixture's tests takes — the profiles it declares, whether it is pending — read
 * from its YAML without validating it. Each fixture is parsed and validated inside its own tests:
 * work done while this file loads is reached by no test in particular, so mutation testing would
 * count every mutant of the validation (setup/card-check.ts, fixtures/) as reached by every test.
 */
function header(file: string): { profiles: FixtureProfile[]; pending?: string } {
  let doc: unknown = null;
  try {
    doc = parse(readFileSync(join(ROOT, file), 'utf8'));
  } catch {
    // Not YAML: its one test fails with the parser's errors.
  }
  const d = (doc && typeof doc === 'object' ? doc : {}) as { profiles?: unknown; pending?: unknown };
  // The default profile is profilesOf's (model.ts), not repeated here.
  const profiles = profilesOf({
    profiles: Array.isArray(d.profiles) ? (d.profiles as FixtureProfile[]) : undefined,
  } as Fixture);
  return { profiles, ...(typeof d.pending === 'string' ? { pending: d.pending } : {}) };
}

/** The fixture, parsed and validated; a test fails naming its errors when it is not valid. */
function load(file: string): Fixture {
  const loaded = loadFixture(file, rules, cards);
  if (!loaded.fixture) expect.fail(loaded.errors.map(formatError).join('\n'));
  return loaded.fixture;
}

describe('fixture files', () => {
  it('finds the fixtures', () => {
    expect(files.length).toBeGreaterThan(20);
  });
  for (const file of files) {
    const { profiles, pending } = header(file);
    for (const profile of profiles) {
      const name = `${file} [${profile}]`;
      if (pending) {
        it.skip(`${name} — pending: ${pending}`, () => {});
        continue;
      }
      it(name, () => {
        const fixture = load(file);
        expect(profilesOf(fixture)).toContain(profile);
        const r = runFixture(fixture, { profile, cards });
        const report = r.failures.map((f) => `${file}: ${f.path}: ${f.message.en}`).join('\n');
        expect(report).toBe('');
        expect(r.passed).toBe(true);
        expect(r.citedRules.length).toBeGreaterThan(0);
      });
    }
  }
});

function strip(f: Fixture): Omit<Fixture, 'file'> {
  const { file: _file, ...rest } = f;
  return rest;
}

describe('parseFixture / formatFixture round trip', () => {
  for (const file of files) {
    it(file, () => {
      const first = parseFixture(readFileSync(join(ROOT, file), 'utf8'), file);
      if (!first.ok) return expect.fail(first.errors.map(formatError).join('\n'));
      const text = formatFixture(first.value);
      const second = parseFixture(text, file);
      if (!second.ok) return expect.fail(second.errors.map(formatError).join('\n'));
      expect(strip(second.value)).toEqual(strip(first.value));
      expect(formatFixture(second.value)).toBe(text);
    });
  }
});

describe('the JSON Schema file', () => {
  it('tests/fixtures/schema.json is the schema the parser uses (npm run fixture -- --write-schema)', () => {
    const onDisk = JSON.parse(readFileSync(join(FIXTURE_DIR, 'schema.json'), 'utf8'));
    expect(onDisk).toEqual(JSON.parse(JSON.stringify(fixtureSchema)));
  });
});

/** The attack step of BASE. */
const ATTACK = '  - attack: {bears: bianca}\n    by: alex\n';

/** A small valid fixture, as text, to break in one place at a time. */
const BASE = `title: {en: A test, zh: 测试}
rules: ['508.1a']
setup:
  players:
    - {id: alex, name: {en: Alex, zh: 俊杰}}
    - {id: bianca, name: {en: Bianca, zh: 天启}}
  active: alex
  turn: 3
  step: beginning of combat
  priority: alex
  battlefield:
    - {id: bears, card: Grizzly Bears, controller: alex}
script:
  - pass-until: declare attackers
  - attack: {bears: bianca}
    by: alex
expect:
  step: declare attackers
  decision: {player: alex, kind: priority}
  objects:
    bears: {attacking: bianca, tapped: true}
`;

function errorsOf(text: string) {
  const r = parseFixture(text, 'tests/fixtures/broken.yaml', { rules, cards });
  return r.ok ? [] : r.errors;
}

describe('invalid fixtures: file, path, what was expected', () => {
  it('the base document is valid and passes', () => {
    expect(errorsOf(BASE)).toEqual([]);
    const r = parseFixture(BASE, 'base.yaml');
    if (!r.ok) return expect.fail('base must parse');
    expect(runFixture(r.value, { cards }).failures).toEqual([]);
  });
  const cases: [string, string, string, RegExp][] = [
    [
      'an unknown field in a step',
      ATTACK,
      `${ATTACK}    expekt: accepted\n`,
      /unknown field; expected one of: .*expect/,
    ],
    ['a wrong type', 'turn: 3', 'turn: three', /expected .*integer.*"three"|"three"/],
    ['a missing Chinese title', 'title: {en: A test, zh: 测试}', 'title: {en: A test}', /required field is missing/],
    ['a malformed rule number', "rules: ['508.1a']", "rules: ['508.1 a']", /a rule number like "510\.1c"/],
    ['a rule not in the corpus', "rules: ['508.1a']", "rules: ['508.99z']", /"508\.99z" does not exist/],
    ['an unknown card', 'card: Grizzly Bears', 'card: Grizzly Beers', /unknown card "Grizzly Beers"/],
    [
      'an unknown object id in the script',
      'attack: {bears: bianca}',
      'attack: {beers: bianca}',
      /object declared in setup/,
    ],
    ['an unknown step name', 'step: beginning of combat', 'step: combat begins', /a step: untap, upkeep/],
    [
      'two actions in one step',
      '  - pass-until: declare attackers\n',
      '  - pass-until: declare attackers\n    pass: alex\n',
      /exactly one action/,
    ],
    [
      'no stated end point',
      '  step: declare attackers\n  decision: {player: alex, kind: priority}\n',
      '',
      /the point the game ends at/,
    ],
  ];
  const paths: Record<string, string> = {
    'an unknown field in a step': 'script[1].expekt',
    'a wrong type': 'setup.turn',
    'a missing Chinese title': 'title.zh',
    'a malformed rule number': 'rules[0]',
    'a rule not in the corpus': 'rules[0]',
    'an unknown card': 'setup.battlefield[0].card',
    'an unknown object id in the script': 'script[1].attack.beers',
    'an unknown step name': 'setup.step',
    'two actions in one step': 'script[0]',
    'no stated end point': 'expect',
  };
  for (const [what, from, to, message] of cases) {
    it(what, () => {
      expect(BASE.includes(from)).toBe(true);
      const errors = errorsOf(BASE.replace(from, to));
      expect(errors.length).toBeGreaterThan(0);
      const e = errors.find((x) => x.path === paths[what]);
      expect(e, JSON.stringify(errors)).toBeDefined();
      expect(e!.file).toBe('tests/fixtures/broken.yaml');
      expect(e!.message).toMatch(message);
      expect(formatError(e!)).toContain(`tests/fixtures/broken.yaml`);
      expect(formatError(e!)).toContain(paths[what]);
    });
  }
  it('corpus and card checks carry the line of the field too', () => {
    const errors = errorsOf(BASE.replace('card: Grizzly Bears', 'card: Grizzly Beers'));
    expect(errors[0]).toMatchObject({
      path: 'setup.battlefield[0].card',
      line: BASE.split('\n').findIndex((l) => l.includes('Grizzly Bears')) + 1,
    });
  });
  it('schema errors carry the line of the field', () => {
    const errors = errorsOf(BASE.replace('turn: 3', 'turn: -3'));
    expect(errors[0].path).toBe('setup.turn');
    expect(errors[0].line).toBe(BASE.split('\n').findIndex((l) => l.includes('turn: 3')) + 1);
  });
  it('a YAML syntax error names its line', () => {
    const errors = errorsOf(BASE.replace('  active: alex', '  active: [alex'));
    expect(errors[0].message).toMatch(/^YAML: /);
    expect(errors[0].line).toBeGreaterThan(0);
  });
  it('an event pattern naming a field events do not have', () => {
    const errors = errorsOf(BASE + 'events: [{type: attackers-declared, with: {sourc: bears}}]\n');
    expect(errors.map((e) => [e.path, e.message.split(';')[0]])).toContainEqual([
      'events[0].with.sourc',
      'unknown field',
    ]);
  });
  it('an Example index beyond the rule’s Examples', () => {
    const errors = errorsOf(
      BASE.replace("rules: ['508.1a']", "rules: ['508.1c']\nexample: {rule: '508.1c', index: 2}"),
    );
    expect(errors.map((e) => [e.path, e.message])).toContainEqual([
      'example.index',
      'expected 1–1 (rule 508.1c has 1 Example paragraph(s)), got 2',
    ]);
  });
});

/** Runs the document (and checks the browser's way — compiled at build, replayed — gives the same result, failures included). */
function run(text: string, profile: 'classic' | 'foundations' = 'classic') {
  const r = parseFixture(text, 'strict.yaml');
  if (!r.ok) throw new Error(r.errors.map(formatError).join('\n'));
  expect(validateFixture(r.value, { rules, cards })).toEqual([]);
  const result = runFixture(r.value, { profile, cards });
  expect(replayFixture(startGame, r.value, profile, compileFixture(r.value, cards, profile))).toEqual(result);
  return result;
}

describe('strictness', () => {
  it('a decision the script leaves unanswered fails the fixture', () => {
    const r = run(BASE.replace(ATTACK, '').replace(/expect:[^]*$/, 'expect:\n  step: declare attackers\n'));
    expect(r.passed).toBe(false);
    expect(r.failures[0].message.en).toMatch(
      /script ends while the engine asks alex for the decision "declare-attackers"/,
    );
    expect(r.failures[0].message.zh).toMatch(/脚本结束时引擎仍在等待 alex 作出“declare-attackers”决定/);
  });
  it('pass-until fails when a decision other than priority comes up first', () => {
    const r = run(BASE.replace(ATTACK, '').replace('pass-until: declare attackers', 'pass-until: end of combat'));
    expect(r.failures[0]).toMatchObject({ step: 0, path: 'script[0].pass-until' });
    expect(r.failures[0].message.en).toMatch(
      /engine asks alex for the decision "declare-attackers"; answer it in the script/,
    );
  });
  it('a scripted step the game never reaches fails', () => {
    const r = run(BASE.replace(ATTACK, `  - do: {type: concede, player: bianca}\n${ATTACK}`));
    expect(r.failures).toContainEqual({
      step: 2,
      path: 'script[2]',
      message: {
        en: 'the script step "attack" is never used: the game is over',
        zh: '脚本步骤“attack”未被用到：游戏已结束',
      },
    });
  });
  it('an expected refusal that the engine accepts fails', () => {
    const r = run(BASE.replace(ATTACK, `${ATTACK}    expect: {refused: {rule: '508.1c'}}\n`));
    expect(r.failures[0].path).toBe('script[1].expect');
    expect(r.failures[0].message.en).toMatch(/to refuse .* but it accepted it/);
    expect(r.failures[0].message.zh).toMatch(/预期引擎以规则 .* 为由拒绝.*但它接受了/);
  });
  it('a refusal citing another rule than expected fails, naming both', () => {
    const text = BASE.replace(
      '{id: bears, card: Grizzly Bears, controller: alex}',
      '{id: bears, card: Grizzly Bears, controller: alex, tapped: true}\n    - {id: elves, card: Llanowar Elves, controller: alex}',
    )
      .replace(ATTACK, `${ATTACK}    expect: {refused: {rule: '508.1c'}}\n  - attack: {}\n    by: alex\n`)
      .replace(/  objects:[^]*$/, '');
    const r = run(text);
    expect(r.failures).toHaveLength(1);
    expect(r.failures[0].message.en).toMatch(/expected a refusal citing 508\.1c; the engine refused citing 508\.1a/);
    expect(r.failures[0].message.zh).toMatch(/预期拒绝时引用规则 508\.1c；引擎拒绝时引用的是508\.1a/);
  });
  it('a refusal the script did not expect fails with the engine’s reason', () => {
    const r = run(
      BASE.replace(
        '{id: bears, card: Grizzly Bears, controller: alex}',
        "{id: bears, card: Grizzly Bears, controller: alex, 'controlled-since-turn-began': false}\n    - {id: elves, card: Llanowar Elves, controller: alex}",
      ),
    );
    expect(r.failures[0].path).toBe('script[1]');
    expect(r.failures[0].message.en).toMatch(/refused: .*508\.1a/);
    expect(r.failures[0].message.zh).toMatch(/但它拒绝了：.*508\.1a/);
  });
  it('events must appear in the stated order', () => {
    const ok = run(
      BASE + "events: [{type: step-began, rule: '508.1'}, {type: attackers-declared}]\n".replace("'508.1'", "'500.1'"),
    );
    expect(ok.failures).toEqual([]);
    const bad = run(BASE + 'events: [{type: attackers-declared}, {type: step-began}]\n');
    expect(bad.failures[0].path).toBe('events[1]');
    expect(bad.failures[0].message.en).toMatch(/it occurs, but earlier/);
    expect(bad.failures[0].message.zh).toMatch(/它出现了，但更早/);
  });
  it('a card nobody defines fails at the setup, in the browser too', () => {
    const p = parseFixture(BASE.replace('card: Grizzly Bears', 'card: Grizzly Beers'), 'strict.yaml');
    if (!p.ok) throw new Error('does not parse');
    const result = runFixture(p.value, { profile: 'classic', cards });
    expect(result.failures).toEqual([
      {
        step: null,
        path: 'setup.battlefield[0].card',
        message: { en: 'unknown card "Grizzly Beers"', zh: '未知的牌“Grizzly Beers”' },
      },
    ]);
    const compiled = compileFixture(p.value, cards, 'classic');
    expect(compiled.setup).toBeUndefined();
    expect(replayFixture(startGame, p.value, 'classic', compiled)).toEqual(result);
  });
  it('a pending fixture does not run and does not pass', () => {
    const r = run(BASE.replace("rules: ['508.1a']", "rules: ['508.1a']\npending: waiting for the engine"));
    expect(r).toMatchObject({ pending: 'waiting for the engine', passed: false, trace: [] });
  });
  it('the trace has the state after every engine action, with the rules of each event', () => {
    const r = run(BASE);
    expect(r.trace[0].outcome).toBe('start');
    expect(r.trace.at(-1)?.label.en).toBe('Alex declares attackers: Grizzly Bears → Bianca');
    expect(r.trace.at(-1)?.label.zh).toBe('俊杰宣告攻击者：灰熊 → 天启');
    expect(r.trace.every((t) => t.events.every((e) => e.rules.length > 0))).toBe(true);
    expect(r.citedRules).toContain('508.1');
    expect(JSON.parse(JSON.stringify(r.trace.at(-1)?.state))).toEqual(r.trace.at(-1)?.state);
  });
});

describe('what the fixtures cover', () => {
  // Loaded by the tests that use them, not while this file loads (see `header`).
  let all: Fixture[] | undefined;
  const valid = () => (all ??= files.map((f) => loadFixture(f, rules, cards).fixture).filter((f): f is Fixture => !!f));
  it('every Example paragraph of chapter 5 is reproduced by a fixture tagged with it', () => {
    const current = context().corpus.editions.seed;
    const wanted = current.ruleOrder
      .filter((n) => n.startsWith('5'))
      .flatMap((n) => current.rules[n].examples.map((e) => `${n} #${e.index}`));
    expect(wanted).toHaveLength(13);
    const tagged = new Set(
      valid()
        .filter((f) => f.example && !f.pending)
        .map((f) => `${f.example!.rule} #${f.example!.index}`),
    );
    expect(wanted.filter((w) => !tagged.has(w))).toEqual([]);
  });
  it('file names start with the primary rule number', () => {
    for (const f of valid()) expect(f.file.split('/').at(-1)!.startsWith(`${f.rules[0]}-`), f.file).toBe(true);
  });
  it('not-executable.yaml names existing rules, none of which the fixtures cite or check; the chapter line has the stated form', () => {
    const report = measureCoverage();
    expect(report.invalid).toEqual([]);
    expect(report.listProblems).toEqual([]);
    expect(report.unknownCitations).toEqual([]);
    for (const c of report.chapters) {
      expect(c.line).toBe(
        `chapter ${c.chapter}: ${c.checked} checked, ${c.cited} cited of ${c.executable} executable (${c.notExecutable} not executable)`,
      );
      const rulesOf = report.rules.filter((r) => r.chapter === c.chapter);
      expect(c.executable + c.notExecutable).toBe(rulesOf.length);
      expect(c.checked).toBe(rulesOf.filter((r) => r.checked).length);
      expect(c.cited).toBe(rulesOf.filter((r) => r.cited).length);
    }
    // Cited means cited by the engine in a passing run; checked means a passing run evaluated an expectation tagged with it.
    for (const r of report.rules.filter((x) => x.cited)) expect(r.fixtures.some((f) => f.passed)).toBe(true);
    for (const r of report.rules.filter((x) => x.checked)) expect(r.checkedBy.length).toBeGreaterThan(0);
    for (const r of report.rules) expect(r.status === 'checked').toBe(r.checked);
  });
});

// Each run starts a process that loads the corpus: seconds on a loaded machine, beyond vitest's 5 s default.
describe('npm run fixture (the CLI)', { timeout: 60_000 }, () => {
  const cli = (target: string) => {
    const r = spawnSync(
      process.execPath,
      ['--import', 'tsx', join(ROOT, 'tests/tools/fixture-cli.ts'), target, '--quiet'],
      { cwd: ROOT, encoding: 'utf8' },
    );
    return { code: r.status, out: r.stdout + r.stderr };
  };
  const dir = mkdtempSync(join(tmpdir(), 'fixture-cli-'));
  it('exits 0 when every expectation holds', () => {
    const file = join(dir, '508.1a-ok.yaml');
    writeFileSync(file, BASE);
    const r = cli(file);
    expect(r.out).toMatch(/1 passed, 0 failed/);
    expect(r.code).toBe(0);
  });
  it('exits 1 when an expectation fails, naming the file and the field', () => {
    const file = join(dir, '508.1a-fails.yaml');
    writeFileSync(file, BASE.replace('tapped: true}', 'tapped: false}'));
    const r = cli(file);
    expect(r.out).toMatch(/508\.1a-fails\.yaml: expect\.objects\.bears\.tapped: expected false, the engine has true/);
    expect(r.code).toBe(1);
  });
  it('exits 2 when a fixture is invalid, naming the file, the line and the field', () => {
    const file = join(dir, '508.1a-invalid.yaml');
    writeFileSync(file, BASE.replace('turn: 3', 'turn: three'));
    const r = cli(file);
    expect(r.out).toMatch(/508\.1a-invalid\.yaml:8: setup\.turn: expected/);
    expect(r.code).toBe(2);
  });
});
