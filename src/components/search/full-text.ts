// Full-text search over the built site with pagefind, re-ranked for a rules reader. Loaded only
// when the reader opens search, so reading pages carry none of it. Each language has its own
// index (pagefind splits by <html lang>), searched by an instance of its own: a query in Chinese
// characters in the Chinese text (a Traditional query turned into Simplified first: the rules are
// Simplified and pagefind does not convert), a query in Latin letters in the English text, a
// number in both. The rule hits are then ranked by rank.ts — the names the query is or contains
// (keywords, glossary terms, section titles: terms.ts, /search/terms.json) first, then phrase,
// whole words, definitions — with the page's language first; a named rule the text search did
// not bring in the page's language (践踏 typed on an English page) is added from the names. A
// query a typo away from a name ("trampel") is searched as that name when no rule has it as typed.
// Two more kinds of page are found, each shown after the current rules so they never crowd them
// out: the 2011 rules (English pages under /en/2011/, in the English index) and the commentary
// (Traditional Chinese, an index of its own, zh-tw, merged into the Chinese instance), searched
// with the query in Traditional characters, only for a query in Chinese characters.
import { headingHits, ruleHits, type PageData, type RuleHit } from './rule-hits';
import { toSimplified, toTraditional, hasCjk } from './traditional';
import { normalizeQuery, parseRuleNumber } from './rule-number';
import { findRule, loadRuleNumbers, type RuleNumberIndex } from './rule-lookup';
import { matchTerms, type SearchTerms, type TermMatch } from './terms';
import { features, rankCandidates } from './rank';

export type SiteLang = 'en' | 'zh';
/** What a hit is: a current rule, a rule of the 2011 edition, a part of the commentary, or a
 *  glossary entry (a term the query names that leads to no rule). */
export type HitKind = 'rules' | '2011' | 'commentary' | 'glossary';

/** A rule hit together with the language of the page it is on and what kind of text it is. */
export interface FullTextHit extends RuleHit {
  lang: SiteLang;
  kind: HitKind;
}

interface PagefindResult {
  id: string;
  score: number;
  data(): Promise<PageData>;
}
interface Pagefind {
  options(o: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  mergeIndex(url: string, o: Record<string, unknown>): Promise<void>;
  search(term: string, o?: Record<string, unknown>): Promise<{ results: PagefindResult[] } | null>;
}
interface PagefindModule extends Pagefind {
  /** A second, independent instance; its primary index is the one <html lang> names now. */
  createInstance(o: Record<string, unknown>): Pagefind;
}

const PAGEFIND_LANG: Record<SiteLang, string> = { en: 'en', zh: 'zh-cn' };
/** How many pages to open per query (either language), and how many rules to show in all. */
const PAGES = 12;
const HITS = 30;
/** Rules shown from one page (a section), best first. */
const PER_PAGE = 8;
/** Pages of the 2011 edition opened per query, and their rules shown (after the current ones). */
const PAGES_2011 = 3;
const HITS_2011 = 5;
/** Parts of the commentary shown. */
const HITS_COMMENTARY = 4;

function importPagefind(): Promise<PagefindModule> {
  // A URL built at run time keeps Vite from trying to bundle pagefind (it exists only in dist/).
  const url = new URL('/pagefind/pagefind.js', location.origin).href;
  return import(/* @vite-ignore */ url) as Promise<PagefindModule>;
}

/** Runs `start` while <html lang> says `lang`: pagefind picks its primary index from it. */
function withHtmlLang<T>(lang: string, start: () => T): T {
  const html = document.documentElement;
  const was = html.lang;
  html.lang = lang;
  try {
    return start();
  } finally {
    html.lang = was;
  }
}

const loading: Partial<Record<SiteLang, Promise<Pagefind>>> = {};

/**
 * The index of one language's text, loaded once. The page's language is pagefind's primary
 * instance (in its worker); the other language is an instance of its own, on the main thread (two
 * instances in pagefind's shared worker, started together, can break its wasm). Each has its own
 * wasm, so each language's words are stemmed as its index was: an index merged into another
 * would be searched with the other's stemmer, and "damage" would not find the English "damag".
 */
function languageIndex(lang: SiteLang, pageLang: SiteLang): Promise<Pagefind> {
  const started = (loading[lang] ??= (async () => {
    const pf = await importPagefind();
    // Pagefind takes its primary index from <html lang>, read when init() starts (and when an
    // instance is created). A page in another language (the commentary is zh-TW) would get its
    // own index; so for that one call <html lang> names the index wanted.
    let instance: Pagefind = pf;
    if (lang === pageLang) await withHtmlLang(PAGEFIND_LANG[lang], () => pf.init());
    else {
      instance = withHtmlLang(PAGEFIND_LANG[lang], () => pf.createInstance({ noWorker: true }));
      await instance.init();
    }
    // The commentary (Traditional Chinese, an index of its own) joins the Chinese one: the same
    // wasm (neither language is stemmed), found by its filter (kind: commentary). A bare path
    // would be skipped as "the same index": it must be an absolute URL.
    if (lang === 'zh') await instance.mergeIndex(new URL('/pagefind/', location.origin).href, { language: 'zh-tw' });
    return instance;
  })());
  // A failed load (offline) is retried by the next query.
  started.catch(() => {
    delete loading[lang];
  });
  return started;
}

/**
 * The languages whose text a query is searched in: Chinese characters in the Chinese text, Latin
 * letters in the English text (the other's text has none of its words), a rule number in both; never
 * a language the reader left out, but always at least the page's own.
 */
export function languagesFor(query: string, pageLang: SiteLang, only: SiteLang | null): SiteLang[] {
  // Rule numbers ("510.1c", "rule 510.1c") are written alike in both.
  const words = parseRuleNumber(query) ? '' : query.replace(/\b\d{3}(?:\.\d+[a-z]?)?\b/gi, '');
  const script: SiteLang[] = hasCjk(words)
    ? ['zh']
    : /\p{L}/u.test(words)
      ? ['en']
      : [pageLang, pageLang === 'en' ? 'zh' : 'en'];
  const allowed = script.filter((l) => only === null || l === only);
  return allowed.length > 0 ? allowed : [pageLang];
}

/** Starts loading pagefind ahead of the first query (when search opens). */
export function preload(pageLang: SiteLang): void {
  void languageIndex(pageLang, pageLang).catch(() => undefined);
  void loadTerms().catch(() => undefined);
  void loadRuleNumbers().catch(() => undefined);
}

/** The language a result page is in, from its path (/en/… or /zh/…). */
export function langOfUrl(url: string): SiteLang {
  return /^\/zh(\/|$)/.test(new URL(url, location.origin).pathname) ? 'zh' : 'en';
}

/** The edition of a rule page, from its path (/en/2011/510/ is 2011). */
function is2011Url(url: string): boolean {
  return /^\/(en|zh)\/2011\//.test(new URL(url, location.origin).pathname);
}

/** A result's URL as a path on this site (pagefind gives absolute URLs for merged indexes). */
function sitePath(url: string): string {
  const u = new URL(url, location.origin);
  return u.origin === location.origin ? u.pathname + u.hash : u.href;
}

/** The rule hits shown for a query; `more` when the search found more than is shown. */
export interface FullTextResult {
  hits: FullTextHit[];
  more: boolean;
  /** When the query is a typo of a name and no rule has it as typed ("trampel"): the name searched
   *  for instead, as the rules write it ("Trample"). */
  instead?: string;
}

let loadingTerms: Promise<SearchTerms> | undefined;

/** Fetches the names that lead to rules (/search/terms.json) once. */
function loadTerms(): Promise<SearchTerms> {
  loadingTerms ??= fetch(new URL('/search/terms.json', location.origin)).then((r) => {
    if (!r.ok) throw new Error(`terms.json: HTTP ${r.status}`);
    return r.json() as Promise<SearchTerms>;
  });
  loadingTerms.catch(() => {
    loadingTerms = undefined;
  });
  return loadingTerms;
}

/** A rule hit before ranking: where it is, its language and kind. */
type Found = FullTextHit & { page: string };

/**
 * Searches both languages (or only `only`), returning hits best first: the current rules (ranked
 * for the reader by rank.ts, the page's language first), then the commentary, then the 2011
 * rules. Returns null when a newer query made this one stale (`isCurrent` says so), so the caller
 * keeps what it has. `early` gets the rules the query names (a keyword, term or section) as soon
 * as the names are loaded, before the text search answers.
 */
export async function searchRules(
  query: string,
  pageLang: SiteLang,
  only: SiteLang | null,
  isCurrent: () => boolean,
  early?: (named: FullTextHit[]) => void,
): Promise<FullTextResult | null> {
  const typed = normalizeQuery(query);
  const cjk = hasCjk(typed);
  const [term, terms, numbers] = await Promise.all([cjk ? toSimplified(typed) : typed, loadTerms(), loadRuleNumbers()]);
  if (!isCurrent()) return null;
  let match = matchTerms(terms, term);
  // The rules the query names are known before the text is searched: shown at once (they stay
  // first once the text results come).
  if (early && match.exact.length > 0)
    early(namedRules(match, [], numbers, pageLang, cjk).map(({ page: _, ...hit }) => hit));
  // A query a typo away from a name is searched as that name too; which one is shown is decided
  // once the text has been searched (a word the rules have, as typed, is not a typo).
  const suggested = match.suggestion?.en;
  const [rules, commentary, fixed] = await Promise.all([
    searchRulePages(term, pageLang, only, isCurrent),
    cjk && only !== 'en' ? searchCommentary(typed, pageLang, isCurrent) : Promise.resolve([]),
    suggested ? searchRulePages(suggested, pageLang, only, isCurrent) : Promise.resolve(null),
  ]);
  if (rules === null || commentary === null || !isCurrent()) return null;
  let found = rules;
  let ranked = term;
  let instead: string | undefined;
  if (suggested && fixed && !rules.current.some((h) => h.lang === 'en' && features(term, h.text).coverage === 1)) {
    found = fixed;
    ranked = suggested;
    match = matchTerms(terms, suggested);
    instead = suggested;
  }
  const keep = (h: Found) => only === null || h.lang === only;
  const current = [...found.current.filter(keep), ...namedRules(match, found.current, numbers, pageLang, cjk)];
  const ordered = rankCandidates(ranked, pageLang, current, match);
  // At most PER_PAGE rules of one page, HITS in all.
  const perPage = new Map<string, number>();
  const shown: FullTextHit[] = [];
  let more = found.more;
  for (const hit of ordered) {
    const n = perPage.get(hit.page) ?? 0;
    if (n >= PER_PAGE || shown.length >= HITS) {
      more = true;
      continue;
    }
    perPage.set(hit.page, n + 1);
    const { page: _, ...rest } = hit;
    shown.push(rest);
  }
  const old = found.old
    .filter(keep)
    .slice(0, HITS_2011)
    .map(({ page: _, ...rest }) => rest);
  // A term that leads to no rule ("mana burn", obsolete) is answered by its glossary entry.
  const entries: FullTextHit[] = (match.entries ?? []).map((e) => ({
    rule: e[pageLang],
    url: e.href[pageLang],
    pageTitle: e[pageLang],
    score: 0,
    excerpt: [],
    text: '',
    lang: pageLang,
    kind: 'glossary',
  }));
  return { hits: [...shown, ...entries, ...commentary, ...old], more, ...(instead ? { instead } : {}) };
}

/**
 * The rules the query names (a keyword, glossary term or section) that the text search did not
 * bring in the page's language — a Chinese name typed on an English page, or a page pagefind
 * ranked too low to open — as hits of their own: the rule's page and its names in both languages.
 */
function namedRules(
  match: TermMatch,
  found: Found[],
  numbers: RuleNumberIndex,
  pageLang: SiteLang,
  cjk: boolean,
): Found[] {
  const out: Found[] = [];
  const name = match.names[0];
  for (const { rule } of match.exact) {
    if (found.some((h) => h.lang === pageLang && h.rule === rule)) continue;
    const jump = findRule(numbers, rule, pageLang);
    if (!jump || (jump.kind !== 'rule' && jump.kind !== 'section')) continue;
    const excerpt = name
      ? [
          { text: name.en, mark: !cjk },
          ...(name.zh
            ? [
                { text: ' · ', mark: false },
                { text: name.zh, mark: cjk },
              ]
            : []),
        ]
      : [];
    out.push({
      rule,
      url: jump.href,
      page: jump.href.replace(/#.*$/, ''),
      pageTitle: jump.sectionTitle,
      score: 0,
      excerpt,
      text: name ? `${name.en} ${name.zh}` : '',
      lang: pageLang,
      kind: 'rules',
    });
  }
  return out;
}

/** The current and 2011 rules that match, as pagefind found them (not yet ranked). */
async function searchRulePages(
  term: string,
  pageLang: SiteLang,
  only: SiteLang | null,
  isCurrent: () => boolean,
): Promise<{ current: Found[]; old: Found[]; more: boolean } | null> {
  const langs = languagesFor(term, pageLang, only);
  // Each edition is searched on its own (the pages carry a "kind" filter), so the 2011 pages
  // (English) never take the places of current ones.
  const searches = await Promise.all(
    langs.map(async (lang) => {
      const pf = await languageIndex(lang, pageLang);
      if (!isCurrent()) return null;
      return Promise.all([
        pf.search(term, { filters: { kind: 'rules' } }),
        lang === 'en' ? pf.search(term, { filters: { kind: '2011' } }) : Promise.resolve({ results: [] }),
      ]);
    }),
  );
  if (!isCurrent()) return null;
  const perLang = Math.ceil(PAGES / langs.length);
  const opened: PagefindResult[] = [];
  let more = false;
  for (const pair of searches) {
    if (!pair || !pair[0] || !pair[1]) return null;
    opened.push(...pair[0].results.slice(0, perLang), ...pair[1].results.slice(0, PAGES_2011));
    more ||= pair[0].results.length > perLang;
  }
  const datas = await Promise.all(opened.map((r) => r.data()));
  if (!isCurrent()) return null;
  const current: Found[] = [];
  const old: Found[] = [];
  for (const data of datas) {
    const path = sitePath(data.url);
    const lang = langOfUrl(path);
    const kind: HitKind = is2011Url(path) ? '2011' : 'rules';
    const rules = ruleHits({ ...data, url: path }, lang === 'zh' ? 48 : 26);
    const page = path.replace(/#.*$/, '');
    if (kind === '2011') old.push(...rules.slice(0, 2).map((hit) => ({ ...hit, lang, kind, page })));
    else current.push(...rules.map((hit) => ({ ...hit, lang, kind, page })));
  }
  return { current, old, more };
}

/** The parts of the commentary that match a Chinese query (in either script), best first. */
async function searchCommentary(
  query: string,
  pageLang: SiteLang,
  isCurrent: () => boolean,
): Promise<FullTextHit[] | null> {
  const [pf, term] = await Promise.all([languageIndex('zh', pageLang), toTraditional(query)]);
  if (!isCurrent()) return null;
  const found = await pf.search(term, { filters: { kind: 'commentary' } });
  if (!found || !isCurrent()) return null;
  const datas = await Promise.all(found.results.slice(0, 1).map((r) => r.data()));
  if (!isCurrent()) return null;
  return datas
    .flatMap((data) => headingHits({ ...data, url: sitePath(data.url) }, 48))
    .slice(0, HITS_COMMENTARY)
    .map((hit) => ({ ...hit, lang: 'zh' as const, kind: 'commentary' as const }));
}
