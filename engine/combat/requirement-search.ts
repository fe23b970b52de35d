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
  /** A key equal for states with the same future (memoisation); symmetric states may share one. */
  key(state: S): string | number;
  /**
   * Optional: an upper bound on the requirements obtainable from (slot, state) onwards. Once an
   * option reaches it, the other options can't do better and are skipped: still exact.
   */
  bound?(slot: number, state: S): number;
}

/** A search over one problem; its memo is shared by the maximum and the enumeration. */
export interface RequirementSearch<O> {
  /** The most requirements any restriction-legal declaration obeys (null: none exists). */
  maximum: number | null;
  /** Declarations (one option per slot) breaking no restriction and obeying the maximum, in option order, at most `limit`. */
  declarations(limit: number): { choices: O[][]; truncated: boolean };
}

export function searchRequirements<S, O>(p: DeclarationProblem<S, O>): RequirementSearch<O> {
  // best[slot]: best requirements obtainable from (slot, state key) onwards; null = no legal completion.
  const best: Map<string | number, number | null>[] = Array.from({ length: p.slots + 1 }, () => new Map());
  const bestFrom = (slot: number, state: S): number | null => {
    const key = p.key(state);
    const known = best[slot].get(key);
    if (known !== undefined) return known;
    let result: number | null;
    if (slot === p.slots) {
      result = p.finish(state);
    } else {
      result = null;
      const ceiling = p.bound ? p.bound(slot, state) : Infinity;
      // Most-committing options first: they tend to reach the bound soonest.
      const options = p.options(slot);
      for (let o = options.length - 1; o >= 0; o--) {
        const option = options[o];
        const next = p.step(state, slot, option);
        if (next === null) continue;
        const gain = p.gain(slot, option);
        // Skip a child that can't beat what we have: the result stays exact.
        if (result !== null && p.bound && gain + p.bound(slot + 1, next) <= result) continue;
        const rest = bestFrom(slot + 1, next);
        if (rest === null) continue;
        if (result === null || rest + gain > result) result = rest + gain;
        if (result >= ceiling) break;
      }
    }
    best[slot].set(key, result);
    return result;
  };
  const maximum = bestFrom(0, p.initial);
  const declarations = (limit: number) => {
    const choices: O[][] = [];
    let truncated = false;
    if (maximum === null) return { choices, truncated };
    const path: O[] = [];
    const walk = (slot: number, state: S, needed: number): void => {
      if (slot === p.slots) {
        if (choices.length >= limit) truncated = true;
        else choices.push([...path]);
        return;
      }
      for (const option of p.options(slot)) {
        const next = p.step(state, slot, option);
        if (next === null) continue;
        const gain = p.gain(slot, option);
        if (p.bound && gain + p.bound(slot + 1, next) < needed) continue;
        const rest = bestFrom(slot + 1, next);
        if (rest === null || rest + gain !== needed) continue;
        path.push(option);
        walk(slot + 1, next, needed - gain);
        path.pop();
        if (truncated) return;
      }
    };
    walk(0, p.initial, maximum);
    return { choices, truncated };
  };
  return { maximum, declarations };
}
