// Which seed rule each 2011 rule became, computed from the texts — no hand table. Similarity
// is the Dice coefficient of the two rules' word bags (English, normalised). Pairs are assigned
// one-to-one, best first. A rule may change section only with a nearly identical text (the steps
// themselves are stable since 2011), and when scores are close the same section and the same
// number win: so 2011's 506.6a–g, whose text now lives at 506.7a–g, are found as moved.
// Two kinds of step rule were reworded too much for word bags, so they are paired by what they
// say, within their step, first: the rule that gives the active player priority ("Second, the
// active player gets priority." became "The upkeep step has no turn-based actions. Once it begins,
// the active player gets priority.") and the rule that puts the step's triggered abilities on the
// stack (2011's 509.4 "…go on the stack" is 509.4a "…are put onto the stack before the active
// player gets priority", not 509.1i "…trigger").
import type { Edition, EditionMap, HistoryEntry, Rule } from './model.ts';
import { plainText } from './inline.ts';

/** Below this similarity two rules are not the same rule. */
export const SAME_RULE_THRESHOLD = 0.45;
/** A rule that changed section must be nearly the same text (the steps are stable since 2011). */
export const CROSS_SECTION_THRESHOLD = 0.8;
/** Tie-breakers: how much closer a pair in the same section / with the same number counts. */
const SAME_SECTION_BONUS = 0.06;
const SAME_NUMBER_BONUS = 0.04;

/** Lower-case words of a rule's English text; quotes, dashes and punctuation normalised away. */
export function normalisedWords(rule: Rule): string[] {
  return (
    plainText(rule.en)
      .toLowerCase()
      .replace(/[’‘]/g, "'")
      .replace(/[“”]/g, '"')
      .match(/[a-z0-9]+(?:['.\-/][a-z0-9]+)*/g) ?? []
  );
}

/** A word bag: how often each word occurs, and how many words in all. */
export interface Bag {
  counts: Map<string, number>;
  size: number;
}

export function bagOf(words: string[]): Bag {
  const counts = new Map<string, number>();
  for (const w of words) counts.set(w, (counts.get(w) ?? 0) + 1);
  return { counts, size: words.length };
}

/** Dice coefficient of two word bags, 0..1: twice the shared words over all words. */
export function dice(a: Bag, b: Bag): number {
  if (a.size + b.size === 0) return 1;
  const [small, large] = a.counts.size <= b.counts.size ? [a, b] : [b, a];
  let common = 0;
  for (const [w, n] of small.counts) common += Math.min(n, large.counts.get(w) ?? 0);
  return (2 * common) / (a.size + b.size);
}

export function computeEditionMap(old: Edition, current: Edition): EditionMap {
  const chapters = new Set(old.chapters.map((c) => c.number));
  const candidates = current.ruleOrder.filter((n) => chapters.has(Number(n[0])));
  const oldWords = new Map(old.ruleOrder.map((n) => [n, normalisedWords(old.rules[n])]));
  const newWords = new Map(candidates.map((n) => [n, normalisedWords(current.rules[n])]));
  const oldBags = new Map([...oldWords].map(([n, w]) => [n, bagOf(w)]));
  const newBags = new Map([...newWords].map(([n, w]) => [n, bagOf(w)]));

  const became = new Map<string, { current: string; similarity: number }>();
  const taken = new Set<string>();
  for (const [o, c] of pairByRole(old, current, candidates)) {
    became.set(o, { current: c, similarity: dice(oldBags.get(o)!, newBags.get(c)!) });
    taken.add(c);
  }

  const pairs: { old: string; current: string; similarity: number; rank: number }[] = [];
  for (const o of old.ruleOrder) {
    if (became.has(o)) continue;
    for (const c of candidates) {
      if (taken.has(c)) continue;
      const similarity = dice(oldBags.get(o)!, newBags.get(c)!);
      const sameSection = old.rules[o].section === current.rules[c].section;
      if (similarity < (sameSection ? SAME_RULE_THRESHOLD : CROSS_SECTION_THRESHOLD)) continue;
      const rank = similarity + (sameSection ? SAME_SECTION_BONUS : 0) + (o === c ? SAME_NUMBER_BONUS : 0);
      pairs.push({ old: o, current: c, similarity, rank });
    }
  }
  // Best first; ties broken by document order so the result never depends on sort stability.
  pairs.sort(
    (x, y) =>
      y.rank - x.rank ||
      old.rules[x.old].order - old.rules[y.old].order ||
      current.rules[x.current].order - current.rules[y.current].order,
  );
  for (const p of pairs) {
    if (became.has(p.old) || taken.has(p.current)) continue;
    became.set(p.old, { current: p.current, similarity: p.similarity });
    taken.add(p.current);
  }

  const entries: HistoryEntry[] = old.ruleOrder.map((o) => {
    const match = became.get(o);
    if (!match) return { old: o, kind: 'removed', similarity: bestSimilarity(oldBags.get(o)!, newBags) };
    const same = oldWords.get(o)!.join(' ') === newWords.get(match.current)!.join(' ');
    const kind = match.current !== o ? 'moved' : same ? 'unchanged' : 'changed';
    return { old: o, current: match.current, kind, similarity: round(match.similarity) };
  });
  return { entries, added: candidates.filter((c) => !taken.has(c)) };
}

/** What a step rule does, read from its words; undefined for any other rule. */
const ROLES: { role: string; test: RegExp }[] = [
  // "Second, the active player gets priority." — not "…before the active player gets priority"
  { role: 'priority', test: /(?<!before )the active player gets priority\./ },
  // "…any abilities that triggered on blockers being declared go on the stack" / "are put onto the stack"
  { role: 'stack', test: /abilities that (?:trigger|triggered)\b.*\b(?:go on|(?:are )?put onto) the stack/ },
];

/** Pairs of rules that play the same role in the same step: one rule on each side, or none. */
function pairByRole(old: Edition, current: Edition, candidates: string[]): [string, string][] {
  const out: [string, string][] = [];
  for (const { test } of ROLES) {
    for (const section of Object.keys(old.sections)) {
      const a = old.sections[section].rules.filter((n) => test.test(plainText(old.rules[n].en)));
      const b = candidates.filter(
        (n) => current.rules[n].section === section && test.test(plainText(current.rules[n].en)),
      );
      if (a.length === 1 && b.length === 1 && !out.some(([o, c]) => o === a[0] || c === b[0])) out.push([a[0], b[0]]);
    }
  }
  return out;
}

function bestSimilarity(bag: Bag, among: Map<string, Bag>): number {
  let best = 0;
  for (const other of among.values()) best = Math.max(best, dice(bag, other));
  return round(best);
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}
