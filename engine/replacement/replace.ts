// Where replacement and prevention effects meet an event (614–616), before it happens. Each
// effect that applies modifies the event, replaces it with other events (614.6) or prevents all
// of it (615.6); an effect applies to one event — and the events that replace it — once (614.5);
// after each, the set of effects that apply is checked anew (616.1f): a modified event may now be
// something another effect applies to (616.2), or no longer be one.
//
// When several apply, 616.1 orders them: self-replacement effects first (616.1a), then those
// affecting control (616.1b), copies (616.1c) and back faces (616.1d), then any (616.1e); within
// that step the affected player (or the controller of the affected object) chooses one — asked
// as a 'choose-replacement' decision in the middle of the event (core/mid-event.ts), unless every
// choice would come to the same (then the engine applies them in its own order: the effect
// replacing the whole event first, then the earlier one).
import { copyState } from '../core/copy-state';
import { emit, type Ctx } from '../core/context';
import type { AffectedBy } from '../core/decisions';
import { askMidEvent, standInAnswer } from '../core/mid-event';
import type { RulesEvent, RulesEventOf } from '../core/rules-events';
import { enterEffects } from './enters';
import { INSTEAD_EFFECTS } from './instead';
import { PREVENTION } from './prevention';
import { redirection } from './redirection';
import { regeneration } from './regeneration';
import { ORDER_RULE, REPLACEMENT_ORDER, type Replacement, type ReplacementSource } from './replacement';
import { affectedBy } from './watch';

/** Every kind of replacement and prevention effect the game knows, but a resolving instruction's own (614.15). */
export const REPLACEMENT_SOURCES: ReplacementSource[] = [
  ...PREVENTION,
  redirection,
  regeneration,
  enterEffects,
  ...INSTEAD_EFFECTS,
];

/**
 * The engine's own order of effects of one step of 616.1: the effect replacing the whole event
 * first, then the earlier, then by key (the keys of the effects that apply are distinct: applicable).
 */
function standInOrder(options: Replacement[]): Replacement[] {
  return [...options].sort(
    (a, b) => Number(b.whole) - Number(a.whole) || a.timestamp - b.timestamp || (a.key < b.key ? -1 : 1),
  );
}

/** The effects that apply to the event now, but those already applied to it (614.5). */
function applicable(ctx: Ctx, ev: RulesEvent, applied: readonly string[], sources: ReplacementSource[]): Replacement[] {
  const seen = new Set<string>();
  const out: Replacement[] = [];
  for (const r of sources.flatMap((source) => source(ctx.s, ev)))
    if (!applied.includes(r.key) && !seen.has(r.key)) {
      seen.add(r.key);
      out.push(r);
    }
  return out;
}

/** What an event is, for the 616.1 question. */
function what(ev: RulesEvent): AffectedBy {
  const kinds: AffectedBy['event'][] = ['damage', 'destroy', 'sacrifice', 'move', 'draw', 'life', 'create'];
  return {
    event: (kinds as string[]).includes(ev.type) ? (ev.type as AffectedBy['event']) : 'other',
    affected: affectedBy(ev) ?? '',
  };
}

/** The contexts of those simulations: their stand-in always takes the engine's first choice (standInAnswer). */
const simulations = new WeakSet<Ctx>();

/** What choosing `r` first would come to: the events left and the game, with the rest applied in the engine's order. */
function outcome(
  ctx: Ctx,
  ev: RulesEvent,
  r: Replacement,
  applied: readonly string[],
  sources: ReplacementSource[],
): string {
  const sim: Ctx = { s: copyState(ctx.s), events: [], standIn: standInAnswer };
  simulations.add(sim);
  const out = r.apply(sim, ev);
  const events =
    out === null ? [] : (Array.isArray(out) ? out : [out]).flatMap((e) => run(sim, e, [...applied, r.key], sources));
  const { log: _log, ...state } = sim.s;
  return canonical([events, state]);
}

/** JSON with every object's keys sorted (an object's keys are distinct): two outcomes are the same whatever order their fields were set in. */
function canonical(x: unknown): string {
  return JSON.stringify(x, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}

/** 616.1: the effect to apply next among those that apply (two or more: the affected player's choice). */
function choose(
  ctx: Ctx,
  ev: RulesEvent,
  options: Replacement[],
  applied: readonly string[],
  sources: ReplacementSource[],
): Replacement {
  const first = REPLACEMENT_ORDER.find((k) => options.some((r) => r.kind === k))!;
  const step = standInOrder(options.filter((r) => r.kind === first));
  const again = applied.length > 0 ? ['616.1f'] : [];
  if (step.length === 1) {
    // 616.1a–d: a self-replacement, control or copy effect must be chosen before the others (with
    // others applying, `first` is not 'other': effects of that last step would all be in `step`).
    if (options.length > 1) {
      const r = step[0];
      emit(ctx, {
        type: 'replacement-chosen',
        rules: ['616.1', ORDER_RULE[first], ...again],
        player: r.chooser,
        source: r.source,
        effect: r.effect,
        asked: false,
      });
    }
    return step[0];
  }
  // In a simulation the stand-in answers the engine's first choice anyway: seeing whether the choice
  // matters there would simulate every order of the remaining effects (n! of them) to the same end.
  if (simulations.has(ctx)) return step[0];
  // A choice that changes nothing is not asked.
  const outcomes = step.map((r) => outcome(ctx, ev, r, applied, sources));
  if (outcomes.every((o) => o === outcomes[0])) return step[0];
  const answer = askMidEvent(ctx, {
    kind: 'choose-replacement',
    player: step[0].chooser,
    rules: ['616.1', ORDER_RULE[first], ...again],
    options: step.map((r) => ({ key: r.key, source: r.source, effect: r.effect })),
    ...what(ev),
  });
  const chosen = answer.type === 'choose-replacement' ? step.find((r) => r.key === answer.effect) : undefined;
  if (!chosen) throw new Error('engine bug: a replacement effect was chosen that does not apply');
  emit(ctx, {
    type: 'replacement-chosen',
    rules: ['616.1', ORDER_RULE[first], ...again],
    player: chosen.chooser,
    source: chosen.source,
    effect: chosen.effect,
    asked: true,
  });
  return chosen;
}

/**
 * 615.13: the damage the effect `key` just prevented of `d` (its 'damage-prevented' reports since
 * `from`), recorded for the abilities that trigger "whenever damage … is prevented". Effects meet
 * damage one source's damage to one recipient at a time (events/happen.ts; no effect applies to an
 * event of several items): the item is the event's one.
 */
function recordPrevented(ctx: Ctx, d: RulesEventOf<'damage'>, key: string, from: number): void {
  if (!ctx.prevented) return;
  for (const e of ctx.events.slice(from)) {
    if (e.type !== 'damage-prevented' || e.amount <= 0) continue;
    const item = d.items[0];
    ctx.prevented.push({ key, item: { ...item, target: e.target, amount: e.amount }, combat: d.combat });
  }
}

/** The event through every effect that applies, given those already applied to it and the events it came from (614.5). */
function run(ctx: Ctx, ev: RulesEvent, applied: readonly string[], sources: ReplacementSource[]): RulesEvent[] {
  let now = ev;
  let done = [...applied];
  for (let guard = 0; guard < 1000; guard++) {
    const options = applicable(ctx, now, done, sources); // 616.1f: only those that apply now
    if (options.length === 0) return [now];
    const r = choose(ctx, now, options, done, sources);
    const from = ctx.events.length;
    const out = r.apply(ctx, now);
    // 616.1f: an effect applied as the process is repeated after another was.
    if (done.length > 0)
      for (const e of ctx.events.slice(from))
        if (e.type === 'replaced' || e.type === 'damage-prevented') e.rules = [...new Set([...e.rules, '616.1f'])];
    if (now.type === 'damage') recordPrevented(ctx, now, r.key, from);
    done = [...done, r.key];
    if (out === null) return [];
    // 614.6: replaced by other events — each goes on through the effects not yet applied (616.2).
    if (Array.isArray(out)) return out.flatMap((e) => run(ctx, e, done, sources));
    now = out;
  }
  throw new Error('engine bug: replacement effects did not settle');
}

/** The events that happen instead of `ev` once every replacement and prevention effect that applies to it has (none: all prevented or replaced by nothing). */
export function replace(ctx: Ctx, ev: RulesEvent, sources: ReplacementSource[] = REPLACEMENT_SOURCES): RulesEvent[] {
  return run(ctx, ev, [], sources);
}
