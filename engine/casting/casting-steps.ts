// The steps of casting a spell (601.2) and of activating an ability (602.2), in order. A casting
// frame (GameState.frames) says which step is next; each step does its part of the rules. A
// question in the middle of a step's event pauses the whole action, and the answer replays it
// (game/mid-event.ts). A step that finds the action illegal refuses it, and the
// game returns to the moment before it began (601.2e, 730: apply() drops its working copy).
import type { Ctx } from '../core/context';
import type { CastingStep, Frame } from '../core/state';

export type CastingFrame = Extract<Frame, { kind: 'casting' }>;

/** What each step does, for casting a spell or for activating an ability. */
export type CastingSteps = Record<CastingStep, (ctx: Ctx, frame: CastingFrame) => void>;

export const CASTING_ORDER: readonly CastingStep[] = ['announce', 'targets', 'total cost', 'pay', 'done'];

/** The step after `step`; 'done' is the last, with none after it (continueCasting finishes there). */
export function stepAfter(step: Exclude<CastingStep, 'done'>): CastingStep {
  return CASTING_ORDER[CASTING_ORDER.indexOf(step) + 1];
}

/** The stack item a casting frame has put together (601.2a / 602.2a): the announce step made it. */
export function itemOf(frame: CastingFrame): NonNullable<CastingFrame['item']> {
  if (!frame.item) throw new Error('engine bug: a casting step ran before the announce step');
  return frame.item;
}
