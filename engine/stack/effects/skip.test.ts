// 500.10, 614.10: "skip your next …" — a replacement effect waiting for that step, phase or turn.
import { beforeEach, describe, expect, it } from 'vitest';
import type { StackItem } from '../../core/state';
import { abilityOnStack, game, runHandler, twoPlayers } from '../../game/test-kit';
import type { GameState } from '../../core/state';
import { skip } from './skip';

const item = (more: Partial<StackItem> = {}) =>
  abilityOnStack({ type: 'skip', what: 'step' }, { id: 'ability', ...more });

describe('500.10, 614.10: skip handler', () => {
  let s: GameState;
  beforeEach(() => {
    s = game(twoPlayers({ turn: 3, activePlayer: 'A', phase: 'precombat main', step: 'main', priority: 'A' }));
  });

  it('614.10: "skip your next draw step" — without a target word, the controller ("you") skips it', () => {
    const ctx = runHandler(s, skip, item(), { type: 'skip', what: 'step', name: 'draw' });
    expect(s.skips).toEqual([{ player: 'A', what: 'step', name: 'draw' }]);
    expect(ctx.events).toEqual([
      { type: 'skip-scheduled', rules: ['500.10', '614.10', '614.1b'], player: 'A', what: 'step', name: 'draw' },
    ]);
  });

  it('614.10: "target player skips their next turn": that player, no step or phase named', () => {
    const e = { type: 'skip', what: 'turn', target: 'target player' } as const;
    const ctx = runHandler(s, skip, item({ effect: e, targets: ['B'] }), e);
    expect(s.skips).toEqual([{ player: 'B', what: 'turn', name: null }]);
    expect(ctx.events).toEqual([
      { type: 'skip-scheduled', rules: ['500.10', '614.10', '614.1b'], player: 'B', what: 'turn', name: null },
    ]);
  });
});
