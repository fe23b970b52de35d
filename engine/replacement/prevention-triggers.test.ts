// 615.13: "whenever damage that would be dealt to [this / you] is prevented" triggers once each
// time a prevention effect is applied to one or more simultaneous damage events and prevents some
// or all of it — not once per point, not once per source — and counts what it prevented.
import { describe, expect, it } from 'vitest';
import { checkSetup } from '..';
import type { AbilityDef, CardDef, EffectDef, TriggeredAbilityDef } from '../core/cards';
import type { GameEvent } from '../core/events';
import type { GameSetup } from '../core/setup';
import type { GameState } from '../core/state';
import {
  act,
  attackingB,
  castAndResolve,
  combatAt,
  creature,
  decision,
  game,
  passUntil,
  twoPlayers,
} from '../game/test-kit';

const instant = (name: string, spell: EffectDef | EffectDef[], colors: CardDef['colors'] = ['R']): CardDef => ({
  name,
  types: ['Instant'],
  colors,
  spell,
});

/** "Whenever damage that would be dealt to [this / you] is prevented, you gain that much life." */
const onPrevented = (to?: 'this' | 'you'): TriggeredAbilityDef => ({
  kind: 'triggered',
  trigger: 'damage is prevented',
  ...(to ? { to } : {}),
  effect: { type: 'gain life', amount: 'that much' },
});

/** "Prevent all damage that would be dealt to [recipient]." */
const preventAll = (objects: 'this' | 'you'): AbilityDef => ({
  kind: 'static',
  rule: 'replacement',
  replacement: { would: 'deal damage', recipient: { objects }, instead: { prevent: 'all' } },
});

const sweeper = instant('Sweeper', { type: 'deal damage', amount: 2, target: 'each creature' });
const shock = instant('Shock', { type: 'deal damage', amount: 3, target: 'any target' });
const shield1 = instant('Shield', { type: 'prevent damage', amount: 1, target: 'any target' }, ['W']);
const unpreventable = instant('Unpreventable', { type: "damage can't be prevented" });

const life = (s: GameState, id: string) => s.players.find((p) => p.id === id)!.life;
const triggered = (events: GameEvent[]) => events.filter((e) => e.type === 'ability-triggered');

function main(hand: { id: string; card: CardDef }[], battlefield: GameSetup['battlefield']): GameState {
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
      battlefield,
    }),
  );
}

/** Both players pass until the stack is empty again (the triggered ability resolved). */
const settle = (s: GameState) => passUntil(s, (x) => x.stack.length === 0 && x.pendingTriggers.length === 0);

describe('615.13: abilities that trigger when damage is prevented', () => {
  const monk = creature('Monk', 1, 4, { abilities: [preventAll('this'), onPrevented('this')] });

  it('triggers once for the prevention, counting the damage prevented ("gain that much life")', () => {
    const s = main([{ id: 'sweep', card: sweeper }], [{ id: 'monk', card: monk, controller: 'B' }]);
    const r = castAndResolve(s, 'sweep');
    expect(r.state.objects.monk.damage).toBe(0);
    const t = triggered(r.events);
    expect(t).toHaveLength(1);
    expect(t[0]).toMatchObject({ source: 'monk', rules: expect.arrayContaining(['603.2', '615.13']) });
    // the trigger waits, carrying the amount prevented, after the prevention it saw
    expect(r.events.findIndex((e) => e.type === 'damage-prevented')).toBeLessThan(
      r.events.findIndex((e) => e.type === 'ability-triggered'),
    );
    const done = settle(r.state);
    expect(life(done.state, 'B')).toBe(22);
    expect(done.events.find((e) => e.type === 'life-gained')).toMatchObject({ player: 'B', amount: 2 });
  });

  it('damage that is not prevented does not trigger it, nor damage prevented to another', () => {
    const plain = creature('Monk without prevention', 1, 4, { abilities: [onPrevented('this')] });
    const knight = creature('Knight', 2, 2, { colors: ['W'], keywords: [{ protection: 'R' }] });
    const s = main(
      [{ id: 'sweep', card: sweeper }],
      [
        { id: 'monk', card: plain, controller: 'B' },
        { id: 'knight', card: knight, controller: 'B' },
      ],
    );
    const r = castAndResolve(s, 'sweep');
    expect(r.state.objects.monk.damage).toBe(2);
    expect(r.events.find((e) => e.type === 'damage-prevented')).toMatchObject({ target: 'knight', by: 'protection' });
    expect(triggered(r.events)).toEqual([]);
  });

  it('damage to another recipient prevented by the same effect is not counted', () => {
    // A static "prevent all damage that would be dealt to creatures you control": one effect for both.
    const guard: CardDef = {
      name: 'Guard',
      types: ['Enchantment'],
      colors: ['W'],
      abilities: [
        {
          kind: 'static',
          rule: 'replacement',
          replacement: {
            would: 'deal damage',
            recipient: { objects: 'a creature you control' },
            instead: { prevent: 'all' },
          },
        },
      ],
    };
    const s = main(
      [{ id: 'sweep', card: sweeper }],
      [
        { id: 'guard', card: guard, controller: 'B' },
        { id: 'monk', card: creature('Monk', 1, 4, { abilities: [onPrevented('this')] }), controller: 'B' },
        { id: 'bear', card: creature('Bear', 2, 2), controller: 'B' },
      ],
    );
    const r = castAndResolve(s, 'sweep');
    expect(r.events.filter((e) => e.type === 'damage-prevented')).toHaveLength(2);
    expect(triggered(r.events)).toHaveLength(1);
    expect(life(settle(r.state).state, 'B')).toBe(22); // the monk's 2, not the bear's too
  });

  it('one effect applied to simultaneous damage from several sources: one trigger, all the damage counted', () => {
    const sanctuary: CardDef = {
      name: 'Sanctuary',
      types: ['Enchantment'],
      colors: ['W'],
      abilities: [preventAll('you'), onPrevented('you')],
    };
    let s = combatAt('declare blockers', [
      attackingB('a1', creature('Two', 2, 2)),
      attackingB('a2', creature('Three', 3, 3)),
      { id: 'sanctuary', card: sanctuary, controller: 'B' },
    ]);
    const r = passUntil(s, (x) => x.turn.step === 'combat damage' && x.pendingTriggers.length + x.stack.length > 0);
    s = r.state;
    expect(r.events.filter((e) => e.type === 'damage-prevented')).toHaveLength(2);
    const t = triggered(r.events);
    expect(t).toHaveLength(1); // not one per attacker, not one per point
    expect(t[0]).toMatchObject({ source: 'sanctuary' });
    const done = settle(s);
    expect(life(done.state, 'B')).toBe(25);
    expect(done.events.find((e) => e.type === 'life-gained')).toMatchObject({ player: 'B', amount: 5 });
  });

  it('two prevention effects applied to the same damage: two triggers, each counting its own', () => {
    const s0 = main(
      [
        { id: 'shield', card: shield1 },
        { id: 'shock', card: shock },
      ],
      [{ id: 'monk', card: monk, controller: 'B' }],
    );
    const shielded = castAndResolve(s0, 'shield', ['monk']).state;
    // Bob chooses the shield first (616.1): it prevents 1, the static effect the other 2.
    let x = act(shielded, { type: 'cast-spell', player: 'A', card: 'shock', targets: ['monk'] }).state;
    x = act(x, { type: 'pass-priority', player: 'A' }).state;
    x = act(x, { type: 'pass-priority', player: 'B' }).state;
    const d = decision(x);
    expect(d).toMatchObject({ kind: 'choose-replacement', player: 'B' });
    if (d.kind !== 'choose-replacement') throw new Error('expected the 616.1 question');
    const r = act(x, {
      type: 'choose-replacement',
      player: 'B',
      effect: d.options.find((o) => o.key.startsWith('shield:'))!.key,
    });
    expect(r.events.filter((e) => e.type === 'damage-prevented').map((e) => e.amount)).toEqual([1, 2]);
    expect(triggered(r.events)).toHaveLength(2);
    const order = decision(r.state); // Bob's two triggered abilities: he orders them (603.3b)
    expect(order).toMatchObject({ kind: 'order-triggers', player: 'B' });
    const done = settle(
      act(r.state, { type: 'order-triggers', player: 'B', order: order.triggers!.map((t) => t.id) }).state,
    );
    expect(life(done.state, 'B')).toBe(23);
    expect(
      done.events.filter((e) => e.type === 'life-gained').map((e) => (e.type === 'life-gained' ? e.amount : 0)),
    ).toEqual(expect.arrayContaining([1, 2]));
  });

  it("615.12: an effect that prevents none of the damage doesn't trigger it", () => {
    const s = main(
      [
        { id: 'crack', card: unpreventable },
        { id: 'sweep', card: sweeper },
      ],
      [{ id: 'monk', card: monk, controller: 'B' }],
    );
    const r = castAndResolve(castAndResolve(s, 'crack').state, 'sweep');
    expect(r.state.objects.monk.damage).toBe(2);
    expect(r.events.some((e) => e.type === 'damage-not-prevented')).toBe(true);
    expect(triggered(r.events)).toEqual([]);
  });

  it('the card vocabulary is checked, naming the field', () => {
    const on = (a: unknown): CardDef => creature('Odd', 1, 1, { abilities: [a as AbilityDef] });
    const check = (card: CardDef) => checkSetup(twoPlayers({ battlefield: [{ id: 'x', card, controller: 'A' }] }));
    expect(check(on({ ...onPrevented(), to: 'them' }))).toMatchObject({
      code: 'setup/invalid-card',
      field: 'battlefield[0].card.abilities[0].to',
    });
    expect(
      check(on({ kind: 'triggered', trigger: 'dies', to: 'you', effect: { type: 'draw', count: 1 } })),
    ).toMatchObject({
      field: 'battlefield[0].card.abilities[0].to',
    });
    expect(check(on({ ...onPrevented('you'), effect: { type: 'gain life', amount: 'that many' } }))).toMatchObject({
      field: 'battlefield[0].card.abilities[0].effect[0].amount',
    });
    expect(check(on(onPrevented('you')))).toBeNull();
  });
});
