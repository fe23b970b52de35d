// "Draw N cards" (121.1); "draw that many" counts what the trigger event counted.

import type { Ctx } from '../../core/context';
import type { StackItem } from '../../core/state';
import { isPlayer } from '../../objects/objects';
import { drawCards } from '../../objects/zones';
import { refer } from '../refer';
import type { EffectOf } from './handler';

export function draw(ctx: Ctx, item: StackItem, e: EffectOf<'draw'>): void {
  const s = ctx.s;
  for (const id of refer(ctx, item, e.target, 'you'))
    if (isPlayer(s, id)) drawCards(ctx, id, e.thatMany ? (item.amount ?? 0) : e.count, ['121.1']);
}
