// 701.8, 608.2d, 609.3: "discard N cards" — the player's choice, the whole hand, or at random.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Ctx } from '../../core/context';
import type { PlayerSetup } from '../../core/setup';
import type { GameState, StackItem } from '../../core/state';
import { abilityOnStack, creature, game, mainPhase } from '../../game/test-kit';
import { discardEffect } from './discard';
import { PAUSED, type EffectOf } from './handler';

/** A player with these cards in hand (ids `<id><n>`) and five in library. */
const holding = (id: string, name: string, n: number): PlayerSetup => ({
  id,
  name,
  library: 5,
  hand: Array.from({ length: n }, (_, i) => ({ id: `${id}${i + 1}`, card: creature(`Card ${id}${i + 1}`, 1, 1) })),
});

const item = (e: EffectOf<'discard'>, more: Partial<StackItem> = {}) => abilityOnStack(e, { id: 'ability', ...more });

/** The handler's own result (PAUSED while a player chooses) with its context. */
function resolve(s: GameState, e: EffectOf<'discard'>, more: Partial<StackItem> = {}) {
  const ctx: Ctx = { s, events: [] };
  const result = discardEffect(ctx, item(e, more), e);
  return { result, events: ctx.events };
}

const hand = (s: GameState, id: string) => s.players.find((p) => p.id === id)!.hand;

describe('701.8: discard handler', () => {
  let s: GameState;
  beforeEach(() => {
    s = mainPhase([{ id: 'src', card: creature('Bear', 2, 2), controller: 'A' }], {
      players: [holding('A', 'Alice', 3), holding('B', 'Bob', 2)],
    });
  });

  it('608.2d: "discard two cards" with three in hand — the player chooses, the resolution waits for it', () => {
    const { result, events } = resolve(s, { type: 'discard', count: 2 });
    expect(result).toBe(PAUSED);
    expect(events).toEqual([]);
    expect(s.frames.at(-1)).toEqual({
      kind: 'decision',
      decision: {
        player: 'A',
        kind: 'choose-discard',
        rules: ['701.8', '608.2d'],
        count: 2,
        candidates: ['A1', 'A2', 'A3'],
        object: 'ability',
        source: 'src',
      },
    });
  });

  it('701.8: "target player discards two cards" with exactly two in hand — nothing to choose, both are discarded', () => {
    const e = { type: 'discard', count: 2, target: 'target player' } as const;
    const frames = s.frames.length;
    const { result, events } = resolve(s, e, { targets: ['B'] });
    expect(result).toBeUndefined();
    expect(s.frames.length).toBe(frames);
    expect(events).toEqual([
      { type: 'discarded', rules: ['701.8'], player: 'B', object: 'B1', from: 'hand', to: 'graveyard' },
      { type: 'discarded', rules: ['701.8'], player: 'B', object: 'B2', from: 'hand', to: 'graveyard' },
    ]);
    expect(hand(s, 'B')).toEqual([]);
  });

  it('609.3: "discard three cards" with two in hand — as many as possible, the whole hand', () => {
    const e = { type: 'discard', count: 3, target: 'target player' } as const;
    const { result, events } = resolve(s, e, { targets: ['B'] });
    expect(result).toBeUndefined();
    expect(events).toEqual([
      { type: 'discarded', rules: ['701.8', '609.3'], player: 'B', object: 'B1', from: 'hand', to: 'graveyard' },
      { type: 'discarded', rules: ['701.8', '609.3'], player: 'B', object: 'B2', from: 'hand', to: 'graveyard' },
    ]);
  });

  it('701.8: only a player discards — an instruction whose word names a creature discards nothing', () => {
    const e = { type: 'discard', count: 1, target: 'any target' } as const;
    const frames = s.frames.length;
    const { result, events } = resolve(s, e, { targets: ['src'] });
    expect(result).toBeUndefined();
    expect(events).toEqual([]);
    expect(s.frames.length).toBe(frames);
    expect(hand(s, 'A')).toEqual(['A1', 'A2', 'A3']);
  });

  it('701.8: "discard two cards at random" — two different cards of the hand, nobody asked', () => {
    const frames = s.frames.length;
    const { result, events } = resolve(s, { type: 'discard', count: 2, atRandom: true });
    expect(result).toBeUndefined();
    expect(s.frames.length).toBe(frames);
    const gone = events.map((ev) => (ev.type === 'discarded' ? ev.object : null));
    expect(events).toEqual(
      gone.map((object) => ({
        type: 'discarded',
        rules: ['701.8'],
        player: 'A',
        object,
        from: 'hand',
        to: 'graveyard',
      })),
    );
    expect(new Set(gone).size).toBe(2);
    expect([...hand(s, 'A'), ...gone].sort()).toEqual(['A1', 'A2', 'A3']);
  });

  it('701.8, 609.3: "discard N cards at random" with N or fewer in hand — the whole hand, each card once', () => {
    const e = { type: 'discard', count: 2, atRandom: true, target: 'target player' } as const;
    const { events } = resolve(s, e, { targets: ['B'] });
    expect(events.map((ev) => (ev.type === 'discarded' ? ev.object : null)).sort()).toEqual(['B1', 'B2']);
    const one = game({ ...setupOf(1), seed: 7 });
    const r = resolve(one, { type: 'discard', count: 3, atRandom: true });
    expect(r.events.map((ev) => (ev.type === 'discarded' ? ev.object : null))).toEqual(['A1']);
  });

  it('701.8: at random — over several games, every card of the hand is sometimes discarded, never one twice', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      const g = game({ ...setupOf(3), seed });
      const gone = resolve(g, { type: 'discard', count: 2, atRandom: true }).events.map((ev) =>
        ev.type === 'discarded' ? ev.object : null,
      );
      expect(new Set(gone).size, `seed ${seed}: ${gone.join(', ')}`).toBe(2);
      for (const id of gone) seen.add(id!);
    }
    expect([...seen].sort()).toEqual(['A1', 'A2', 'A3']);
  });
});

describe('608.2d, 101.4: several players discard', () => {
  it('each opponent chooses; the first in turn order (APNAP) is asked first — on top of the questions', () => {
    const s = game({
      players: [holding('A', 'A', 1), holding('B', 'B', 3), holding('C', 'C', 3)],
      turn: 3,
      activePlayer: 'A',
      phase: 'precombat main',
      step: 'main',
      priority: 'A',
    });
    const below = s.frames.length;
    const e = { type: 'discard', count: 1, target: 'each opponent' } as const;
    expect(resolve(s, e).result).toBe(PAUSED);
    expect(s.frames.slice(below).map((f) => (f.kind === 'decision' ? f.decision.player : f.kind))).toEqual(['C', 'B']);
  });
});

/** Alice (active, main phase) with n cards in hand, Bob with none. */
function setupOf(n: number) {
  return {
    players: [holding('A', 'Alice', n), holding('B', 'Bob', 0)],
    turn: 3,
    activePlayer: 'A' as const,
    phase: 'precombat main' as const,
    step: 'main' as const,
    priority: 'A' as const,
  };
}
