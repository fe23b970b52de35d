// `npm run bench:search`: how well the site's own search answers a rules reader, measured in the
// built site in Chromium. Each query of the public set (search-queries.yaml) is typed into the
// search box of a page in its language (/en/ or /zh/), the way a reader does, and the results are
// read off the page in the order shown:
//   P@1  the first result answers the query (its rule is an expected one, or lies within one,
//        in the page's language unless the query allows either);
//   P@3  one of the first three results answers it;
// overall and per group; then the time from typing to the first results and to the answer, cold
// (a fresh browser context: nothing cached, the panel and pagefind not yet loaded) and warm (the
// same page, after earlier queries), and the bytes a search fetches (compressed, as served).
//
// Uses dist/ when it holds a built site with its search index; otherwise (or with --build) runs
// `CR_BUILD_EDITIONS=1 npm run build` first (the newest edition: what search covers).
// Flags: --build, --group=<name> (one group only), --verbose (every query's first three results),
// --cold=<n> (cold samples, default 5). SITE_DIST=<dir> measures another build.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tools/chromium.mjs';
import { serve } from '../tools/serve.mjs';
import { DIST } from '../browser/site-files.ts';
import {
  firstAnswer,
  loadQueries,
  resultRule,
  type BenchQuery,
  type PageLang,
  type ResultRule,
} from './search-queries.ts';

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const COLD_SAMPLES = Number(option('cold') ?? 5);

const GOALS = { p1: 0.85, p3: 0.95, coldMs: 500, warmMs: 100, bytes: 300 * 1024 };

/** What one query did in the page: results in order, and when they came. */
interface Measured {
  /** ms from the input event to the first results shown (a jump, or full-text hits). */
  first: number;
  /** ms from the input event to the search's answer (data-search-answered). */
  answered: number;
  hrefs: string[];
  status: string;
  /** Compressed bytes fetched while the query ran (index chunks, fragments, lazily loaded code). */
  bytes: number;
}

/**
 * Types `query` into the page's search box as one input event (a paste, or the last key of a
 * word) and times the results in the page itself. The field is emptied first, so the results
 * timed are this query's, never the previous one's.
 */
const KEYED = ['deathtouch', 'extra turn', 'blocked creature assigns'];
const KEY_DELAY = 80;

/** Types `query` key by key into the (warm) search box; times from the last key, in the page. */
async function typeKeys(page: Page, query: string): Promise<{ first: number; answered: number }> {
  await page.evaluate(async () => {
    const input = document.querySelector<HTMLInputElement>('[data-site-search] [data-search-input]')!;
    input.focus();
    input.value = '';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    const list = document.querySelector('[data-site-search] [data-search-results]')!;
    while (list.querySelector('a')) await new Promise((r) => setTimeout(r, 10));
    const w = window as unknown as { keyed: { last: number; first: number; answered: number } };
    w.keyed = { last: 0, first: -1, answered: -1 };
    const root = document.querySelector<HTMLElement>('[data-site-search]')!;
    input.addEventListener('input', () => {
      w.keyed.last = performance.now();
      w.keyed.first = -1;
    });
    new MutationObserver(() => {
      if (w.keyed.first < 0 && w.keyed.last > 0 && list.querySelector('a')) w.keyed.first = performance.now();
      if (root.dataset.searchAnswered === input.value.trim() && input.value) w.keyed.answered = performance.now();
    }).observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-search-answered'] });
  });
  await page.keyboard.type(query, { delay: KEY_DELAY });
  await page.waitForFunction(
    (q) => document.querySelector<HTMLElement>('[data-site-search]')?.dataset.searchAnswered === q,
    query,
  );
  return page.evaluate(() => {
    const k = (window as unknown as { keyed: { last: number; first: number; answered: number } }).keyed;
    return { first: k.first - k.last, answered: k.answered - k.last };
  });
}

async function typeQuery(page: Page, query: string, fetched: () => number): Promise<Measured> {
  await page.evaluate(async () => {
    const input = document.querySelector<HTMLInputElement>('[data-site-search] [data-search-input]')!;
    input.focus();
    if (input.value !== '') {
      input.value = '';
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
    const list = document.querySelector('[data-site-search] [data-search-results]')!;
    while (list.querySelector('a')) await new Promise((r) => setTimeout(r, 10));
  });
  const before = fetched();
  const timing = await page.evaluate(
    (q) =>
      new Promise<{ first: number; answered: number }>((resolve, reject) => {
        const root = document.querySelector<HTMLElement>('[data-site-search]')!;
        const input = root.querySelector<HTMLInputElement>('[data-search-input]')!;
        const list = root.querySelector('[data-search-results]')!;
        let first = -1;
        const start = performance.now();
        const check = () => {
          if (first < 0 && list.querySelector('a')) first = performance.now() - start;
          if (root.dataset.searchAnswered === q.trim()) {
            observer.disconnect();
            clearTimeout(timeout);
            const now = performance.now() - start;
            resolve({ first: first < 0 ? now : first, answered: now });
          }
        };
        const observer = new MutationObserver(check);
        observer.observe(root, {
          subtree: true,
          childList: true,
          attributes: true,
          attributeFilter: ['data-search-answered'],
        });
        const timeout = setTimeout(() => {
          observer.disconnect();
          reject(new Error(`no answer for "${q}"`));
        }, 20_000);
        input.value = q;
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }),
    query,
  );
  // Responses still arriving (a fragment opened for the excerpt) belong to this query.
  await page.waitForLoadState('networkidle');
  const { hrefs, status } = await page.evaluate(() => ({
    hrefs: Array.from(
      document.querySelectorAll<HTMLAnchorElement>('[data-site-search] [data-search-results] a'),
      (a) => a.getAttribute('href') ?? '',
    ),
    status: document.querySelector('[data-site-search] [data-search-status]')?.textContent ?? '',
  }));
  return { ...timing, hrefs, status, bytes: fetched() - before };
}

/** A page with its search opened, counting the compressed bytes it fetches (its workers' too). */
async function openPage(
  browser: Browser,
  url: string,
): Promise<{ page: Page; fetched: () => number; close(): Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  // tsx names the functions it compiles with a helper (__name) the page does not have.
  await context.addInitScript('globalThis.__name = (f) => f');
  const page = await context.newPage();
  let bytes = 0;
  page.on('requestfinished', (request) => {
    void request.sizes().then(
      (s) => {
        bytes += s.responseBodySize;
      },
      () => undefined,
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  return { page, fetched: () => bytes, close: () => context.close() };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const quantile = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))];
const ms = (x: number) => `${Math.round(x)} ms`;
const kb = (x: number) => `${(x / 1024).toFixed(1)} KB`;
const pct = (x: number) => x.toFixed(2);

function ensureBuilt(): void {
  const built =
    existsSync(join(DIST, 'pagefind', 'pagefind.js')) && existsSync(join(DIST, 'search', 'rule-numbers.json'));
  if (built && !flag('build')) {
    process.stderr.write(`using the built site in ${DIST}/ (--build rebuilds it)\n`);
    return;
  }
  process.stderr.write('building the site (newest edition: CR_BUILD_EDITIONS=1 npm run build)…\n');
  const result = spawnSync('npm', ['run', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, CR_BUILD_EDITIONS: '1' },
  });
  if (result.status !== 0) throw new Error(`the build failed (exit ${result.status})`);
}

interface Scored {
  query: BenchQuery;
  results: ResultRule[];
  at: number;
  measured: Measured;
}

async function main(): Promise<void> {
  const group = option('group');
  const queries = loadQueries().filter((q) => !group || q.group === group);
  if (queries.length === 0) throw new Error(`no queries in group "${group}"`);
  ensureBuilt();
  const server = await serve(DIST, 0);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const scored: Scored[] = [];
  const cold: Measured[] = [];
  const keyed: { first: number; answered: number }[] = [];
  try {
    // Cold: a fresh context per sample, the query typed as soon as the field has the focus.
    const samples = queries
      .filter((_q, i) => i % Math.max(1, Math.floor(queries.length / COLD_SAMPLES)) === 0)
      .slice(0, COLD_SAMPLES);
    for (const q of samples) {
      const { page, fetched, close } = await openPage(browser, `${server.url}/${q.page}/`);
      const measured = await typeQuery(page, q.q, fetched);
      cold.push(measured);
      if (flag('verbose'))
        console.log(
          `cold ${q.page} "${q.q}": first results ${ms(measured.first)}, answered ${ms(measured.answered)}, ${kb(measured.bytes)}`,
        );
      await close();
    }
    // Precision (and warm timings): one page per language, every query typed in turn.
    for (const lang of ['en', 'zh'] as PageLang[]) {
      const mine = queries.filter((q) => q.page === lang);
      if (mine.length === 0) continue;
      const { page, fetched, close } = await openPage(browser, `${server.url}/${lang}/`);
      // Open search once (loads the panel and pagefind): the queries after it are warm.
      await typeQuery(page, lang === 'en' ? 'rules' : '规则', fetched);
      for (const q of mine) {
        const measured = await typeQuery(page, q.q, fetched);
        const results = measured.hrefs.map(resultRule);
        scored.push({ query: q, results, at: firstAnswer(q, results), measured });
      }
      // Typed key by key, as a reader types: the panel waits for a pause in the typing first.
      if (lang === 'en') for (const q of KEYED) keyed.push(await typeKeys(page, q));
      await close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
  report(scored, cold, keyed);
}

function report(scored: Scored[], cold: Measured[], keyed: { first: number; answered: number }[]): void {
  const verbose = flag('verbose');
  const show = (r: ResultRule) =>
    r.rule ? `${r.rule}${r.lang === 'zh' ? '(zh)' : r.lang === 'en' ? '(en)' : ''}` : '·';
  for (const s of scored) {
    const miss = s.at !== 0;
    if (!verbose && !miss) continue;
    const mark = s.at === 0 ? 'ok ' : s.at > 0 && s.at < 3 ? '@' + (s.at + 1) + ' ' : 'MISS';
    console.log(
      `${mark.padEnd(4)} [${s.query.group}] ${s.query.page} "${s.query.q}" → ${s.results.slice(0, 3).map(show).join(', ') || '(none)'}  want ${s.query.expect.join('|')}${miss && s.measured.status ? `  «${s.measured.status}»` : ''}`,
    );
  }
  const groups = [...new Set(scored.map((s) => s.query.group))];
  const rows: [string, string, string, string][] = [];
  const precision = (list: Scored[], k: number) => list.filter((s) => s.at >= 0 && s.at < k).length / list.length;
  for (const g of [...groups, 'all']) {
    const list = g === 'all' ? scored : scored.filter((s) => s.query.group === g);
    rows.push([g, String(list.length), pct(precision(list, 1)), pct(precision(list, 3))]);
  }
  console.log('\nPrecision (a result answers the query: its rule is expected, or lies within an expected one)');
  console.log('| group   | queries | P@1  | P@3  |');
  console.log('|---------|---------|------|------|');
  for (const [g, n, p1, p3] of rows) console.log(`| ${g.padEnd(7)} | ${n.padStart(7)} | ${p1} | ${p3} |`);

  const warmFirst = scored.map((s) => s.measured.first);
  const warmAnswered = scored.map((s) => s.measured.answered);
  const warmBytes = scored.map((s) => s.measured.bytes);
  const p1 = precision(scored, 1);
  const p3 = precision(scored, 3);
  const coldFirst = median(cold.map((c) => c.first));
  const warmMedian = median(warmFirst);
  const coldBytes = median(cold.map((c) => c.bytes));
  const figures: [string, string, string, boolean][] = [
    ['P@1, all queries', pct(p1), `≥ ${GOALS.p1}`, p1 >= GOALS.p1],
    ['P@3, all queries', pct(p3), `≥ ${GOALS.p3}`, p3 >= GOALS.p3],
    [
      `first results, cold (median of ${cold.length}; max)`,
      `${ms(coldFirst)}; ${ms(Math.max(...cold.map((c) => c.first)))}`,
      `≤ ${GOALS.coldMs} ms`,
      coldFirst <= GOALS.coldMs,
    ],
    ['answered, cold (median)', ms(median(cold.map((c) => c.answered))), '', true],
    [
      `first results, warm (median of ${scored.length}; 90th percentile)`,
      `${ms(warmMedian)}; ${ms(quantile(warmFirst, 0.9))}`,
      `≤ ${GOALS.warmMs} ms`,
      warmMedian <= GOALS.warmMs,
    ],
    [
      'answered, warm (median; 90th percentile)',
      `${ms(median(warmAnswered))}; ${ms(quantile(warmAnswered, 0.9))}`,
      '',
      true,
    ],
    [
      'fetched by a cold search (median; max)',
      `${kb(coldBytes)}; ${kb(Math.max(...cold.map((c) => c.bytes)))}`,
      `≤ ${kb(GOALS.bytes)}`,
      coldBytes <= GOALS.bytes,
    ],
    [
      'fetched by a warm search (median; 90th percentile)',
      `${kb(median(warmBytes))}; ${kb(quantile(warmBytes, 0.9))}`,
      '',
      true,
    ],
    ...(keyed.length
      ? [
          [
            `typed key by key (${KEY_DELAY} ms apart, ${keyed.length} queries): last key → first results; answered (medians)`,
            `${ms(median(keyed.map((k) => k.first)))}; ${ms(median(keyed.map((k) => k.answered)))}`,
            '',
            true,
          ] as [string, string, string, boolean],
        ]
      : []),
  ];
  console.log('\n| measurement | figure | goal | |');
  console.log('|---|---|---|---|');
  for (const [name, value, goal, pass] of figures)
    console.log(`| ${name} | ${value} | ${goal} | ${goal ? (pass ? 'PASS' : 'FAIL') : ''} |`);
  const failed = figures.filter(([, , goal, pass]) => goal && !pass).length;
  console.log(`\n${failed === 0 ? 'all goals met' : `${failed} goal(s) missed`}`);
  process.exitCode = failed === 0 ? 0 : 1;
}

await main();
