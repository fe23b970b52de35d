// Prevention effects (615) meeting damage that can't be prevented (615.12): each still applies,
// once (615.12a), prevents none of it, and a shield is not reduced.
import { describe, expect, it } from 'vitest';
import { checkSetup } from '..';
import type { CardDef, EffectDef } from '../core/cards';
import type { GameSetup } from '../core/setup';
import type { GameState } from '../core/state';
import { act, castAndResolve, creature, decision, game, passUntil, twoPlayers } from '../game/test-kit';

const instant = (name: string, spell: EffectDef | EffectDef[], colors: CardDef['colors'] = ['R']): CardDef => ({
  name,
  types: ['Instant'],
  colors,
  spell,
});

const shock = instant('Shock', { type: 'deal damage', amount: 2, target: 'any target' });
const shield3 = instant('Shield', { type: 'prevent damage', amount: 3, target: 'any target' }, ['W']);
const unpreventable = instant('Skullcrack-like', { type: "damage can't be prevented" });

function setup(hand: { id: string; card: CardDef }[], battlefield: GameSetup['battlefield'] = []): GameState {
  return game(
    twoPlayers({
      players: [
        { id: 'A', name: 'Alice', library: 20, hand },
        { id: 'B', name: 'Bob', library: 20 },
      ],
      activePlayer: 'A',
      turn: 2,
      step: 'main',
      priority: 'A',
      battlefield: [{ id: 'bear', card: creature('Bear', 2, 4), controller: 'B' }, ...(battlefield ?? [])],
    }),
  );
}

describe("615.12: damage that can't be prevented", () => {
  const hand = [
    { id: 'shield', card: shield3 },
    { id: 'crack', card: unpreventable },
    { id: 'shock', card: shock },
  ];

  it('without it, the shield prevents the damage (the control case)', () => {
    let s = castAndResolve(setup(hand), 'shield', ['bear']).state;
    const r = castAndResolve(s, 'shock', ['bear']);
    s = r.state;
    expect(s.objects.bear.damage).toBe(0);
    expect(s.shields.find((x) => x.object === 'bear')?.remaining).toBe(1);
    expect(r.events.some((e) => e.type === 'damage-not-prevented')).toBe(false);
  });

  it('a shield applies once, prevents nothing and is not reduced; the damage is dealt', () => {
    let s = castAndResolve(setup(hand), 'shield', ['bear']).state;
    const cracked = castAndResolve(s, 'crack');
    expect(cracked.events.find((e) => e.type === 'damage-unpreventable')).toMatchObject({
      object: 'crack',
      rules: expect.arrayContaining(['615.12']),
    });
    const r = castAndResolve(cracked.state, 'shock', ['bear']);
    s = r.state;
    expect(s.objects.bear.damage).toBe(2);
    expect(s.shields.find((x) => x.object === 'bear')?.remaining).toBe(3);
    const not = r.events.filter((e) => e.type === 'damage-not-prevented');
    expect(not).toHaveLength(1); // 615.12a: once, not again and again
    expect(not[0]).toMatchObject({ by: 'shield', source: 'shock', target: 'bear', amount: 2, from: 'shield' });
    expect(not[0].rules).toEqual(expect.arrayContaining(['615.12', '615.12a', '615.7']));
    expect(r.events.some((e) => e.type === 'damage-prevented')).toBe(false);
    expect(r.events.find((e) => e.type === 'damage-dealt')).toMatchObject({ target: 'bear', amount: 2 });
  });

  it('it lasts until end of turn: the next turn the shield-like effects prevent again', () => {
    const s = castAndResolve(setup(hand), 'crack').state;
    expect(s.unpreventable).toHaveLength(1);
    const next = passUntil(s, (x) => x.turn.number === 3).state;
    expect(next.unpreventable).toBeUndefined();
    expect(
      passUntil(s, (x) => x.turn.number === 3).events.find((e) => e.type === 'damage-removed' && e.amount === 1),
    ).toBeDefined();
  });

  /** A creature with "{T}: [this] deals 1 damage to `target`" (ability 0) and, if `unstoppable`, "damage that would be dealt by [this] can't be prevented". */
  const pinger = (name: string, unstoppable: boolean, target: 'target creature' | 'each creature'): CardDef =>
    creature(name, 1, 4, {
      colors: ['R'],
      abilities: [
        { kind: 'activated', cost: [{ type: 'tap' }], effect: { type: 'deal damage', amount: 1, target } },
        ...(unstoppable ? [{ kind: 'static' as const, rule: "damage can't be prevented" as const }] : []),
      ],
    });
  const ping = (st: GameState, source: string, targets: string[] = []) => {
    let x = act(st, { type: 'activate-ability', player: 'A', source, ability: 0, targets }).state;
    x = act(x, { type: 'pass-priority', player: 'A' }).state;
    return act(x, { type: 'pass-priority', player: 'B' });
  };

  it('protection applies but prevents nothing of a source whose damage can’t be prevented', () => {
    const knight = creature('Knight', 2, 2, { colors: ['W'], keywords: [{ protection: 'R' }] });
    let s = setup(
      [],
      [
        { id: 'knight', card: knight, controller: 'B' },
        { id: 'p1', card: pinger('Unstoppable sweeper', true, 'each creature'), controller: 'A' },
        { id: 'p2', card: pinger('Plain sweeper', false, 'each creature'), controller: 'A' },
      ],
    );
    const plain = ping(s, 'p2');
    expect(plain.state.objects.knight.damage).toBe(0); // 702.16e
    expect(plain.events.find((e) => e.type === 'damage-prevented' && e.target === 'knight')).toMatchObject({
      by: 'protection',
    });
    const r = ping(plain.state, 'p1');
    s = r.state;
    expect(s.objects.knight.damage).toBe(1);
    expect(r.events.find((e) => e.type === 'damage-not-prevented')).toMatchObject({
      by: 'protection',
      source: 'p1',
      target: 'knight',
      amount: 1,
      rules: expect.arrayContaining(['615.12', '702.16e']),
    });
    expect(r.events.some((e) => e.type === 'damage-prevented')).toBe(false);
  });

  it('a static ability: the damage its source deals can’t be prevented, other sources’ can', () => {
    const wall = creature('Wall', 0, 4, {
      abilities: [
        {
          kind: 'static',
          rule: 'replacement',
          replacement: { would: 'deal damage', recipient: { objects: 'this' }, instead: { prevent: 'all' } },
        },
      ],
    });
    let s = setup(
      [],
      [
        { id: 'wall', card: wall, controller: 'B' },
        { id: 'p1', card: pinger('Unstoppable pinger', true, 'target creature'), controller: 'A' },
        { id: 'p2', card: pinger('Plain pinger', false, 'target creature'), controller: 'A' },
      ],
    );
    const r1 = ping(s, 'p1', ['wall']);
    s = r1.state;
    expect(s.objects.wall.damage).toBe(1);
    expect(r1.events.find((e) => e.type === 'damage-not-prevented')).toMatchObject({
      by: 'effect',
      from: 'wall',
      rules: expect.arrayContaining(['615.12', '615.1a']),
    });
    const r2 = ping(s, 'p2', ['wall']);
    expect(r2.state.objects.wall.damage).toBe(1); // the plain pinger's damage is prevented
    expect(r2.events.find((e) => e.type === 'damage-prevented')).toMatchObject({ source: 'p2', target: 'wall' });
  });

  it('the card vocabulary is checked: the static ability watches objects, naming the field', () => {
    const bad = creature('Odd', 1, 1, {
      abilities: [{ kind: 'static', rule: "damage can't be prevented", source: { objects: 'you' } }],
    });
    expect(checkSetup(twoPlayers({ battlefield: [{ id: 'x', card: bad, controller: 'A' }] }))).toMatchObject({
      code: 'setup/invalid-card',
      field: 'battlefield[0].card.abilities[0].source.objects',
    });
    const unknown = { ...unpreventable, spell: { type: "damage can't be prevented ever" } } as unknown as CardDef;
    expect(
      checkSetup(
        twoPlayers({
          players: [
            { id: 'A', name: 'A', hand: [{ id: 'u', card: unknown }] },
            { id: 'B', name: 'B' },
          ],
        }),
      ),
    ).toMatchObject({ code: 'setup/invalid-card', field: 'players[0].hand[0].card.spell[0].type' });
  });
});

describe('615.8: the next time a source would deal damage, that damage is prevented', () => {
  /** A creature with "{R}: [this] deals `amount` damage to `target`" (ability 0). */
  const pyro = (target: 'any target' | 'each creature', amount: number) =>
    creature('Pyromancer', 1, 5, {
      colors: ['R'],
      abilities: [
        {
          kind: 'activated',
          cost: [{ type: 'mana', mana: '{R}' }],
          effect: { type: 'deal damage', amount, target },
        },
      ],
    });
  const nextTime = (source: 'target creature' | 'a source of your choice', to?: 'you'): CardDef =>
    instant('Next time', { type: 'prevent the next time', source, ...(to ? { to } : {}) }, ['W']);

  function board(target: 'any target' | 'each creature', amount: number, shield: CardDef): GameState {
    return game(
      twoPlayers({
        players: [
          { id: 'A', name: 'Alice', library: 20, hand: [{ id: 'next', card: shield }], manaPool: { R: 3 } },
          { id: 'B', name: 'Bob', library: 20 },
        ],
        activePlayer: 'A',
        turn: 2,
        step: 'main',
        priority: 'A',
        battlefield: [
          { id: 'pyro', card: pyro(target, amount), controller: 'A' },
          { id: 'bear', card: creature('Bear', 2, 9), controller: 'B' },
          { id: 'cub', card: creature('Cub', 1, 9), controller: 'B' },
        ],
      }),
    );
  }
  const fire = (st: GameState, targets: string[] = []) => {
    let x = act(st, { type: 'activate-ability', player: 'A', source: 'pyro', ability: 0, targets }).state;
    x = act(x, { type: 'pass-priority', player: 'A' }).state;
    return act(x, { type: 'pass-priority', player: 'B' });
  };

  it('prevents the whole next instance, however much, then is used up: the next is dealt normally', () => {
    const shielded = castAndResolve(board('any target', 3, nextTime('target creature')), 'next', ['pyro']);
    expect(shielded.events.find((e) => e.type === 'next-time-shield')).toMatchObject({ object: 'pyro' });
    expect(shielded.state.shields).toHaveLength(1);
    const first = fire(shielded.state, ['bear']);
    expect(first.state.objects.bear.damage).toBe(0);
    expect(first.events.find((e) => e.type === 'damage-prevented')).toMatchObject({
      source: 'pyro',
      target: 'bear',
      amount: 3,
      rules: expect.arrayContaining(['615.8']),
    });
    expect(first.state.shields).toEqual([]);
    const second = fire(first.state, ['bear']);
    expect(second.state.objects.bear.damage).toBe(3);
    expect(second.events.some((e) => e.type === 'damage-prevented')).toBe(false);
  });

  it('one instance is the whole damage event: all of it, to every recipient, is prevented', () => {
    const s = castAndResolve(board('each creature', 2, nextTime('target creature')), 'next', ['pyro']).state;
    const first = fire(s);
    expect([first.state.objects.bear.damage, first.state.objects.cub.damage, first.state.objects.pyro.damage]).toEqual([
      0, 0, 0,
    ]);
    expect(first.events.filter((e) => e.type === 'damage-prevented')).toHaveLength(3);
    const second = fire(first.state);
    expect([second.state.objects.bear.damage, second.state.objects.cub.damage]).toEqual([2, 2]);
  });

  it('with a stated recipient, damage to others is dealt and the shield waits for damage to it', () => {
    const s = castAndResolve(board('any target', 2, nextTime('target creature', 'you')), 'next', ['pyro']).state;
    expect(s.shields[0]).toMatchObject({ object: 'A', from: 'pyro' });
    const toBear = fire(s, ['bear']);
    expect(toBear.state.objects.bear.damage).toBe(2);
    expect(toBear.state.shields).toHaveLength(1);
    const toAlice = fire(toBear.state, ['A']);
    expect(toAlice.state.players.find((p) => p.id === 'A')?.life).toBe(20);
    expect(toAlice.state.shields).toEqual([]);
  });

  it('a source of your choice is chosen as it resolves (609.7a): a permanent or a spell', () => {
    let s = act(board('any target', 2, nextTime('a source of your choice')), {
      type: 'cast-spell',
      player: 'A',
      card: 'next',
      targets: [],
    }).state;
    s = act(s, { type: 'pass-priority', player: 'A' }).state;
    s = act(s, { type: 'pass-priority', player: 'B' }).state;
    const d = decision(s);
    expect(d).toMatchObject({ kind: 'choose-objects', purpose: 'source of damage', player: 'A', min: 1, max: 1 });
    expect(d.candidates).toEqual(expect.arrayContaining(['pyro', 'bear', 'cub']));
    expect(d.candidates).not.toContain('next'); // not the resolving spell itself
    const r = act(s, { type: 'choose-objects', player: 'A', objects: ['pyro'] });
    expect(r.events.find((e) => e.type === 'next-time-shield')).toMatchObject({
      object: 'pyro',
      rules: expect.arrayContaining(['615.8', '609.7a']),
    });
    expect(fire(r.state, ['bear']).state.objects.bear.damage).toBe(0);
  });

  it("615.12: damage that can't be prevented leaves the shield in place, unused", () => {
    const hand = [
      { id: 'next', card: nextTime('target creature') },
      { id: 'crack', card: unpreventable },
    ];
    let s = game(
      twoPlayers({
        players: [
          { id: 'A', name: 'Alice', library: 20, hand, manaPool: { R: 3 } },
          { id: 'B', name: 'Bob', library: 20 },
        ],
        activePlayer: 'A',
        turn: 2,
        step: 'main',
        priority: 'A',
        battlefield: [
          { id: 'pyro', card: pyro('any target', 2), controller: 'A' },
          { id: 'bear', card: creature('Bear', 2, 9), controller: 'B' },
        ],
      }),
    );
    s = castAndResolve(castAndResolve(s, 'next', ['pyro']).state, 'crack').state;
    const r = fire(s, ['bear']);
    expect(r.state.objects.bear.damage).toBe(2);
    expect(r.state.shields).toHaveLength(1);
    expect(r.events.find((e) => e.type === 'damage-not-prevented')).toMatchObject({
      by: 'shield',
      rules: expect.arrayContaining(['615.12', '615.8']),
    });
  });

  it('the card vocabulary is checked: the source names one object', () => {
    const bad = { ...nextTime('target creature'), spell: { type: 'prevent the next time', source: 'any target' } };
    expect(
      checkSetup(
        twoPlayers({
          players: [
            { id: 'A', name: 'A', hand: [{ id: 'n', card: bad as CardDef }] },
            { id: 'B', name: 'B' },
          ],
        }),
      ),
    ).toMatchObject({ code: 'setup/invalid-card', field: 'players[0].hand[0].card.spell[0].source' });
    const badTo = {
      ...nextTime('target creature'),
      spell: { type: 'prevent the next time', source: 'this', to: 'me' },
    };
    expect(
      checkSetup(
        twoPlayers({
          players: [
            { id: 'A', name: 'A', hand: [{ id: 'n', card: badTo as CardDef }] },
            { id: 'B', name: 'B' },
          ],
        }),
      ),
    ).toMatchObject({ code: 'setup/invalid-card', field: 'players[0].hand[0].card.spell[0].to' });
  });
});
