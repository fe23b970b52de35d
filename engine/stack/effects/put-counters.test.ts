// 122.1, 122.6: "put N [kind] counters on (target)".
import { beforeEach, describe, expect, it } from 'vitest';
import type { GameState, StackItem } from '../../core/state';
import { abilityOnStack, creature, mainPhase, runHandler } from '../../game/test-kit';
import type { EffectOf } from './handler';
import { putCounters } from './put-counters';

const item = (more: Partial<StackItem> = {}) =>
  abilityOnStack(
    { type: 'put counters', counter: '+1/+1', amount: 2, target: 'this' },
    { id: 'ability', source: 'bear', sourceName: 'Bear', ...more },
  );

describe('122.1: put counters handler', () => {
  let s: GameState;
  beforeEach(() => {
    s = mainPhase([
      { id: 'bear', card: creature('Bear', 2, 2), controller: 'A' },
      { id: 'ox', card: creature('Ox', 2, 4), controller: 'B', counters: { '+1/+1': 1 } },
    ]);
  });

  it('122.1: "put two +1/+1 counters on target creature" — the counter event, with the total on it', () => {
    const e = { type: 'put counters', counter: '+1/+1', amount: 2, target: 'target creature' } as const;
    const ctx = runHandler(s, putCounters, item({ effect: e, targets: ['ox'] }), e);
    expect(ctx.events).toEqual([
      { type: 'counter-added', rules: ['122.1'], object: 'ox', amount: 2, counter: '+1/+1', total: 3 },
    ]);
    expect(s.objects.ox.counters).toEqual({ '+1/+1': 3 });
  });

  it('122.1: with no target word, the counters go on "this", the source itself (card-check lets a card omit `target`)', () => {
    const e = { type: 'put counters', counter: 'charge', amount: 1 } as unknown as EffectOf<'put counters'>;
    const ctx = runHandler(s, putCounters, item({ effect: e }), e);
    expect(ctx.events).toEqual([
      { type: 'counter-added', rules: ['122.1'], object: 'bear', amount: 1, counter: 'charge', total: 1 },
    ]);
  });

  it("122.1: counters are put on permanents only here (a player's counters, e.g. poison 122.1f, are not modelled) — a player named gets none", () => {
    const e = { type: 'put counters', counter: 'poison', amount: 1, target: 'any target' } as const;
    const ctx = runHandler(s, putCounters, item({ effect: e, targets: ['B'] }), e);
    expect(ctx.events).toEqual([]);
  });

  it('107.1b, 122.6: putting zero (or a negative number of) counters puts none — no counter event', () => {
    for (const amount of [0, -1]) {
      const e = { type: 'put counters', counter: '+1/+1', amount, target: 'target creature' } as const;
      const ctx = runHandler(s, putCounters, item({ effect: e, targets: ['ox'] }), e);
      expect(ctx.events).toEqual([]);
      expect(s.objects.ox.counters).toEqual({ '+1/+1': 1 });
    }
  });
});
