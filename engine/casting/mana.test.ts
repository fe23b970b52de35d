// Mana: costs in the usual notation (107.4), paying them from a pool (601.2h: no partial payment;
// coloured symbols need mana of their colour, generic any), and pools emptying as a step ends (500.4).
import { describe, expect, it } from 'vitest';
import type { GameState } from '../core/state';
import type { ManaPool } from '../core/vocabulary';
import { act, game, twoPlayers } from '../game/test-kit';
import { emptyPool, parseManaCost, payFromPool } from './mana';

const pool = (p: Partial<ManaPool>): ManaPool => ({ ...emptyPool(), ...p });

describe('107.4: mana costs in the usual notation', () => {
  it('{2}{G}{G}: two generic, two green', () => {
    expect(parseManaCost('{2}{G}{G}')).toEqual({ generic: 2, colored: { G: 2 } });
  });
  it('a symbol this engine does not know makes the whole cost unknown', () => {
    expect(parseManaCost('{G}{Q}')).toBeNull();
    expect(parseManaCost('{G/W}')).toBeNull();
  });
  it('anything outside the braces makes it unknown too', () => {
    expect(parseManaCost('G')).toBeNull();
    expect(parseManaCost('{1} {G}')).toBeNull();
  });
});

describe('601.2h: paying a cost from the pool', () => {
  it('a coloured symbol needs mana of its colour: {R}{R} pays no {W}, no {G}, nor {1}{G}', () => {
    expect(payFromPool(pool({ R: 2 }), { generic: 0, colored: { W: 1 } })).toBeNull();
    expect(payFromPool(pool({ R: 2 }), { generic: 0, colored: { G: 1 } })).toBeNull();
    expect(payFromPool(pool({ R: 2 }), { generic: 1, colored: { G: 1 } })).toBeNull();
  });
  it('generic mana is paid with any type, coloured symbols first', () => {
    expect(payFromPool(pool({ G: 2, R: 1 }), { generic: 1, colored: { G: 1 } })).toEqual(pool({ G: 1 }));
  });
});

/** Alice (A, active) holds priority in her upkeep, with `a` in her pool and `b` in Bob's. */
function upkeep(a: Partial<ManaPool>, b: Partial<ManaPool>): GameState {
  return game(
    twoPlayers({
      turn: 2,
      step: 'upkeep',
      priority: 'A',
      players: [
        { id: 'A', name: 'Alice', library: 5, manaPool: a },
        { id: 'B', name: 'Bob', library: 5, manaPool: b },
      ],
    }),
  );
}

describe('500.4: mana empties from each pool as a step ends', () => {
  it('each pool that has mana, with how much; an empty pool has nothing to empty', () => {
    let s = upkeep({ R: 2, G: 1 }, {});
    s = act(s, { type: 'pass-priority', player: 'A' }).state;
    const r = act(s, { type: 'pass-priority', player: 'B' });
    expect(r.events.filter((e) => e.type === 'mana-emptied')).toEqual([
      { type: 'mana-emptied', rules: ['500.4'], player: 'A', amount: 3 },
    ]);
    expect(r.state.players.map((p) => p.manaPool)).toEqual([emptyPool(), emptyPool()]);
  });
});
