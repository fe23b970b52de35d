// 701.3: "attach this to (target)" — the Aura or Equipment moves onto the object and, attached to a
// different one, receives a new timestamp (701.3c, 613.7e); 701.3b: otherwise it doesn't move.
import { beforeEach, describe, expect, it } from 'vitest';
import type { CardDef } from '../../core/cards';
import type { GameState, StackItem } from '../../core/state';
import { abilityOnStack, creature, mainPhase, runHandler } from '../../game/test-kit';
import { attach } from './attach';
import type { EffectOf } from './handler';

const equipment: CardDef = { name: 'Hammer', types: ['Artifact'], subtypes: ['Equipment'], colors: [] };
const equip = { type: 'attach', target: 'target creature you control' } as const;
const item = (more: Partial<StackItem> = {}) =>
  abilityOnStack(equip, { id: 'ability', source: 'hammer', sourceName: 'Hammer', ...more });

describe('701.3: attach handler', () => {
  let s: GameState;
  beforeEach(() => {
    s = mainPhase([
      { id: 'bear', card: creature('Bear', 2, 2), controller: 'A' },
      { id: 'ox', card: creature('Ox', 2, 4), controller: 'A' },
      { id: 'hammer', card: equipment, controller: 'A', attachedTo: 'bear' },
    ]);
  });

  it('701.3a, 701.3c, 613.7e: equip to another creature — it moves there with a new timestamp', () => {
    const before = s.timestamp;
    const ctx = runHandler(s, attach, item({ targets: ['ox'] }), equip);
    expect(s.objects.hammer.attachedTo).toBe('ox');
    expect(s.timestamp).toBe(before + 1);
    expect(s.objects.hammer.timestamp).toBe(before + 1);
    expect(ctx.events).toEqual([
      { type: 'attached', rules: ['701.3a', '701.3c', '613.7e'], object: 'hammer', target: 'ox' },
    ]);
  });

  it('701.3b: attached again to the creature it is already attached to, the effect does nothing (no new timestamp)', () => {
    const before = s.timestamp;
    const stamp = s.objects.hammer.timestamp;
    const ctx = runHandler(s, attach, item({ targets: ['bear'] }), equip);
    expect(s.objects.hammer.attachedTo).toBe('bear');
    expect(s.timestamp).toBe(before);
    expect(s.objects.hammer.timestamp).toBe(stamp);
    expect(ctx.events).toEqual([]);
  });

  it('608.2b, 701.3b: its target gone by resolution, the Equipment does not move', () => {
    const before = s.timestamp;
    const ctx = runHandler(s, attach, item({ targets: ['gone'] }), equip);
    expect(s.objects.hammer.attachedTo).toBe('bear');
    expect(s.timestamp).toBe(before);
    expect(ctx.events).toEqual([]);
  });

  it("701.3a–b: an Equipment can't be attached to a player — it does not move", () => {
    const e = { type: 'attach', target: 'any target' } as const;
    const ctx = runHandler(s, attach, item({ effect: e, targets: ['B'] }), e);
    expect(s.objects.hammer.attachedTo).toBe('bear');
    expect(ctx.events).toEqual([]);
  });

  it('701.3b: "attach this to target permanent" naming the Equipment itself — it can\'t be attached to itself', () => {
    const e = { type: 'attach', target: 'target permanent' } as const;
    const ctx = runHandler(s, attach, item({ effect: e, targets: ['hammer'] }), e);
    expect(s.objects.hammer.attachedTo).toBe('bear');
    expect(ctx.events).toEqual([]);
  });

  it('701.3b: with no target word the instruction names "this", which can\'t be attached to itself', () => {
    const e = { type: 'attach' } as unknown as EffectOf<'attach'>;
    const ctx = runHandler(s, attach, item({ effect: e }), e);
    expect(s.objects.hammer.attachedTo).toBe('bear');
    expect(ctx.events).toEqual([]);
  });

  it('608.2b: an Equipment that left the battlefield before its equip ability resolves attaches to nothing', () => {
    s.battlefield = s.battlefield.filter((id) => id !== 'hammer');
    s.objects.hammer.zone = 'graveyard';
    const ctx = runHandler(s, attach, item({ targets: ['ox'] }), equip);
    expect(s.objects.hammer.attachedTo).not.toBe('ox');
    expect(ctx.events).toEqual([]);
  });
});
