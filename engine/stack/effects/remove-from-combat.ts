// "Remove … from combat" (506.4).

import { removeFromCombat } from '../../combat/combat-state';
import type { Ctx } from '../../core/context';
import type { StackItem } from '../../core/state';
import { refer } from '../refer';
import type { EffectOf } from './handler';

export function removeFromCombatEffect(ctx: Ctx, item: StackItem, e: EffectOf<'remove from combat'>): void {
  for (const id of refer(ctx, item, e.target, 'this')) removeFromCombat(ctx, id, ['506.4']);
}
