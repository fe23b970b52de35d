// 509.1 in the flow, compared whole: what the defending player is asked, what a declaration that
// isn't one gets, and the event a declaration makes (with the rules that applied to it).
import { describe, expect, it } from 'vitest';
import type { Action } from '../core/actions';
import type { CardDef } from '../core/cards';
import type { GameSetup } from '../core/setup';
import type { GameEvent } from '../core/events';
import type { GameState } from '../core/state';
import { apply } from '../game/apply';
import { act, combatAt, creature, decision, game, passUntil, refusal, threeInCombat } from '../game/test-kit';

/** A attacks B with a 2/2; B has an untapped 1/1, a tapped 3/3 and an untapped 0/4 Wall. */
function blockersStep(): GameState {
  let s = combatAt('declare attackers', [
    { id: 'bear', card: creature('Bear', 2, 2), controller: 'A' },
    { id: 'elf', card: creature('Elf', 1, 1), controller: 'B' },
    { id: 'ogre', card: creature('Ogre', 3, 3), controller: 'B', tapped: true },
    { id: 'wall', card: creature('Wall', 0, 4, { keywords: ['defender'] }), controller: 'B' },
  ]);
  s = act(s, { type: 'declare-attackers', player: 'A', attacks: [{ attacker: 'bear', target: 'B' }] }).state;
  return passUntil(s, () => false).state;
}

describe('509.1: declaring blockers', () => {
  it('the defending player is asked, offered the creatures able to block and the attackers they can block', () => {
    expect(decision(blockersStep())).toEqual({
      player: 'B',
      kind: 'declare-blockers',
      rules: ['509.1'],
      candidates: ['elf', 'wall'],
      targets: ['bear'],
    });
  });
  it('a declaration that is not a list of {blocker, attacker} ids is refused (509.1), and nothing changes', () => {
    const s = blockersStep();
    const before = JSON.stringify(s);
    const tryBlocks = (blocks: unknown) =>
      apply(s, { type: 'declare-blockers', player: 'B', blocks } as unknown as Action);
    expect(tryBlocks('nonsense')).toMatchObject({ ok: false, error: { code: 'action/malformed' } });
    for (const blocks of [undefined, [null], [1], [{ blocker: 'elf' }], [{ blocker: 1, attacker: 'bear' }]])
      expect(tryBlocks(blocks)).toEqual({
        ok: false,
        error: { code: 'declare-blockers/malformed', rules: ['509.1'], params: {} },
      });
    expect(JSON.stringify(s)).toBe(before);
    expect(decision(s)).toMatchObject({ kind: 'declare-blockers', player: 'B' });
  });
  it('the declaration is an event naming the blockers and the rules that applied (509.1a, 509.1g)', () => {
    const r = act(blockersStep(), {
      type: 'declare-blockers',
      player: 'B',
      blocks: [
        { blocker: 'elf', attacker: 'bear' },
        { blocker: 'wall', attacker: 'bear' },
      ],
    });
    expect(r.events.find((e) => e.type === 'blockers-declared')).toEqual({
      type: 'blockers-declared',
      rules: ['509.1', '509.1a', '509.1g'],
      player: 'B',
      objects: ['elf', 'wall'],
      obeyed: 0,
      maximum: 0,
      forced: false,
    });
    const none = act(blockersStep(), { type: 'declare-blockers', player: 'B', blocks: [] });
    expect(none.events.find((e) => e.type === 'blockers-declared')).toMatchObject({
      rules: ['509.1', '509.1g'],
      objects: [],
    });
  });
  it('only defending players declare blockers (509.1): the active player declares none, even with creatures able to block', () => {
    let s = threeInCombat('declare attackers', [
      { id: 'a1', card: creature('A1', 2, 2), controller: 'A' },
      { id: 'a2', card: creature('A2', 2, 2), controller: 'A' },
    ]);
    s = act(s, { type: 'declare-attackers', player: 'A', attacks: [{ attacker: 'a1', target: 'B' }] }).state;
    const r = passUntil(s, (x) => x.turn.step === 'combat damage');
    // B and C are the defending players (506.2); neither has a creature, so each declares none.
    expect(r.events.filter((e) => e.type === 'blockers-declared').map((e) => e.player)).toEqual(['B', 'C']);
  });
});

/** The game at its declare attackers step, A's creatures attacking B. */
function attacking(setup: Partial<GameSetup>, attackers: string[]): GameState {
  const s = combatAt('declare attackers', [], setup);
  const attacks = attackers.map((attacker) => ({ attacker, target: 'B' }));
  return act(s, { type: 'declare-attackers', player: 'A', attacks }).state;
}
const declared = (events: GameEvent[]) => events.filter((e) => e.type === 'blockers-declared');

describe('509.1: who declares, and the rules each declaration applied', () => {
  it('only the defending player declares blockers; with no creature able to block, the declaration is made for them (509.1)', () => {
    const s = attacking({ battlefield: [{ id: 'bear', card: creature('Bear', 2, 2), controller: 'A' }] }, ['bear']);
    const r = passUntil(s, (x) => x.turn.step === 'declare blockers');
    expect(declared(r.events)).toEqual([
      { type: 'blockers-declared', rules: ['509.1', '509.1g'], player: 'B', objects: [], forced: true },
    ]);
    expect(r.state.turn.step).toBe('declare blockers');
    expect(decision(r.state)).toMatchObject({ kind: 'priority', player: 'A' });
  });
  it('a declaration that obeys a blocking requirement cites 509.1c, with the requirements obeyed and the most obeyable', () => {
    const s = attacking(
      {
        battlefield: [
          { id: 'bear', card: creature('Bear', 2, 2), controller: 'A' },
          { id: 'guard', card: creature('Guard', 2, 3, { keywords: ['blocks each combat if able'] }), controller: 'B' },
        ],
      },
      ['bear'],
    );
    const asked = passUntil(s, () => false).state;
    expect(refusal(asked, { type: 'declare-blockers', player: 'B', blocks: [] })).toMatchObject({
      rules: expect.arrayContaining(['509.1c']),
    });
    const r = act(asked, { type: 'declare-blockers', player: 'B', blocks: [{ blocker: 'guard', attacker: 'bear' }] });
    expect(declared(r.events)).toEqual([
      {
        type: 'blockers-declared',
        rules: ['509.1', '509.1a', '509.1c', '509.1g'],
        player: 'B',
        objects: ['guard'],
        obeyed: 1,
        maximum: 1,
        forced: false,
      },
    ]);
  });
});

describe('805.10d is for shared team turns only: teams that take turns apart each declare their own blocks', () => {
  it("the player attacked declares for themself, not their team's first player (509.1)", () => {
    let s = game({
      players: [
        { id: 'A', name: 'Alice', team: 'x', library: 10 },
        { id: 'B', name: 'Bob', team: 'y', library: 10 },
        { id: 'D', name: 'Dana', team: 'y', library: 10 },
      ],
      turn: 3,
      activePlayer: 'A',
      phase: 'combat',
      step: 'declare attackers',
      battlefield: [
        { id: 'bear', card: creature('Bear', 2, 2), controller: 'A' },
        { id: 'elf', card: creature('Elf', 1, 1), controller: 'B' },
        { id: 'wall', card: creature('Wall', 0, 4, { keywords: ['defender'] }), controller: 'D' },
      ],
    });
    s = act(s, { type: 'declare-attackers', player: 'A', attacks: [{ attacker: 'bear', target: 'D' }] }).state;
    const r = passUntil(s, () => false);
    expect(declared(r.events)).toEqual([
      { type: 'blockers-declared', rules: ['509.1', '509.1g'], player: 'B', objects: [], forced: true },
    ]);
    expect(decision(r.state)).toEqual({
      player: 'D',
      kind: 'declare-blockers',
      rules: ['509.1'],
      candidates: ['wall'],
      targets: ['bear'],
    });
  });
});

describe('805.10d: with shared team turns the defending team declares one combined block', () => {
  function teams(): GameState {
    let s = game({
      players: [
        { id: 'alex', name: 'Alex', team: 'sun', library: 10 },
        { id: 'bianca', name: 'Bianca', team: 'sun', library: 10 },
        { id: 'carol', name: 'Carol', team: 'moon', library: 10 },
        { id: 'dmitri', name: 'Dmitri', team: 'moon', library: 10 },
      ],
      variant: { sharedTeamTurns: true },
      turn: 4,
      activePlayer: 'alex',
      phase: 'combat',
      step: 'declare attackers',
      battlefield: [
        { id: 'bears', card: creature('Bears', 2, 2), controller: 'alex' },
        { id: 'ape', card: creature('Ape', 3, 3), controller: 'bianca' },
        { id: 'elves', card: creature('Elves', 1, 1), controller: 'carol' },
        { id: 'guardian', card: creature('Guardian', 2, 4), controller: 'dmitri' },
      ],
    });
    s = act(s, {
      type: 'declare-attackers',
      player: 'alex',
      attacks: [
        { attacker: 'bears', target: 'carol' },
        { attacker: 'ape', target: 'dmitri' },
      ],
    }).state;
    return passUntil(s, () => false).state;
  }
  it("the team's primary player is asked, offered every creature of the team and every attacker attacking it (805.2)", () => {
    expect(decision(teams())).toEqual({
      player: 'carol',
      kind: 'declare-blockers',
      rules: ['509.1', '805.10d'],
      candidates: ['elves', 'guardian'],
      targets: ['bears', 'ape'],
    });
  });
  it("one declaration for the whole team, citing 805.10d: the teammate's creature blocks, the teammate declares nothing", () => {
    const r = act(teams(), {
      type: 'declare-blockers',
      player: 'carol',
      blocks: [{ blocker: 'guardian', attacker: 'bears' }],
    });
    expect(declared(r.events)).toEqual([
      {
        type: 'blockers-declared',
        rules: ['509.1', '509.1a', '805.10d', '509.1g'],
        player: 'carol',
        objects: ['guardian'],
        obeyed: 0,
        maximum: 0,
        forced: false,
      },
    ]);
  });
});

describe('509.7, 509.5: a creature put onto the battlefield blocking before blockers are declared', () => {
  const gain = (trigger: string) =>
    ({ kind: 'triggered', trigger, effect: { type: 'gain life', amount: 1 } }) as NonNullable<CardDef['abilities']>[0];
  const sapling: CardDef = {
    name: 'Sudden Sapling',
    types: ['Instant'],
    colors: ['G'],
    spell: {
      type: 'create token',
      card: creature('Sapling', 1, 1, { colors: ['G'], abilities: [gain('blocks'), gain('blocks a creature')] }),
      blocking: 'target attacking creature',
    },
  };
  /** A's Bear and Ox attack; during the declare attackers step B makes a Sapling token enter blocking the Bear. */
  function tokenBlocking(): { s: GameState; token: string } {
    let s = attacking(
      {
        players: [
          { id: 'A', name: 'Alice', library: 20 },
          { id: 'B', name: 'Bob', library: 20, hand: [{ id: 'sapling', card: sapling }] },
        ],
        battlefield: [
          {
            id: 'bear',
            card: creature('Bear', 2, 2, {
              abilities: [gain('becomes blocked'), gain('becomes blocked by a creature')],
            }),
            controller: 'A',
          },
          { id: 'ox', card: creature('Ox', 2, 4, { abilities: [gain("attacks and isn't blocked")] }), controller: 'A' },
          {
            id: 'wall',
            card: creature('Wall', 0, 4, {
              keywords: ['defender'],
              abilities: [gain('blocks'), gain('blocks a creature')],
            }),
            controller: 'B',
          },
        ],
      },
      ['bear', 'ox'],
    );
    s = act(s, { type: 'pass-priority', player: 'A' }).state;
    s = act(s, { type: 'cast-spell', player: 'B', card: 'sapling', targets: ['bear'] }).state;
    s = passUntil(s, (x) => x.stack.length === 0).state;
    const token = s.combat!.blockers[0].blocker;
    // The Bear's two triggers (509.5c, 509.5d) wait for A to order them; then they resolve.
    const d = decision(s);
    s = act(s, { type: 'order-triggers', player: 'A', order: d.triggers!.map((t) => t.id) }).state;
    s = passUntil(s, (x) => x.turn.step === 'declare blockers').state;
    return { s, token };
  }
  it('it is not offered, and declaring it is refused: it is already blocking (509.1a, 509.7)', () => {
    const { s, token } = tokenBlocking();
    expect(s.combat!.blockers).toEqual([{ blocker: token, blocking: ['bear'], order: ['bear'], declared: false }]);
    expect(decision(s)).toEqual({
      player: 'B',
      kind: 'declare-blockers',
      rules: ['509.1'],
      candidates: ['wall'],
      targets: ['bear', 'ox'],
    });
    expect(refusal(s, { type: 'declare-blockers', player: 'B', blocks: [{ blocker: token, attacker: 'ox' }] })).toEqual(
      {
        code: 'declare-blockers/already-blocking',
        rules: ['509.1a', '509.7'],
        params: { object: token },
      },
    );
  });
  it('the declaration triggers "blocks" for declared blockers only, and "becomes blocked" only for an attacker not blocked yet (509.5a–d, 509.5g)', () => {
    const { s, token } = tokenBlocking();
    const r = act(s, { type: 'declare-blockers', player: 'B', blocks: [{ blocker: 'wall', attacker: 'bear' }] });
    const triggered = r.events.flatMap((e) => (e.type === 'ability-triggered' ? [[e.source, e.object, e.rules]] : []));
    expect(triggered).toEqual([
      ['wall', 'wall', ['603.2', '509.1i', '509.5a']],
      ['wall', 'bear', ['603.2', '509.1i', '509.5b']],
      ['bear', 'wall', ['603.2', '509.1i', '509.5d']],
      ['ox', 'ox', ['603.2', '509.1i', '509.5g', '508.3f']],
    ]);
    expect(r.state.combat!.attackers.find((a) => a.attacker === 'bear')!.order).toEqual([token, 'wall']);
  });
});

describe('509.2–509.3: the damage assignment orders announced after the declaration (classic profile)', () => {
  /** Bear and Ox attack B; B's Elf blocks the Bear, B's Wall (which can block an additional creature) blocks both. */
  function doubleBlocked(profile: GameSetup['profile']): GameState {
    const s = attacking(
      {
        profile,
        battlefield: [
          { id: 'bear', card: creature('Bear', 2, 2), controller: 'A' },
          { id: 'ox', card: creature('Ox', 2, 4), controller: 'A' },
          { id: 'elf', card: creature('Elf', 1, 1), controller: 'B' },
          {
            id: 'wall',
            card: creature('Wall', 0, 6, { keywords: ['defender', 'can block an additional creature'] }),
            controller: 'B',
          },
        ],
      },
      ['bear', 'ox'],
    );
    const asked = passUntil(s, () => false).state;
    return act(asked, {
      type: 'declare-blockers',
      player: 'B',
      blocks: [
        { blocker: 'elf', attacker: 'bear' },
        { blocker: 'wall', attacker: 'bear' },
        { blocker: 'wall', attacker: 'ox' },
      ],
    }).state;
  }
  it('the active player announces the order of the creatures blocking an attacker (509.2), then the defending player the order of the attackers a creature blocks (509.3)', () => {
    const s = doubleBlocked('classic');
    expect(decision(s)).toEqual({
      player: 'A',
      kind: 'order-blockers',
      rules: ['509.2'],
      object: 'bear',
      toOrder: ['elf', 'wall'],
    });
    const next = act(s, { type: 'order-blockers', player: 'A', attacker: 'bear', order: ['wall', 'elf'] }).state;
    expect(decision(next)).toEqual({
      player: 'B',
      kind: 'order-attackers',
      rules: ['509.3'],
      object: 'wall',
      toOrder: ['bear', 'ox'],
    });
  });
  it('without damage assignment orders (foundations profile) nobody announces one: the active player gets priority (509.4)', () => {
    expect(decision(doubleBlocked('foundations'))).toMatchObject({ kind: 'priority', player: 'A' });
  });
});
