// Full-text search over the built site with pagefind. Loaded only when the reader opens search,
// so reading pages carry none of it. Each language has its own index (pagefind splits by
// <html lang>): the page's own index comes first and the other language's is merged in, so a
// reader on an English page also finds the Chinese text. A Traditional Chinese query is turned
// into Simplified first (the rules are Simplified; pagefind does not convert by itself).
// Two more kinds of page are found, each shown after the current rules so they never crowd them
// out: the 2011 rules (English pages under /en/2011/, in the English index) and the commentary
// (Traditional Chinese, an index of its own, zh-tw), searched with the query in Traditional
// characters by a second pagefind instance, only for a query in Chinese characters.
import { headingHits, ruleHits, type PageData, type RuleHit } from './rule-hits';
import { toSimplified, toTraditional, hasCjk } from './traditional';

export type SiteLang = 'en' | 'zh';
/** What a hit is: a current rule, a rule of the 2011 edition, or a part of the commentary. */
export type HitKind = 'rules' | '2011' | 'commentary';

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
/** How many pages to open per query, and how many rules to show in all. */
const PAGES = 10;
const HITS = 30;
/** Rules shown from one page (a section), best first. */
const PER_PAGE = 6;
/** Pages of the 2011 edition opened per query, and their rules shown (after the current ones). */
const PAGES_2011 = 3;
const HITS_2011 = 5;
/** Parts of the commentary shown. */
const HITS_COMMENTARY = 4;

let loading: Promise<PagefindModule> | undefined;
let loadingCommentary: Promise<Pagefind> | undefined;

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
  try { return start(); } finally { html.lang = was; }
}

/** Loads pagefind once; `pageLang` is the index of the page we are on. */
function pagefind(pageLang: SiteLang): Promise<Pagefind> {
  loading ??= (async () => {
    const pf = await importPagefind();
    // Pagefind takes its primary index from <html lang>, read when init() starts. A page in
    // another language (the commentary is zh-TW) would get its own index as primary; so for that
    // one call <html lang> names the index of the page's UI language.
    await withHtmlLang(PAGEFIND_LANG[pageLang], () => pf.init());
    const other: SiteLang = pageLang === 'en' ? 'zh' : 'en';
    // A bare path would be skipped as "the same index": it must be an absolute URL.
    await pf.mergeIndex(new URL('/pagefind/', location.origin).href, { language: PAGEFIND_LANG[other] });
    return pf;
  })();
  // A failed load (offline) is retried by the next query.
  loading.catch(() => { loading = undefined; });
  return loading;
}

/** The commentary's own index (zh-tw), in an instance of its own: it is searched in Traditional. */
function commentaryIndex(): Promise<Pagefind> {
  loadingCommentary ??= (async () => {
    const pf = await importPagefind();
    // On the main thread: two instances in pagefind's shared worker, started together, can break
    // its wasm ("memory access out of bounds"); this index is one small page.
    const instance = withHtmlLang('zh-TW', () => pf.createInstance({ noWorker: true }));
    await instance.init();
    return instance;
  })();
  loadingCommentary.catch(() => { loadingCommentary = undefined; });
  return loadingCommentary;
}

/** Starts loading pagefind ahead of the first query (when search opens). */
export function preload(pageLang: SiteLang): void {
  void pagefind(pageLang).catch(() => undefined);
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
}

/**
 * Searches both languages (or only `only`), returning hits best first: the current rules, then
 * the commentary, then the 2011 rules. Returns null when a newer query made this one stale
 * (`isCurrent` says so), so the caller keeps what it has.
 */
export async function searchRules(
  query: string, pageLang: SiteLang, only: SiteLang | null, isCurrent: () => boolean,
): Promise<FullTextResult | null> {
  const cjk = hasCjk(query);
  const [rules, commentary] = await Promise.all([
    searchRulePages(query, pageLang, only, isCurrent),
    cjk && only !== 'en' ? searchCommentary(query, isCurrent) : Promise.resolve([]),
  ]);
  if (rules === null || commentary === null || !isCurrent()) return null;
  return { hits: [...rules.current, ...commentary, ...rules.old], more: rules.more };
}

/** The current and 2011 rules that match, each group best first. */
async function searchRulePages(
  query: string, pageLang: SiteLang, only: SiteLang | null, isCurrent: () => boolean,
): Promise<{ current: FullTextHit[]; old: FullTextHit[]; more: boolean } | null> {
  const pf = await pagefind(pageLang);
  const term = hasCjk(query) ? await toSimplified(query) : query;
  if (!isCurrent()) return null;
  // Each edition is searched on its own (the pages carry an "edition" filter), so the 2011 pages
  // never take the places of current ones. Open twice as many pages as needed: some may be in
  // the language the reader left out.
  const [found, found2011] = await Promise.all([
    pf.search(term, { filters: { kind: 'rules' } }),
    pf.search(term, { filters: { kind: '2011' } }),
  ]);
  if (!found || !found2011 || !isCurrent()) return null;
  const opened = [...found.results.slice(0, PAGES * 2), ...found2011.results.slice(0, PAGES_2011)];
  const datas = await Promise.all(opened.map((r) => r.data()));
  if (!isCurrent()) return null;
  const current: FullTextHit[] = [];
  const old: FullTextHit[] = [];
  let pagesUsed = 0;
  let oldPagesUsed = 0;
  let more = found.results.length > PAGES * 2;
  for (const data of datas) {
    const path = sitePath(data.url);
    const lang = langOfUrl(path);
    if (only !== null && lang !== only) continue;
    const kind: HitKind = is2011Url(path) ? '2011' : 'rules';
    const rules = ruleHits({ ...data, url: path }, lang === 'zh' ? 48 : 26);
    if (rules.length === 0) continue;
    if (kind === '2011') {
      if (oldPagesUsed >= PAGES_2011) continue;
      for (const hit of rules.slice(0, 2)) old.push({ ...hit, lang, kind });
      oldPagesUsed++;
      continue;
    }
    if (pagesUsed >= PAGES || rules.length > PER_PAGE) more = true;
    if (pagesUsed >= PAGES) continue;
    for (const hit of rules.slice(0, PER_PAGE)) current.push({ ...hit, lang, kind });
    pagesUsed++;
  }
  return {
    current: current.slice(0, HITS),
    old: old.slice(0, HITS_2011),
    more: more || current.length > HITS,
  };
}

/** The parts of the commentary that match a Chinese query (in either script), best first. */
async function searchCommentary(query: string, isCurrent: () => boolean): Promise<FullTextHit[] | null> {
  const [pf, term] = await Promise.all([commentaryIndex(), toTraditional(query)]);
  if (!isCurrent()) return null;
  const found = await pf.search(term);
  if (!found || !isCurrent()) return null;
  const datas = await Promise.all(found.results.slice(0, 1).map((r) => r.data()));
  if (!isCurrent()) return null;
  return datas
    .flatMap((data) => headingHits({ ...data, url: sitePath(data.url) }, 48))
    .slice(0, HITS_COMMENTARY)
    .map((hit) => ({ ...hit, lang: 'zh' as const, kind: 'commentary' as const }));
}
