// Full-text search over the built site with pagefind. Loaded only when the reader opens search,
// so reading pages carry none of it. Each language has its own index (pagefind splits by
// <html lang>): the page's own index comes first and the other language's is merged in, so a
// reader on an English page also finds the Chinese text. A Traditional Chinese query is turned
// into Simplified first (the rules are Simplified; pagefind does not convert by itself).
import { ruleHits, type PageData, type RuleHit } from './rule-hits';
import { toSimplified, hasCjk } from './traditional';

export type SiteLang = 'en' | 'zh';

/** A rule hit together with the language of the page it is on. */
export interface FullTextHit extends RuleHit {
  lang: SiteLang;
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
  search(term: string): Promise<{ results: PagefindResult[] } | null>;
}

const PAGEFIND_LANG: Record<SiteLang, string> = { en: 'en', zh: 'zh-cn' };
/** How many pages to open per query, and how many rules to show in all. */
const PAGES = 10;
const HITS = 30;
/** Rules shown from one page (a section), best first. */
const PER_PAGE = 6;

let loading: Promise<Pagefind> | undefined;

/** Loads pagefind once; `pageLang` is the index of the page we are on. */
function pagefind(pageLang: SiteLang): Promise<Pagefind> {
  loading ??= (async () => {
    // A URL built at run time keeps Vite from trying to bundle pagefind (it exists only in dist/).
    const url = new URL('/pagefind/pagefind.js', location.origin).href;
    const pf = (await import(/* @vite-ignore */ url)) as Pagefind;
    // Pagefind takes its primary index from <html lang>, read when init() starts. A page in
    // another language (the commentary is zh-TW) would get a fallback index, maybe the one merged
    // below; so for that one call <html lang> names the index of the page's UI language.
    const html = document.documentElement;
    const pageHtmlLang = html.lang;
    const indexed = html.lang.toLowerCase() === PAGEFIND_LANG[pageLang];
    if (!indexed) html.lang = PAGEFIND_LANG[pageLang];
    const started = pf.init();
    if (!indexed) html.lang = pageHtmlLang;
    await started;
    const other: SiteLang = pageLang === 'en' ? 'zh' : 'en';
    // A bare path would be skipped as "the same index": it must be an absolute URL.
    await pf.mergeIndex(new URL('/pagefind/', location.origin).href, { language: PAGEFIND_LANG[other] });
    return pf;
  })();
  // A failed load (offline) is retried by the next query.
  loading.catch(() => { loading = undefined; });
  return loading;
}

/** Starts loading pagefind ahead of the first query (when search opens). */
export function preload(pageLang: SiteLang): void {
  void pagefind(pageLang).catch(() => undefined);
}

/** The language a result page is in, from its path (/en/… or /zh/…). */
export function langOfUrl(url: string): SiteLang {
  return /^\/zh(\/|$)/.test(new URL(url, location.origin).pathname) ? 'zh' : 'en';
}

/** The rule hits shown for a query; `more` when the search found more than is shown. */
export interface FullTextResult {
  hits: FullTextHit[];
  more: boolean;
}

/**
 * Searches both languages (or only `only`), returning rule-level hits best first. Returns null
 * when a newer query made this one stale (`isCurrent` says so), so the caller keeps what it has.
 */
export async function searchRules(
  query: string, pageLang: SiteLang, only: SiteLang | null, isCurrent: () => boolean,
): Promise<FullTextResult | null> {
  const pf = await pagefind(pageLang);
  const term = hasCjk(query) ? await toSimplified(query) : query;
  if (!isCurrent()) return null;
  const found = await pf.search(term);
  if (!found || !isCurrent()) return null;
  const hits: FullTextHit[] = [];
  // Open twice as many pages as needed: some may be in the language the reader left out.
  const opened = found.results.slice(0, PAGES * 2);
  const datas = await Promise.all(opened.map((r) => r.data()));
  if (!isCurrent()) return null;
  let pagesUsed = 0;
  let more = found.results.length > opened.length;
  for (const data of datas) {
    const url = new URL(data.url, location.origin);
    const path = url.origin === location.origin ? url.pathname + url.hash : url.href;
    const lang = langOfUrl(path);
    if (only !== null && lang !== only) continue;
    const rules = ruleHits({ ...data, url: path }, lang === 'zh' ? 48 : 26);
    if (rules.length === 0) continue;
    if (pagesUsed >= PAGES || rules.length > PER_PAGE) more = true;
    if (pagesUsed >= PAGES) break;
    for (const hit of rules.slice(0, PER_PAGE)) hits.push({ ...hit, lang });
    pagesUsed++;
  }
  return { hits: hits.slice(0, HITS), more: more || hits.length > HITS };
}
