// "You gain / lose N life" (119.3).

import { emit, type Ctx } from '../../core/context';
import type { StackItem } from '../../core/state';
import { isPlayer } from '../../objects/objects';
import { player } from '../../objects/players';
import { refer } from '../refer';
import type { EffectOf } from './handler';

export function gainOrLoseLife(ctx: Ctx, item: StackItem, e: EffectOf<'gain life' | 'lose life'>): void {
  const s = ctx.s;
  for (const id of refer(ctx, item, e.target, 'you')) {
    if (!isPlayer(s, id)) continue;
    const p = player(s, id);
    p.life += e.type === 'gain life' ? e.amount : -e.amount;
    emit(
      ctx,
      e.type === 'gain life'
        ? { type: 'life-gained', rules: ['119.3'], player: id, amount: e.amount, life: p.life, cause: 'effect' }
        : { type: 'life-lost', rules: ['119.3'], player: id, amount: e.amount, life: p.life, cause: 'effect' },
    );
  }
}
