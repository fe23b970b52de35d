// Where replacement and prevention effects meet an event (614–616), before it happens. Each
// effect that applies modifies the event (or prevents all of it, 615.6); an effect applies to one
// event once (614.5); after each, the set of effects that apply is checked anew (616.1e) — a
// modified event may now be something another effect applies to, or no longer be one.
//
// When several apply, 616.1 orders them: self-replacement effects first (616.1a), then those
// affecting control (616.1b), copies (616.1c) and back faces (616.1d), then any; within each step
// the affected player (or the controller of the affected object) chooses. The engine cannot yet
// ask that question in the middle of an event, so it answers for them: the effect that replaces
// the whole event first (it leaves nothing for the others: a prevention shield is kept), then the
// earlier one. A 'choose-replacement' decision would go here.
import type { Ctx } from '../core/context';
import type { RulesEvent } from '../core/rules-events';
import { PREVENTION } from './prevention';
import { REPLACEMENT_ORDER, type Replacement, type ReplacementSource } from './replacement';

const SOURCES: ReplacementSource[] = [...PREVENTION];

/** 616.1: which of the effects that apply goes first. */
function choose(options: Replacement[]): Replacement {
  const rank = (r: Replacement) => REPLACEMENT_ORDER.indexOf(r.kind);
  return [...options].sort(
    (a, b) => rank(a) - rank(b) || Number(b.whole) - Number(a.whole) || a.timestamp - b.timestamp,
  )[0];
}

/** The event after every replacement and prevention effect that applies to it, or null if nothing is left. */
export function replace(ctx: Ctx, ev: RulesEvent, sources: ReplacementSource[] = SOURCES): RulesEvent | null {
  const applied = new Set<string>();
  let now: RulesEvent | null = ev;
  for (let guard = 0; now && guard < 1000; guard++) {
    const event: RulesEvent = now;
    const options = sources.flatMap((source) => source(ctx.s, event)).filter((r) => !applied.has(r.key)); // 616.1e, 614.5
    if (options.length === 0) return event;
    const r = choose(options);
    applied.add(r.key);
    now = r.apply(ctx, event);
  }
  return now;
}
