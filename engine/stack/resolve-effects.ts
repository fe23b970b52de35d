// Carrying out a spell's or ability's instructions in the order written (608.2c): each instruction
// is handed to its effect's handler (stack/effects/); a handler may pause the resolution for a
// player's choice (608.2d), which is then resumed at the next instruction.

import { effectList } from '../casting/targets';
import { needsDefendingChoice } from '../combat/defending-player';
import type { Ctx } from '../core/context';
import type { StackItem } from '../core/state';
import { PAUSED } from './effects/handler';
import { EFFECT_HANDLERS } from './effects/registry';

/**
 * Carry out the instructions from `start` on. Returns true when it paused for a player's choice
 * (608.2d: a discard of the player's choosing); `state.resolving` then says where to go on.
 */
export function resolveEffects(ctx: Ctx, item: StackItem, start = 0): boolean {
  const s = ctx.s;
  const list = effectList(item.effect);
  for (let index = start; index < list.length; index++) {
    const e = list[index];
    if (needsDefendingChoice(s, item, e)) {
      // 508.5a: several defending players could be meant — the controller chooses one.
      s.resolving = { item, next: index, discards: [], defending: { chooser: item.controller } };
      return true;
    }
    if (EFFECT_HANDLERS[e.type](ctx, item, e as never, index) === PAUSED) return true;
  }
  return false;
}
