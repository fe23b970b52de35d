// "Draw N cards" (121.1); "draw that many" counts what the trigger event counted.

import type { Ctx } from '../../core/context';
import type { StackItem } from '../../core/state';
import { happen } from '../../events/happen';
import { isPlayer } from '../../objects/objects';
import { refer } from '../refer';
import type { EffectOf } from './handler';

export function draw(ctx: Ctx, item: StackItem, e: EffectOf<'draw'>): void {
  const s = ctx.s;
  for (const id of refer(ctx, item, e.target, 'you')) {
    if (!isPlayer(s, id)) continue;
    // 121.2: each card drawn is one event.
    for (let n = e.thatMany ? (item.amount ?? 0) : e.count; n > 0; n--)
      happen(ctx, { type: 'draw', rules: ['121.1'], player: id });
  }
}
