// 105.3, 613.1e (layer 5): "… becomes [colour]" from a resolving spell or ability; 613.7: over an
// earlier colour-changing effect, the later timestamp wins.
import { describe, expect, it } from 'vitest';
import type { Modification } from '../../core/continuous';
import type { GameState } from '../../core/state';
import { createEffect } from '../../continuous/create';
import { colors } from '../../objects/characteristics';
import { abilityOnStack, creature, mainPhase, runHandler } from '../../game/test-kit';
import type { EffectOf } from './handler';
import { setColor } from './set-color';

const item = (effect: EffectOf<'set color'>, targets: string[] = []) => abilityOnStack(effect, { targets });

function board(): GameState {
  return mainPhase([
    { id: 'src', card: creature('Source', 1, 1, { colors: ['W'] }), controller: 'A' },
    { id: 'bear', card: creature('Bear', 2, 2, { colors: ['G'] }), controller: 'B' },
    { id: 'elf', card: creature('Elf', 1, 1, { colors: ['G'] }), controller: 'B' },
  ]);
}

const blue: EffectOf<'set color'> = { type: 'set color', color: 'U', target: 'target creature' };

const run = (s: GameState, e: EffectOf<'set color'>, targets: string[] = []) =>
  runHandler(s, setColor, item(e, targets), e);

/** An earlier effect (from `src`) with these changes, on `objects`. */
function earlier(s: GameState, objects: string[], changes: Modification[]): GameState {
  createEffect({ s, events: [] }, { source: 'src', controller: 'A' }, objects, changes, 'end of turn');
  return s;
}

describe('105.3, 613.1e: a colour-changing effect', () => {
  it('105.3, 613.1e: target creature becomes blue (no earlier colour effect on it)', () => {
    const ctx = run(board(), blue, ['bear']);
    expect(ctx.events).toEqual([{ type: 'color-changed', rules: ['105.3', '613.1e'], object: 'bear', color: 'U' }]);
    expect(colors(ctx.s, ctx.s.objects.bear)).toEqual(['U']);
  });

  it('613.1e: with no target word, "this" — the source itself — becomes blue', () => {
    const e = { type: 'set color', color: 'U' } as unknown as EffectOf<'set color'>;
    const ctx = run(board(), e);
    expect(ctx.events).toEqual([{ type: 'color-changed', rules: ['105.3', '613.1e'], object: 'src', color: 'U' }]);
  });

  it('613.7: over an earlier colour effect on the same object, the later one is applied last', () => {
    const s = earlier(board(), ['bear'], [{ layer: '5', colors: ['R'] }]);
    const ctx = run(s, blue, ['bear']);
    expect(ctx.events).toEqual([
      { type: 'color-changed', rules: ['105.3', '613.1e', '613.7'], object: 'bear', color: 'U' },
    ]);
    expect(colors(ctx.s, ctx.s.objects.bear)).toEqual(['U']);
  });

  it('613.7: an earlier colour effect on another object, or a non-colour effect on this one, is no earlier colour', () => {
    let s = earlier(board(), ['elf'], [{ layer: '5', colors: ['R'] }]);
    s = earlier(s, ['bear'], [{ layer: '7c', power: 1, toughness: 1 }]);
    s = earlier(
      s,
      ['bear'],
      [
        { layer: '6', gain: ['flying'] },
        { layer: '7c', power: 1, toughness: 1 },
      ],
    );
    const ctx = run(s, blue, ['bear']);
    expect(ctx.events).toEqual([{ type: 'color-changed', rules: ['105.3', '613.1e'], object: 'bear', color: 'U' }]);
  });

  it('613.7: one earlier colour effect among others is enough', () => {
    let s = earlier(board(), ['bear'], [{ layer: '7c', power: 1, toughness: 1 }]);
    s = earlier(
      s,
      ['bear'],
      [
        { layer: '6', gain: ['flying'] },
        { layer: '5', colors: ['B'] },
      ],
    );
    const ctx = run(s, blue, ['bear']);
    expect(ctx.events).toEqual([
      { type: 'color-changed', rules: ['105.3', '613.1e', '613.7'], object: 'bear', color: 'U' },
    ]);
  });
});
