// 603.3: waiting triggered abilities go on the stack — APNAP (603.3b), by team with shared team
// turns (805.7), their targets chosen or the ability removed (603.3d): every event, decision and
// stack object compared whole.
import { describe, expect, it } from 'vitest';
import type { Ctx } from '../core/context';
import type { PendingTrigger } from '../core/state';
import { creature, game, named, teamsInCombat, twoPlayers } from '../game/test-kit';
import type { GameState } from '../core/state';
import { placeTriggers, putTriggersOnStack } from './put-on-stack';

const text = { en: 'When this enters, you gain 1 life.', zh: '当此生物进战场时，你获得1点生命。' };

/** A trigger of `source` (controlled by `controller`) waiting to go on the stack. */
const waiting = (
  id: string,
  controller: string,
  source: string,
  more: Partial<PendingTrigger> = {},
): PendingTrigger => ({
  id,
  controller,
  source,
  ability: 0,
  effect: { type: 'gain life', amount: 1 },
  related: null,
  relatedPlayer: null,
  rules: ['603.6a'],
  ...more,
});

/** Alice (active) and Bob at Alice's upkeep, a red creature each. */
function duel(): GameState {
  return game(
    twoPlayers({
      turn: 3,
      step: 'upkeep',
      priority: 'A',
      battlefield: [
        { id: 'a1', card: creature('Red Bear', 2, 2, { colors: ['R'] }), controller: 'A' },
        { id: 'b1', card: creature('Green Bear', 2, 2, { colors: ['G'] }), controller: 'B' },
      ],
    }),
  );
}

const ctxOf = (s: GameState, pending: PendingTrigger[]): Ctx => {
  const c: Ctx = { s: structuredClone(s), events: [] };
  c.s.pendingTriggers = pending;
  return c;
};

/** The event of a triggered ability put on the stack by `player` (603.3), citing `rules`. */
const putOnStack = (
  object: string,
  source: string,
  player: string,
  rules: string[],
  more: { text?: typeof text } = {},
) => ({
  type: 'trigger-put-on-stack',
  rules,
  object,
  kind: 'triggered ability',
  source,
  ...more,
  player,
});

/**
 * A 603.3b case: the triggers waiting on a board, how many go on the stack before a player is asked
 * to order theirs, the question (an "order-triggers" decision) and the stack by then, bottom first.
 */
interface OrderCase {
  name: string;
  board: () => GameState;
  waiting: PendingTrigger[];
  placed: number;
  asked: { player: string; rules: string[]; triggers: { id: string; source: string; text?: typeof text }[] };
  stack: string[];
}

function orderCase({ board, waiting, placed, asked, stack }: Omit<OrderCase, 'name'>) {
  const ctx = ctxOf(board(), waiting);
  expect(putTriggersOnStack(ctx)).toEqual({ placed, decision: { ...asked, kind: 'order-triggers' } });
  expect(ctx.s.stack.map((i) => i.id)).toEqual(stack);
}

describe('603.3b: APNAP order', () => {
  it('603.3b: one trigger each goes on the stack without a question, the active player’s first', () => {
    const ctx = ctxOf(duel(), [waiting('tB', 'B', 'b1'), waiting('tA', 'A', 'a1', { text })]);
    expect(putTriggersOnStack(ctx)).toEqual({ placed: 2, decision: null });
    expect(ctx.s.pendingTriggers).toEqual([]);
    expect(ctx.s.stack).toEqual([
      {
        id: 'tA',
        kind: 'triggered ability',
        controller: 'A',
        source: 'a1',
        ability: 0,
        effect: { type: 'gain life', amount: 1 },
        targets: [],
        related: null,
        relatedPlayer: null,
        text,
        sourceColors: ['R'],
        sourceName: 'Red Bear',
      },
      {
        id: 'tB',
        kind: 'triggered ability',
        controller: 'B',
        source: 'b1',
        ability: 0,
        effect: { type: 'gain life', amount: 1 },
        targets: [],
        related: null,
        relatedPlayer: null,
        sourceColors: ['G'],
        sourceName: 'Green Bear',
      },
    ]);
    expect(ctx.events).toEqual([
      putOnStack('tA', 'a1', 'A', ['603.3', '603.3b', '603.3a', '603.6a'], { text }),
      putOnStack('tB', 'b1', 'B', ['603.3', '603.3b', '603.3a', '603.6a']),
    ]);
  });

  it.each(
    named<OrderCase>([
      {
        name: '603.3b: a player with two triggers chooses their order — asked before anything is placed',
        board: duel,
        waiting: [waiting('t1', 'A', 'a1', { text }), waiting('t2', 'A', 'a1'), waiting('tB', 'B', 'b1')],
        placed: 0,
        asked: {
          player: 'A',
          rules: ['603.3b'],
          triggers: [
            { id: 't1', source: 'a1', text },
            { id: 't2', source: 'a1' },
          ],
        },
        stack: [],
      },
      {
        name: '603.3b: the active player’s single trigger is placed before the other player is asked to order theirs',
        board: duel,
        waiting: [waiting('tA', 'A', 'a1'), waiting('t1', 'B', 'b1'), waiting('t2', 'B', 'b1')],
        placed: 1,
        asked: {
          player: 'B',
          rules: ['603.3b'],
          triggers: [
            { id: 't1', source: 'b1' },
            { id: 't2', source: 'b1' },
          ],
        },
        stack: ['tA'],
      },
    ]),
  )('%s', (_, c) => orderCase(c));

  it('603.3 (503.1a): placed before the step’s first priority, the event cites the step’s rule too', () => {
    const ctx = ctxOf(duel(), [waiting('tA', 'A', 'a1')]);
    placeTriggers(ctx, 'A', ['tA'], '503.1a');
    expect(ctx.events).toEqual([putOnStack('tA', 'a1', 'A', ['603.3', '603.3b', '603.3a', '603.6a', '503.1a'])]);
  });

  it('603.7d: a delayed trigger’s controller is the one who created it, not its source’s (no 603.3a)', () => {
    const ctx = ctxOf(duel(), [waiting('tD', 'A', 'b1', { ability: -1, rules: ['511.2', '603.7'] })]);
    placeTriggers(ctx, 'A', ['tD']);
    expect(ctx.events).toEqual([putOnStack('tD', 'b1', 'A', ['603.3', '603.3b', '511.2', '603.7'])]);
  });

  it('608.2h: a source that no longer exists gives the ability no colours; it is named by its id', () => {
    const ctx = ctxOf(duel(), [waiting('tX', 'A', 'gone')]);
    placeTriggers(ctx, 'A', ['tX']);
    expect(ctx.s.stack).toEqual([
      {
        id: 'tX',
        kind: 'triggered ability',
        controller: 'A',
        source: 'gone',
        ability: 0,
        effect: { type: 'gain life', amount: 1 },
        targets: [],
        related: null,
        relatedPlayer: null,
        sourceColors: [],
        sourceName: 'gone',
      },
    ]);
  });
});

describe('805.7: shared team turns — team by team, ordered by the primary player', () => {
  const teams = () =>
    teamsInCombat([
      { id: 'a1', card: creature('A Bear', 2, 2), controller: 'A' },
      { id: 'b1', card: creature('B Bear', 2, 2), controller: 'B' },
      { id: 'c1', card: creature('C Bear', 2, 2), controller: 'C' },
    ]);

  it('805.7: the primary player orders the triggers of both teammates', () =>
    orderCase({
      board: teams,
      waiting: [waiting('tA', 'A', 'a1'), waiting('tB', 'B', 'b1'), waiting('tC', 'C', 'c1')],
      placed: 0,
      asked: {
        player: 'A',
        rules: ['603.3b', '805.7'],
        triggers: [
          { id: 'tA', source: 'a1' },
          { id: 'tB', source: 'b1' },
        ],
      },
      stack: [],
    }));

  it('805.7: the order places the team’s triggers only — an opponent’s in it stays waiting', () => {
    const ctx = ctxOf(teams(), [waiting('tA', 'A', 'a1'), waiting('tB', 'B', 'b1'), waiting('tC', 'C', 'c1')]);
    placeTriggers(ctx, 'A', ['tC', 'tB', 'tA']);
    expect(ctx.s.stack.map((i) => i.id)).toEqual(['tB', 'tA']);
    expect(ctx.s.pendingTriggers.map((t) => t.id)).toEqual(['tC']);
    expect(ctx.events[0]).toEqual(putOnStack('tB', 'b1', 'B', ['603.3', '603.3b', '603.3a', '805.7', '603.6a']));
  });
});

describe('603.3d: targets chosen as it goes on the stack, or the ability removed', () => {
  const ping = { type: 'deal damage', amount: 1, target: 'any target' } as const;
  const tap = { type: 'tap', target: 'target creature' } as const;
  const empty = () => game(twoPlayers({ turn: 3, step: 'upkeep', priority: 'A' }));

  it('603.3d: with a legal choice for every target, it waits for its controller’s choice', () => {
    const ctx = ctxOf(duel(), [waiting('tA', 'A', 'a1', { effect: [ping, tap] })]);
    placeTriggers(ctx, 'A', ['tA']);
    expect(ctx.s.stack).toEqual([expect.objectContaining({ id: 'tA', targets: [], awaitingTargets: true })]);
    expect(ctx.events.map((e) => e.type)).toEqual(['trigger-put-on-stack']);
  });

  it('603.3d: with no legal choice for one of its targets, it is removed from the stack', () => {
    const ctx = ctxOf(empty(), [waiting('tA', 'A', 'gone', { effect: [ping, tap], text })]);
    placeTriggers(ctx, 'A', ['tA']);
    expect(ctx.s.stack).toEqual([]);
    expect(ctx.events[1]).toEqual({
      type: 'trigger-removed',
      rules: ['603.3d'],
      object: 'tA',
      kind: 'triggered ability',
      source: 'gone',
      text,
    });
    expect(ctx.events).toHaveLength(2);
  });

  it('603.3d: a single target with no legal choice removes it too', () => {
    const ctx = ctxOf(empty(), [waiting('tA', 'A', 'gone', { effect: tap })]);
    placeTriggers(ctx, 'A', ['tA']);
    expect(ctx.s.stack).toEqual([]);
    expect(ctx.events.map((e) => e.type)).toEqual(['trigger-put-on-stack', 'trigger-removed']);
  });
});
