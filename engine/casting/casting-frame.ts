// The casting frame (GameState.frames): a player casting a spell (601.2) or activating an ability
// (602.2) goes through the steps of casting/casting-steps.ts one after another. No step leaves it
// waiting: a question asked in the middle of a step's event (616.1's choice among replacement effects)
// pauses the whole action, and the answer replays it from the start (game/mid-event.ts).
import type { AbilityKey } from '../core/cards';
import type { Ctx } from '../core/context';
import { popFrame, pushFrame, topFrame } from '../core/frames';
import type { ObjectId, PlayerId } from '../core/vocabulary';
import { ACTIVATING_AN_ABILITY } from './activate-ability';
import { CASTING_A_SPELL } from './cast-spell';
import { type CastingFrame, stepAfter } from './casting-steps';

/** 601.2 / 602.2: a player begins to cast a spell or activate an ability, with the choices they announced. */
export function beginCasting(
  ctx: Ctx,
  who: PlayerId,
  object: ObjectId,
  choices: { ability?: AbilityKey; targets?: unknown; discards?: unknown },
): void {
  pushFrame(ctx.s, {
    kind: 'casting',
    player: who,
    object,
    ...(choices.ability === undefined ? {} : { ability: choices.ability }),
    at: 'announce',
    targets: choices.targets,
    ...(choices.discards === undefined ? {} : { discards: choices.discards }),
  });
}

/**
 * Go on with the casting frame on top: its steps in order, until the spell is cast (or a refusal or a
 * question stops the action). `atOnce`: a mana ability activated while doing something else, which
 * never stops halfway.
 */
export function continueCasting(ctx: Ctx, frame: CastingFrame, atOnce = false): void {
  const steps = frame.ability === undefined ? CASTING_A_SPELL : ACTIVATING_AN_ABILITY;
  for (;;) {
    const step = frame.at;
    if (step === 'done') {
      // The frame below (the caster's priority, 117.3c) takes over as the spell becomes cast.
      popFrame(ctx.s);
      steps.done(ctx, frame);
      return;
    }
    frame.at = stepAfter(step);
    steps[step](ctx, frame);
    // 800.4a: a player conceding in the middle of this step's event leaves before the next step.
    if (ctx.leaving?.reached && !atOnce) return;
  }
}

/**
 * Activate a mana ability while doing something else (508.1i, 509.1e: while paying a cost to
 * attack or block). It never asks a question (605.3a), so it is done when this returns.
 */
export function activateManaAbility(ctx: Ctx, who: PlayerId, source: ObjectId, ability: AbilityKey): void {
  beginCasting(ctx, who, source, { ability, targets: [] });
  continueCasting(ctx, topFrame(ctx.s) as CastingFrame, true);
}
