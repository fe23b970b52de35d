// Names that lead to rules, at search time: a query that names a keyword, a glossary term or a
// section ("trample", "践踏", "Replacement Effects") is answered by that name's rules first; a query
// that contains such a name favours its rules; a query a typo away from a name ("trampel") is
// searched as that name, and the panel says so. The names come from /search/terms.json (built
// from the corpus's termIndex() and section titles by term-data.ts). Pure: no DOM, no fetch.

/** One name (in both languages) and the rules it leads to, best first. */
export interface SearchTerm {
  /** English names: the first as the rules write it, then other spellings ("Kicker", "Kicked"). */
  en: string[];
  /** Chinese (Simplified) names, likewise. */
  zh: string[];
  rules: string[];
  /** `k` a keyword action or ability (701.x, 702.x), `s` a section title, `g` a glossary term. */
  kind: 'k' | 's' | 'g';
  /** A glossary term that leads to no rule (most are obsolete): its entry's address per language. */
  glossary?: { en: string; zh: string };
}

/** The shape of /search/terms.json. */
export interface SearchTerms {
  edition: string;
  terms: SearchTerm[];
}

/** Words that carry no meaning of their own in a query ("ten or more poison counters"). */
const STOP = new Set([
  'a',
  'an',
  'the',
  'of',
  'or',
  'and',
  'to',
  'by',
  'in',
  'on',
  'at',
  'for',
  'with',
  'its',
  'it',
  'is',
  'are',
  'be',
  'as',
  'that',
  'this',
  'from',
  'if',
]);

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

/** Whether a text is written in Chinese characters (else it is compared word by word). */
export function isCjk(text: string): boolean {
  return CJK.test(text);
}

/** A word as search compares it: lower case, no possessive, plural reduced ("effects" → "effect"). */
export function stem(word: string): string {
  let w = word.toLowerCase().replace(/['’]s$/, '');
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 3 && w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  return w;
}

/** The words of a Latin-script text, compared forms ("State-Based Actions" → state, based, action). */
export function latinWords(text: string): string[] {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map(stem);
}

/** The words of a query that mean something (all of them when every word is a stop word). */
export function contentWords(words: string[]): string[] {
  const content = words.filter((w) => !STOP.has(w));
  return content.length > 0 ? content : words;
}

/** A Chinese text as compared: no spaces, no punctuation or symbols. */
export function cjkKey(text: string): string {
  return text.normalize('NFKC').replace(/[\s\p{P}\p{S}]+/gu, '');
}

/** The key a name or query is looked up by: its words (Latin script) or its characters (Chinese). */
export function termKey(text: string): string {
  return isCjk(text) ? cjkKey(text) : latinWords(text).join(' ');
}

/** Optimal string alignment distance (Levenshtein with transpositions), or `max + 1` past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2] + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = row;
  }
  return previous[b.length];
}

/** A rule a name in the query leads to, with how strongly (1 for a name's first rule). */
export interface TermRule {
  rule: string;
  weight: number;
}

/** What the names say about a query. */
export interface TermMatch {
  /** The rules of the names the query is (exactly, up to case, plural and punctuation), best first. */
  exact: TermRule[];
  /** The rules of the longest names the query contains ("poison counter" in "ten or more poison counters"). */
  contained: string[];
  /** When no name matches: the name one or two typos away from the query, as the rules write it. */
  suggestion?: { en: string; zh: string; rules: string[] };
  /** The names matched (exact or suggested), in both languages, for the panel. */
  names: { en: string; zh: string }[];
  /** Glossary entries the query names that lead to no rule ("mana burn"): name and address. */
  entries?: { en: string; zh: string; href: { en: string; zh: string } }[];
}

interface Lookup {
  byKey: Map<string, SearchTerm[]>;
  latinKeys: string[];
}

const lookups = new WeakMap<SearchTerms, Lookup>();

/** Keywords and sections before glossary entries of the same name (their rule is the name's own). */
const KIND_ORDER = { k: 0, s: 1, g: 2 } as const;

function lookup(data: SearchTerms): Lookup {
  let found = lookups.get(data);
  if (found) return found;
  const byKey = new Map<string, SearchTerm[]>();
  for (const term of data.terms) {
    for (const name of [...term.en, ...term.zh]) {
      const key = termKey(name);
      if (!key) continue;
      const list = byKey.get(key) ?? [];
      if (!list.includes(term)) list.push(term);
      byKey.set(key, list);
    }
  }
  for (const list of byKey.values()) list.sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind]);
  found = { byKey, latinKeys: [...byKey.keys()].filter((k) => !isCjk(k)) };
  lookups.set(data, found);
  return found;
}

/** The rules of some names, each once, the first of each name strongest. */
function rulesOf(terms: SearchTerm[]): TermRule[] {
  const out: TermRule[] = [];
  for (const term of terms) {
    term.rules.forEach((rule, i) => {
      if (!out.some((r) => r.rule === rule)) out.push({ rule, weight: Math.max(0.5, 1 - 0.1 * i) });
    });
  }
  return out;
}

/** The names of some terms, each once. */
function names(terms: SearchTerm[]): { en: string; zh: string }[] {
  const out: { en: string; zh: string }[] = [];
  for (const t of terms) {
    const name = { en: t.en[0], zh: t.zh[0] ?? '' };
    if (!out.some((n) => termKey(n.en) === termKey(name.en))) out.push(name);
  }
  return out;
}

/** How many typos a Latin query of this length may have and still be read as a name. */
function typosAllowed(key: string): number {
  const letters = key.replace(/ /g, '').length;
  return letters >= 9 ? 2 : letters >= 5 ? 1 : 0;
}

/**
 * What the names say about `query` (Chinese already in Simplified characters): the rules of the
 * name it is, of the longest names it contains, or the name it is a typo of.
 */
export function matchTerms(data: SearchTerms, query: string): TermMatch {
  const { byKey, latinKeys } = lookup(data);
  const key = termKey(query);
  const none: TermMatch = { exact: [], contained: [], names: [] };
  if (!key) return none;
  const exact = byKey.get(key);
  if (exact) {
    const entries = exact
      .filter((t) => t.glossary)
      .map((t) => ({ en: t.en[0], zh: t.zh[0] ?? t.en[0], href: t.glossary! }));
    return { exact: rulesOf(exact), contained: [], names: names(exact), ...(entries.length ? { entries } : {}) };
  }

  // The longest names inside the query: runs of its words, or of its characters (two or more).
  const contained: SearchTerm[] = [];
  if (isCjk(key)) {
    for (let len = key.length - 1; len >= 2 && contained.length === 0; len--) {
      for (let i = 0; i + len <= key.length; i++) contained.push(...(byKey.get(key.slice(i, i + len)) ?? []));
    }
  } else {
    const words = key.split(' ');
    for (let len = words.length - 1; len >= 1 && contained.length === 0; len--) {
      for (let i = 0; i + len <= words.length; i++) {
        const part = words.slice(i, i + len);
        // A single short or empty word ("or", "the") says nothing on its own.
        if (len === 1 && (STOP.has(part[0]) || part[0].length < 4)) continue;
        contained.push(...(byKey.get(part.join(' ')) ?? []));
      }
    }
  }
  const match: TermMatch = { exact: [], contained: [...new Set(contained.flatMap((t) => t.rules))], names: [] };

  // A typo: the nearest name within the typos allowed for the query's length.
  const allowed = isCjk(key) ? 0 : typosAllowed(key);
  if (allowed > 0) {
    let best: { distance: number; terms: SearchTerm[] } | undefined;
    for (const candidate of latinKeys) {
      const distance = editDistance(key, candidate, allowed);
      if (distance > allowed || (best && distance >= best.distance)) continue;
      best = { distance, terms: byKey.get(candidate)! };
    }
    if (best) {
      const term = best.terms[0];
      match.suggestion = { en: term.en[0], zh: term.zh[0] ?? '', rules: rulesOf(best.terms).map((r) => r.rule) };
      match.names = names(best.terms);
    }
  }
  return match;
}
