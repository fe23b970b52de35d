// The rule-number jump: "510.1c" + Enter opens the rule on its section page in the reader's
// language. The list of numbers comes from /search/rule-numbers.json (built from the corpus
// model by src/pages/search/rule-numbers.json.ts), fetched once, the first time a query looks
// like a number.
import { parseRuleNumber, ruleAnchor } from './rule-number';
import type { SiteLang } from './full-text';

/** A section of one edition: its title and page per language (no anchor), and its rule numbers. */
export interface SectionEntry {
  title: { en: string; zh: string };
  path: { en: string; zh: string };
  rules: string[];
}

/** The shape of /search/rule-numbers.json. */
export interface RuleNumberIndex {
  /** Chapters the site includes (5, 6, 8). */
  chapters: number[];
  /** The current edition, keyed by section number. */
  sections: Record<string, SectionEntry>;
  /** The 2011 edition (chapter 5 only), keyed by section number. */
  sections2011: Record<string, SectionEntry>;
}

/** What a number query leads to. */
export type RuleJump =
  | { kind: 'rule' | 'section'; number: string; href: string; sectionTitle: string; edition: 'seed' | '2011' }
  /** A well-formed number the current rules do not have (in an included chapter). */
  | { kind: 'missing'; number: string }
  /** A number in a chapter the site does not include (1–4, 7, 9). */
  | { kind: 'not-included'; number: string; chapter: number };

/** Where `query` jumps to in the current edition, or null when the query is not a rule number. */
export function findRule(index: RuleNumberIndex, query: string, lang: SiteLang): RuleJump | null {
  const parsed = parseRuleNumber(query);
  if (!parsed) return null;
  const chapter = Number(parsed.section[0]);
  if (!index.chapters.includes(chapter)) return { kind: 'not-included', number: parsed.number, chapter };
  return jumpIn(index.sections, parsed.number, parsed.section, lang, 'seed') ?? { kind: 'missing', number: parsed.number };
}

/** The same number in the 2011 edition, when that edition has it (else null). */
export function findRule2011(index: RuleNumberIndex, query: string, lang: SiteLang): RuleJump | null {
  const parsed = parseRuleNumber(query);
  return parsed && jumpIn(index.sections2011, parsed.number, parsed.section, lang, '2011');
}

function jumpIn(
  sections: Record<string, SectionEntry>, number: string, sectionNumber: string, lang: SiteLang,
  edition: 'seed' | '2011',
): RuleJump | null {
  const section = sections[sectionNumber];
  if (!section) return null;
  const sectionTitle = section.title[lang];
  if (number === sectionNumber) return { kind: 'section', number, href: section.path[lang], sectionTitle, edition };
  if (!section.rules.includes(number)) return null;
  return { kind: 'rule', number, href: `${section.path[lang]}#${ruleAnchor(number)}`, sectionTitle, edition };
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
