// Every script step names its acting player (`by`), and the runner checks that the engine's pending
// decision is theirs — in Node (runFixture) and the browser's way (compiled, then replayed) alike.
// Before this check the runner answered as whoever the engine asked, so an engine that let the
// defending player announce an attacker's damage assignment order (509.2 says the active player
// does) passed every fixture. Here that engine fault is simulated (apply() hands the
// order-blockers decision to the defending player) and the Example fixture of 509.2 must fail,
// naming the step and the field.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatError, parseFixture, runFixture, validateFixture } from '../../engine/fixtures/index.ts';
import { compileFixture } from '../../engine/fixtures/compile.ts';
import { replayFixture } from '../../engine/fixtures/replay.ts';
import { startGame } from '../../engine/index.ts';
import { context, loadFixture, ROOT } from '../tools/fixture-files.ts';

const fault = vi.hoisted(() => ({ defenderOrdersBlockers: false }));

vi.mock('../../engine/game/apply.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../engine/game/apply.ts')>();
  type State = Parameters<typeof real.apply>[0];
  /** The faulty engine: the order among an attacker's blockers is asked of its defending player. */
  const misdirect = (s: State): State => {
    const f = s.frames[s.frames.length - 1];
    if (!fault.defenderOrdersBlockers || f.kind !== 'decision' || f.decision.kind !== 'order-blockers') return s;
    const d = f.decision;
    const a = s.combat?.attackers.find((x) => x.attacker === d.object);
    return a
      ? { ...s, frames: [...s.frames.slice(0, -1), { ...f, decision: { ...d, player: a.defendingPlayer } }] }
      : s;
  };
  return {
    ...real,
    apply: (state: State, action: Parameters<typeof real.apply>[1]) => {
      const r = real.apply(state, action);
      return r.ok ? { ...r, value: { ...r.value, state: misdirect(r.value.state) } } : r;
    },
  };
});

const { rules, cards } = context();

afterEach(() => {
  fault.defenderOrdersBlockers = false;
});

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
`;

function parse(text: string) {
  const r = parseFixture(text, 'tests/fixtures/actors.yaml', { rules, cards });
  if (!r.ok) throw new Error(r.errors.map(formatError).join('\n'));
  return r.value;
}

/** Runs in Node and the browser's way; both must give the same result. */
function run(text: string, profile: 'classic' | 'foundations' = 'classic') {
  const f = parse(text);
  const node = runFixture(f, { profile, cards });
  expect(replayFixture(startGame, f, profile, compileFixture(f, cards, profile))).toEqual(node);
  return node;
}

describe('each step names its acting player', () => {
  it('the base document passes', () => {
    expect(run(BASE).failures).toEqual([]);
  });

  it('a step naming a player the engine does not ask fails, naming the step and the field, in both languages', () => {
    const r = run(BASE.replace('    by: alex', '    by: bianca'));
    expect(r.passed).toBe(false);
    expect(r.failures).toEqual([
      {
        step: 1,
        path: 'script[1].by',
        message: {
          en: 'expected the engine to ask bianca (the step\'s `by`) to attack, but it asks alex for the decision "declare-attackers"',
          zh: '预期引擎请 bianca（该步骤的 `by`）作出“attack”，但引擎在等待 alex 作出“declare-attackers”决定',
        },
      },
    ]);
  });

  it('a pass by a player without priority fails at that entry of the list', () => {
    const r = run(BASE.replace('  - pass-until: declare attackers', '  - pass: [bianca]'));
    expect(r.failures[0]).toMatchObject({
      step: 0,
      path: 'script[0].pass[0]',
      message: { en: 'expected bianca to have priority, but the engine asks alex for the decision "priority"' },
    });
  });

  it('the CLI names the file, the step and the field', () => {
    const dir = mkdtempSync(join(tmpdir(), 'fixture-actors-'));
    const file = join(dir, '508.1a-wrong-actor.yaml');
    writeFileSync(file, BASE.replace('    by: alex', '    by: bianca'));
    const r = spawnSync(
      process.execPath,
      ['--import', 'tsx', join(ROOT, 'tests/tools/fixture-cli.ts'), file, '--quiet'],
      { cwd: ROOT, encoding: 'utf8' },
    );
    expect(r.stdout).toMatch(/508\.1a-wrong-actor\.yaml: script\[1\]\.by: expected the engine to ask bianca/);
    expect(r.status).toBe(1);
  });

  it('a step without `by` is invalid; so is `by` on a step that names no single actor, or an unknown player', () => {
    const errors = (text: string) => {
      const r = parseFixture(text, 'tests/fixtures/actors.yaml', { rules, cards });
      return r.ok ? [] : r.errors.map((e) => [e.path, e.message]);
    };
    expect(errors(BASE.replace('    by: alex\n', ''))).toEqual([
      ['script[1]', 'expected `by`: the player who makes this "attack" (the runner checks the engine asks them)'],
    ]);
    expect(
      errors(BASE.replace('  - pass-until: declare attackers\n', '  - pass-until: declare attackers\n    by: alex\n')),
    ).toEqual([
      ['script[0].by', 'a "pass-until" step names no acting player (whoever holds priority passes); remove `by`'],
    ]);
    expect(errors(BASE.replace('    by: alex', '    by: carol'))).toEqual([
      ['script[1].by', 'expected a player id (alex, bianca), got "carol"'],
    ]);
  });

  it('a refusal test may act without priority (117.1), but never answers another player’s decision', () => {
    const cast = `  - cast: {card: Giant Growth, targets: [bears]}\n    by: bianca\n    expect: {refused: {rule: '117.1'}}\n`;
    const text = BASE.replace(
      '{id: bianca, name: {en: Bianca, zh: 天启}}',
      '{id: bianca, name: {en: Bianca, zh: 天启}, hand: [Giant Growth]}',
    ).replace('  - pass-until: declare attackers\n', `${cast}  - pass-until: declare attackers\n`);
    expect(run(text).failures).toEqual([]);
    const answer = BASE.replace('    by: alex', "    by: bianca\n    expect: {refused: {rule: '508.1'}}");
    expect(run(answer).failures[0]).toMatchObject({ step: 1, path: 'script[1].by' });
  });
});

describe('an engine that asks the wrong player is caught', () => {
  const file = 'tests/fixtures/509.2-example-1-vastwood-gorger-order.yaml';
  const fixture = loadFixture(file, rules, cards).fixture!;

  it('509.2 Example: the right engine passes', () => {
    expect(runFixture(fixture, { profile: 'classic', cards }).failures).toEqual([]);
  });

  it('509.2 Example: the defending player announcing the damage assignment order fails at the order-blockers step’s `by`', () => {
    fault.defenderOrdersBlockers = true;
    const r = runFixture(fixture, { profile: 'classic', cards });
    expect(r.passed).toBe(false);
    expect(readFileSync(join(ROOT, file), 'utf8')).toMatch(
      /- order-blockers: \{gorger: \[angel, elves\]\}\n    by: alex\n/,
    );
    expect(r.failures).toEqual([
      {
        step: 4,
        path: 'script[4].by',
        message: {
          en: 'expected the engine to ask alex (the step\'s `by`) to order-blockers, but it asks bianca for the decision "order-blockers"',
          zh: '预期引擎请 alex（该步骤的 `by`）作出“order-blockers”，但引擎在等待 bianca 作出“order-blockers”决定',
        },
      },
    ]);
    // The browser's replay of the build's actions reaches the same verdict.
    fault.defenderOrdersBlockers = false;
    const compiled = compileFixture(fixture, cards, 'classic');
    fault.defenderOrdersBlockers = true;
    expect(replayFixture(startGame, fixture, 'classic', compiled).failures).toEqual(r.failures);
  });

  it('under Foundations there is no order to announce, so the same fixture still passes there', () => {
    fault.defenderOrdersBlockers = true;
    expect(runFixture(fixture, { profile: 'foundations', cards }).failures).toEqual([]);
    expect(validateFixture(fixture, { rules, cards })).toEqual([]);
  });
});
