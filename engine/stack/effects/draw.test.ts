// 121.1, 121.2: "draw N cards" — one draw event per card.
import { beforeEach, describe, expect, it } from 'vitest';
import type { GameState, StackItem } from '../../core/state';
import { abilityOnStack, creature, mainPhase, runHandler } from '../../game/test-kit';
import { draw } from './draw';

const item = (more: Partial<StackItem> = {}) => abilityOnStack({ type: 'draw', count: 2 }, { id: 'ability', ...more });
const playerOf = (s: GameState, id: string) => s.players.find((p) => p.id === id)!;

describe('121.1: draw handler', () => {
  let s: GameState;
  beforeEach(() => {
    s = mainPhase([{ id: 'bear', card: creature('Bear', 2, 2), controller: 'A' }]);
  });

  it('121.1, 121.2: "draw two cards" — the controller draws the top card of their library, twice', () => {
    const [top, second] = playerOf(s, 'A').library;
    const ctx = runHandler(s, draw, item(), { type: 'draw', count: 2 });
    expect(ctx.events).toEqual([
      { type: 'card-drawn', rules: ['121.1'], player: 'A', object: top, from: 'library', to: 'hand' },
      { type: 'card-drawn', rules: ['121.1'], player: 'A', object: second, from: 'library', to: 'hand' },
    ]);
    expect(playerOf(s, 'A').hand).toEqual([top, second]);
  });

  it('121.1: only a player draws — an instruction whose word names a creature draws nothing', () => {
    const e = { type: 'draw', count: 1, target: 'any target' } as const;
    const library = [...playerOf(s, 'A').library];
    const ctx = runHandler(s, draw, item({ effect: e, targets: ['bear'] }), e);
    expect(ctx.events).toEqual([]);
    expect(playerOf(s, 'A').library).toEqual(library);
    expect(playerOf(s, 'A').hand).toEqual([]);
  });
});
