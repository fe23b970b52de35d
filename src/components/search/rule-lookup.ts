// The rule-number jump: "510.1c" + Enter opens the rule on its page in the reader's language
// (its section page, or for 701/702 the page of its keyword); a number the newest edition no longer
// has opens the page that says what became of it. The list of numbers comes from /search/rule-numbers.json (built from the corpus
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
  /** Chapters the site includes (all nine). */
  chapters: number[];
  /** Sections whose top rules have pages of their own ("702": 702.19b is on /en/702.19/). */
  split: string[];
  /** Numbers some edition had and the newest does not, each with its page per language. */
  removed: Record<string, { en: string; zh: string }>;
  /** The current edition, keyed by section number. */
  sections: Record<string, SectionEntry>;
  /** The 2011 edition (chapter 5 only), keyed by section number. */
  sections2011: Record<string, SectionEntry>;
}

/** What a number query leads to. */
export type RuleJump =
  | { kind: 'rule' | 'section'; number: string; href: string; sectionTitle: string; edition: 'newest' | '2011' }
  /** A number the newest edition no longer has: `href` says when it went and where. */
  | { kind: 'removed'; number: string; href: string }
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
  const removed = index.removed[parsed.number];
  return (
    jumpIn(index, index.sections, parsed.number, parsed.section, lang, 'newest') ??
    (removed
      ? { kind: 'removed', number: parsed.number, href: removed[lang] }
      : { kind: 'missing', number: parsed.number })
  );
}

/** The same number in the 2011 edition, when that edition has it (else null). */
export function findRule2011(index: RuleNumberIndex, query: string, lang: SiteLang): RuleJump | null {
  const parsed = parseRuleNumber(query);
  return parsed && jumpIn(index, index.sections2011, parsed.number, parsed.section, lang, '2011');
}

function jumpIn(
  index: RuleNumberIndex,
  sections: Record<string, SectionEntry>,
  number: string,
  sectionNumber: string,
  lang: SiteLang,
  edition: 'newest' | '2011',
): RuleJump | null {
  const section = sections[sectionNumber];
  if (!section) return null;
  const sectionTitle = section.title[lang];
  if (number === sectionNumber) return { kind: 'section', number, href: section.path[lang], sectionTitle, edition };
  if (!section.rules.includes(number)) return null;
  // A split section's rule 702.19b lives on the page of 702.19 (702.1 on the section page).
  const top = /^\d{3}\.(\d+)/.exec(number)![1];
  const page =
    index.split.includes(sectionNumber) && top !== '1'
      ? section.path[lang].replace(/\d{3}\/$/, `${sectionNumber}.${top}/`)
      : section.path[lang];
  return { kind: 'rule', number, href: `${page}#${ruleAnchor(number)}`, sectionTitle, edition };
}

let loading: Promise<RuleNumberIndex> | undefined;

/** Fetches the number list once. */
export function loadRuleNumbers(): Promise<RuleNumberIndex> {
  loading ??= fetch(new URL('/search/rule-numbers.json', location.origin)).then((r) => {
    if (!r.ok) throw new Error(`rule-numbers.json: HTTP ${r.status}`);
    return r.json() as Promise<RuleNumberIndex>;
  });
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
