// 603.7: delayed triggered abilities — "destroy that creature at end of combat" triggers at the
// end of combat step (511.2), once only (603.7b): the waiting trigger and its event compared whole.
import { describe, expect, it } from 'vitest';
import type { Ctx } from '../core/context';
import type { DelayedTrigger, GameState } from '../core/state';
import { combatAt, creature } from '../game/test-kit';
import { delayedTriggersAt } from './delayed';
import { putTriggersOnStack } from './put-on-stack';

const destroyThat: DelayedTrigger = {
  id: 'd1',
  when: 'end of combat',
  controller: 'A',
  source: 'spell1',
  effect: { type: 'destroy', target: 'that creature' },
  related: 'b1',
};

function endOfCombat(delayed: DelayedTrigger[]): Ctx {
  const s: GameState = combatAt('end of combat', [{ id: 'b1', card: creature('Bear', 2, 2), controller: 'B' }]);
  const ctx: Ctx = { s: structuredClone(s), events: [] };
  ctx.s.delayedTriggers = delayed;
  return ctx;
}

describe('603.7: delayed triggered abilities at end of combat (511.2)', () => {
  it('603.7, 511.2: it triggers at end of combat, controlled by its creator, about "that creature"', () => {
    const ctx = endOfCombat([destroyThat]);
    delayedTriggersAt(ctx, 'end of combat');
    expect(ctx.s.pendingTriggers).toEqual([
      {
        id: expect.any(String),
        controller: 'A',
        source: 'spell1',
        ability: -1,
        effect: { type: 'destroy', target: 'that creature' },
        related: 'b1',
        relatedPlayer: null,
        rules: ['511.2', '603.7'],
      },
    ]);
    expect(ctx.events).toEqual([
      { type: 'ability-triggered', rules: ['511.2', '603.7', '603.7b'], source: 'spell1', object: 'b1', delayed: true },
    ]);
  });

  it('603.7b: it triggers only once — the next end of combat finds nothing waiting', () => {
    const ctx = endOfCombat([destroyThat, { ...destroyThat, id: 'd2', related: null }]);
    delayedTriggersAt(ctx, 'end of combat');
    expect(ctx.s.delayedTriggers).toEqual([]);
    expect(ctx.events).toEqual([
      { type: 'ability-triggered', rules: ['511.2', '603.7', '603.7b'], source: 'spell1', object: 'b1', delayed: true },
      { type: 'ability-triggered', rules: ['511.2', '603.7', '603.7b'], source: 'spell1', delayed: true },
    ]);
    ctx.events = [];
    ctx.s.pendingTriggers = [];
    delayedTriggersAt(ctx, 'end of combat');
    expect(ctx.events).toEqual([]);
    expect(ctx.s.pendingTriggers).toEqual([]);
  });

  it('603.3, 603.7d: on the stack, its controller is its creator’s — the event cites 511.2 and 603.7, not 603.3a', () => {
    const ctx = endOfCombat([destroyThat]);
    delayedTriggersAt(ctx, 'end of combat');
    const id = ctx.s.pendingTriggers[0].id;
    ctx.events = [];
    putTriggersOnStack(ctx);
    expect(ctx.events).toEqual([
      {
        type: 'trigger-put-on-stack',
        rules: ['603.3', '603.3b', '511.2', '603.7'],
        object: id,
        kind: 'triggered ability',
        source: 'spell1',
        player: 'A',
      },
    ]);
  });
});
