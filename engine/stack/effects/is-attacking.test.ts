// 508.4, 508.4b: "(target) creature is attacking" — it becomes an attacking creature without having
// attacked; its controller chooses what it attacks unless the effect says.
import { describe, expect, it } from 'vitest';
import type { CardDef } from '../../core/cards';
import type { PermanentSetup } from '../../core/setup';
import type { GameState, StackItem } from '../../core/state';
import { abilityOnStack, attackingB, combatAt, creature, decision, runHandler } from '../../game/test-kit';
import type { EffectOf } from './handler';
import { isAttacking } from './is-attacking';

const walker: CardDef = { name: 'Walker', types: ['Planeswalker'], colors: [], loyalty: 3 };
const item = (effect: EffectOf<'is attacking'>, more: Partial<StackItem> = {}) =>
  abilityOnStack(effect, { id: 'ability', ...more });

/** Alice's Bear attacks Bob; her Source is not attacking; `more`: Bob's other permanents. */
const board = (more: PermanentSetup[] = []): GameState =>
  combatAt('declare blockers', [
    attackingB('bear', creature('Bear', 2, 2)),
    { id: 'src', card: creature('Source', 1, 1), controller: 'A' },
    ...more,
  ]);

describe('508.4b: is-attacking handler', () => {
  it('508.4: with no target word the instruction names "this": the source becomes attacking the only defending player', () => {
    const s = board();
    const e = { type: 'is attacking' } as unknown as EffectOf<'is attacking'>;
    const ctx = runHandler(s, isAttacking, item(e, { effect: e }), e);
    expect(ctx.events).toEqual([
      { type: 'attacking', rules: ['508.4', '508.4c'], object: 'src', target: 'B', entered: false },
    ]);
  });

  it('508.4: with a planeswalker to attack too, its controller is asked — a creature stated to be attacking, not one that entered', () => {
    const s = board([{ id: 'pw', card: walker, controller: 'B' }]);
    const e = { type: 'is attacking', target: 'target creature' } as const;
    const ctx = runHandler(s, isAttacking, item(e, { targets: ['src'] }), e);
    expect(ctx.events).toEqual([]);
    expect(decision(s)).toEqual({
      player: 'A',
      kind: 'choose-attacked',
      rules: ['508.4'],
      object: 'src',
      targets: ['B', 'pw'],
      entered: false,
    });
  });
});
