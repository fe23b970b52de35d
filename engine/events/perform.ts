// One performer per kind of rules event (core/rules-events.ts): the only code that makes these
// changes to the game state. A record typed by the events' kinds, so a new kind needs its
// performer. A performer returns the event as it happened (what was actually done, e.g. the
// damage actually dealt or the permanents that were tapped and untapped), or null when nothing
// happened — triggered abilities look at that (603.2).
import type { Ctx } from '../core/context';
import type { RulesEvent, RulesEventOf, RulesEventType } from '../core/rules-events';
import { performDamage } from './performers/damage';
import { performCreate, performRegenerate } from './performers/replaced';
import {
  performAttach,
  performCounters,
  performLife,
  performTap,
  performUnattach,
  performUntap,
} from './performers/status';
import { performDestroy, performDiscard, performDraw, performMove, performSacrifice } from './performers/zones';

type Performer<K extends RulesEventType> = (ctx: Ctx, ev: RulesEventOf<K>) => RulesEventOf<K> | null;

/** What a declaration, a step or a variant already made so: the event passes on unchanged. */
const alreadyDone = <K extends RulesEventType>(_ctx: Ctx, ev: RulesEventOf<K>) => ev;

const PERFORMERS: { [K in RulesEventType]: Performer<K> } = {
  move: performMove,
  draw: performDraw,
  discard: performDiscard,
  destroy: performDestroy,
  sacrifice: performSacrifice,
  damage: performDamage,
  life: performLife,
  tap: performTap,
  untap: performUntap,
  counters: performCounters,
  attach: performAttach,
  unattach: performUnattach,
  create: performCreate,
  regenerate: performRegenerate,
  // 508.1k, 508.3: the declaration made the creatures attacking.
  attacks: alreadyDone,
  'you attack': alreadyDone,
  'you attack a player': alreadyDone,
  'is attacked': alreadyDone,
  // 509.1g–h, 509.5: the declaration (or an effect, 509.6–509.7) made them blocking and blocked.
  blocks: alreadyDone,
  'blocks a creature': alreadyDone,
  'becomes blocked': alreadyDone,
  'becomes blocked by a creature': alreadyDone,
  "attacks and isn't blocked": alreadyDone,
  // 500.6: the step began (turn/steps.ts); 505.3, 505.5: the variant's turn-based action did it.
  'step begins': alreadyDone,
  'set in motion': alreadyDone,
  visit: alreadyDone,
  // 601.2i: casting made the spell cast.
  cast: alreadyDone,
  // 615.13: the prevention effect already prevented it (replacement/replace.ts records it).
  'damage prevented': alreadyDone,
};

export function perform(ctx: Ctx, ev: RulesEvent): RulesEvent | null {
  return (PERFORMERS[ev.type] as Performer<RulesEventType>)(ctx, ev as never);
}
