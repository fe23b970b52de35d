// Resolving a reference against one edition: does every number it names exist here, does it
// point into a chapter the corpus leaves out, or into an included chapter that lacks the number?
// A range covers the numbers at the level of its ends: 601.2a–d → 601.2a…601.2d, rules 509.1–3 →
// 509.1, 509.2, 509.3 (their subrules are implied), rules 506–511 → the sections 506…511.
import type { EditionId, RuleRef } from './model.ts';
import type { RefSpan } from './inline.ts';
import { chapterOf, compareNumbers, parseNumber } from './numbers.ts';

/** The numbers one edition has, which is all a resolver needs to know. */
export interface NumberIndex {
  edition: EditionId;
  /** Chapters the corpus includes for this edition. */
  chapters: number[];
  /** Every section and rule number of the edition. */
  numbers: string[];
}

export function makeResolver(index: NumberIndex): (ref: RefSpan) => RuleRef {
  const known = new Set(index.numbers);
  const sorted = [...index.numbers].sort(compareNumbers);
  return ({ from, to }) => {
    const chapter = chapterOf(from);
    const base: RuleRef = to === undefined ? { from, numbers: [], chapter, target: 'rule' } : { from, to, numbers: [], chapter, target: 'rule' };
    if (!index.chapters.includes(chapter)) return { ...base, target: 'not-included' };
    if (!known.has(from) || (to !== undefined && !known.has(to))) return { ...base, target: 'missing' };
    if (to === undefined) return { ...base, numbers: [from] };
    const a = parseNumber(from)!;
    const sameLevel = (n: string) => {
      const x = parseNumber(n)!;
      if (a.rule === undefined) return x.rule === undefined;
      if (a.letter === undefined) return x.section === a.section && x.rule !== undefined && x.letter === undefined;
      return x.section === a.section && x.rule === a.rule && x.letter !== undefined;
    };
    const numbers = sorted.filter((n) => sameLevel(n) && compareNumbers(n, from) >= 0 && compareNumbers(n, to) <= 0);
    return { ...base, numbers };
  };
}
