// 119.3: "you gain / lose N life".
import { beforeEach, describe, expect, it } from 'vitest';
import type { GameState, StackItem } from '../../core/state';
import { abilityOnStack, creature, mainPhase, runHandler } from '../../game/test-kit';
import { gainOrLoseLife } from './life';

const item = (more: Partial<StackItem> = {}) =>
  abilityOnStack({ type: 'gain life', amount: 3 }, { id: 'ability', ...more });
const lifeOf = (s: GameState, id: string) => s.players.find((p) => p.id === id)!.life;

describe('119.3: gain and lose life handler', () => {
  let s: GameState;
  beforeEach(() => {
    s = mainPhase([{ id: 'bear', card: creature('Bear', 2, 2), controller: 'A' }]);
  });

  it('119.3: "you gain 3 life" — the controller\'s life total goes up by 3', () => {
    const ctx = runHandler(s, gainOrLoseLife, item(), { type: 'gain life', amount: 3 });
    expect(ctx.events).toEqual([
      { type: 'life-gained', rules: ['119.3'], player: 'A', amount: 3, life: 23, cause: 'effect' },
    ]);
    expect(lifeOf(s, 'A')).toBe(23);
  });

  it('119.3: "target player loses 2 life" — that player\'s life total goes down by 2', () => {
    const e = { type: 'lose life', amount: 2, target: 'target player' } as const;
    const ctx = runHandler(s, gainOrLoseLife, item({ effect: e, targets: ['B'] }), e);
    expect(ctx.events).toEqual([
      { type: 'life-lost', rules: ['119.3'], player: 'B', amount: 2, life: 18, cause: 'effect' },
    ]);
    expect(lifeOf(s, 'B')).toBe(18);
  });

  it('119.3: only a player has a life total — an instruction whose word names a creature changes no life', () => {
    const e = { type: 'lose life', amount: 2, target: 'any target' } as const;
    const ctx = runHandler(s, gainOrLoseLife, item({ effect: e, targets: ['bear'] }), e);
    expect(ctx.events).toEqual([]);
    expect([lifeOf(s, 'A'), lifeOf(s, 'B')]).toEqual([20, 20]);
  });
});
