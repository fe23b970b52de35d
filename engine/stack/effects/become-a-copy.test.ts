// 707.2, 613.1a, 613.2a: "(target) becomes a copy of (target creature)" — a copy effect in layer 1a.
import { beforeEach, describe, expect, it } from 'vitest';
import type { EffectDef } from '../../core/cards';
import type { GameState } from '../../core/state';
import { abilityOnStack, creature, mainPhase, runHandler } from '../../game/test-kit';
import { characteristics } from '../../objects/characteristics';
import { becomeACopy } from './become-a-copy';

type Copy = Extract<EffectDef, { type: 'become a copy' }>;

const item = (e: Copy, targets: string[]) =>
  abilityOnStack(e, { id: 'ability', source: 'bear', sourceName: 'Bear', targets });

describe('707.2: become-a-copy handler', () => {
  let s: GameState;
  beforeEach(() => {
    s = mainPhase([
      { id: 'bear', card: creature('Bear', 2, 2), controller: 'A' },
      { id: 'ox', card: creature('Ox', 2, 4), controller: 'B' },
    ]);
  });

  it('707.2, 613.1a, 613.2a, 613.7b: "this becomes a copy of target creature" until end of turn — layer 1a, timestamp now', () => {
    const e: Copy = { type: 'become a copy', target: 'this', of: 'target creature' };
    const ctx = runHandler(s, becomeACopy, item(e, ['ox']), e);
    expect(ctx.events).toEqual([
      {
        type: 'became-copy',
        rules: ['707.2', '613.1a', '613.2a', '613.7b'],
        object: 'bear',
        target: 'ox',
        duration: 'end of turn',
      },
    ]);
    const bear = characteristics(s, s.objects.bear);
    expect([bear.name, bear.power, bear.toughness]).toEqual(['Ox', 2, 4]);
    expect(s.objects.bear.controller).toBe('A'); // 707.2: the controller is no copiable value
  });

  it('608.2b: an original gone by resolution — nothing becomes a copy of it', () => {
    const effects = s.effects.length;
    const e: Copy = { type: 'become a copy', target: 'this', of: 'target creature' };
    const ctx = runHandler(s, becomeACopy, item(e, ['gone']), e);
    expect(ctx.events).toEqual([]);
    expect(s.effects.length).toBe(effects);
  });

  it('707.2: a player has no copiable values — nothing becomes a copy of one', () => {
    const effects = s.effects.length;
    const e: Copy = { type: 'become a copy', target: 'this', of: 'any target' };
    const ctx = runHandler(s, becomeACopy, item(e, ['B']), e);
    expect(ctx.events).toEqual([]);
    expect(s.effects.length).toBe(effects);
  });

  it('707.2: only a permanent becomes a copy — a player does not, nor the original of itself', () => {
    const effects = s.effects.length;
    const self: Copy = { type: 'become a copy', target: 'this', of: 'target creature' };
    const ctx = runHandler(s, becomeACopy, item(self, ['bear']), self);
    const player: Copy = { type: 'become a copy', target: 'you', of: 'target creature' };
    becomeACopy(ctx, item(player, ['ox']), player);
    expect(ctx.events).toEqual([]);
    expect(s.effects.length).toBe(effects);
  });
});
