// Expectations tagged with the rules they check (`checks:`), and what coverage makes of them:
// a rule is *checked* only by a passing run that evaluated a tagged expectation (a step limited
// to another profile does not count; an override's end state does not inherit the fixture's
// tags); an expected refusal checks the rule it names. Unknown rule numbers are errors naming the
// file and field — in a tag, and in the engine's own citations (naming the event).
import { beforeEach, describe, expect, it } from 'vitest';
import { formatError, parseFixture, runFixture, type FixtureResult } from '../../engine/fixtures/index.ts';
import { checkedRules } from '../../engine/fixtures/checks.ts';
import { compileFixture } from '../../engine/fixtures/compile.ts';
import { replayFixture } from '../../engine/fixtures/replay.ts';
import { replayFixtureWith } from '../../engine/fixtures/replay-core.ts';
import { EN } from '../../engine/messages/en/index.ts';
import { speech, wordsOf } from '../../engine/messages/speak.ts';
import { ZH } from '../../engine/messages/zh/index.ts';
import { startGame } from '../../engine/index.ts';
import { context } from '../tools/fixture-files.ts';
import { citationProblems } from '../tools/rule-coverage.ts';

const { rules, cards } = context();

const BASE = `title: {en: A test, zh: 测试}
rules: ['508.1a']
profiles: [classic, foundations]
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
    - {id: wall, card: Foriysian Brigade, controller: alex, tapped: true}
script:
  - pass-until: declare attackers
  - attack: {wall: bianca}
    by: alex
    expect: {refused: {rule: '508.1a'}}
  - attack: {bears: bianca}
    by: alex
    checks: ['508.1']
    profiles: [classic]
  - attack: {bears: bianca}
    by: alex
    profiles: [foundations]
  - check: {objects: {bears: {tapped: true}}, checks: ['508.1f']}
expect:
  step: declare attackers
  decision: {player: alex, kind: priority}
  objects:
    bears: {attacking: bianca}
  checks: ['508.1k']
events:
  - {type: attackers-declared, checks: ['508.2']}
overrides:
  foundations:
    expect: {step: declare attackers}
`;

function parse(text: string) {
  const r = parseFixture(text, 'tests/fixtures/checks.yaml', { rules, cards });
  if (!r.ok) throw new Error(r.errors.map(formatError).join('\n'));
  return r.value;
}

function errors(text: string) {
  const r = parseFixture(text, 'tests/fixtures/checks.yaml', { rules, cards });
  return r.ok ? [] : r.errors.map((e) => [e.path, e.message, e.line]);
}

describe('checks: the rules an expectation checks', () => {
  it('per profile: evaluated tags and expected refusals; an override end state does not inherit the fixture’s tags', () => {
    const f = parse(BASE);
    expect(checkedRules(f, 'classic')).toEqual(['508.1', '508.1a', '508.1f', '508.1k', '508.2']);
    expect(checkedRules(f, 'foundations')).toEqual(['508.1a', '508.1f', '508.2']);
  });

  it('a passing run reports them (in the browser’s replay too); a failing run checks nothing', () => {
    const f = parse(BASE);
    const r = runFixture(f, { profile: 'classic', cards });
    expect(r.failures).toEqual([]);
    expect(r.checkedRules).toEqual(['508.1', '508.1a', '508.1f', '508.1k', '508.2']);
    expect(replayFixture(startGame, f, 'classic', compileFixture(f, cards, 'classic'))).toEqual(r);
    const failing = runFixture(parse(BASE.replace('bears: {attacking: bianca}', 'bears: {attacking: false}')), {
      profile: 'classic',
      cards,
    });
    expect(failing.passed).toBe(false);
    expect(failing.checkedRules).toEqual([]);
  });

  it('a page’s replay, with one language’s words, writes its failures in that language alone', () => {
    const f = parse(BASE.replace("expect: {refused: {rule: '508.1a'}}", "expect: {refused: {rule: '508.1d'}}"));
    const compiled = compileFixture(f, cards, 'classic');
    const both = replayFixture(startGame, f, 'classic', compiled);
    // The failure quotes the engine's refusal, in each language.
    expect(both.failures.map((x) => x.path)).toEqual(['script[1].expect']);
    expect(both.failures[0].message.en).toMatch(
      /^expected a refusal citing 508\.1d; the engine refused citing 508\.1a: \S/,
    );
    expect(both.failures[0].message.zh).toMatch(/^预期拒绝时引用规则 508\.1d；引擎拒绝时引用的是508\.1a：\S/);
    for (const [lang, other, catalogue] of [
      ['en', 'zh', EN],
      ['zh', 'en', ZH],
    ] as const) {
      const one = replayFixtureWith(startGame, wordsOf(speech(lang, catalogue)), f, 'classic', compiled);
      expect(one.failures.map((x) => x.message[lang])).toEqual(both.failures.map((x) => x.message[lang]));
      expect(one.failures.map((x) => x.message[other])).toEqual(['']);
      expect({ ...one, failures: [] }).toEqual({ ...both, failures: [] });
    }
  });

  it('a tag naming a rule the corpus does not have is an error naming the file, the field and its line', () => {
    const text = BASE.replace("  checks: ['508.1k']", "  checks: ['508.1k', '508.99z']");
    expect(errors(text)).toEqual([
      [
        'expect.checks[1]',
        'expected a rule of the corpus, but "508.99z" does not exist',
        text.split('\n').findIndex((l) => l.includes('508.99z')) + 1,
      ],
    ]);
    expect(
      errors(
        BASE.replace("{type: attackers-declared, checks: ['508.2']}", "{type: attackers-declared, checks: ['509.99']}"),
      )[0].slice(0, 2),
    ).toEqual(['events[0].checks[0]', 'expected a rule of the corpus, but "509.99" does not exist']);
  });

  it('a tag of a chapter the seed chapters lack is checked against the edition of their era', () => {
    expect(errors(BASE.replace("checks: ['508.1f']", "checks: ['702.19b']"))).toEqual([]);
    expect(errors(BASE.replace("checks: ['508.1f']", "checks: ['702.999b']"))[0].slice(0, 2)).toEqual([
      'script[4].check.checks[0]',
      'expected a rule of the corpus, but "702.999b" does not exist',
    ]);
  });

  it('a check step’s tags go inside it; a pass-until step has nothing to tag', () => {
    expect(
      errors(
        BASE.replace(
          "  - check: {objects: {bears: {tapped: true}}, checks: ['508.1f']}",
          "  - check: {objects: {bears: {tapped: true}}}\n    checks: ['508.1f']",
        ),
      )[0].slice(0, 2),
    ).toEqual(['script[4].checks', 'expected the tags inside the check: `check: {…, checks: [...]}`']);
    expect(
      errors(
        BASE.replace(
          '  - pass-until: declare attackers\n',
          "  - pass-until: declare attackers\n    checks: ['508.1']\n",
        ),
      )[0][0],
    ).toBe('script[0].checks');
  });
});

describe('the engine’s citations must exist in the corpus', () => {
  let result: FixtureResult;
  beforeEach(() => {
    result = runFixture(parse(BASE), { profile: 'classic', cards });
  });

  it('a real run cites only known rules (chapters the corpus lacks are listed apart)', () => {
    const unverifiable = new Map<string, number>();
    expect(citationProblems(result, rules, unverifiable)).toEqual([]);
    expect([...unverifiable.keys()].every((r) => !rules.chapters.includes(Number(r[0])))).toBe(true);
  });

  it('an unknown number is reported with the event, the fixture and the step', () => {
    const faulty: FixtureResult = JSON.parse(JSON.stringify(result));
    const entry = faulty.trace.find((t) => t.events.some((e) => e.type === 'attackers-declared'))!;
    entry.events.find((e) => e.type === 'attackers-declared')!.rules.push('508.1z');
    expect(citationProblems(faulty, rules, new Map())).toEqual([
      `the engine cites "508.1z", which the corpus does not have, in a "attackers-declared" event (tests/fixtures/checks.yaml [classic], script[${entry.step}])`,
    ]);
  });
});
