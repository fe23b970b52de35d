// The rule-number jump: "510.1c" + Enter opens the rule on its section page in the reader's
// language. The list of numbers comes from /search/rule-numbers.json (built from the corpus
// model by src/pages/search/rule-numbers.json.ts), fetched once, the first time a query looks
// like a number.
import { parseRuleNumber, ruleAnchor } from './rule-number';
import type { SiteLang } from './full-text';

/** The shape of /search/rule-numbers.json. */
export interface RuleNumberIndex {
  /** Chapters the site includes (5, 6, 8). */
  chapters: number[];
  /** Keyed by section number. `path` is the section page per language, without the anchor. */
  sections: Record<string, { title: { en: string; zh: string }; path: { en: string; zh: string }; rules: string[] }>;
}

/** What a number query leads to. */
export type RuleJump =
  | { kind: 'rule' | 'section'; number: string; href: string; sectionTitle: string }
  /** A well-formed number the current rules do not have (in an included chapter). */
  | { kind: 'missing'; number: string }
  /** A number in a chapter the site does not include (1–4, 7, 9). */
  | { kind: 'not-included'; number: string; chapter: number };

/** Where `query` jumps to, or null when the query is not a rule number. */
export function findRule(index: RuleNumberIndex, query: string, lang: SiteLang): RuleJump | null {
  const parsed = parseRuleNumber(query);
  if (!parsed) return null;
  const chapter = Number(parsed.section[0]);
  if (!index.chapters.includes(chapter)) return { kind: 'not-included', number: parsed.number, chapter };
  const section = index.sections[parsed.section];
  if (!section) return { kind: 'missing', number: parsed.number };
  const sectionTitle = section.title[lang];
  if (parsed.number === parsed.section) {
    return { kind: 'section', number: parsed.number, href: section.path[lang], sectionTitle };
  }
  if (!section.rules.includes(parsed.number)) return { kind: 'missing', number: parsed.number };
  const href = `${section.path[lang]}#${ruleAnchor(parsed.number)}`;
  return { kind: 'rule', number: parsed.number, href, sectionTitle };
}

let loading: Promise<RuleNumberIndex> | undefined;

/** Fetches the number list once. */
export function loadRuleNumbers(): Promise<RuleNumberIndex> {
  loading ??= fetch(new URL('/search/rule-numbers.json', location.origin)).then((r) => {
    if (!r.ok) throw new Error(`rule-numbers.json: HTTP ${r.status}`);
    return r.json() as Promise<RuleNumberIndex>;
  });
  loading.catch(() => { loading = undefined; });
  return loading;
}
