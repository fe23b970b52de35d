// Re-ranking pagefind's rule hits for a rules reader. Pagefind scores pages; a reader wants the
// rule that answers the query, in the page's language. Each candidate rule is scored by:
//   - the names the query is or contains (terms.ts): a keyword, glossary term or section the
//     query names puts its rules first (and the rules under them next); a name inside a longer
//     query favours its rules a little;
//   - whether the rule has the query as a phrase, how many of the query's words it has as whole
//     words (not a longer word that begins the same), and whether its title or first sentence
//     has them — the rule that defines a term before one that mentions it;
//   - pagefind's own score, least.
// The page's language comes first: a hit in the other language never outranks one in the page's
// language; a Latin-letter query keeps a hit in Chinese text only when every word of it is there
// as a whole word (so "trample" never finds the {T} symbol). Pure: no DOM, no fetch.
import { cjkKey, contentWords, isCjk, latinWords, type TermMatch } from './terms';

export type RankLang = 'en' | 'zh';

/** What ranking reads of a hit. */
export interface Candidate {
  /** "510.1c", or a section "510". */
  rule: string;
  lang: RankLang;
  /** The rule's own words (its number left out); a section's title. */
  text: string;
  /** Pagefind's score for the rule's matches. */
  score: number;
}

/** How a rule's text answers a query. */
export interface Features {
  /** The query's words in order, as whole words (Chinese: its characters in a row). */
  phrase: boolean;
  /** The share of the query's meaningful words the rule has as whole words (Chinese: characters). */
  coverage: number;
  /** 1.5: the first sentence opens with the phrase and says what it is ("Trample is a static
   *  ability", "践踏属于静止式异能"); 1: the title or first sentence has the phrase; 0.5: all the
   *  words, or the phrase in a sentence that states a condition ("If … an extra turn …" applies
   *  the term, 500.7 defines it); 0: neither. */
  defines: number;
}

/** Whether `rule` is `parent` or lies within it: 702.19a within 702.19, 510.1c within 510. */
export function within(rule: string, parent: string): boolean {
  if (rule === parent) return true;
  if (!rule.startsWith(parent)) return false;
  const next = rule[parent.length];
  return parent.includes('.') ? /[a-z]/.test(next) : next === '.';
}

/** The title or first sentence of a rule's text ("Trample is a static ability …." / "…。"). */
export function firstSentence(text: string): string {
  const cut = isCjk(text) ? /^(.*?[。！？；])/su.exec(text) : /^(.*?[.!?])(?=\s|$)/su.exec(text);
  return cut ? cut[1] : text;
}

/** `needle` as a run of `hay`'s words. */
function hasRun(hay: string[], needle: string[]): boolean {
  if (needle.length === 0) return false;
  outer: for (let i = 0; i + needle.length <= hay.length; i++) {
    for (let j = 0; j < needle.length; j++) if (hay[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

/** A sentence that states a condition ("If …", "如果……") applies a term; it does not define it. */
const CONDITION = /^\s*(?:(?:if|when|whenever|unless|once|as long as)\b|如果|若|当|每当|除非|一旦)/i;

/** How `text` answers `query` (Chinese in Simplified characters, as the rules are). */
export function features(query: string, text: string): Features {
  const sentence = firstSentence(text);
  const most = CONDITION.test(sentence) ? 0.5 : 1;
  if (isCjk(query)) {
    const q = cjkKey(query);
    const t = cjkKey(text);
    const chars = [...new Set(q)];
    const coverage = chars.filter((c) => t.includes(c)).length / Math.max(1, chars.length);
    const phrase = q.length > 0 && t.includes(q);
    const head = cjkKey(sentence);
    const says = head.startsWith(q) && /^(?:是|为|指|属于)/.test(head.slice(q.length));
    return { phrase, coverage, defines: says ? 1.5 : phrase && head.includes(q) ? most : 0 };
  }
  const q = latinWords(query);
  const words = latinWords(text);
  const content = [...new Set(contentWords(q))];
  const has = new Set(words);
  const coverage = content.filter((w) => has.has(w)).length / Math.max(1, content.length);
  const phrase = hasRun(words, q);
  const first = latinWords(sentence);
  const inFirst = new Set(first);
  const says =
    q.length > 0 && q.every((w, i) => first[i] === w) && ['is', 'are', 'mean', 'refer'].includes(first[q.length]);
  const defines = says ? 1.5 : hasRun(first, q) ? most : content.every((w) => inFirst.has(w)) ? Math.min(most, 0.5) : 0;
  return { phrase, coverage, defines };
}

/** The boost the names give a rule: 100 for a named rule, 20 under it, 3 under a contained name. */
export function termBoost(rule: string, match: TermMatch): number {
  let boost = 0;
  for (const t of match.exact) {
    if (t.rule === rule) boost = Math.max(boost, 100 * t.weight);
    else if (within(rule, t.rule)) boost = Math.max(boost, 20 * t.weight);
  }
  if (boost === 0 && match.contained.some((r) => within(rule, r))) boost = 3;
  return boost;
}

/** A candidate's score for the query: names first, then phrase, words, definition, pagefind. */
export function scoreOf(c: Candidate, query: string, match: TermMatch, bestPagefind: number): number {
  const f = features(query, c.text);
  return (
    termBoost(c.rule, match) +
    8 * Number(f.phrase) +
    5 * f.coverage +
    4 * f.defines +
    (bestPagefind > 0 ? c.score / bestPagefind : 0)
  );
}

/**
 * The candidates worth showing, best first: the page's language before the other, each by
 * score (ties keep pagefind's order). A Latin-letter query drops Chinese hits that lack any of
 * its words as a whole word.
 */
export function rankCandidates<T extends Candidate>(
  query: string,
  pageLang: RankLang,
  candidates: T[],
  match: TermMatch,
): T[] {
  const latin = !isCjk(query);
  const best: Record<RankLang, number> = { en: 0, zh: 0 };
  for (const c of candidates) best[c.lang] = Math.max(best[c.lang], c.score);
  const scored = candidates
    .filter((c) => !(latin && c.lang === 'zh' && features(query, c.text).coverage < 1))
    .map((c, i) => ({ c, i, s: scoreOf(c, query, match, best[c.lang]) }));
  scored.sort((a, b) => Number(b.c.lang === pageLang) - Number(a.c.lang === pageLang) || b.s - a.s || a.i - b.i);
  return scored.map((x) => x.c);
}
