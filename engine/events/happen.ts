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
import { replace, REPLACEMENT_SOURCES } from '../replacement/replace';
import { cantHappen, stopIfCant } from '../replacement/cant';
import { useUpShields } from '../replacement/prevention';
import type { ReplacementSource } from '../replacement/replacement';
import { affectedBy, affectedPlayer } from '../replacement/watch';
import { apnap } from '../objects/players';
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

/**
 * The events that happen instead of `ev` (614.6, 615.6): replacement and prevention effects apply
 * to one source's damage to one recipient at a time (615, 616); a source that would deal 0 damage
 * deals none (614.7a). `own`: the resolving instruction's self-replacement effects (614.15).
 */
function replaced(ctx: Ctx, ev: RulesEvent, own: ReplacementSource[]): RulesEvent[] {
  const sources = own.length > 0 ? [...own, ...REPLACEMENT_SOURCES] : REPLACEMENT_SOURCES;
  if (cantHappen(ctx.s, ev)) {
    // 614.17c: an event that can't happen is replaced only by a self-replacement effect (`own`);
    // other replacement effects don't modify it. Whatever still can't happen then doesn't (the
    // event itself comes back only if no self-replacement effect applied to it: it still can't);
    // an event that replaced it (614.6) meets the other effects as any event does (616.2).
    const others = REPLACEMENT_SOURCES.some((source) => source(ctx.s, ev).length > 0);
    return replace(ctx, ev, own).flatMap((e) =>
      stopIfCant(ctx, e, others) ? [] : replace(ctx, e, REPLACEMENT_SOURCES),
    );
  }
  if (ev.type !== 'damage') return replace(ctx, ev, sources);
  const items: DamageItem[] = [];
  const others: RulesEvent[] = [];
  for (const item of ev.items) {
    if (item.amount <= 0) continue;
    for (const one of replace(ctx, { ...ev, items: [item] }, sources))
      if (one.type === 'damage') items.push(...one.items);
      else others.push(one);
  }
  useUpShields(ctx.s); // 615.8: a shield prevents one whole instance of damage, then is used up
  return [...(items.length > 0 ? [{ ...ev, items }] : []), ...others];
}

/** 616.1: choices for simultaneous events are made in APNAP order (101.4), by the affected players. */
function apnapOrder(s: GameState, events: RulesEvent[]): number[] {
  const seats = apnap(s);
  const seat = (ev: RulesEvent) => {
    const x = affectedBy(ev);
    const i = x === null ? -1 : seats.indexOf(affectedPlayer(s, x));
    return i < 0 ? seats.length : i;
  };
  // Array.prototype.sort is stable: the events of one player keep the order they were given in.
  return events.map((_, i) => i).sort((a, b) => seat(events[a]) - seat(events[b]));
}

/**
 * 614.13a: objects entering the battlefield at the same time know of each other. Every move to the
 * battlefield is an object entering it (from the stack, a hand, a graveyard; a token from outside
 * the game's zones): none names a permanent already there.
 */
function enteringTogether(events: RulesEvent[]): RulesEvent[] {
  const entering = events.flatMap((ev) => (ev.type === 'move' && ev.to === 'battlefield' ? [ev.object] : []));
  if (entering.length < 2) return events;
  return events.map((ev) =>
    ev.type === 'move' && entering.includes(ev.object)
      ? { ...ev, together: entering.filter((x) => x !== ev.object) }
      : ev,
  );
}

/**
 * 615.13: "whenever damage … is prevented" triggers each time a prevention effect is applied to one
 * or more simultaneous damage events and prevents some or all of it — one 'damage prevented' event
 * per effect, with all the damage it prevented of them (matched like the events performed).
 */
function preventions(prevented: NonNullable<Ctx['prevented']>): RulesEvent[] {
  const byEffect = new Map<string, NonNullable<Ctx['prevented']>>();
  for (const p of prevented) byEffect.set(p.key, [...(byEffect.get(p.key) ?? []), p]);
  return [...byEffect.values()].map((ps) => ({
    type: 'damage prevented',
    rules: ['615.13'],
    items: ps.map((p) => p.item),
    combat: ps.some((p) => p.combat),
  }));
}

/** Perform an event; tokens created then enter the battlefield, an event contained in their creation (616.1g). */
function performOne(ctx: Ctx, ev: RulesEvent): RulesEvent | null {
  const done = perform(ctx, ev);
  if (done?.type === 'create' && done.objects) {
    const entered = happenTogether(
      ctx,
      done.objects.map((object) => ({
        type: 'move',
        rules: [...done.rules, '616.1g'],
        object,
        to: 'battlefield',
        as: null,
      })),
    );
    return { ...done, objects: done.objects.filter((_, i) => entered[i] !== null) };
  }
  return done;
}

/**
 * Make `ev` happen; returns it as it happened (after replacement, as performed), or null if
 * nothing of its kind did. `own`: the self-replacement effects of the instruction making it happen.
 */
export function happen(ctx: Ctx, ev: RulesEvent, own: ReplacementSource[] = []): RulesEvent | null {
  return happenTogether(ctx, [ev], own)[0];
}

/**
 * Make simultaneous events happen: replacement effects apply to each first (all before any is
 * performed), then each is performed, then all are matched against triggers. Each returns as it
 * happened — the event of its own kind that replaced it, if any (e.g. the damage left after
 * prevention), else null.
 */
export function happenTogether(ctx: Ctx, events: RulesEvent[], own: ReplacementSource[] = []): (RulesEvent | null)[] {
  const back = events.some((ev) => LEAVING.includes(ev.type)) ? lookBack(ctx.s) : null;
  const instead: RulesEvent[][] = events.map(() => []);
  events = enteringTogether(events);
  const outer = ctx.prevented;
  ctx.prevented = [];
  let prevented: NonNullable<Ctx['prevented']>;
  try {
    for (const i of apnapOrder(ctx.s, events)) instead[i] = replaced(ctx, events[i], own);
  } finally {
    prevented = ctx.prevented;
    ctx.prevented = outer;
  }
  // 615.13: what each prevention effect prevented of these simultaneous events, once per effect.
  const performed: RulesEvent[] = preventions(prevented);
  const done = events.map((ev, i) => {
    const outs = instead[i].map((e) => performOne(ctx, e));
    for (const e of outs) if (e) performed.push(e);
    return outs.find((e) => e?.type === ev.type) ?? null;
  });
  for (const ev of performed) matchTriggers(ctx, ev, seenBy(ctx.s, ev, back));
  return done;
}
