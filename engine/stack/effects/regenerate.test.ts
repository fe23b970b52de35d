// 701.15, 614.8: "regenerate [permanent]" — a regeneration shield until end of turn.
import { beforeEach, describe, expect, it } from 'vitest';
import type { GameState, StackItem } from '../../core/state';
import { abilityOnStack, creature, mainPhase, runHandler } from '../../game/test-kit';
import { regenerate } from './regenerate';

const item = (more: Partial<StackItem> = {}) =>
  abilityOnStack(
    { type: 'regenerate', target: 'this' },
    { id: 'ability', source: 'bear', sourceName: 'Bear', ...more },
  );

describe('701.15, 614.8: regenerate handler', () => {
  let s: GameState;
  beforeEach(() => {
    s = mainPhase([
      { id: 'bear', card: creature('Bear', 2, 2), controller: 'A' },
      { id: 'ox', card: creature('Ox', 2, 4), controller: 'B' },
    ]);
  });

  it('614.8, 611.2: "regenerate target creature" sets up a shield on it, with a new timestamp, until end of turn', () => {
    const before = s.timestamp;
    const e = { type: 'regenerate', target: 'target creature' } as const;
    const ctx = runHandler(s, regenerate, item({ effect: e, targets: ['ox'] }), e);
    expect(s.timestamp).toBe(before + 1);
    expect(s.replacementShields).toEqual([
      {
        // A fresh id of the game's (its numbering is the state's business, not this handler's).
        id: expect.stringMatching(/^r\d+$/),
        kind: 'regeneration',
        object: 'ox',
        source: 'bear',
        controller: 'A',
        timestamp: before + 1,
        duration: 'end of turn',
      },
    ]);
    expect(ctx.events).toEqual([{ type: 'regeneration-shield', rules: ['701.15', '614.8'], object: 'ox' }]);
  });

  it('608.2b: a target gone by resolution gets no shield', () => {
    const e = { type: 'regenerate', target: 'target creature' } as const;
    const ctx = runHandler(s, regenerate, item({ effect: e, targets: ['gone'] }), e);
    expect(s.replacementShields ?? []).toEqual([]);
    expect(ctx.events).toEqual([]);
  });
});
