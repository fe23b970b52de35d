// What a replacement or prevention effect is to the event it meets (614–616): see replace.ts.
import type { Ctx } from '../core/context';
import type { ReplacementWord } from '../core/replacements';
import type { RulesEvent } from '../core/rules-events';
import type { GameState } from '../core/state';
import type { ObjectId, PlayerId } from '../core/vocabulary';

/** 616.1a–e: the kinds of replacement effect, in the order 616.1 applies them. */
export const REPLACEMENT_ORDER = ['self-replacement', 'control', 'copy', 'back face', 'other'] as const;

/** The step of 616.1 that chooses among effects of each kind. */
export const ORDER_RULE: Record<(typeof REPLACEMENT_ORDER)[number], string> = {
  'self-replacement': '616.1a',
  control: '616.1b',
  copy: '616.1c',
  'back face': '616.1d',
  other: '616.1e',
};

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
  /** The object whose ability, spell or keyword creates it (null: none, e.g. a test's). */
  source: ObjectId | null;
  /** What it does, in the catalogues' words (the 616.1 question names it). */
  effect: ReplacementWord;
  /**
   * Apply it: the event as modified, the events that replace it (614.6: each goes on through the
   * other replacement effects that apply, 616.2), or null when nothing is left of it.
   */
  apply(ctx: Ctx, ev: RulesEvent): RulesEvent | RulesEvent[] | null;
}

/** A kind of replacement or prevention effect: those of its kind that apply to the event. */
export type ReplacementSource = (s: GameState, ev: RulesEvent) => Replacement[];
