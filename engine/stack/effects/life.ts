// "You gain / lose N life" (119.3).

import type { Ctx } from '../../core/context';
import type { StackItem } from '../../core/state';
import { happen } from '../../events/happen';
import { isPlayer } from '../../objects/objects';
import { refer } from '../refer';
import type { EffectOf } from './handler';

export function gainOrLoseLife(ctx: Ctx, item: StackItem, e: EffectOf<'gain life' | 'lose life'>): void {
  for (const id of refer(ctx, item, e.target, 'you')) {
    if (!isPlayer(ctx.s, id)) continue;
    happen(ctx, {
      type: 'life',
      rules: ['119.3'],
      player: id,
      // "that much" (615.13): the amount the trigger event counted.
      amount: e.type === 'gain life' ? (e.amount === 'that much' ? (item.amount ?? 0) : e.amount) : -e.amount,
      cause: 'effect',
    });
  }
}
