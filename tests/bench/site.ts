// `npm run bench:site`: what the built site costs, measured, next to its budgets.
//   build time (parse, astro build, pagefind — run here), the largest section page (gzip),
//   JavaScript each kind of page loads on arrival (in Chromium, before any interaction),
//   Lighthouse (mobile) performance and accessibility for the home page, a section page and search.
// The measurements are a list: another row is one more entry in `measurements` (see the end).
// Flags: --no-build (measure the existing dist/), --no-lighthouse, --only=<name substring>.
// SITE_DIST=<dir> builds into / measures that directory instead of dist/.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { loadCorpus, parseCorpus, readCorpusFiles } from '../../src/corpus/index.ts';
import {
  chapterHref,
  commentaryHref,
  glossaryHref,
  historyHref,
  homeHref,
  partHref,
  sectionHref,
  translationNotesHref,
} from '../../src/site/paths.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tools/chromium.mjs';
import { serve } from '../tools/serve.mjs';
import { DIST } from '../browser/site-files.ts';
import { firstRun, firstRunThrottled, widgetWeight } from './widgets.ts';

/** One row of the table: a figure, its budget, and whether it is within it (undefined: no budget). */
export interface Row {
  name: string;
  value: string;
  budget: string;
  pass?: boolean;
}

/** What measurements share: the served site and a browser, opened on first use. */
export interface BenchContext {
  baseUrl: string;
  browser(): Promise<Browser>;
}

export interface Measurement {
  name: string;
  run(ctx: BenchContext): Promise<Row[]>;
}

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const only = args.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const KB = 1024;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Builds the site (astro + pagefind) into `dir` with CR_BUILD_EDITIONS=`editions` (all when undefined). */
function timedBuild(dir: string, editions?: number): { astro: number; pagefind: number } {
  const env = { ...process.env, ...(editions ? { CR_BUILD_EDITIONS: String(editions) } : {}) };
  const run = (cmd: string, argv: string[]) => {
    const start = performance.now();
    const result = spawnSync(cmd, argv, { stdio: ['ignore', 'ignore', 'inherit'], env });
    if (result.status !== 0) throw new Error(`${cmd} ${argv.join(' ')} exited with ${result.status}`);
    return performance.now() - start;
  };
  return {
    astro: run('node_modules/.bin/astro', ['build', '--outDir', dir]),
    pagefind: run('node_modules/.bin/pagefind', ['--site', dir]),
  };
}

const build: Measurement = {
  name: 'build',
  async run() {
    const start = performance.now();
    const corpus = parseCorpus(readCorpusFiles());
    const parse = performance.now() - start;
    if (flag('no-build')) {
      return [
        { name: 'corpus parse', value: `${Math.round(parse)} ms`, budget: '' },
        { name: 'full build (astro + pagefind)', value: 'skipped (--no-build)', budget: '≤ 120 s' },
      ];
    }
    // Growth with the number of editions: 1 and 5 dated editions into a scratch directory (the
    // seed chapters and 2011 are always built), then all of them into DIST.
    const rows: Row[] = [{ name: 'corpus parse (inside astro build)', value: `${Math.round(parse)} ms`, budget: '' }];
    const all = corpus.dated.length;
    const perEdition: number[] = [];
    for (const n of [1, 5].filter((k) => k < all)) {
      const dir = mkdtempSync(join(tmpdir(), 'cr-build-'));
      try {
        const t = timedBuild(dir, n);
        rows.push({
          name: `build with ${n} dated edition${n > 1 ? 's' : ''} (astro + pagefind)`,
          value: seconds(t.astro + t.pagefind),
          budget: '',
        });
        perEdition.push(t.astro + t.pagefind);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
    const { astro, pagefind } = timedBuild(DIST);
    const total = astro + pagefind;
    rows.push(
      { name: `astro build (${all} dated editions)`, value: seconds(astro), budget: '' },
      { name: 'pagefind', value: seconds(pagefind), budget: '' },
      {
        name: `full build, ${all} dated editions (astro + pagefind)`,
        value: seconds(total),
        budget: '≤ 120 s',
        pass: total <= 120_000,
      },
    );
    if (perEdition.length === 2) {
      // Linear growth: the cost of each edition beyond the fifth is no more than that of editions 2–5.
      const early = (perEdition[1] - perEdition[0]) / 4;
      const late = (total - perEdition[1]) / (all - 5);
      rows.push({
        name: 'build time per added edition: editions 2–5 / 6–' + all,
        value: `${seconds(early)} / ${seconds(late)}`,
        budget: 'later ≤ 1.5 × earlier',
        pass: late <= early * 1.5,
      });
    }
    return rows;
  },
};

const largestPage: Measurement = {
  name: 'largest page',
  async run() {
    // Every HTML page of the site except the permalink redirects and pagefind's files.
    let largest = { path: '', gzip: 0, raw: 0 };
    let pages = 0;
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) {
          if (!['r', 'pagefind', '_astro'].includes(entry.name) || dir !== DIST) walk(path);
        } else if (entry.name.endsWith('.html')) {
          const html = readFileSync(path);
          const gzip = gzipSync(html, { level: 9 }).length;
          pages++;
          if (gzip > largest.gzip) largest = { path: path.slice(DIST.length), gzip, raw: html.length };
        }
      }
    };
    walk(DIST);
    if (pages === 0) throw new Error('no pages: build first');
    return [
      {
        name: `largest page of ${pages} (${largest.path}), gzip`,
        value: `${kb(largest.gzip)} (${kb(largest.raw)} raw)`,
        budget: '≤ 60 KB',
        pass: largest.gzip <= 60 * KB,
      },
    ];
  },
};

/** Kinds of page a reader arrives on: the site's own scripts ≤ 10 KB; the engine never on arrival. */
const newest = () => loadCorpus().newest;
const PAGE_KINDS: [string, string][] = [
  ['home', homeHref('en')],
  ['chapter', chapterHref('en', newest(), 5)],
  ['section (en)', sectionHref('en', newest(), '510')],
  ['section (zh)', sectionHref('zh', newest(), '510')],
  ['keyword page', partHref('en', newest(), '702.19')],
  ['glossary', glossaryHref('zh', newest()) + 't/'],
  ['seed section', sectionHref('en', 'seed', '510')],
  ['2011 section', sectionHref('en', '2011', '510')],
  ['history', historyHref('en')],
  ['translation notes', translationNotesHref('zh')],
  ['commentary', commentaryHref()],
];

/** Scripts every page loads (the site's own: layout and search); the rest belong to islands. */
export const SITE_SCRIPT = /\/(Base|Search)\.astro_|\/preload-helper\./;
/**
 * The engine's chunk, known by its content (Vite names a chunk after one of its modules, which
 * changes as the code does): the game flow's own error text (engine/game/flow.ts), which every
 * build of the engine carries. Loaded only when a widget needs it or a reader runs a fixture.
 */
export const ENGINE_MARK = 'engine bug: the automatic queue did not settle';
const isEngine = (body: Buffer) => body.includes(ENGINE_MARK);

const arrivalJs: Measurement = {
  name: 'JavaScript on arrival',
  async run(ctx) {
    const browser = await ctx.browser();
    const rows: Row[] = [];
    for (const [kind, path] of PAGE_KINDS) {
      const page = await browser.newPage();
      const scripts = new Map<string, Buffer>();
      page.on('response', async (response) => {
        if (response.request().resourceType() !== 'script') return;
        scripts.set(response.url(), await response.body().catch(() => Buffer.alloc(0)));
      });
      await page.goto(ctx.baseUrl + path, { waitUntil: 'networkidle' });
      const inline: string[] = await page.$$eval('script:not([src])', (els) =>
        els.filter((e) => !/json/.test(e.getAttribute('type') ?? '')).map((e) => e.textContent ?? ''),
      );
      await page.close();
      // The site's scripts have the budget; an island on the first screen (a fixture panel right
      // under the first rule) hydrates as it should, and is reported — but never with the engine.
      const site = [
        ...[...scripts].filter(([url]) => SITE_SCRIPT.test(url)).map(([, b]) => b),
        ...inline.map((t) => Buffer.from(t)),
      ];
      const islands = [...scripts].filter(([url]) => !SITE_SCRIPT.test(url));
      const engine = islands.some(([, body]) => isEngine(body));
      const raw = site.reduce((n, b) => n + b.length, 0);
      const gzip = site.reduce((n, b) => n + (b.length ? gzipSync(b).length : 0), 0);
      const islandGzip = islands.reduce((n, [, b]) => n + (b.length ? gzipSync(b).length : 0), 0);
      rows.push({
        name: `JS on arrival: ${kind} ${path}`,
        value:
          `${kb(raw)} (${kb(gzip)} gzip; ${site.length} files incl. ${inline.length} inline)` +
          (islands.length
            ? `; + islands on the first screen ${kb(islandGzip)} gzip, engine ${engine ? 'LOADED' : 'not loaded'}`
            : ''),
        budget: '≤ 10 KB, no engine',
        pass: raw <= 10 * KB && !engine,
      });
    }
    return rows;
  },
};

/** What opening search costs: the scripts (and pagefind's wasm and index) fetched for a query. */
const searchCost: Measurement = {
  name: 'search, once opened',
  async run(ctx) {
    const browser = await ctx.browser();
    const rows: Row[] = [];
    for (const [label, query] of [
      ['English query', 'blocking'],
      ['Traditional Chinese query', '阻擋'],
    ]) {
      const page = await browser.newPage();
      await page.goto(ctx.baseUrl + sectionHref('en', newest(), '510'), { waitUntil: 'networkidle' });
      // Requests from here on, the search worker's (wasm, index chunks) included.
      const added: { name: string; size: number; decoded: number }[] = [];
      page.on('requestfinished', (request) => {
        void Promise.all([request.sizes(), request.response()]).then(async ([sizes, response]) => {
          const body = await response?.body().catch(() => undefined);
          added.push({
            name: request.url(),
            size: sizes.responseBodySize,
            decoded: body?.length ?? sizes.responseBodySize,
          });
        });
      });
      const started = Date.now();
      await page.keyboard.press('/');
      await page.keyboard.type(query);
      await page.waitForFunction(
        (q) => document.querySelector<HTMLElement>('[data-site-search]')?.dataset.searchAnswered === q,
        query,
      );
      const elapsed = Date.now() - started;
      await page.waitForLoadState('networkidle');
      await page.close();
      const js = added.filter((r) => /\.m?js($|\?)/.test(r.name));
      const sum = (list: typeof added, key: 'size' | 'decoded') => list.reduce((n, r) => n + r[key], 0);
      rows.push({
        name: `search opened, ${label}: JS / everything fetched`,
        value: `${kb(sum(js, 'size'))} JS gzip (${kb(sum(js, 'decoded'))} raw); all ${kb(sum(added, 'size'))} in ${added.length} files; answered in ${elapsed} ms`,
        budget: '',
      });
    }
    return rows;
  },
};

/** Lighthouse's mobile audit of one URL: performance and accessibility scores. */
interface LighthouseScores {
  performance: number;
  accessibility: number;
  /** The Core Web Vitals behind the performance score. */
  metrics: string;
  /** Accessibility audits that failed. */
  failing: string[];
}

async function lighthouseScores(url: string): Promise<LighthouseScores> {
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([
    import('lighthouse'),
    import('chrome-launcher'),
  ]);
  const profile = mkdtempSync(join(tmpdir(), 'rules-lighthouse-'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_ARGS, `--user-data-dir=${profile}`],
    userDataDir: false,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
    const { performance, accessibility } = result.lhr.categories;
    const audits = result.lhr.audits;
    const metric = (id: string) => audits[id]?.displayValue ?? '?';
    const failing = accessibility.auditRefs
      .filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0)
      .map((ref) => ref.id);
    return {
      performance: performance.score ?? 0,
      accessibility: accessibility.score ?? 0,
      metrics:
        `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, ` +
        `TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}`,
      failing,
    };
  } finally {
    chrome.kill();
    rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
}

const LIGHTHOUSE_PAGES: [string, string][] = [
  ['home', homeHref('en')],
  ['section', sectionHref('en', newest(), '509')],
  // The search state in the URL: the page opens search and shows the results for the query.
  ['search (?q=blocking)', `${sectionHref('en', newest(), '509')}?q=blocking`],
];

const lighthouseAudit: Measurement = {
  name: 'lighthouse',
  async run(ctx) {
    if (flag('no-lighthouse')) return [{ name: 'Lighthouse', value: 'skipped (--no-lighthouse)', budget: '' }];
    const rows: Row[] = [];
    for (const [kind, path] of LIGHTHOUSE_PAGES) {
      const score = await lighthouseScores(ctx.baseUrl + path);
      rows.push(
        {
          name: `Lighthouse mobile performance: ${kind}`,
          value: `${score.performance.toFixed(2)} (${score.metrics})`,
          budget: '≥ 0.95',
          pass: score.performance >= 0.95,
        },
        {
          name: `Lighthouse mobile accessibility: ${kind}`,
          value:
            score.accessibility.toFixed(2) + (score.failing.length ? ` (failing: ${score.failing.join(', ')})` : ''),
          budget: '= 1.00',
          pass: score.accessibility >= 1,
        },
      );
    }
    return rows;
  },
};

/** The table, in order. Later rows (engine + widgets size, first Run result) go here too. */
export const measurements: Measurement[] = [
  build,
  largestPage,
  arrivalJs,
  searchCost,
  lighthouseAudit,
  widgetWeight,
  firstRun,
  firstRunThrottled,
];

function printTable(rows: Row[]): void {
  const verdict = (r: Row) => (r.pass === undefined ? '' : r.pass ? 'PASS' : 'FAIL');
  const cols = [
    Math.max(11, ...rows.map((r) => r.name.length)),
    Math.max(6, ...rows.map((r) => r.value.length)),
    Math.max(6, ...rows.map((r) => r.budget.length)),
  ];
  const line = (a: string, b: string, c: string, d: string) =>
    `| ${a.padEnd(cols[0])} | ${b.padEnd(cols[1])} | ${c.padEnd(cols[2])} | ${d.padEnd(4)} |`;
  console.log(line('measurement', 'figure', 'budget', ''));
  console.log(line('-'.repeat(cols[0]), '-'.repeat(cols[1]), '-'.repeat(cols[2]), '----'));
  for (const r of rows) console.log(line(r.name, r.value, r.budget, verdict(r)));
}

async function main(): Promise<void> {
  const rows: Row[] = [];
  let server: { url: string; close(): Promise<void> } | undefined;
  let browser: Browser | undefined;
  const ctx: BenchContext = {
    get baseUrl() {
      if (!server) throw new Error('server not started');
      return server.url;
    },
    async browser() {
      // Playwright launches with a fresh temporary profile of its own.
      browser ??= await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
      return browser;
    },
  };
  try {
    for (const m of measurements) {
      if (only && !m.name.includes(only)) continue;
      // The build replaces dist/; serve it only once it is there.
      if (m !== build && !server) server = await serve(DIST, 0);
      process.stderr.write(`measuring: ${m.name}…\n`);
      try {
        rows.push(...(await m.run(ctx)));
      } catch (error) {
        rows.push({
          name: m.name,
          value: `error: ${(error as Error).message.split('\n')[0]}`,
          budget: '',
          pass: false,
        });
      }
    }
  } finally {
    await browser?.close();
    await server?.close();
  }
  printTable(rows);
  const failed = rows.filter((r) => r.pass === false).length;
  console.log(`\n${rows.filter((r) => r.pass).length} within budget, ${failed} over budget`);
  process.exitCode = failed === 0 ? 0 : 1;
}

// Run when invoked as a script (not when another bench imports the measurement types).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
