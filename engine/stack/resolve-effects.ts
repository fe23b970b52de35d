// Carrying out a spell's or ability's instructions in the order written (608.2c): each instruction
// is handed to its effect's handler (stack/effects/); a handler may pause the resolution for a
// player's choice (608.2d), which is then resumed at the next instruction.

import { effectList } from '../casting/targets';
import { defendingChoice, needsDefendingChoice } from '../combat/defending-player';
import type { Ctx } from '../core/context';
import { ask } from '../core/frames';
import type { StackItem } from '../core/state';
import { PAUSED } from './effects/handler';
import { colorChoice, needsColorChoice } from './effects/continuous-effect';
import { EFFECT_HANDLERS } from './effects/registry';

/**
 * Carry out the instructions of a resolving spell or ability from `from` on (608.2c). Returns null
 * once all are done, or — when one asked a player a question (608.2d), pushed on top of the frames
 * — the instruction to go on from once it is answered; or, when a player concedes in the middle of
 * an instruction's event (800.4a: Ctx.leaving), the next instruction, to go on from once they have
 * left. `atOnce`: instructions carried out at once (a mana ability, 605.3b) never stop.
 */
export function carryOut(ctx: Ctx, item: StackItem, from: number, atOnce = false): number | null {
  const s = ctx.s;
  const list = effectList(item.effect);
  for (let index = from; index < list.length; index++) {
    const e = list[index];
    if (needsDefendingChoice(s, item, e)) {
      // 508.5a: several defending players could be meant — the controller chooses one, then this
      // instruction is carried out.
      ask(ctx, defendingChoice(s, item));
      return index;
    }
    if (needsColorChoice(item, e)) {
      // 608.2d: "the colour of your choice" — the controller chooses, then this instruction is carried out.
      ask(ctx, colorChoice(item));
      return index;
    }
    if (EFFECT_HANDLERS[e.type](ctx, item, e as never, index) === PAUSED) return index + 1;
    // 800.4a: a player conceding in the middle of this instruction's event leaves before the next one.
    if (!atOnce && ctx.leaving?.reached && index + 1 < list.length) return index + 1;
  }
  return null;
}

/** Carry out all of an ability's instructions at once: one that never asks (a mana ability, 605.3b; an optional cost's "if you do"). */
export function carryOutAtOnce(ctx: Ctx, item: StackItem): void {
  if (carryOut(ctx, item, 0, true) !== null)
    throw new Error(`engine bug: ${item.id} asked a question while it could not wait for one`);
}
