// createGame refuses a bad setup with a coded error naming the field; concession (104.3a).
import { describe, expect, it } from 'vitest';
import { setupErrorText } from '../messages/index';
import type { GameSetup } from '../core/setup';
import { createGame, gameOver, priorityPlayer } from '..';
import { act, creature, decision, game, passUntil, twoPlayers } from '../game/test-kit';

const refused = (setup: GameSetup) => {
  const r = createGame(setup);
  if (r.ok) throw new Error('expected a setup error');
  return r.error;
};

describe('createGame validation', () => {
  it('names the field and the rule', () => {
    expect(refused({ players: [{ id: 'A', name: 'A' }] })).toMatchObject({
      code: 'setup/too-few-players',
      field: 'players',
      rules: ['103.1'],
    });
    expect(refused(twoPlayers({ battlefield: [{ card: creature('X', 1, 1), controller: 'Z' }] }))).toMatchObject({
      code: 'setup/unknown-controller',
      field: 'battlefield[0].controller',
    });
    expect(
      refused(twoPlayers({ battlefield: [{ card: { name: 'X', types: ['Creature'], colors: [] }, controller: 'A' }] }))
        .field,
    ).toBe('battlefield[0].card.power');
    expect(
      refused(
        twoPlayers({ battlefield: [{ card: creature('X', 1, 1, { keywords: ['flyin' as never] }), controller: 'A' }] }),
      ).field,
    ).toBe('battlefield[0].card.keywords[0]');
    expect(refused(twoPlayers({ step: 'declare blockers', phase: 'beginning' })).code).toBe('setup/step-not-in-phase');
    expect(refused(twoPlayers({ step: 'untap', priority: 'A' })).rules).toEqual(['502.4']);
    expect(
      refused(twoPlayers({ battlefield: [{ id: 'x', card: creature('X', 1, 1), controller: 'A', attacking: 'B' }] }))
        .code,
    ).toBe('setup/combat-outside-combat');
    expect(
      refused(
        twoPlayers({
          battlefield: [
            { id: 'x', card: creature('X', 1, 1), controller: 'A' },
            { id: 'x', card: creature('Y', 1, 1), controller: 'B' },
          ],
        }),
      ).code,
    ).toBe('setup/duplicate-id');
    const e = refused(
      twoPlayers({
        phase: 'combat',
        step: 'declare blockers',
        priority: 'A',
        battlefield: [
          { id: 'x', card: creature('X', 1, 1), controller: 'A' },
          { id: 'y', card: creature('Y', 1, 1), controller: 'B', blocking: ['x'] },
        ],
      }),
    );
    expect(e).toMatchObject({ code: 'setup/blocking-non-attacker', field: 'battlefield[1].blocking' });
    expect(setupErrorText(e, 'zh')).toBe('battlefield[1].blocking：x 并未在攻击（509.1a）');
  });
  it('checks the shape of every field before reading it', () => {
    const bad = (extra: object) => refused(twoPlayers(extra as GameSetup));
    expect(bad({ battlefield: [{ card: creature('X', 1, 1), controller: 'A', damage: -1 }] }).field).toBe(
      'battlefield[0].damage',
    );
    expect(
      bad({ battlefield: [{ card: creature('X', 1, 1), controller: 'A', counters: { lore: 'two' } }] }).field,
    ).toBe('battlefield[0].counters.lore');
    expect(bad({ battlefield: [{ card: creature('X', 1, 1), controller: 'A', tapped: 'yes' }] }).field).toBe(
      'battlefield[0].tapped',
    );
    expect(
      bad({
        players: [
          { id: 'A', name: 'A', manaPool: { X: 1 } },
          { id: 'B', name: 'B' },
        ],
      }).field,
    ).toBe('players[0].manaPool.X');
    expect(
      bad({
        players: [
          { id: 'A', name: 'A', library: 1e9 },
          { id: 'B', name: 'B' },
        ],
      }).field,
    ).toBe('players[0].library');
    const shock = {
      name: 'Shock',
      types: ['Instant'],
      colors: [],
      spell: { type: 'deal damage', amount: 'two', target: 'any target' },
    };
    expect(
      bad({
        players: [
          { id: 'A', name: 'A', hand: [{ card: shock }] },
          { id: 'B', name: 'B' },
        ],
      }).field,
    ).toBe('players[0].hand[0].card.spell[0].amount');
    const odd = { ...shock, spell: { type: 'deal damage', amount: 2, target: 'any creature' } };
    expect(
      bad({
        players: [
          { id: 'A', name: 'A', hand: [{ card: odd }] },
          { id: 'B', name: 'B' },
        ],
      }).code,
    ).toBe('setup/invalid-card');
  });
});

describe('500.10 skip effects name what they skip', () => {
  const skipper = (spell: object) => ({ name: 'Skipper', types: ['Instant'], colors: [], spell });
  const withSkip = (spell: object) =>
    createGame({
      players: [
        { id: 'A', name: 'A', hand: [{ card: skipper(spell) as never }] },
        { id: 'B', name: 'B' },
      ],
    });
  it('a step or a phase by its name, a turn by none', () => {
    expect(withSkip({ type: 'skip', what: 'step', name: 'upkeep' }).ok).toBe(true);
    expect(withSkip({ type: 'skip', what: 'phase', name: 'combat' }).ok).toBe(true);
    expect(withSkip({ type: 'skip', what: 'turn' }).ok).toBe(true);
    for (const [spell, value] of [
      [{ type: 'skip', what: 'step' }, undefined],
      [{ type: 'skip', what: 'step', name: 'combat' }, '"combat"'],
      [{ type: 'skip', what: 'phase', name: 'upkeep' }, '"upkeep"'],
      [{ type: 'skip', what: 'turn', name: 'upkeep' }, '"upkeep"'],
    ] as const) {
      const r = withSkip(spell);
      if (r.ok) throw new Error(`expected ${JSON.stringify(spell)} to be refused`);
      expect(r.error).toMatchObject({ code: 'setup/invalid-card', field: 'players[0].hand[0].card.spell[0].name' });
      expect(r.error.params).toEqual({ problem: 'skip name', ...(value ? { value } : {}) });
    }
    const r = withSkip({ type: 'skip', what: 'step' });
    if (r.ok) throw new Error('expected a refusal');
    expect(setupErrorText(r.error, 'en')).toContain('no name: a skipped step or phase is named');
    expect(setupErrorText(r.error, 'zh')).toContain('没有名称：被略过的步骤或阶段须写明名称');
  });
});

describe('a field that belongs to one kind of static ability is refused on any other', () => {
  const withAbility = (ability: object) =>
    createGame({
      players: [
        { id: 'A', name: 'A' },
        { id: 'B', name: 'B' },
      ],
      battlefield: [{ id: 'x', controller: 'A', card: creature('Bear', 2, 2, { abilities: [ability as never] }) }],
    });
  const changes = [{ layer: '7c', power: 1, toughness: 1 }];
  const replacement = { would: 'enter the battlefield', tapped: true };
  const triggered = { kind: 'triggered', trigger: 'attacks', effect: { type: 'draw', count: 1 } };
  it.each([
    {
      rules: '611.3, 613.1: layer changes, on a continuous static ability',
      field: 'changes',
      own: { kind: 'static', rule: 'continuous', changes },
      strays: [
        { kind: 'static', rule: 'replacement', replacement, changes },
        { ...triggered, changes },
      ],
      problem: 'changes only continuous',
      en: 'only a static ability with a continuous effect',
      zh: '只有产生持续性效应的静止式异能',
    },
    {
      rules: '614.1, 615.1: a replacement, on a replacement static ability',
      field: 'replacement',
      own: { kind: 'static', rule: 'replacement', replacement },
      strays: [
        { kind: 'static', rule: 'continuous', changes, replacement },
        { ...triggered, replacement },
      ],
      problem: 'replacement only replacement',
      en: 'only a static ability with a replacement or prevention effect',
      zh: '只有产生替代性或防止性效应的静止式异能',
    },
  ])('$rules', ({ field, own, strays, problem, en, zh }) => {
    expect(withAbility(own).ok).toBe(true);
    for (const ability of strays) {
      const r = withAbility(ability);
      if (r.ok) throw new Error(`expected ${JSON.stringify(ability)} to be refused`);
      expect(r.error).toEqual({
        code: 'setup/invalid-card',
        field: `battlefield[0].card.abilities[0].${field}`,
        params: { problem },
      });
      expect(setupErrorText(r.error, 'en')).toContain(en);
      expect(setupErrorText(r.error, 'zh')).toContain(zh);
    }
  });
});

describe('605.1a: an untargeted ability that adds mana is a mana ability', () => {
  const withAbility = (effect: object) =>
    createGame({
      players: [
        { id: 'A', name: 'A' },
        { id: 'B', name: 'B' },
      ],
      battlefield: [
        {
          id: 'x',
          controller: 'A',
          card: creature('Elf', 1, 1, { abilities: [{ kind: 'activated', cost: [{ type: 'tap' }], effect } as never] }),
        },
      ],
    });
  const addG = { type: 'add mana', mana: 'G' };
  it('one that only adds mana is accepted; one that also draws is refused, this engine resolving it at once (605.3b)', () => {
    expect(withAbility([addG, addG]).ok).toBe(true);
    // Targeted, it is not a mana ability (605.1a): it uses the stack and may do more.
    expect(withAbility([addG, { type: 'deal damage', amount: 1, target: 'any target' }]).ok).toBe(true);
    const r = withAbility([addG, { type: 'draw', count: 1 }]);
    if (r.ok) throw new Error('expected a refusal');
    expect(r.error).toEqual({
      code: 'setup/invalid-card',
      field: 'battlefield[0].card.abilities[0].effect',
      params: { problem: 'mana ability does more' },
    });
    expect(setupErrorText(r.error, 'en')).toContain('is a mana ability (605.1a)');
    expect(setupErrorText(r.error, 'zh')).toContain('是法术力异能（605.1a）');
  });
});

describe('104.3a conceding', () => {
  it('the last player standing wins (104.2a)', () => {
    const s = game(twoPlayers({ turn: 2, step: 'main', priority: 'A' }));
    const r = act(s, { type: 'concede', player: 'B' });
    expect(gameOver(r.state)).toEqual(['A']);
    expect(decision(s).kind).toBe('priority');
  });
  it('in a game of three, play goes on without the player who conceded; their permanents leave (800.4a)', () => {
    const s = game({
      players: ['A', 'B', 'C'].map((id) => ({ id, name: id, library: 5 })),
      turn: 2,
      step: 'main',
      priority: 'A',
      battlefield: [{ id: 'c1', card: creature('C1', 1, 1), controller: 'C' }],
    });
    let t = act(s, { type: 'concede', player: 'C' }).state;
    expect(t.objects.c1.zone).toBe('exile');
    t = act(t, { type: 'pass-priority', player: 'A' }).state;
    expect(decision(t).player).toBe('B');
    t = act(t, { type: 'pass-priority', player: 'B' }).state;
    expect(t.turn.phase).toBe('combat');
  });
});

describe('setups that start mid-step', () => {
  it('a spell already on the stack resolves when both pass', () => {
    const shock = {
      name: 'Shock',
      types: ['Instant'],
      colors: ['R' as const],
      spell: { type: 'deal damage' as const, amount: 2, target: 'any target' as const },
    };
    let s = game(
      twoPlayers({
        turn: 2,
        step: 'upkeep',
        priority: 'A',
        stack: [{ id: 'sh', card: shock, controller: 'B', targets: ['A'] }],
      }),
    );
    expect(s.objects.sh.zone).toBe('stack');
    s = act(act(s, { type: 'pass-priority', player: 'A' }).state, { type: 'pass-priority', player: 'B' }).state;
    expect(s.players[0].life).toBe(18);
    expect(s.objects.sh.zone).toBe('graveyard');
  });
  it('refuses a blocker of an attacker that does not attack its controller', () => {
    const e = refused({
      players: ['A', 'B', 'C'].map((id) => ({ id, name: id })),
      phase: 'combat',
      step: 'declare blockers',
      priority: 'A',
      battlefield: [
        { id: 'x', card: creature('X', 1, 1), controller: 'A', attacking: 'B' },
        { id: 'y', card: creature('Y', 1, 1), controller: 'C', blocking: ['x'] },
      ],
    });
    expect(e).toMatchObject({
      code: 'setup/blocking-other-players-attacker',
      field: 'battlefield[1].blocking',
      rules: ['509.1a'],
    });
  });
  it("refuses a damage assignment order that isn't exactly an attacker's blockers (509.2) or a blocker's attackers (509.3)", () => {
    const combat = (attacker: object, blocker: object): GameSetup =>
      twoPlayers({
        phase: 'combat',
        step: 'declare blockers',
        priority: 'A',
        battlefield: [
          { id: 'x', card: creature('X', 1, 1), controller: 'A', attacking: 'B', ...attacker },
          { id: 'y', card: creature('Y', 1, 1), controller: 'A', attacking: 'B' },
          {
            id: 'w',
            card: creature('W', 0, 4, { keywords: ['can block an additional creature'] }),
            controller: 'B',
            blocking: ['x', 'y'],
            ...blocker,
          },
          { id: 'v', card: creature('V', 0, 4), controller: 'B', blocking: ['x'] },
        ],
      });
    expect(refused(combat({ damageAssignmentOrder: ['w', 'w'] }, {}))).toEqual({
      code: 'setup/bad-damage-assignment-order',
      field: 'battlefield[0].damageAssignmentOrder',
      rules: ['509.2'],
      params: {},
    });
    const e = refused(combat({}, { damageAssignmentOrder: ['y', 'y'] }));
    expect(e).toEqual({
      code: 'setup/bad-blocker-damage-assignment-order',
      field: 'battlefield[2].damageAssignmentOrder',
      rules: ['509.3'],
      params: {},
    });
    expect(setupErrorText(e, 'en')).toBe(
      'battlefield[2].damageAssignmentOrder: a blocking creature’s damage assignment order lists exactly the creatures it blocks (509.3)',
    );
    expect(refused(combat({}, { damageAssignmentOrder: ['x'] })).code).toBe(
      'setup/bad-blocker-damage-assignment-order',
    );
    expect(refused(combat({}, { damageAssignmentOrder: ['x', 'v'] })).code).toBe(
      'setup/bad-blocker-damage-assignment-order',
    );
    expect(refused(combat({}, { damageAssignmentOrder: ['x', 'y', 'v'] })).code).toBe(
      'setup/bad-blocker-damage-assignment-order',
    );
    const s = game(combat({ damageAssignmentOrder: ['w', 'v'] }, { damageAssignmentOrder: ['y', 'x'] }));
    expect(s.combat!.blockers.find((b) => b.blocker === 'w')!.order).toEqual(['y', 'x']);
  });
});

describe('a setup in the first-strike combat damage step', () => {
  it("the regular step that follows deals only the others' damage (510.4)", () => {
    const s = game(
      twoPlayers({
        turn: 3,
        phase: 'combat',
        step: 'first strike combat damage',
        battlefield: [
          {
            id: 'fs',
            card: creature('Striker', 2, 2, { keywords: ['first strike'] }),
            controller: 'A',
            attacking: 'B',
            tapped: true,
          },
          { id: 'p', card: creature('Plain', 3, 3), controller: 'A', attacking: 'B', tapped: true },
        ],
      }),
    );
    let t = s;
    for (let i = 0; i < 10 && t.turn.step !== 'end of combat'; i++)
      t = act(t, { type: 'pass-priority', player: priorityPlayer(t) ?? 'A' }).state;
    expect(t.players[1].life).toBe(15);
  });
});

describe('the active player loses in a game of three', () => {
  it('the turn goes on without an active player (800.4j); the next player in turn order takes the next turn', () => {
    const s = game({
      players: [
        { id: 'A', name: 'A', library: 5, life: 1 },
        { id: 'B', name: 'B', library: 5 },
        { id: 'C', name: 'C', library: 5 },
      ],
      turn: 2,
      step: 'upkeep',
      priority: 'A',
      stack: [
        {
          id: 'x',
          card: {
            name: 'Ping',
            types: ['Instant'],
            colors: [],
            spell: { type: 'deal damage', amount: 1, target: 'any target' },
          },
          controller: 'B',
          targets: ['A'],
        },
      ],
    });
    let t = act(s, { type: 'pass-priority', player: 'A' }).state;
    t = act(t, { type: 'pass-priority', player: 'B' }).state;
    t = act(t, { type: 'pass-priority', player: 'C' }).state;
    expect(t.players[0].lost).toBe(true);
    // 800.4j: A's turn goes on; the priority A would receive after the spell resolved goes to B.
    expect(t.turn.number).toBe(2);
    expect(t.turn.step).toBe('upkeep');
    expect(decision(t).player).toBe('B');
    t = passUntil(t, (x) => x.turn.number === 3 && x.turn.step === 'upkeep').state;
    expect(t.turn.activePlayer).toBe('B');
  });
});
