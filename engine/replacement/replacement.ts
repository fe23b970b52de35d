// What a replacement or prevention effect is to the event it meets (614–616): see replace.ts.
import type { Ctx } from '../core/context';
import type { RulesEvent } from '../core/rules-events';
import type { GameState } from '../core/state';
import type { PlayerId } from '../core/vocabulary';

/** 616.1a–e: the kinds of replacement effect, in the order 616.1 applies them. */
export const REPLACEMENT_ORDER = ['self-replacement', 'control', 'copy', 'back face', 'other'] as const;

export interface Replacement {
  /** Which effect this is: an effect applies to one event once (614.5). */
  key: string;
  /** The affected player, or the controller of the affected object, who chooses among several (616.1). */
  chooser: PlayerId;
  kind: (typeof REPLACEMENT_ORDER)[number];
  /** It replaces the whole event (e.g. protection prevents all of the damage). */
  whole: boolean;
  /** For the order of the engine's stand-in choice: when the effect began (613.7). */
  timestamp: number;
  /** Apply it: the event as modified, or null when nothing is left of it. */
  apply(ctx: Ctx, ev: RulesEvent): RulesEvent | null;
}

/** A kind of replacement or prevention effect: those of its kind that apply to the event. */
export type ReplacementSource = (s: GameState, ev: RulesEvent) => Replacement[];
