// Benchmark: the rules engine. Prints figures (no wall-clock assertions in unit tests):
//  1. one combat damage assignment with 10 blockers, validated (510.1c–e) — through apply()
//     and through engine/combat's checkDamageAssignment alone;
//  2. the attack-requirement search (508.1c–d) over 8 creatures under mixed requirements and
//     restrictions — through apply() and checkAttackDeclaration alone;
//  3. random full turns per second (random legal play from random positions);
//  4. the whole fixture suite (engine/fixtures runAll), if the fixture system is present;
//  5. the layer system (613): the characteristics of 100 permanents under 50 continuous effects
//     (35 from resolved spells and abilities, 15 from static abilities), all at once.
// Budgets: each decision under 5 ms (judged on the median; p95 on a loaded shared machine shows
// scheduling and GC pauses, so the load average is printed too); the fixture suite under 10 s.
import {
  apply,
  createGame,
  namesIn,
  refusalText,
  setupErrorText,
  type Action,
  type CardDef,
  type GameSetup,
  type GameState,
} from '../../engine/index.ts';
import { checkAttackDeclaration, checkDamageAssignment } from '../../engine/combat/index.ts';
import { combatView, damageInput } from '../../engine/combat/views.ts';
import { mulberry, playRandom, randomSetup } from '../../engine/game/random-play.ts';
import { battlefieldCharacteristics } from '../../engine/continuous/layers.ts';
import { randomBoard } from '../../engine/continuous/random-boards.ts';

const DECISION_BUDGET_MS = 5;
const os = await import('node:os');
console.log(
  `machine: ${os.cpus().length} CPU(s), load average ${os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' / ')}`,
);
const SUITE_BUDGET_MS = 10_000;
let over = 0;

function time(label: string, runs: number, fn: () => void, budget?: number): number {
  for (let i = 0; i < Math.min(50, runs); i++) fn(); // warm-up (JIT)
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn();
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  const median = samples[Math.floor(runs / 2)];
  const p95 = samples[Math.floor(runs * 0.95)];
  // Judged on the median: p95 on a shared machine includes GC pauses and other processes.
  const flag =
    budget !== undefined && median > budget
      ? `  OVER BUDGET (${budget} ms)`
      : budget !== undefined
        ? `  (budget ${budget} ms)`
        : '';
  if (budget !== undefined && median > budget) over++;
  console.log(
    `${label.padEnd(58)} median ${median.toFixed(3)} ms, p95 ${p95.toFixed(3)} ms, min ${samples[0].toFixed(3)} ms over ${runs} runs${flag}`,
  );
  return median;
}

function mustCreate(setup: GameSetup): GameState {
  const r = createGame(setup);
  if (!r.ok) throw new Error(`${r.error.code}: ${setupErrorText(r.error, 'en')}`);
  return r.value;
}

function mustApply(state: GameState, action: Action): GameState {
  const r = apply(state, action);
  if (!r.ok) throw new Error(`${r.error.code}: ${refusalText(r.error, 'en', namesIn(state))}`);
  return r.value.state;
}

const creature = (name: string, power: number, toughness: number, more: Partial<CardDef> = {}): CardDef => ({
  name,
  types: ['Creature'],
  colors: [],
  power,
  toughness,
  ...more,
});
const players = [
  { id: 'A', name: 'Alice', library: 10 },
  { id: 'B', name: 'Bob', library: 10 },
];

// 1. Ten blockers, classic profile (damage assignment order) and foundations.
for (const profile of ['classic', 'foundations'] as const) {
  const blockers = Array.from({ length: 10 }, (_, i) => ({
    id: `b${i}`,
    card: creature(`Blocker ${i}`, 1, 1 + (i % 3)),
    controller: 'B',
    blocking: ['giant'],
    ...(i % 4 === 0 ? { damage: 1 } : {}),
  }));
  const state = mustCreate({
    profile,
    players,
    turn: 3,
    activePlayer: 'A',
    phase: 'combat',
    step: 'combat damage',
    battlefield: [
      {
        id: 'giant',
        card: creature('Colossus', 30, 30, { keywords: ['trample'] }),
        controller: 'A',
        attacking: 'B',
        tapped: true,
        damageAssignmentOrder: blockers.map((b) => b.id),
      },
      ...blockers,
    ],
  });
  const assignment = blockers.map((b, i) => ({ to: b.id, amount: 1 + (i % 3) - (i % 4 === 0 ? 1 : 0) }));
  const used = assignment.reduce((n, p) => n + p.amount, 0);
  const action: Action = {
    type: 'assign-combat-damage',
    player: 'A',
    assignments: [{ source: 'giant', assignment: [...assignment, { to: 'B', amount: 30 - used }] }],
  };
  mustApply(state, action);
  time(
    `damage assignment, 10 blockers + trample (${profile}): apply()`,
    1000,
    () => void apply(state, action),
    DECISION_BUDGET_MS,
  );
  const input = damageInput(
    state,
    ['giant'],
    (action as Extract<Action, { type: 'assign-combat-damage' }>).assignments,
    [],
  );
  time(
    `  checkDamageAssignment alone (${profile})`,
    2000,
    () => void checkDamageAssignment(input, profile),
    DECISION_BUDGET_MS,
  );
}

// 2. Eight attackers under mixed requirements and restrictions.
{
  const limiter: CardDef = {
    name: 'Silent Arbiter',
    types: ['Artifact', 'Creature'],
    colors: [],
    power: 1,
    toughness: 5,
    keywords: ['defender'],
    abilities: [{ kind: 'static', rule: 'no more than one creature can attack each turn' }],
  };
  const eight = [
    creature('Ruric Thar', 6, 6, { keywords: ['attacks each combat if able'] }),
    creature('Master of Cruelties', 1, 4, { keywords: ['can only attack alone'] }),
    creature('Spellbreaker 1', 3, 3, { keywords: ['attacks each combat if able'] }),
    creature('Spellbreaker 2', 3, 3, { keywords: ['attacks each combat if able', 'attacks each combat if able'] }),
    creature('Loner 1', 2, 2, { keywords: ["can't attack alone"] }),
    creature('Loner 2', 2, 2, { keywords: ["can't attack alone", 'attacks each combat if able'] }),
    creature('Wall', 0, 5, { keywords: ['defender'] }),
    creature('Plain', 2, 2),
  ];
  for (const withLimit of [false, true]) {
    const state = mustCreate({
      players,
      turn: 3,
      activePlayer: 'A',
      phase: 'combat',
      step: 'declare attackers',
      battlefield: [
        ...eight.map((card, i) => ({ id: `a${i}`, card, controller: 'A' })),
        { id: 'pw', card: { name: 'Walker', types: ['Planeswalker'], colors: [], loyalty: 4 }, controller: 'B' },
        ...(withLimit ? [{ id: 'lim', card: limiter, controller: 'B' }] : []),
      ],
    });
    const view = combatView(state);
    const attacks = withLimit
      ? [{ attacker: 'a3', target: 'B' }]
      : ['a0', 'a2', 'a3', 'a4', 'a5', 'a7'].map((a) => ({ attacker: a, target: 'B' }));
    const check = checkAttackDeclaration(view, attacks);
    const action: Action = { type: 'declare-attackers', player: 'A', attacks };
    const label = withLimit ? 'with "no more than one creature can attack"' : 'no global limit';
    console.log(
      `attack search (${label}): declaration ${check.ok ? `legal, obeys ${check.obeyed}/${check.maximum}` : `refused: ${check.code}`}`,
    );
    time(
      `attack requirement search, 8 creatures (${label}): apply()`,
      1000,
      () => void apply(state, action),
      DECISION_BUDGET_MS,
    );
    time(`  checkAttackDeclaration alone`, 500, () => void checkAttackDeclaration(view, attacks), DECISION_BUDGET_MS);
  }
}

// 3. Random full turns.
{
  const GAMES = Number(process.env.BENCH_GAMES ?? 60);
  let turns = 0;
  let actions = 0;
  // The slowest steps are timed again (best of 3) so that a GC pause is not taken for the engine.
  const slow: { ms: number; before: GameState; action: Action }[] = [];
  playRandom(mustCreate(randomSetup(999, 2)), (n) => n - 1, 200); // warm-up game (JIT), not counted
  const t0 = performance.now();
  for (let seed = 1; seed <= GAMES; seed++) {
    const start = mustCreate(randomSetup(seed, seed % 3 === 0 ? 3 : 2));
    const rnd = mulberry(seed);
    let last = performance.now();
    const end = playRandom(
      start,
      (n) => Math.floor(rnd() * n),
      400,
      (before, action) => {
        const now = performance.now();
        slow.push({ ms: now - last, before, action });
        if (slow.length > 40) {
          slow.sort((a, b) => b.ms - a.ms);
          slow.length = 20;
        }
        last = now;
        actions++;
      },
    );
    turns += end.turn.number - start.turn.number;
  }
  const secs = (performance.now() - t0) / 1000;
  slow.sort((a, b) => b.ms - a.ms);
  const retimed = slow.slice(0, 20).map((x) => {
    let best = Infinity;
    for (let k = 0; k < 3; k++) {
      const t = performance.now();
      apply(x.before, x.action);
      best = Math.min(best, performance.now() - t);
    }
    return best;
  });
  const worst = Math.max(...retimed);
  if (worst > DECISION_BUDGET_MS) over++;
  console.log(
    `random play: ${GAMES} games, ${actions} actions, ${turns} full turns in ${secs.toFixed(2)} s — ${(turns / secs).toFixed(1)} turns/s, ${(actions / secs).toFixed(0)} actions/s (incl. trying refused candidates)`,
  );
  console.log(
    `  slowest single action: ${slow[0].ms.toFixed(2)} ms as first timed; the 20 slowest re-timed (best of 3): max ${worst.toFixed(3)} ms (budget ${DECISION_BUDGET_MS} ms)`,
  );
}

// 4. The fixture suite, through the fixture helper's runner (engine/fixtures runAll).
{
  let ran = false;
  try {
    const fixtures = (await import('../../engine/fixtures/index.ts')) as Record<string, unknown>;
    const files = (await import('../tools/fixture-files.ts')) as Record<string, unknown>;
    const runAll = fixtures.runAll as
      ((f: unknown[], o: { cards: unknown }) => { passed: boolean; pending?: string }[]) | undefined;
    const findFixtureFiles = files.findFixtureFiles as (() => string[]) | undefined;
    const loadFixture = files.loadFixture as ((f: string, r: unknown, c: unknown) => { fixture?: unknown }) | undefined;
    const context = files.context as (() => { rules: unknown; cards: unknown }) | undefined;
    if (runAll && findFixtureFiles && loadFixture && context) {
      const ctx = context();
      const t0 = performance.now();
      const loaded = findFixtureFiles()
        .map((f) => loadFixture(f, ctx.rules, ctx.cards))
        .flatMap((l) => (l.fixture ? [l.fixture] : []));
      const t1 = performance.now();
      const results = runAll(loaded, { cards: ctx.cards });
      const t2 = performance.now();
      const passed = results.filter((r) => r.passed).length;
      const pending = results.filter((r) => r.pending).length;
      const total = t2 - t0;
      if (total > SUITE_BUDGET_MS) over++;
      console.log(
        `fixture suite: ${loaded.length} fixtures, ${results.length} runs (${passed} passed, ${pending} pending, ${results.length - passed - pending} failed); load ${(t1 - t0).toFixed(0)} ms + run ${(t2 - t1).toFixed(0)} ms = ${total.toFixed(0)} ms (budget ${SUITE_BUDGET_MS} ms)${total > SUITE_BUDGET_MS ? ' OVER BUDGET' : ''}`,
      );
      ran = true;
    }
  } catch (e) {
    console.log(`fixture suite: not run (${e instanceof Error ? e.message : String(e)})`);
    ran = true;
  }
  if (!ran)
    console.log('fixture suite: skipped (engine/fixtures has no runAll, or tests/tools/fixture-files.ts is missing)');
}

// 5. The layer system (613): 100 permanents — 15 of them with a static ability — and 35 effects of
// resolved spells and abilities, in every layer (copy, control, text, types, colours, abilities,
// power and toughness), with Auras, Equipment, face-down permanents and counters, on five random
// boards. battlefieldCharacteristics computes every permanent's characteristics in one pass.
// Judged on the CPU time per computation (process.cpuUsage): on this shared machine the wall-clock
// median also counts the time other processes hold the CPU (it is printed beside it).
{
  const LAYERS_BUDGET_MS = 5;
  const boards: GameState[] = [];
  for (let seed = 1; boards.length < 5 && seed < 100; seed++) {
    const s = randomBoard(mulberry(seed), { permanents: 100, effects: 35, statics: 15 });
    const statics = s.battlefield.filter((id) => s.objects[id].card.abilities?.length).length;
    if (s.battlefield.length === 100 && statics === 15 && s.effects.length === 35) boards.push(s); // none died as the game began
  }
  const cpu: number[] = [];
  const wall: number[] = [];
  for (const s of boards) {
    for (let i = 0; i < 30; i++) battlefieldCharacteristics(s); // warm-up (JIT)
    const runs = 100;
    const c0 = process.cpuUsage();
    const samples: number[] = [];
    for (let i = 0; i < runs; i++) {
      const t = performance.now();
      battlefieldCharacteristics(s);
      samples.push(performance.now() - t);
    }
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000 / runs);
    samples.sort((a, b) => a - b);
    wall.push(samples[Math.floor(runs / 2)]);
  }
  const worstCpu = Math.max(...cpu);
  if (worstCpu > LAYERS_BUDGET_MS) over++;
  console.log(
    `layer system: characteristics of 100 permanents under 50 effects (35 resolved, 15 static), ${boards.length} boards: ` +
      `CPU ${cpu.map((x) => x.toFixed(2)).join(' / ')} ms per computation (worst ${worstCpu.toFixed(2)} ms), ` +
      `wall-clock median ${wall.map((x) => x.toFixed(2)).join(' / ')} ms (budget ${LAYERS_BUDGET_MS} ms)${worstCpu > LAYERS_BUDGET_MS ? ' OVER BUDGET' : ''}`,
  );
}

if (over > 0) {
  console.log(`${over} figure(s) over budget`);
  process.exitCode = 1;
}
