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
  const sorted = [...index.numbers].sort(compareNumbers);
  const position = new Map(sorted.map((n, i) => [n, i]));
  return ({ from, to }) => {
    const chapter = chapterOf(from);
    const base: RuleRef =
      to === undefined
        ? { from, numbers: [], chapter, target: 'rule' }
        : { from, to, numbers: [], chapter, target: 'rule' };
    if (!index.chapters.includes(chapter)) return { ...base, target: 'not-included' };
    const start = position.get(from);
    const end = to === undefined ? start : position.get(to);
    if (start === undefined || end === undefined) return { ...base, target: 'missing' };
    if (to === undefined) return { ...base, numbers: [from] };
    const a = parseNumber(from)!;
    const sameLevel = (n: string) => {
      const x = parseNumber(n)!;
      if (a.rule === undefined) return x.rule === undefined;
      if (a.letter === undefined) return x.section === a.section && x.rule !== undefined && x.letter === undefined;
      return x.section === a.section && x.rule === a.rule && x.letter !== undefined;
    };
    // Only the numbers between the two ends, in order, can be covered.
    const numbers = sorted.slice(start, end + 1).filter(sameLevel);
    return { ...base, numbers };
  };
}
