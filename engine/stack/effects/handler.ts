// What an effect handler is: a function carrying out one instruction of a resolving spell or
// ability (608.2c), which may pause the resolution for a player's choice (608.2d) by returning
// PAUSED after saying, in the state, what the resolution waits for.
import type { EffectDef } from '../../core/cards';
import type { Ctx } from '../../core/context';
import type { StackItem } from '../../core/state';

/** The instruction of one kind. */
export type EffectOf<K extends EffectDef['type']> = Extract<EffectDef, { type: K }>;

/** Returned by a handler that paused the resolution for a player's choice. */
export const PAUSED = 'paused';
export type Paused = typeof PAUSED | void;

export type Handler<K extends EffectDef['type']> = (
  ctx: Ctx,
  item: StackItem,
  effect: EffectOf<K>,
  index: number,
) => Paused;
