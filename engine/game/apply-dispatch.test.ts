// apply()'s dispatch (game/apply.ts): a pending decision is answered only by its player with the
// action it awaits; everything else needs priority (117.1); each answer names the object it is
// about (509.2, 509.3, 603.3d) and an order of triggers is a permutation of the waiting ones
// (603.3b), put on the stack citing the step's rule only before the step's first priority.
import { describe, expect, it } from 'vitest';
import { threeBlockersAndAWall } from './test-boards';
import type { Action } from '../core/actions';
import type { CardDef, EffectDef } from '../core/cards';
import type { GameState } from '../core/state';
import {
  act,
  combatAt,
  creature,
  decision,
  deepFreeze,
  game,
  mainPhase,
  named,
  passUntil,
  refusal,
  twoPlayers,
} from './test-kit';

const upkeep = (effect: EffectDef): CardDef => ({
  name: 'Upkeep Trigger',
  types: ['Enchantment'],
  colors: [],
  abilities: [{ kind: 'triggered', trigger: 'beginning of step', step: 'upkeep', effect }],
});
const watcher: CardDef = {
  name: 'Watcher',
  types: ['Enchantment'],
  colors: [],
  abilities: [{ kind: 'triggered', trigger: 'a player casts a spell', effect: { type: 'gain life', amount: 1 } }],
};
const heal: CardDef = { name: 'Heal', types: ['Instant'], colors: ['W'], spell: { type: 'gain life', amount: 3 } };

/** Turn 2's upkeep: Alice's two upkeep triggers wait for her order (603.3b); she holds Heal, and two Watchers. */
const upkeepOrdering = (): GameState =>
  game(
    twoPlayers({
      turn: 2,
      players: [
        { id: 'A', name: 'Alice', library: 20, hand: [{ id: 'heal', card: heal }] },
        { id: 'B', name: 'Bob', library: 20 },
      ],
      battlefield: [
        { id: 'p1', card: upkeep({ type: 'gain life', amount: 1 }), controller: 'A' },
        { id: 'p2', card: upkeep({ type: 'gain life', amount: 2 }), controller: 'A' },
        { id: 'w1', card: watcher, controller: 'A' },
        { id: 'w2', card: watcher, controller: 'A' },
      ],
    }),
  );

const put = (object: string, source: string, rules: string[]) => ({
  type: 'trigger-put-on-stack',
  rules: ['603.3', '603.3b', '603.3a', ...rules],
  object,
  kind: 'triggered ability',
  source,
  player: 'A',
});

describe('a pending decision is answered only by its player, with the action it awaits', () => {
  it('508.1: Bob can’t answer Alice’s declaration of attackers; the refusal names her and the question', () => {
    const s = deepFreeze(combatAt('declare attackers', [{ id: 'x', card: creature('X', 2, 2), controller: 'A' }]));
    expect(decision(s)).toMatchObject({ kind: 'declare-attackers', player: 'A' });
    expect(refusal(s, { type: 'declare-attackers', player: 'B', attacks: [] })).toEqual({
      code: 'action/not-awaited',
      rules: decision(s).rules,
      params: { player: 'A', kind: 'declare-attackers' },
    });
  });
});

describe('117.1: everything else needs priority', () => {
  it('Bob passing while Alice holds priority is refused, naming her', () => {
    const s = deepFreeze(mainPhase([]));
    expect(refusal(s, { type: 'pass-priority', player: 'B' })).toEqual({
      code: 'action/no-priority',
      rules: ['117.1'],
      params: { player: 'A' },
    });
  });
  it('805.5: with shared team turns, a player of the other team is refused, naming the player who holds it', () => {
    const seat = (id: string, team: string) => ({ id, name: id, library: 5, team });
    const s = deepFreeze(
      game({
        players: [seat('A', 'x'), seat('B', 'x'), seat('C', 'y'), seat('D', 'y')],
        variant: { sharedTeamTurns: true },
        turn: 3,
        activePlayer: 'A',
        phase: 'precombat main',
        step: 'main',
        priority: 'A',
      }),
    );
    expect(refusal(s, { type: 'pass-priority', player: 'C' })).toEqual({
      code: 'action/no-priority',
      rules: ['117.1', '805.5'],
      params: { player: 'A' },
    });
  });
});

describe('509.2, 509.3: an order of damage assignment answers for the creature asked about', () => {
  /** x (5/5) blocked by b1, b2 and a wall; the wall also blocks y (2/2). A orders x's blockers (509.2). */
  function ordering(): GameState {
    let s = threeBlockersAndAWall();
    s = act(s, {
      type: 'declare-attackers',
      player: 'A',
      attacks: ['x', 'y'].map((attacker) => ({ attacker, target: 'B' })),
    }).state;
    const blocks = [
      ['b1', 'x'],
      ['b2', 'x'],
      ['wall', 'x'],
      ['wall', 'y'],
    ].map(([blocker, attacker]) => ({ blocker, attacker }));
    return act(passUntil(s, () => false).state, { type: 'declare-blockers', player: 'B', blocks }).state;
  }

  it('509.2: ordering the blockers of another attacker than x is refused, naming x', () => {
    const s = deepFreeze(ordering());
    expect(decision(s)).toMatchObject({ kind: 'order-blockers', player: 'A', object: 'x' });
    expect(refusal(s, { type: 'order-blockers', player: 'A', attacker: 'y', order: ['wall'] })).toEqual({
      code: 'order-blockers/other-attacker',
      rules: decision(s).rules,
      params: { object: 'x' },
    });
  });

  it('509.3: ordering the attackers of another blocker than the wall is refused, naming the wall', () => {
    const s = deepFreeze(
      act(ordering(), { type: 'order-blockers', player: 'A', attacker: 'x', order: ['b1', 'b2', 'wall'] }).state,
    );
    expect(decision(s)).toMatchObject({ kind: 'order-attackers', player: 'B', object: 'wall' });
    expect(refusal(s, { type: 'order-attackers', player: 'B', blocker: 'b1', order: ['x'] })).toEqual({
      code: 'order-attackers/other-blocker',
      rules: decision(s).rules,
      params: { object: 'wall' },
    });
  });
});

describe('603.3b: an order of triggers is a permutation of the waiting ones', () => {
  const notAPermutation = { code: 'order-triggers/not-a-permutation', rules: ['603.3b'], params: {} };
  it.each(
    named([
      { name: 'one of the two left out (refused)', order: (t1: string) => [t1] },
      { name: 'one put twice, the other left out (refused)', order: (t1: string) => [t1, t1] },
      { name: 'one and another id (refused)', order: (t1: string) => [t1, 'p1'] },
      { name: 'both and one of them again (refused)', order: (t1: string, t2: string) => [t1, t2, t1] },
    ]),
  )('%s', (_, { order }) => {
    const s = deepFreeze(upkeepOrdering());
    const [t1, t2] = decision(s).triggers!.map((t) => t.id);
    expect(refusal(s, { type: 'order-triggers', player: 'A', order: order(t1, t2) })).toEqual(notAPermutation);
  });

  it('503.1a: before the upkeep’s first priority the triggers cite the step’s rule; later ones in it don’t', () => {
    const s = upkeepOrdering();
    const [t1, t2] = decision(s).triggers!.map((t) => t.id);
    const first = act(s, { type: 'order-triggers', player: 'A', order: [t2, t1] });
    expect(first.events).toEqual([
      put(t2, 'p2', ['500.6', '503.1a']),
      put(t1, 'p1', ['500.6', '503.1a']),
      { type: 'priority-given', rules: ['503.1', '117.3a'], player: 'A', step: 'upkeep' },
    ]);
    // Alice casts Heal in her upkeep: her two Watchers trigger (601.2i), ordered at a later priority.
    const cast = act(first.state, { type: 'cast-spell', player: 'A', card: 'heal', targets: [] }).state;
    const [w1, w2] = decision(cast).triggers!.map((t) => t.id);
    expect(decision(cast).triggers).toEqual([
      { id: w1, source: 'w1' },
      { id: w2, source: 'w2' },
    ]);
    expect(act(cast, { type: 'order-triggers', player: 'A', order: [w1, w2] }).events).toEqual([
      put(w1, 'w1', ['601.2i']),
      put(w2, 'w2', ['601.2i']),
    ]);
  });
});

describe('603.3d: targets are chosen for the ability asked about', () => {
  it('choosing targets for another ability is refused, naming the one asked about', () => {
    const s = deepFreeze(
      game(
        twoPlayers({
          turn: 2,
          battlefield: [
            { id: 'p', card: upkeep({ type: 'deal damage', amount: 1, target: 'any target' }), controller: 'A' },
          ],
        }),
      ),
    );
    const item = decision(s).object!;
    expect(decision(s)).toMatchObject({ kind: 'choose-targets', player: 'A' });
    expect(refusal(s, { type: 'choose-targets', player: 'A', item: 'p', targets: ['B'] } as Action)).toEqual({
      code: 'choose-targets/other-ability',
      rules: decision(s).rules,
      params: { object: item },
    });
  });
});
