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
      e.type === 'gain life' ? 'life-gained' : 'life-lost',
      ['119.3'],
      `${p.name} ${e.type === 'gain life' ? 'gains' : 'loses'} ${e.amount} life (${p.life}).`,
      `${p.nameZh ?? p.name}${e.type === 'gain life' ? '获得' : '失去'} ${e.amount} 点生命（${p.life}）。`,
      { player: id, amount: e.amount },
    );
  }
}
