// The one place where the game state changes by a rules event (core/rules-events.ts):
//   1. replacement and prevention effects modify it (replacement/replace.ts: 614–616);
//   2. its performer changes the state and reports it (events/perform.ts);
//   3. triggered abilities look at it as it happened (triggers/match.ts: 603.2), looking back in
//      time at objects that left the battlefield (603.10a).
// Events that happen simultaneously (704.3: state-based actions; 510.2: combat damage) happen
// together: they are all performed, then matched against the game as it was before them, where
// they left the battlefield.
import type { Ctx } from '../core/context';
import type { DamageItem, RulesEvent } from '../core/rules-events';
import type { GameObject, GameState } from '../core/state';
import type { ObjectId } from '../core/vocabulary';
import { replace } from '../replacement/replace';
import { matchTriggers } from '../triggers/match';
import { perform } from './perform';

/** Events that can take an object off the battlefield: triggers then look back in time (603.10a). */
const LEAVING: RulesEvent['type'][] = ['move', 'destroy', 'sacrifice'];

/** The battlefield as it was (603.10a): its permanents, as they were, with the effects on them. */
interface LookBack {
  battlefield: ObjectId[];
  objects: Record<ObjectId, GameObject>;
  effects: GameState['effects'];
}

function lookBack(s: GameState): LookBack {
  const objects: Record<ObjectId, GameObject> = {};
  for (const id of s.battlefield) objects[id] = { ...s.objects[id], counters: { ...s.objects[id].counters } };
  return { battlefield: [...s.battlefield], objects, effects: [...s.effects] };
}

/** The game as triggered abilities see an event: looking back at the battlefield for one leaving it. */
function seenBy(s: GameState, ev: RulesEvent, back: LookBack | null): GameState {
  if (!back || !LEAVING.includes(ev.type)) return s;
  return { ...s, battlefield: back.battlefield, objects: { ...s.objects, ...back.objects }, effects: back.effects };
}

/** Replacement and prevention effects apply to one source's damage to one recipient (615, 616). */
function replaced(ctx: Ctx, ev: RulesEvent): RulesEvent | null {
  if (ev.type !== 'damage') return replace(ctx, ev);
  const items: DamageItem[] = [];
  for (const item of ev.items) {
    if (item.amount <= 0) continue;
    const one = replace(ctx, { ...ev, items: [item] });
    if (one?.type === 'damage') items.push(...one.items);
  }
  return items.length > 0 ? { ...ev, items } : null;
}

/** Make `ev` happen; returns it as it happened (after replacement, as performed), or null if nothing did. */
export function happen(ctx: Ctx, ev: RulesEvent): RulesEvent | null {
  return happenTogether(ctx, [ev])[0];
}

/** Make simultaneous events happen: each replaced and performed, then all matched against triggers. */
export function happenTogether(ctx: Ctx, events: RulesEvent[]): (RulesEvent | null)[] {
  const back = events.some((ev) => LEAVING.includes(ev.type)) ? lookBack(ctx.s) : null;
  const done = events.map((ev) => {
    const now = replaced(ctx, ev);
    return now && perform(ctx, now);
  });
  for (const ev of done) if (ev) matchTriggers(ctx, ev, seenBy(ctx.s, ev, back));
  return done;
}
