// "Add {G}" (106.4): mana into the controller's pool.

import { emit, type Ctx } from '../../core/context';
import type { StackItem } from '../../core/state';
import { player } from '../../objects/players';
import type { EffectOf } from './handler';

export function addMana(ctx: Ctx, item: StackItem, e: EffectOf<'add mana'>): void {
  const s = ctx.s;
  const p = player(s, item.controller);
  p.manaPool[e.mana] += e.amount ?? 1;
  // 106.4; 605.3b (no stack) is cited where a mana ability is activated: a spell or a targeted
  // ability that adds mana resolves from the stack (605.5).
  emit(ctx, { type: 'mana-added', rules: ['106.4'], player: p.id, amount: e.amount ?? 1, mana: e.mana });
}
