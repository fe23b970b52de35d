// The "maximum number of requirements" of 508.1d and 509.1c, found exactly.
//
// A declaration is legal only if it breaks no restriction AND obeys as many requirements as the
// best restriction-legal declaration could. Heuristics get this wrong (see the 508.1d Example and
// the commentary's "can only attack alone" cases), so we search every declaration — creature by
// creature, each choosing one of its options — and memoise on the small summary of the choices so
// far that the remaining restrictions can still see (how many creatures block each attacker, how
// many attack in all, …). Two declarations with the same summary have the same best completion,
// so the search is a dynamic programme over (creature index, summary): exhaustive, not greedy.
//
// The same tables then enumerate exactly the declarations that reach the maximum, never walking
// into a dead end.

/** A declaration problem: slot i (a creature) picks one option; the state summarises the choices. */
export interface DeclarationProblem<S, O> {
  slots: number;
  /** The options of slot i, "doesn't attack/block" included. */
  options(slot: number): readonly O[];
  initial: S;
  /** The state after slot i takes an option, or null if that already breaks a restriction. */
  step(state: S, slot: number, option: O): S | null;
  /** Requirements obeyed by slot i taking this option (508.1d/509.1c count them). */
  gain(slot: number, option: O): number;
  /** At the end: null if a restriction is broken, otherwise requirements obeyed by the whole (e.g. "must be blocked"). */
  finish(state: S): number | null;
  /** A key equal for states with the same future (memoisation). */
  key(state: S): string;
}

export interface SearchTables {
  /** Best requirements obtainable from (slot, state key) onwards; null when no legal completion. */
  best: Map<string, number | null>;
}

function bestFrom<S, O>(p: DeclarationProblem<S, O>, t: SearchTables, slot: number, state: S): number | null {
  const key = `${slot}#${p.key(state)}`;
  const known = t.best.get(key);
  if (known !== undefined) return known;
  let result: number | null;
  if (slot === p.slots) {
    result = p.finish(state);
  } else {
    result = null;
    for (const option of p.options(slot)) {
      const next = p.step(state, slot, option);
      if (next === null) continue;
      const rest = bestFrom(p, t, slot + 1, next);
      if (rest === null) continue;
      const total = rest + p.gain(slot, option);
      if (result === null || total > result) result = total;
    }
  }
  t.best.set(key, result);
  return result;
}

/** The maximum number of requirements any restriction-legal declaration obeys (null: none exists). */
export function maximumRequirements<S, O>(p: DeclarationProblem<S, O>, tables?: SearchTables): number | null {
  return bestFrom(p, tables ?? { best: new Map() }, 0, p.initial);
}

/**
 * Every declaration (one option per slot) that breaks no restriction and obeys the maximum,
 * in option order, stopping after `limit`. Returns the options chosen per slot.
 */
export function declarationsReachingMaximum<S, O>(
  p: DeclarationProblem<S, O>,
  limit: number,
): { maximum: number | null; choices: O[][]; truncated: boolean } {
  const tables: SearchTables = { best: new Map() };
  const maximum = bestFrom(p, tables, 0, p.initial);
  const choices: O[][] = [];
  let truncated = false;
  if (maximum === null) return { maximum, choices, truncated };
  const path: O[] = [];
  const walk = (slot: number, state: S, needed: number): void => {
    if (truncated) return;
    if (slot === p.slots) {
      if (choices.length >= limit) {
        truncated = true;
        return;
      }
      choices.push([...path]);
      return;
    }
    for (const option of p.options(slot)) {
      const next = p.step(state, slot, option);
      if (next === null) continue;
      const rest = bestFrom(p, tables, slot + 1, next);
      if (rest === null) continue;
      const gain = p.gain(slot, option);
      if (rest + gain !== needed) continue;
      path.push(option);
      walk(slot + 1, next, needed - gain);
      path.pop();
      if (truncated) return;
    }
  };
  walk(0, p.initial, maximum);
  return { maximum, choices, truncated };
}
