// 120.3: "… deals N damage to …" — the resolving object is the source, with its last known
// characteristics (608.2h): its deathtouch (702.2b) and lifelink (702.15b) go with the damage.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Ctx } from '../../core/context';
import type { GameState, StackItem } from '../../core/state';
import { abilityOnStack, creature, mainPhase, runHandler } from '../../game/test-kit';
import { performStateBasedActions } from '../../sba/state-based-actions';
import { dealDamageEffect } from './deal-damage';
import type { EffectOf } from './handler';

const toCreature = { type: 'deal damage', amount: 1, target: 'target creature' } as const;
const item = (source: string, targets: string[], more: Partial<StackItem> = {}) =>
  abilityOnStack(toCreature, { source, targets, ...more });

describe('120.3: deal damage handler', () => {
  let s: GameState;
  beforeEach(() => {
    // Alice's Viper (deathtouch), Leech (lifelink) and Sprite; Bob's Ox, 2/4.
    s = mainPhase([
      { id: 'viper', card: creature('Viper', 1, 1, { keywords: ['deathtouch'] }), controller: 'A' },
      { id: 'leech', card: creature('Leech', 1, 1, { keywords: ['lifelink'] }), controller: 'A' },
      { id: 'sprite', card: creature('Sprite', 1, 1), controller: 'A' },
      { id: 'ox', card: creature('Ox', 2, 4), controller: 'B' },
    ]);
  });
  const life = (ctx: Ctx) => ctx.s.players.map((p) => p.life);

  it('702.2b, 704.5h: damage from a source with deathtouch — any amount — destroys the creature as a state-based action', () => {
    const ctx = runHandler(s, dealDamageEffect, item('viper', ['ox']), toCreature);
    expect(ctx.events).toEqual([
      { type: 'damage-dealt', rules: ['120.3', '120.3e'], source: 'viper', target: 'ox', amount: 1, combat: false },
    ]);
    expect(s.objects.ox).toMatchObject({ damage: 1, deathtouchDamage: true });
    expect(life(ctx)).toEqual([20, 20]);
    performStateBasedActions(ctx);
    expect(s.objects.ox.zone).toBe('graveyard');
  });

  it('702.15b, 120.3f: damage from a source with lifelink makes its controller gain that much life, as part of the damage event', () => {
    const ctx = runHandler(s, dealDamageEffect, item('leech', ['ox']), toCreature);
    expect(ctx.events).toEqual([
      { type: 'damage-dealt', rules: ['120.3', '120.3e'], source: 'leech', target: 'ox', amount: 1, combat: false },
      { type: 'life-gained', rules: ['702.15b', '120.3f'], player: 'A', amount: 1, life: 21, cause: 'lifelink' },
    ]);
    expect(s.objects.ox).toMatchObject({ damage: 1, deathtouchDamage: false });
    performStateBasedActions(ctx);
    expect(s.objects.ox.zone).toBe('battlefield');
  });

  it('120.3e: a source with neither keyword: the damage is marked, no one gains life, the creature survives', () => {
    const ctx = runHandler(s, dealDamageEffect, item('sprite', ['ox']), toCreature);
    expect(ctx.events).toEqual([
      { type: 'damage-dealt', rules: ['120.3', '120.3e'], source: 'sprite', target: 'ox', amount: 1, combat: false },
    ]);
    expect(s.objects.ox).toMatchObject({ damage: 1, deathtouchDamage: false });
    expect(life(ctx)).toEqual([20, 20]);
  });

  it('608.2h, 704.5d: a token source that has ceased to exist still deals the damage — with neither deathtouch nor lifelink', () => {
    const ctx = runHandler(s, dealDamageEffect, item('gone', ['ox'], { sourceName: 'Token' }), toCreature);
    expect(ctx.events).toEqual([
      { type: 'damage-dealt', rules: ['120.3', '120.3e'], source: 'gone', target: 'ox', amount: 1, combat: false },
    ]);
    expect(s.objects.ox).toMatchObject({ damage: 1, deathtouchDamage: false });
    expect(life(ctx)).toEqual([20, 20]);
  });

  it('with no target word, "this" — the source itself — is dealt the damage (card-check lets a card omit `target`)', () => {
    const e = { type: 'deal damage', amount: 1 } as unknown as EffectOf<'deal damage'>;
    const ctx = runHandler(s, dealDamageEffect, abilityOnStack(e, { source: 'sprite' }), e);
    expect(ctx.events).toEqual([
      {
        type: 'damage-dealt',
        rules: ['120.3', '120.3e'],
        source: 'sprite',
        target: 'sprite',
        amount: 1,
        combat: false,
      },
    ]);
  });

  it('608.2b: a target gone by resolution is dealt no damage', () => {
    const ctx = runHandler(s, dealDamageEffect, item('sprite', ['nobody']), toCreature);
    expect(ctx.events).toEqual([]);
  });
});
