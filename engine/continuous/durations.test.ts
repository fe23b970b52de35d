// How long effects last (611.2a): at end of combat what lasts "until end of combat" ends (500.5,
// 511.2), in the cleanup step what lasts "until end of turn" (514.2); nothing else, and the count
// of what ended is reported.
import { describe, expect, it } from 'vitest';
import type { Duration } from '../core/cards';
import type { Ctx } from '../core/context';
import type { ContinuousEffect, PreventionShield } from '../core/continuous';
import { copyState } from '../game/apply';
import { creature, game, twoPlayers } from '../game/test-kit';
import { endEffects, expireEffects } from './durations';

const pump = (id: string, duration: Duration): ContinuousEffect => ({
  id,
  source: null,
  controller: 'A',
  timestamp: 1,
  duration,
  affected: { objects: ['x'] },
  changes: [{ layer: '7c', power: 1, toughness: 1 }],
});
const shield = (id: string, duration: Duration): PreventionShield => ({
  id,
  object: 'x',
  remaining: 2,
  duration,
  source: null,
  timestamp: 2,
});

/** A's main phase with a Bear (x), "+1/+1" effects and prevention shields lasting each duration,
 * a regeneration shield and "damage can't be prevented this turn". */
function board(): Ctx {
  const s = copyState(
    game(
      twoPlayers({ turn: 2, step: 'main', battlefield: [{ id: 'x', card: creature('Bear', 2, 2), controller: 'A' }] }),
    ),
  );
  s.effects = [pump('e-combat', 'end of combat'), pump('e-turn', 'end of turn'), pump('e-ever', 'permanent')];
  s.shields = [shield('p-combat', 'end of combat'), shield('p-turn', 'end of turn'), shield('p-turn2', 'end of turn')];
  s.replacementShields = [
    {
      id: 'r',
      kind: 'regeneration',
      object: 'x',
      source: null,
      controller: 'A',
      timestamp: 3,
      duration: 'end of turn',
    },
  ];
  s.unpreventable = [{ id: 'u', source: null, controller: 'A', timestamp: 4, duration: 'end of turn' }];
  return { s, events: [] };
}

describe('durations (611.2a)', () => {
  it('500.5, 511.2: at end of combat only what lasts until end of combat ends, counted in the event', () => {
    const ctx = board();
    const before = copyState(ctx.s);
    expireEffects(ctx, 'end of combat', ['500.5', '511.2']);
    expect(ctx.events).toEqual([
      { type: 'effects-ended', rules: ['500.5', '511.2', '611.2a'], amount: 2, duration: 'end of combat' },
    ]);
    expect(ctx.s.effects.map((e) => e.id)).toEqual(['e-turn', 'e-ever']);
    expect(ctx.s.shields.map((e) => e.id)).toEqual(['p-turn', 'p-turn2']);
    expect(ctx.s.replacementShields).toEqual(before.replacementShields); // 614.8: regeneration lasts the turn
    expect(ctx.s.unpreventable).toEqual(before.unpreventable); // 615.12: "this turn"
  });

  it('514.2: in the cleanup step what lasts until end of turn ends — effects, prevention and regeneration shields, "can\'t be prevented" — and no other', () => {
    const ctx = board();
    expireEffects(ctx, 'end of combat', ['500.5', '511.2']);
    ctx.events = [];
    // The effect, the two prevention shields and "damage can't be prevented": four.
    expect(endEffects(ctx, 'end of turn')).toBe(4);
    expect(ctx.s.effects.map((e) => e.id)).toEqual(['e-ever']);
    expect(ctx.s.shields).toEqual([]);
    expect(ctx.s.replacementShields).toBeUndefined();
    expect(ctx.s.unpreventable).toBeUndefined();
    expect(ctx.events).toEqual([]);
  });

  it('514.2: a prevention shield alone ends with the turn, and counts', () => {
    const ctx = board();
    ctx.s.effects = [pump('e-ever', 'permanent')];
    ctx.s.shields = [shield('p-turn', 'end of turn')];
    delete ctx.s.replacementShields;
    delete ctx.s.unpreventable;
    expect(endEffects(ctx, 'end of combat')).toBe(0);
    expect(ctx.s.shields.map((e) => e.id)).toEqual(['p-turn']);
    expect(endEffects(ctx, 'end of turn')).toBe(1);
    expect(ctx.s.shields).toEqual([]);
    expect(ctx.s.effects.map((e) => e.id)).toEqual(['e-ever']);
  });
});
