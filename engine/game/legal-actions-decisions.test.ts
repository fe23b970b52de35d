// legalActions() for each kind of decision other than priority (the candidates candidateActions
// makes for it, each confirmed by apply), compared whole: the declarations with their mana
// abilities, bands and optional costs (508.1, 509.1), both orders (509.2, 509.3, 603.3b), the
// default damage assignment (510.1), the targets (603.3d), and the answers to questions asked
// while an event or a resolution waits (608.2d, 614.12a, 609.7a, 701.8, 514.1).
import { describe, expect, it } from 'vitest';
import { threeBlockersAndAWall } from './test-boards';
import type { Action } from '../core/actions';
import type { CardDef, EffectDef } from '../core/cards';
import type { GameState } from '../core/state';
import { legalActions } from './legal-actions';
import {
  act,
  attackingB,
  blockingWith,
  castAndResolve,
  combatAt,
  creature,
  decision,
  game,
  mainPhase,
  passUntil,
  twoPlayers,
} from './test-kit';

/** A land that taps for {G}: the mana ability a declaration may name to pay its cost (508.1g, 509.1d). */
const forest: CardDef = {
  name: 'Forest',
  types: ['Land'],
  colors: [],
  abilities: [{ kind: 'activated', cost: [{ type: 'tap' }], effect: { type: 'add mana', mana: 'G' } }],
};
/** "Creatures can't attack (block) unless their controller pays {1} for each of them." */
const toll = (rule: 'attack cost' | 'block cost'): CardDef => ({
  name: 'Toll',
  types: ['Enchantment'],
  colors: [],
  abilities: [{ kind: 'static', rule, mana: '{1}' }],
});
const tapForest = [{ source: 'forest', ability: 0 }];

const attacks = (...ids: string[]) => ids.map((attacker) => ({ attacker, target: 'B' }));
const declareAttackers = (ids: string[], more: Partial<Action> = {}): Action =>
  ({ type: 'declare-attackers', player: 'A', attacks: attacks(...ids), ...more }) as Action;

/** "At the beginning of your upkeep, …": a trigger of turn 2's upkeep (503.1). */
const upkeep = (effect: EffectDef): CardDef => ({
  name: 'Upkeep Trigger',
  types: ['Enchantment'],
  colors: [],
  abilities: [{ kind: 'triggered', trigger: 'beginning of step', step: 'upkeep', effect }],
});

describe('508.1, 509.1: declarations of attackers and blockers', () => {
  it('508.1d, 508.1h: with a cost to attack every player, the requirement to attack is left out and a declaration paying names the mana abilities', () => {
    const s = combatAt('declare attackers', [
      { id: 'x', card: creature('X', 2, 2, { keywords: ['attacks each combat if able'] }), controller: 'A' },
      { id: 'forest', card: forest, controller: 'A' },
      { id: 'toll', card: toll('attack cost'), controller: 'B' },
    ]);
    // Attacking without naming a mana ability can't pay the {1} (508.1j): not offered.
    expect(legalActions(s)).toEqual([
      declareAttackers([]),
      declareAttackers([], { manaAbilities: tapForest }),
      declareAttackers(['x'], { manaAbilities: tapForest }),
    ]);
  });

  it('508.1e: a creature with banding and another attacking the same player may attack as a band', () => {
    const s = combatAt('declare attackers', [
      { id: 'x', card: creature('X', 2, 2, { keywords: ['banding'] }), controller: 'A' },
      { id: 'y', card: creature('Y', 2, 2), controller: 'A' },
    ]);
    expect(legalActions(s)).toEqual([
      declareAttackers([]),
      declareAttackers(['y']),
      declareAttackers(['x']),
      declareAttackers(['x', 'y']),
      declareAttackers(['x', 'y'], { bands: [['x', 'y']] }),
    ]);
  });

  it('508.1g: an attacker with an optional cost of life attacks paying it or not', () => {
    const raider = creature('Raider', 2, 2, {
      abilities: [
        {
          kind: 'static',
          rule: 'optional attack cost',
          cost: { type: 'pay life', amount: 3 },
          effect: { type: 'pump', power: 2, toughness: 0, target: 'this' },
        },
      ],
    });
    const s = combatAt('declare attackers', [{ id: 'r', card: raider, controller: 'A' }]);
    expect(legalActions(s)).toEqual([
      declareAttackers([]),
      declareAttackers(['r']),
      declareAttackers(['r'], { optionalCosts: [{ source: 'r' }] }),
    ]);
  });

  it('509.1d, 509.1h: with a cost to block, a block is offered naming the mana abilities that pay it', () => {
    const s = combatAt('declare blockers', [
      attackingB('x', creature('X', 2, 2)),
      { id: 'b', card: creature('B', 2, 2), controller: 'B' },
      { id: 'forest', card: forest, controller: 'B' },
      { id: 'toll', card: toll('block cost'), controller: 'A' },
    ]);
    const block = (blocks: { blocker: string; attacker: string }[], more = {}): Action => ({
      type: 'declare-blockers',
      player: 'B',
      blocks,
      ...more,
    });
    expect(legalActions(s)).toEqual([
      block([]),
      block([], { manaAbilities: tapForest }),
      block([{ blocker: 'b', attacker: 'x' }], { manaAbilities: tapForest }),
    ]);
  });
});

describe('509.2, 509.3, 510.1: damage assignment orders and assignments', () => {
  /** x (5/5) blocked by b1, b2 and a wall; the wall also blocks y (2/2). A orders x's blockers (509.2). */
  function ordering(): GameState {
    let s = threeBlockersAndAWall();
    s = act(s, declareAttackers(['x', 'y'])).state;
    const blocks = [
      ['b1', 'x'],
      ['b2', 'x'],
      ['wall', 'x'],
      ['wall', 'y'],
    ].map(([blocker, attacker]) => ({ blocker, attacker }));
    return act(passUntil(s, () => false).state, { type: 'declare-blockers', player: 'B', blocks }).state;
  }

  it('509.2: the attacking player orders the blockers as declared, or the reverse', () => {
    const order = (o: string[]): Action => ({ type: 'order-blockers', player: 'A', attacker: 'x', order: o });
    expect(legalActions(ordering())).toEqual([order(['b1', 'b2', 'wall']), order(['wall', 'b2', 'b1'])]);
  });

  it('509.3: the defending player orders the attackers a blocker blocks, as declared or the reverse', () => {
    const s = act(ordering(), { type: 'order-blockers', player: 'A', attacker: 'x', order: ['b1', 'b2', 'wall'] });
    const order = (o: string[]): Action => ({ type: 'order-attackers', player: 'B', blocker: 'wall', order: o });
    expect(legalActions(s.state)).toEqual([order(['x', 'y']), order(['y', 'x'])]);
  });

  it('510.1: the default assignment — lethal damage to each blocker in order, the rest to the last', () => {
    const s = combatAt('combat damage', [
      attackingB('a', creature('A', 3, 3), { damageAssignmentOrder: ['e2', 'e3'] }),
      blockingWith('e2', creature('E2', 1, 1), ['a']),
      blockingWith('e3', creature('E3', 1, 1), ['a']),
    ]);
    expect(legalActions(s)).toEqual([
      {
        type: 'assign-combat-damage',
        player: 'A',
        assignments: [
          {
            source: 'a',
            assignment: [
              { to: 'e2', amount: 1 },
              { to: 'e3', amount: 2 },
            ],
          },
        ],
      },
    ]);
  });
});

describe('603.3b, 603.3d: triggered abilities put on the stack', () => {
  it('603.3b: two triggers of one player, in the order they triggered or the reverse', () => {
    const s = game(
      twoPlayers({
        turn: 2,
        battlefield: [
          { id: 'p1', card: upkeep({ type: 'gain life', amount: 1 }), controller: 'A' },
          { id: 'p2', card: upkeep({ type: 'gain life', amount: 2 }), controller: 'A' },
        ],
      }),
    );
    const [t1, t2] = decision(s).triggers!.map((t) => t.id);
    expect(legalActions(s)).toEqual([
      { type: 'order-triggers', player: 'A', order: [t1, t2] },
      { type: 'order-triggers', player: 'A', order: [t2, t1] },
    ]);
  });

  it('603.3d: "any target" with seven legal choices — the first six are offered', () => {
    const s = game(
      twoPlayers({
        turn: 2,
        battlefield: [
          { id: 'p', card: upkeep({ type: 'deal damage', amount: 1, target: 'any target' }), controller: 'A' },
          ...['c1', 'c2', 'c3', 'c4', 'c5'].map((id) => ({ id, card: creature(id, 1, 1), controller: 'B' })),
        ],
      }),
    );
    const item = decision(s).object!;
    expect(legalActions(s)).toEqual(
      ['A', 'B', 'c1', 'c2', 'c3', 'c4'].map((t) => ({ type: 'choose-targets', player: 'A', item, targets: [t] })),
    );
  });
});

describe('608.2d, 614.12a, 609.7a: questions asked while a spell resolves or a permanent enters', () => {
  it('608.2d: "the colour of your choice" — each of the five colours', () => {
    const paint: CardDef = {
      name: 'Paint',
      types: ['Instant'],
      colors: ['U'],
      spell: { type: 'continuous effect', target: 'target creature', changes: [{ layer: '5', colors: 'chosen' }] },
    };
    const s = mainPhase([{ id: 'bear', card: creature('Bear', 2, 2), controller: 'B' }], {
      stack: [{ id: 'paint', card: paint, controller: 'A', targets: ['bear'] }],
    });
    expect(legalActions(passUntil(s, () => false).state)).toEqual(
      (['W', 'U', 'B', 'R', 'G'] as const).map((color) => ({ type: 'choose-color', player: 'A', color })),
    );
  });

  it('614.12a, 119.4: "you may pay 2 life as it enters" — not paying, or paying', () => {
    const pool: CardDef = {
      name: 'Pool',
      types: ['Land'],
      colors: [],
      abilities: [
        {
          kind: 'static',
          rule: 'replacement',
          replacement: { would: 'enter the battlefield', mayPayLifeElseTapped: 2 },
        },
      ],
    };
    const s = mainPhase([], {
      players: [
        { id: 'A', name: 'Alice', library: 20, hand: [{ id: 'pool', card: pool }] },
        { id: 'B', name: 'Bob', library: 20 },
      ],
    });
    expect(legalActions(act(s, { type: 'play-land', player: 'A', card: 'pool' }).state)).toEqual([
      { type: 'choose-to-pay', player: 'A', pay: false },
      { type: 'choose-to-pay', player: 'A', pay: true },
    ]);
  });

  it('702.82a: devour — no creature, or any one of the creatures that could be sacrificed', () => {
    const devourer = creature('Devourer', 1, 1, {
      manaCost: '{R}',
      abilities: [{ kind: 'static', rule: 'replacement', replacement: { would: 'enter the battlefield', devour: 2 } }],
    });
    const s = mainPhase(
      [
        { id: 'x', card: creature('X', 1, 1), controller: 'A' },
        { id: 'y', card: creature('Y', 1, 1), controller: 'A' },
      ],
      {
        players: [
          { id: 'A', name: 'Alice', library: 20, hand: [{ id: 'd', card: devourer }], manaPool: { R: 1 } },
          { id: 'B', name: 'Bob', library: 20 },
        ],
      },
    );
    const asked = castAndResolve(s, 'd').state;
    expect(decision(asked)).toMatchObject({ kind: 'choose-objects', min: 0, max: 2 });
    expect(legalActions(asked)).toEqual(
      [[], ['x'], ['y']].map((objects) => ({ type: 'choose-objects', player: 'A', objects })),
    );
  });

  describe('609.7a: "a source of your choice" (one object exactly)', () => {
    const next: CardDef = {
      name: 'Next Time',
      types: ['Instant'],
      colors: ['W'],
      spell: { type: 'prevent the next time', source: 'a source of your choice' },
    };
    const asked = (ids: string[]) =>
      passUntil(
        mainPhase(
          ids.map((id) => ({ id, card: creature(id, 1, 1), controller: 'B' })),
          { stack: [{ id: 'next', card: next, controller: 'A' }] },
        ),
        () => false,
      ).state;

    it('the first candidate or the last', () => {
      const s = asked(['bear', 'cub', 'elk']);
      expect(decision(s)).toMatchObject({ kind: 'choose-objects', candidates: ['bear', 'cub', 'elk'], min: 1 });
      expect(legalActions(s)).toEqual(
        [['bear'], ['elk']].map((objects) => ({ type: 'choose-objects', player: 'A', objects })),
      );
    });

    it('with a single candidate, first and last are one action, offered once', () => {
      expect(legalActions(asked(['bear']))).toEqual([{ type: 'choose-objects', player: 'A', objects: ['bear'] }]);
    });
  });
});

describe('701.8, 514.1: choosing the cards discarded', () => {
  const cards = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `h${i}`, card: creature(`C${i}`, 1, 1) }));

  it('608.2d, 701.8: "target player discards two cards" with three in hand — the first two, or the last two', () => {
    const rot: CardDef = {
      name: 'Mind Rot',
      types: ['Sorcery'],
      colors: ['B'],
      spell: { type: 'discard', count: 2, target: 'target player' },
    };
    const s = mainPhase([], {
      players: [
        { id: 'A', name: 'A', library: 5, hand: [{ id: 'rot', card: rot }] },
        { id: 'B', name: 'B', library: 5, hand: cards(3) },
      ],
    });
    expect(legalActions(castAndResolve(s, 'rot', ['B']).state)).toEqual([
      { type: 'discard', player: 'B', cards: ['h0', 'h1'] },
      { type: 'discard', player: 'B', cards: ['h1', 'h2'] },
    ]);
  });

  it('514.1: nine cards in hand at cleanup — the first two, or the last two', () => {
    const s = game(
      twoPlayers({
        turn: 2,
        step: 'end',
        priority: 'A',
        players: [
          { id: 'A', name: 'A', library: 5, hand: cards(9) },
          { id: 'B', name: 'B', library: 5 },
        ],
      }),
    );
    expect(legalActions(passUntil(s, () => false).state)).toEqual([
      { type: 'discard', player: 'A', cards: ['h0', 'h1'] },
      { type: 'discard', player: 'A', cards: ['h7', 'h8'] },
    ]);
  });
});
