// Dealing damage (120.3), through the one pipeline (events/happen.ts) and its performer
// (performers/damage.ts): what is reported, with its rules, and what the state then is.
import { describe, expect, it } from 'vitest';
import type { CardDef } from '../../core/cards';
import type { Ctx } from '../../core/context';
import type { DamageItem, RulesEvent } from '../../core/rules-events';
import { copyState } from '../../game/apply';
import { creature, mainPhase } from '../../game/test-kit';
import { happen } from '../happen';
import { perform } from '../perform';

const walker: CardDef = { name: 'Walker', types: ['Planeswalker'], colors: [] };

/** Alice's main phase; Bob controls a Knight and a planeswalker; a Bear lies in his graveyard. */
function draft(): Ctx {
  const s = mainPhase(
    [
      { id: 'k', card: creature('Knight', 2, 5), controller: 'B' },
      { id: 'w', card: walker, controller: 'B', counters: { loyalty: 5 } },
    ],
    {
      players: [
        { id: 'A', name: 'Alice', library: 5 },
        { id: 'B', name: 'Bob', library: 5, graveyard: [{ id: 'gone', card: creature('Bear', 2, 2) }] },
      ],
    },
  );
  return { s: copyState(s), events: [] };
}

const bolt = (target: string, amount: number, lifelink = false): DamageItem => ({
  source: { id: 'bolt', controller: 'A', colors: ['R'], deathtouch: false, lifelink },
  target,
  amount,
});
const damage = (...items: DamageItem[]): RulesEvent => ({ type: 'damage', rules: ['120.3'], items, combat: false });
const cant = (c: 'gain life' | 'lose life', player: string) =>
  ({ id: 'c1', cant: c, player, source: 'k', timestamp: 1, duration: 'end of turn' }) as const;

describe('120.3: damage dealt', () => {
  it('to a player, outside combat: life loss (120.3a), reported under 120.3 alone, not 510.2', () => {
    const ctx = draft();
    expect(happen(ctx, damage(bolt('B', 3)))).toEqual(damage(bolt('B', 3)));
    expect(ctx.events).toEqual([
      { type: 'damage-dealt', rules: ['120.3', '120.3a'], source: 'bolt', target: 'B', amount: 3, combat: false },
      { type: 'life-lost', rules: ['120.3a', '119.3'], player: 'B', amount: 3, life: 17, cause: 'damage' },
    ]);
  });

  it('to a player who can’t lose life: dealt, but no life is lost (614.17, 119.8)', () => {
    const ctx = draft();
    ctx.s.cants = [cant('lose life', 'B')];
    happen(ctx, damage(bolt('B', 3)));
    expect(ctx.events).toEqual([
      { type: 'damage-dealt', rules: ['120.3', '120.3a'], source: 'bolt', target: 'B', amount: 3, combat: false },
      {
        type: 'cant-happen',
        rules: ['614.17', '119.8', '120.3a'],
        player: 'B',
        amount: 3,
        cant: 'lose life',
        from: 'k',
        cause: 'damage',
      },
    ]);
    expect(ctx.s.players[1].life).toBe(20);
  });

  it('lifelink when its controller can’t gain life: none gained (614.17, 119.7, 702.15b)', () => {
    const ctx = draft();
    ctx.s.cants = [cant('gain life', 'A')];
    happen(ctx, damage(bolt('k', 2, true)));
    expect(ctx.events).toEqual([
      { type: 'damage-dealt', rules: ['120.3', '120.3e'], source: 'bolt', target: 'k', amount: 2, combat: false },
      {
        type: 'cant-happen',
        rules: ['614.17', '119.7', '702.15b'],
        player: 'A',
        amount: 2,
        cant: 'gain life',
        from: 'k',
        cause: 'lifelink',
      },
    ]);
    expect(ctx.s.players[0].life).toBe(20);
    expect(ctx.s.objects.k.damage).toBe(2);
  });

  it('to a planeswalker that isn’t a creature: loyalty lost (120.3c), no damage marked (120.3e)', () => {
    const ctx = draft();
    happen(ctx, damage(bolt('w', 2)));
    expect(ctx.events).toEqual([
      { type: 'damage-dealt', rules: ['120.3', '120.3c'], source: 'bolt', target: 'w', amount: 2, combat: false },
    ]);
    expect(ctx.s.objects.w).toMatchObject({ damage: 0, counters: { loyalty: 3 } });
  });

  it('to an object no longer on the battlefield: none is dealt, the event didn’t happen (null)', () => {
    const ctx = draft();
    const before = structuredClone(ctx.s);
    expect(happen(ctx, damage(bolt('gone', 2)))).toBeNull();
    expect(ctx.events).toEqual([]);
    expect(ctx.s).toEqual(before);
  });

  it('the performer deals no damage of 0 (614.7a): nothing reported, null', () => {
    const ctx = draft();
    const before = structuredClone(ctx.s);
    expect(perform(ctx, damage(bolt('B', 0)))).toBeNull();
    expect(ctx.events).toEqual([]);
    expect(ctx.s).toEqual(before);
  });
});
