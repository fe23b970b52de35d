// 611.2, 613.4c: "[object] gets +N/+N until end of turn".
import { beforeEach, describe, expect, it } from 'vitest';
import type { GameState, StackItem } from '../../core/state';
import { abilityOnStack, creature, mainPhase, runHandler } from '../../game/test-kit';
import type { EffectOf } from './handler';
import { pump } from './pump';

const item = (more: Partial<StackItem> = {}) =>
  abilityOnStack(
    { type: 'pump', power: 1, toughness: 1, target: 'this' },
    { id: 'ability', source: 'bear', sourceName: 'Bear', ...more },
  );

describe('611.2, 613.4c: pump handler', () => {
  let s: GameState;
  beforeEach(() => {
    s = mainPhase([
      { id: 'bear', card: creature('Bear', 2, 2), controller: 'A' },
      { id: 'ox', card: creature('Ox', 2, 4), controller: 'B' },
    ]);
  });

  it('611.2: with no target word, "this" — the source itself — gets +1/+1 (card-check lets a card omit `target`)', () => {
    const e = { type: 'pump', power: 1, toughness: 1 } as unknown as EffectOf<'pump'>;
    const ctx = runHandler(s, pump, item({ effect: e }), e);
    expect(ctx.events).toEqual([
      {
        type: 'pumped',
        rules: ['611.2', '613.4c'],
        object: 'bear',
        power: 1,
        toughness: 1,
        duration: 'end of turn',
      },
    ]);
  });
});
