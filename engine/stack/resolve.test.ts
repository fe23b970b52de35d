// 608 resolving the top object of the stack, played out through the game: 608.2b (some or all
// targets illegal), 608.2 / 608.3 (a permanent spell becomes a permanent, 608.3a with no targets),
// 608.2m (an instant goes to the graveyard last), 608.2d with 701.8 (the discarded cards chosen).
import { describe, expect, it } from 'vitest';
import type { CardDef } from '../core/cards';
import type { ObjectSetup } from '../core/setup';
import type { GameState } from '../core/state';
import { act, creature, mainPhase, refusal } from '../game/test-kit';

const shock: CardDef = {
  name: 'Shock',
  types: ['Instant'],
  colors: ['R'],
  spell: { type: 'deal damage', amount: 2, target: 'target creature' },
};
/** "Deal 2 damage to target creature. Target player loses 2 life." */
const fling: CardDef = {
  name: 'Fling',
  types: ['Instant'],
  colors: ['R'],
  spell: [
    { type: 'deal damage', amount: 2, target: 'target creature' },
    { type: 'lose life', amount: 2, target: 'target player' },
  ],
};
/** "Target player discards two cards." */
const rot: CardDef = {
  name: 'Rot',
  types: ['Sorcery'],
  colors: ['B'],
  spell: { type: 'discard', count: 2, target: 'target player' },
};
/** "{T}: deal 1 damage to target creature." */
const pinger = creature('Pinger', 1, 1, {
  abilities: [
    {
      kind: 'activated',
      cost: [{ type: 'tap' }],
      effect: { type: 'deal damage', amount: 1, target: 'target creature' },
    },
  ],
});
/** A permanent spell (not an Aura) whose card data gives it a target: 608.3, not 608.3c (Auras: aura-spells.test.ts). */
const charm: CardDef = {
  name: 'Charm',
  types: ['Enchantment'],
  colors: ['W'],
  spell: { type: 'pump', power: 1, toughness: 1, target: 'target creature' },
};

const hand = (...cards: [string, CardDef][]): ObjectSetup[] => cards.map(([id, card]) => ({ id, card }));

/** Alice (A) has priority in her main phase with `cards` in hand; Bob (B) has a 2/2 Bear and three cards. */
const board = (...cards: [string, CardDef][]): GameState =>
  mainPhase(
    [
      { id: 'bear', card: creature('Bear', 2, 2), controller: 'B' },
      { id: 'pinger', card: pinger, controller: 'A' },
    ],
    {
      players: [
        { id: 'A', name: 'Alice', library: 5, hand: hand(...cards) },
        {
          id: 'B',
          name: 'Bob',
          library: 5,
          hand: hand(['b1', creature('One', 1, 1)], ['b2', creature('Two', 1, 1)], ['b3', creature('Three', 1, 1)]),
        },
      ],
    },
  );

/** Both players pass: the top object resolves. */
const bothPass = (s: GameState) => {
  const a = act(s, { type: 'pass-priority', player: 'A' });
  const b = act(a.state, { type: 'pass-priority', player: 'B' });
  return b;
};

describe('608.2b: targets checked as it resolves', () => {
  it('one of two targets illegal: the spell resolves, and does nothing to the illegal one', () => {
    let s = board(['fling', fling], ['shock', shock]);
    s = act(s, { type: 'cast-spell', player: 'A', card: 'fling', targets: ['bear', 'B'] }).state;
    s = act(s, { type: 'cast-spell', player: 'A', card: 'shock', targets: ['bear'] }).state;
    s = bothPass(s).state; // Shock resolves: the Bear dies (704.5g)
    expect(s.objects.bear.zone).toBe('graveyard');
    expect(bothPass(s).events.slice(1)).toEqual([
      { type: 'resolved', rules: ['608.2', '608.2c'], object: 'fling', kind: 'spell', source: 'fling' },
      { type: 'life-lost', rules: ['119.3'], player: 'B', amount: 2, life: 18, cause: 'effect' },
      { type: 'zone-change', rules: ['608.2m'], object: 'fling', from: 'stack', to: 'graveyard' },
    ]);
  });

  it('every target illegal: a spell does not resolve, and goes to the graveyard', () => {
    let s = board(['shock', shock], ['shock2', shock]);
    s = act(s, { type: 'cast-spell', player: 'A', card: 'shock', targets: ['bear'] }).state;
    s = act(s, { type: 'cast-spell', player: 'A', card: 'shock2', targets: ['bear'] }).state;
    s = bothPass(s).state; // the second Shock resolves first: the Bear dies (704.5g)
    const r = bothPass(s);
    expect(r.events.slice(1)).toEqual([
      { type: 'did-not-resolve', rules: ['608.2b'], object: 'shock', kind: 'spell', source: 'shock' },
      { type: 'zone-change', rules: ['608.2b'], object: 'shock', from: 'stack', to: 'graveyard' },
    ]);
    expect(r.state.stack).toEqual([]);
  });

  it('every target illegal: an ability does not resolve; its source stays where it is', () => {
    let s = board(['shock', shock]);
    s = act(s, { type: 'activate-ability', player: 'A', source: 'pinger', ability: 0, targets: ['bear'] }).state;
    s = act(s, { type: 'cast-spell', player: 'A', card: 'shock', targets: ['bear'] }).state;
    s = bothPass(s).state;
    const r = bothPass(s);
    expect(r.events.slice(1)).toEqual([
      {
        type: 'did-not-resolve',
        rules: ['608.2b'],
        object: expect.any(String),
        kind: 'activated ability',
        source: 'pinger',
      },
    ]);
    expect(r.state.stack).toEqual([]);
    expect(r.state.objects.pinger.zone).toBe('battlefield');
  });
});

describe('608.3: a permanent spell becomes a permanent', () => {
  it('608.3a: with no targets, under the control of its controller', () => {
    const s = act(board(['ox', creature('Ox', 2, 4)]), { type: 'cast-spell', player: 'A', card: 'ox' }).state;
    const r = bothPass(s);
    expect(r.events.slice(1)).toEqual([
      { type: 'resolved', rules: ['608.2'], object: 'ox', kind: 'spell', source: 'ox' },
      { type: 'zone-change', rules: ['608.3', '608.3a'], object: 'ox', from: 'stack', to: 'battlefield' },
    ]);
    expect(r.state.objects.ox.controller).toBe('A');
  });

  it('608.3: with a target (608.3a is about none), it becomes a permanent; its instructions are not carried out', () => {
    const s = act(board(['charm', charm]), { type: 'cast-spell', player: 'A', card: 'charm', targets: ['bear'] }).state;
    const r = bothPass(s);
    expect(r.events.slice(1)).toEqual([
      { type: 'resolved', rules: ['608.2'], object: 'charm', kind: 'spell', source: 'charm' },
      { type: 'zone-change', rules: ['608.3'], object: 'charm', from: 'stack', to: 'battlefield' },
    ]);
  });
});

describe('608.2d, 701.8: the cards a player chooses to discard as a spell resolves', () => {
  const asked = () =>
    bothPass(act(board(['rot', rot]), { type: 'cast-spell', player: 'A', card: 'rot', targets: ['B'] }).state).state;

  const wrong = { code: 'discard/wrong-cards', rules: ['701.8', '608.2d'], params: { count: 2 } };

  it('each card once', () => {
    expect(refusal(asked(), { type: 'discard', player: 'B', cards: ['b1', 'b1'] })).toEqual(wrong);
  });

  it('each card from their hand', () => {
    expect(refusal(asked(), { type: 'discard', player: 'B', cards: ['b1', 'rot'] })).toEqual(wrong);
  });

  it('as many as asked', () => {
    expect(refusal(asked(), { type: 'discard', player: 'B', cards: ['b1'] })).toEqual(wrong);
  });

  it('the chosen cards are discarded, and the spell then goes to the graveyard (608.2m)', () => {
    const r = act(asked(), { type: 'discard', player: 'B', cards: ['b3', 'b1'] });
    expect(r.events.slice(0, 3)).toEqual([
      { type: 'discarded', rules: ['701.8', '608.2d'], player: 'B', object: 'b3', from: 'hand', to: 'graveyard' },
      { type: 'discarded', rules: ['701.8', '608.2d'], player: 'B', object: 'b1', from: 'hand', to: 'graveyard' },
      { type: 'zone-change', rules: ['608.2m'], object: 'rot', from: 'stack', to: 'graveyard' },
    ]);
  });
});
