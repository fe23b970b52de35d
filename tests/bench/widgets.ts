// Rows of `npm run bench:site` for the interactive parts of the rule pages:
//   - engine + widgets: the gzip size of all the JavaScript a widget page loads beyond the site's
//     own scripts, once every widget and fixture panel has scrolled into view and then once every
//     fixture on the page has been run (the engine loads when a reader reaches for Run) — the page's
//     worst case, budget ≤ 100 KB (issue 13 retired the old 60 KB: the engine loads only on Run); the weight after the first Run alone is reported beside it; the
//     same for every other section page with a fixture panel (en and zh), the heaviest reported;
//   - first Run result: in Chromium, performance.now() from the click on a fixture's Run button
//     to the frame after its outcome and trace are in the page (fresh page each time, so the
//     engine's first run is measured, cold JIT included; the click comes once the opened panel has
//     fetched what it fetches on its own), budget ≤ 200 ms; and again under
//     Lighthouse's mobile throttling (slow 4G, 4× slower CPU), budget ≤ 1 s.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import type { BenchContext, Measurement, Row } from './site.ts';
import { SITE_SCRIPT } from './site.ts';
import { DIST } from '../browser/site-files.ts';

const KB = 1024;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** Widget pages, in both languages (each loads its own language's engine copy): damage widget + the
 *  510.1c fixtures; the turn walker + the 500 fixtures; the attack widget + the 508 fixtures; the
 *  block and damage widgets + the 509 fixtures; the layers widget + the 613 fixtures. */
const WIDGET_PAGES = [
  '/en/510/',
  '/en/500/',
  '/en/508/',
  '/en/509/',
  '/en/613/',
  '/zh/510/',
  '/zh/500/',
  '/zh/508/',
  '/zh/509/',
  '/zh/613/',
];

/** Every other section page with a fixture panel, in both languages: the budget holds for each. */
function fixturePages(): string[] {
  const out: string[] = [];
  for (const lang of ['en', 'zh']) {
    const dir = join(DIST, lang);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) {
      const file = join(dir, name, 'index.html');
      if (
        existsSync(file) &&
        readFileSync(file, 'utf8').includes('fixture-panel') &&
        !WIDGET_PAGES.includes(`/${lang}/${name}/`)
      )
        out.push(`/${lang}/${name}/`);
    }
  }
  return out;
}

/** Opens every rule's "Worked examples · Try it" line: what is inside a closed one never hydrates. */
async function openExtras(page: Page): Promise<void> {
  await page.evaluate(() =>
    document.querySelectorAll<HTMLDetailsElement>('details.extras').forEach((d) => (d.open = true)),
  );
}

async function hydrateAll(page: Page): Promise<void> {
  await openExtras(page);
  const slots = page.locator('.widget-slot, .fixture-panel');
  const n = await slots.count();
  for (let i = 0; i < n; i++) await slots.nth(i).scrollIntoViewIfNeeded();
  await page.waitForFunction(`!document.querySelector('astro-island[ssr]')`, undefined, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
}

const gzipOf = (buffers: Buffer[]) =>
  buffers.reduce((n, b) => n + (b.length ? gzipSync(b, { level: 9 }).length : 0), 0);

interface PageWeight {
  path: string;
  gzip: number;
  raw: number;
  files: number;
}

export const widgetWeight: Measurement = {
  name: 'engine + widgets',
  async run(ctx: BenchContext): Promise<Row[]> {
    const browser = await ctx.browser();
    let worstVisible: PageWeight = { path: '', gzip: 0, raw: 0, files: 0 };
    let worstFirst = worstVisible;
    let worstAll = worstVisible;
    const perPage: string[] = [];
    let worstOther: PageWeight = worstVisible;
    const others = fixturePages();
    for (const path of [...WIDGET_PAGES, ...others]) {
      const page = await browser.newPage();
      const bodies = new Map<string, Promise<Buffer>>();
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script' || SITE_SCRIPT.test(response.url())) return;
        bodies.set(
          response.url(),
          response.body().catch(() => Buffer.alloc(0)),
        );
      });
      const weigh = async (): Promise<PageWeight> => {
        const buffers = await Promise.all(bodies.values());
        return { path, gzip: gzipOf(buffers), raw: buffers.reduce((n, b) => n + b.length, 0), files: buffers.length };
      };
      await page.goto(ctx.baseUrl + path, { waitUntil: 'networkidle' });
      await hydrateAll(page);
      const visible = await weigh();
      // Run the first fixture, then every other one: the engine is part of the page's cost even
      // though it waits for the reader.
      const runs = page.locator('button.fixture-run');
      const n = await runs.count();
      if (n > 0) {
        await runs.first().click();
        await page.locator('[data-outcome], .fixture-result .is-error').first().waitFor({ timeout: 30_000 });
        await page.waitForLoadState('networkidle');
      }
      const first = await weigh();
      for (let i = 1; i < n; i++) await runs.nth(i).click();
      await page.waitForFunction(
        `document.querySelectorAll('.fixture-panel [data-outcome], .fixture-panel .fixture-result .is-error').length >= ${n}`,
        undefined,
        { timeout: 60_000 },
      );
      await page.waitForLoadState('networkidle');
      const all = await weigh();
      await page.close();
      if (visible.gzip > worstVisible.gzip) worstVisible = visible;
      if (first.gzip > worstFirst.gzip) worstFirst = first;
      if (all.gzip > worstAll.gzip) worstAll = all;
      if (WIDGET_PAGES.includes(path)) perPage.push(`${path} ${(all.gzip / KB).toFixed(1)}`);
      else if (all.gzip > worstOther.gzip) worstOther = all;
    }
    const line = (w: PageWeight) => `${kb(w.gzip)} (${kb(w.raw)} raw, ${w.files} files)`;
    return [
      {
        name: `widgets loaded once visible, before any Run (worst: ${worstVisible.path}), gzip`,
        value: kb(worstVisible.gzip),
        budget: '',
      },
      {
        name: `engine + widgets after the page's first Run (worst: ${worstFirst.path}), gzip`,
        value: line(worstFirst),
        budget: '',
      },
      {
        name: `engine + widgets, all of a page's after every fixture on it has run (worst: ${worstAll.path}), gzip`,
        value: line(worstAll),
        budget: '≤ 100 KB',
        pass: worstAll.gzip <= 100 * KB,
      },
      {
        name: 'engine + widgets after every Run, each widget page (KB gzip)',
        value: perPage.join(', '),
        budget: '',
      },
      {
        name: `engine + widgets after every Run, the heaviest of the ${others.length} other pages with fixtures (${worstOther.path || 'none'}), gzip`,
        value: line(worstOther),
        budget: '≤ 100 KB',
        pass: worstOther.gzip <= 100 * KB,
      },
    ];
  },
};

/** Milliseconds from the click on Run to the frame after the outcome appears, in the page's own clock. */
// A string, not a function: tsx's helpers (e.g. __name) do not exist inside the page.
const TIME_FIRST_RUN = `(slug) => new Promise((resolve, reject) => {
  const panel = document.querySelector('[data-fixture="' + slug + '"]');
  const button = panel && panel.querySelector('button.fixture-run');
  if (!panel || !button) { reject(new Error('no Run button for ' + slug)); return; }
  const start = performance.now();
  const done = () => requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - start)));
  const observer = new MutationObserver(() => {
    if (panel.querySelector('[data-outcome], .fixture-result .is-error')) { observer.disconnect(); done(); }
  });
  observer.observe(panel, { childList: true, subtree: true });
  button.click();
})`;

async function timeFirstRun(page: Page, slug: string): Promise<number> {
  return page.evaluate(`(${TIME_FIRST_RUN})(${JSON.stringify(slug)})`) as Promise<number>;
}

const RUNS: [string, string][] = [
  ['/en/510/', '510.1c-example-1-vastwood-gorger'],
  ['/en/500/', '500.1-a-whole-turn'],
  ['/en/500/', '500.7-commentary-extra-turns-most-recent-first'],
  // A rarely reached rule (banding).
  ['/zh/508/', '508.1e-announcing-bands'],
];

/** Waits until the page has fetched nothing for two seconds: the panel fetches the engine once it is
 *  visible, while the reader reads it; the Run is timed from there, as the reader who reads the
 *  panel's title before pressing Run feels it. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    `new Promise((resolve) => {
    let n = -1;
    const tick = () => { const m = performance.getEntriesByType('resource').length; if (m === n) resolve(true); else { n = m; setTimeout(tick, 2000); } };
    tick();
  })`,
    undefined,
    { timeout: 120_000 },
  );
}

/** Lighthouse's mobile settings (its constants for "slow 4G" and a mid-range phone), applied by
 *  DevTools as Lighthouse does when asked for devtools throttling: each request waits 150 ms × 3.75
 *  of latency, 1.6 Mbit/s × 0.9 down, 750 kbit/s × 0.9 up, and the CPU runs 4× slower. */
const MOBILE_THROTTLING = {
  latency: 150 * 3.75,
  downloadThroughput: ((1.6 * 1024 * 1024) / 8) * 0.9,
  uploadThroughput: ((750 * 1024) / 8) * 0.9,
  cpuSlowdown: 4,
};

async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: MOBILE_THROTTLING.latency,
    downloadThroughput: MOBILE_THROTTLING.downloadThroughput,
    uploadThroughput: MOBILE_THROTTLING.uploadThroughput,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_THROTTLING.cpuSlowdown });
}

/** The first Run on fresh pages (a new browser context each: nothing cached, so the engine's code is
 *  fetched on the click), unthrottled or under Lighthouse's mobile throttling. */
function firstRunRows(throttled: boolean): Measurement['run'] {
  return async (ctx) => {
    const browser = await ctx.browser();
    const rows: Row[] = [];
    const budget = throttled ? 1000 : 200;
    for (const [path, slug] of throttled ? RUNS.slice(0, 2) : RUNS) {
      const times: number[] = [];
      for (let i = 0; i < (throttled ? 3 : 5); i++) {
        const page = await browser.newPage();
        if (throttled) await throttle(page);
        await page.goto(ctx.baseUrl + path, { timeout: 120_000 });
        const panel = page.locator(`[data-fixture="${slug}"]`);
        if (!(await panel.count())) {
          await page.close();
          break;
        }
        await openExtras(page);
        await panel.scrollIntoViewIfNeeded();
        await page.waitForFunction(`!document.querySelector('[data-fixture="${slug}"] astro-island[ssr]')`, undefined, {
          timeout: 120_000,
        });
        await settled(page);
        times.push(await timeFirstRun(page, slug));
        await page.close();
      }
      const name = `first Run result visible after the click${throttled ? ', mobile throttling (slow 4G, 4× CPU)' : ''}: ${slug}`;
      if (!times.length) {
        rows.push({ name, value: 'fixture not on the page', budget: `≤ ${budget} ms`, pass: false });
        continue;
      }
      times.sort((a, b) => a - b);
      const median = times[Math.floor(times.length / 2)];
      const max = times[times.length - 1];
      rows.push({
        name,
        value: `median ${Math.round(median)} ms, max ${Math.round(max)} ms (${times.length} fresh pages)`,
        budget: `≤ ${budget} ms`,
        pass: max <= budget,
      });
    }
    return rows;
  };
}

export const firstRun: Measurement = { name: 'first Run result', run: firstRunRows(false) };
export const firstRunThrottled: Measurement = { name: 'first Run result, throttled', run: firstRunRows(true) };
