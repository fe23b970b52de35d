// Prevention effects (615) meeting damage that can't be prevented (615.12): each still applies,
// once (615.12a), prevents none of it, and a shield is not reduced.
import { describe, expect, it } from 'vitest';
import { checkSetup } from '..';
import type { CardDef, EffectDef } from '../core/cards';
import type { GameEvent } from '../core/events';
import type { GameSetup } from '../core/setup';
import type { GameState } from '../core/state';
import { act, creature, game, passUntil, twoPlayers } from '../game/test-kit';

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

/** Alice casts `card` and both players pass: it resolves. */
function resolve(s: GameState, card: string, targets: string[] = []): { state: GameState; events: GameEvent[] } {
  let state = act(s, { type: 'cast-spell', player: 'A', card, targets }).state;
  state = act(state, { type: 'pass-priority', player: 'A' }).state;
  return act(state, { type: 'pass-priority', player: 'B' });
}

describe("615.12: damage that can't be prevented", () => {
  const hand = [
    { id: 'shield', card: shield3 },
    { id: 'crack', card: unpreventable },
    { id: 'shock', card: shock },
  ];

  it('without it, the shield prevents the damage (the control case)', () => {
    let s = resolve(setup(hand), 'shield', ['bear']).state;
    const r = resolve(s, 'shock', ['bear']);
    s = r.state;
    expect(s.objects.bear.damage).toBe(0);
    expect(s.shields.find((x) => x.object === 'bear')?.remaining).toBe(1);
    expect(r.events.some((e) => e.type === 'damage-not-prevented')).toBe(false);
  });

  it('a shield applies once, prevents nothing and is not reduced; the damage is dealt', () => {
    let s = resolve(setup(hand), 'shield', ['bear']).state;
    const cracked = resolve(s, 'crack');
    expect(cracked.events.find((e) => e.type === 'damage-unpreventable')).toMatchObject({
      object: 'crack',
      rules: expect.arrayContaining(['615.12']),
    });
    const r = resolve(cracked.state, 'shock', ['bear']);
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
    const s = resolve(setup(hand), 'crack').state;
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
