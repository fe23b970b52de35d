// "Target creature blocks target attacking creature" (509.6).

import { makeBlock } from '../../combat/damage-assignment-order';
import type { Ctx } from '../../core/context';
import type { StackItem } from '../../core/state';
import { refer } from '../refer';
import type { EffectOf } from './handler';

export function block(ctx: Ctx, item: StackItem, e: EffectOf<'block'>): void {
  const [blocker] = refer(ctx, item, e.target, 'this');
  const [attacker] = refer(ctx, item, e.attacker, 'this');
  if (blocker && attacker) makeBlock(ctx, blocker, attacker);
}
