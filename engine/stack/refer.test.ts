// Who or what an instruction's words refer to as a spell or ability resolves (608.2b, 608.2c):
// the words that name no target — "this", "that player", "that creature", "that spell", "each
// opponent" (801.10 with a limited range of influence) — and a target word the item never targeted.
import { describe, expect, it } from 'vitest';
import type { Ctx } from '../core/context';
import type { GameState } from '../core/state';
import { abilityOnStack, creature, game, mainPhase } from '../game/test-kit';
import { refer } from './refer';

const draw = { type: 'draw', count: 1 } as const;

/** Alice (A) has priority in her main phase, with her Source (`src`) and Bob's Bear. */
const board = (): GameState =>
  mainPhase([
    { id: 'src', card: creature('Source', 1, 1), controller: 'A' },
    { id: 'bear', card: creature('Bear', 2, 2), controller: 'B' },
  ]);

const ctxOf = (s: GameState): Ctx => ({ s, events: [] });

describe('608.2c: the words of a resolving ability', () => {
  it('"this": its source while on the battlefield; nothing once it has left', () => {
    const s = board();
    expect(refer(ctxOf(s), abilityOnStack(draw), 'this', 'you')).toEqual(['src']);
    expect(refer(ctxOf(s), abilityOnStack(draw, { source: 'gone' }), 'this', 'you')).toEqual([]);
  });

  it('"that player": the player the trigger named; nothing when none was', () => {
    const s = board();
    expect(refer(ctxOf(s), abilityOnStack(draw, { relatedPlayer: 'B' }), 'that player', 'you')).toEqual(['B']);
    expect(refer(ctxOf(s), abilityOnStack(draw), 'that player', 'you')).toEqual([]);
  });

  it('"that creature": the creature the trigger named while on the battlefield; nothing when gone or none', () => {
    const s = board();
    expect(refer(ctxOf(s), abilityOnStack(draw, { related: 'bear' }), 'that creature', 'you')).toEqual(['bear']);
    expect(refer(ctxOf(s), abilityOnStack(draw, { related: 'gone' }), 'that creature', 'you')).toEqual([]);
    expect(refer(ctxOf(s), abilityOnStack(draw), 'that creature', 'you')).toEqual([]);
  });

  it('"that spell": the spell the trigger named while it is still on the stack; nothing once it has left it', () => {
    const s = mainPhase([{ id: 'src', card: creature('Source', 1, 1), controller: 'A' }], {
      stack: [{ id: 'ox', card: creature('Ox', 2, 4), controller: 'B' }],
    });
    expect(refer(ctxOf(s), abilityOnStack(draw, { related: 'ox' }), 'that spell', 'you')).toEqual(['ox']);
    expect(refer(ctxOf(s), abilityOnStack(draw, { related: 'src' }), 'that spell', 'you')).toEqual([]);
    expect(refer(ctxOf(s), abilityOnStack(draw, { related: 'gone' }), 'that spell', 'you')).toEqual([]);
    expect(refer(ctxOf(s), abilityOnStack(draw), 'that spell', 'you')).toEqual([]);
  });

  it('608.2b: a target word the ability did not target refers to nothing', () => {
    const s = board();
    expect(refer(ctxOf(s), abilityOnStack(draw, { targets: ['bear'] }), 'target creature', 'you')).toEqual([]);
  });
});

describe('801.10: "each opponent" with a limited range of influence', () => {
  /** Four players in seat order A, B, C, D; each sees only the players next to them (range 1). */
  const four = (range: number | null) =>
    game({
      players: ['A', 'B', 'C', 'D'].map((id) => ({ id, name: id, library: 5 })),
      turn: 2,
      activePlayer: 'A',
      phase: 'precombat main',
      step: 'main',
      priority: 'A',
      ...(range === null ? {} : { variant: { rangeOfInfluence: range } }),
      battlefield: [{ id: 'src', card: creature('Source', 1, 1), controller: 'A' }],
    });

  it('the opponents within range are affected; the one beyond it is named as out of range', () => {
    const ctx = ctxOf(four(1));
    expect(refer(ctx, abilityOnStack(draw), 'each opponent', 'you')).toEqual(['B', 'D']);
    expect(ctx.events).toEqual([{ type: 'out-of-range', rules: ['801.10'], objects: ['C'] }]);
  });

  it('with an unlimited range, every opponent, and nothing is said', () => {
    const ctx = ctxOf(four(null));
    expect(refer(ctx, abilityOnStack(draw), 'each opponent', 'you')).toEqual(['B', 'C', 'D']);
    expect(ctx.events).toEqual([]);
  });
});
