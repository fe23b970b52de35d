// 701.7: "Destroy …" — now, or "at end of combat" by a delayed triggered ability created as the
// spell or ability resolves (603.7a).
import { beforeEach, describe, expect, it } from 'vitest';
import type { GameState, StackItem } from '../../core/state';
import { abilityOnStack, creature, mainPhase, runHandler } from '../../game/test-kit';
import { destroyEffect } from './destroy';
import type { EffectOf } from './handler';

const destroyTarget = { type: 'destroy', target: 'target creature' } as const;
const atEndOfCombat = { type: 'destroy', target: 'target creature', at: 'end of combat' } as const;
const item = (effect: EffectOf<'destroy'>, targets: string[], more: Partial<StackItem> = {}) =>
  abilityOnStack(effect, { id: 'ability', sourceName: 'Sprite', source: 'sprite', targets, ...more });

describe('701.7: destroy handler', () => {
  let s: GameState;
  beforeEach(() => {
    // Alice's Sprite (whose ability resolves); Bob's Ox and Wall (indestructible).
    s = mainPhase([
      { id: 'sprite', card: creature('Sprite', 1, 1), controller: 'A' },
      { id: 'ox', card: creature('Ox', 2, 4), controller: 'B' },
      { id: 'wall', card: creature('Wall', 0, 4, { keywords: ['indestructible'] }), controller: 'B' },
    ]);
  });

  it('701.7: "destroy target creature" moves it from the battlefield to its owner\'s graveyard', () => {
    const ctx = runHandler(s, destroyEffect, item(destroyTarget, ['ox']), destroyTarget);
    expect(ctx.events).toEqual([
      { type: 'destroyed', rules: ['701.7'], object: 'ox', from: 'battlefield', to: 'graveyard' },
    ]);
    expect(s.players[1].graveyard).toEqual(['ox']);
  });

  it('702.12b: an indestructible permanent is not destroyed', () => {
    const ctx = runHandler(s, destroyEffect, item(destroyTarget, ['wall']), destroyTarget);
    expect(ctx.events).toEqual([{ type: 'not-destroyed', rules: ['702.12b', '701.7'], object: 'wall' }]);
    expect(s.battlefield).toContain('wall');
  });

  it('with no target word, "this" — the source itself — is destroyed (card-check lets a card omit `target`)', () => {
    const e = { type: 'destroy' } as unknown as EffectOf<'destroy'>;
    const ctx = runHandler(s, destroyEffect, item(e, []), e);
    expect(ctx.events).toEqual([
      { type: 'destroyed', rules: ['701.7'], object: 'sprite', from: 'battlefield', to: 'graveyard' },
    ]);
  });

  it('603.7a, 603.7e: "destroy it at end of combat" — an ability creates a delayed trigger, its own source and controller', () => {
    const ctx = runHandler(s, destroyEffect, item(atEndOfCombat, ['ox']), atEndOfCombat);
    expect(s.delayedTriggers).toEqual([
      {
        id: expect.any(String),
        when: 'end of combat',
        controller: 'A',
        source: 'sprite',
        effect: { type: 'destroy', target: 'that creature' },
        related: 'ox',
      },
    ]);
    expect(ctx.events).toEqual([
      {
        type: 'delayed-trigger-created',
        rules: ['603.7', '511.2', '603.7a', '610.2', '603.7e'],
        object: 'ox',
      },
    ]);
    expect(s.battlefield).toContain('ox');
  });

  it("603.7d: created by a spell, the delayed trigger cites the spell's rule", () => {
    const ctx = runHandler(s, destroyEffect, item(atEndOfCombat, ['ox'], { kind: 'spell' }), atEndOfCombat);
    expect(ctx.events).toEqual([
      {
        type: 'delayed-trigger-created',
        rules: ['603.7', '511.2', '603.7a', '610.2', '603.7d'],
        object: 'ox',
      },
    ]);
  });
});
