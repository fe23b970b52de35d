// A resolving spell or ability creates a continuous effect (611.2): it remembers its source and that
// source's controller, takes the next timestamp (613.7b), and a copy effect keeps the copiable values
// its original has as it begins (707.2b).
import { describe, expect, it } from 'vitest';
import type { Ctx } from '../core/context';
import { copyState } from '../game/apply';
import { happen } from '../events/happen';
import { creature, game, twoPlayers } from '../game/test-kit';
import { characteristics } from '../objects/characteristics';
import { createEffect } from './create';
import { endEffects } from './durations';
import { copiableValues } from './layers';

function board(): Ctx {
  const s = game(
    twoPlayers({
      turn: 2,
      step: 'main',
      battlefield: [
        { id: 'x', card: creature('Bear', 2, 2), controller: 'A' },
        { id: 'a', card: creature('Angel', 4, 4, { colors: ['W'] }), controller: 'B' },
        { id: 'y', card: creature('Yeti', 1, 1), controller: 'A' },
      ],
    }),
  );
  return { s: copyState(s), events: [] };
}

describe('createEffect (611.2)', () => {
  it('611.2, 613.7b: the effect remembers the object whose ability made it and its controller, and takes the next timestamp', () => {
    const ctx = board();
    const stamp = ctx.s.timestamp;
    const e = createEffect(
      ctx,
      { source: 'a', controller: 'B' },
      ['x'],
      [{ layer: '5', colors: ['U'] }],
      'end of turn',
    );
    expect(e).toEqual({
      id: expect.any(String),
      source: 'a',
      controller: 'B',
      timestamp: stamp + 1,
      duration: 'end of turn',
      affected: { objects: ['x'] },
      changes: [{ layer: '5', colors: ['U'] }],
    });
    expect(ctx.s.effects).toEqual([e]);
    // No spell or ability (a rule of the game, or a test): no source, no controller.
    expect(createEffect(ctx, null, ['x'], [{ layer: '7d' }], 'end of turn')).toMatchObject({
      source: null,
      controller: null,
      timestamp: stamp + 2,
    });
  });

  it('707.2b: a copy effect keeps the copiable values it was given as it began, or takes the original’s as they are now', () => {
    const ctx = board();
    const asItWas = copiableValues(ctx.s, ctx.s.objects.x); // the Bear
    createEffect(ctx, null, ['x'], [{ layer: '1a', copy: 'a' }], 'end of turn'); // now x is a copy of the Angel
    const given = createEffect(ctx, null, ['y'], [{ layer: '1a', copy: 'x', values: asItWas }], 'end of turn');
    expect(given.changes).toEqual([{ layer: '1a', copy: 'x', values: asItWas }]);
    const taken = createEffect(ctx, null, ['y'], [{ layer: '1a', copy: 'x' }], 'end of turn');
    expect(taken.changes).toEqual([{ layer: '1a', copy: 'x', values: copiableValues(ctx.s, ctx.s.objects.x) }]);
    expect([asItWas.name, (taken.changes[0] as { values: { name: string } }).values.name]).toEqual(['Bear', 'Angel']);
  });

  it("707.2b: a token that's a copy keeps the copiable values its original had as it was created (111.1, 707.2)", () => {
    const ctx = board();
    createEffect(ctx, null, ['x'], [{ layer: '1a', copy: 'a' }], 'end of turn'); // the Bear is a copy of the Angel
    const made = happen(ctx, {
      type: 'create',
      rules: ['111.1', '707.2'],
      player: 'A',
      count: 1,
      source: 'y',
      copyOf: 'x',
    });
    const token = made?.type === 'create' ? made.objects![0] : '';
    const seen = () => {
      const c = characteristics(ctx.s, ctx.s.objects[token]);
      return [c.name, c.power, c.colors];
    };
    expect(seen()).toEqual(['Angel', 4, ['W']]);
    endEffects(ctx, 'end of turn'); // the Bear is a Bear again: its copiable values change, the token's don't
    expect(characteristics(ctx.s, ctx.s.objects.x).name).toBe('Bear');
    expect(seen()).toEqual(['Angel', 4, ['W']]);
  });
});
