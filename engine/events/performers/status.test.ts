// Life (119.3), tapping and untapping (701.21): the performers of performers/status.ts through the
// one pipeline (events/happen.ts) — what happened, as the triggers see it (603.2), and the reports.
import { describe, expect, it } from 'vitest';
import type { Ctx } from '../../core/context';
import type { RulesEvent } from '../../core/rules-events';
import { copyState } from '../../game/apply';
import { creature, mainPhase } from '../../game/test-kit';
import { happen } from '../happen';

/** Alice's main phase: her Knight is tapped, her Squire untapped. */
function draft(): Ctx {
  const s = mainPhase([
    { id: 'k', card: creature('Knight', 2, 5), controller: 'A', tapped: true },
    { id: 'q', card: creature('Squire', 1, 2), controller: 'A' },
  ]);
  return { s: copyState(s), events: [] };
}

/** Nothing happened: null, nothing reported, the state as it was. */
function nothing(ev: RulesEvent): void {
  const ctx = draft();
  const before = structuredClone(ctx.s);
  expect(happen(ctx, ev)).toBeNull();
  expect(ctx.events).toEqual([]);
  expect(ctx.s).toEqual(before);
}

describe('119.3, 701.21: nothing to do, nothing happens', () => {
  it('gaining or losing 0 life', () => {
    nothing({ type: 'life', rules: ['119.3'], player: 'A', amount: 0, cause: 'effect' });
  });

  it('tapping no permanent (e.g. attacking with none, 508.1f)', () => {
    nothing({ type: 'tap', rules: ['508.1f'], objects: [], cause: 'attack' });
  });

  it('untapping only permanents already untapped', () => {
    nothing({ type: 'untap', rules: ['701.21'], objects: ['q'] });
  });
});

describe('603.2f: only the permanents that were tapped become untapped', () => {
  it('the event as it happened names the tapped one only', () => {
    const ctx = draft();
    const done = happen(ctx, { type: 'untap', rules: ['502.3'], objects: ['k', 'q'], player: 'A' });
    expect(done).toEqual({ type: 'untap', rules: ['502.3'], objects: ['k'], player: 'A' });
    expect([ctx.s.objects.k.tapped, ctx.s.objects.q.tapped]).toEqual([false, false]);
  });
});

describe('701.21a–b: only an untapped permanent can be tapped, only a tapped one untapped', () => {
  it('tapping a tapped permanent and an untapped one: only the untapped one becomes tapped, reported', () => {
    const ctx = draft();
    const done = happen(ctx, { type: 'tap', rules: ['701.21'], objects: ['k', 'q'], cause: 'effect' });
    expect(done).toEqual({ type: 'tap', rules: ['701.21'], objects: ['q'], cause: 'effect' });
    expect(ctx.events).toEqual([{ type: 'tapped', rules: ['701.21'], object: 'q', cause: 'effect' }]);
    expect([ctx.s.objects.k.tapped, ctx.s.objects.q.tapped]).toEqual([true, true]);
  });

  it('tapping only a tapped permanent', () => {
    nothing({ type: 'tap', rules: ['701.21'], objects: ['k'], cause: 'effect' });
  });
});
