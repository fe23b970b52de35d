// "… is attacking" (508.4b): it becomes an attacking creature without having attacked.

import { attackByEffect, attackedChoice, specifiedAttack } from '../../combat/attacking-by-effect';
import type { Ctx } from '../../core/context';
import { ask } from '../../core/frames';
import type { StackItem } from '../../core/state';
import { refer } from '../refer';
import { PAUSED, type EffectOf, type Paused } from './handler';

export function isAttacking(ctx: Ctx, item: StackItem, e: EffectOf<'is attacking'>): Paused {
  const s = ctx.s;
  const [id] = refer(ctx, item, e.target, 'this');
  if (
    id &&
    attackByEffect(ctx, id, { enters: false, specified: specifiedAttack(item, e.attackingSpecified) }) === 'choose'
  ) {
    ask(ctx, attackedChoice(s, id, s.objects[id].controller, false));
    return PAUSED;
  }
}
