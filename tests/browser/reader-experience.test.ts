// The reader's experience (issue 12): the 404 page keeps the reader's language, offers search and
// says where a rule number is; parallel mode puts the languages side by side on a wide screen, row
// by row, interleaved on a phone; Enter on a search result on the same page puts the focus on the
// rule; the phone header is compact and has no "/" hint; Chinese text is set in a Chinese face; a
// tap on a reference previews it; every page has an icon (no console error); the home page shows
// its three ways in and its edition on the first screen; the coverage page is short until opened.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loadCorpus } from '../../src/corpus/index.ts';
import { editionLabel } from '../../src/site/editions.ts';
import { homeHref, ruleHref, sectionHref } from '../../src/site/paths.ts';
import { openBrowser, type Session } from './harness.ts';
import { searchFor } from './search-ui.ts';

const corpus = loadCorpus();
const newest = corpus.newest;

let s: Session;
beforeAll(async () => {
  s = await openBrowser();
});
afterAll(async () => {
  await s?.close();
});

const storedLang = (page: Page) => page.evaluate(() => localStorage.getItem('cr-lang'));
/** The visible text of the page's main heading. */
const heading = (page: Page) => page.locator('h1:visible').first().innerText();

describe('the 404 page', () => {
  it('keeps a Chinese reader in Chinese, and does not write the reader’s language', async () => {
    await s.page.goto(`${s.baseUrl}${homeHref('zh')}`);
    expect(await storedLang(s.page)).toBe('zh');
    // An address without a language: the language the reader last read in.
    const response = await s.page.goto(`${s.baseUrl}/no-such-page/`);
    expect(response?.status()).toBe(404);
    expect(await s.page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    expect(await heading(s.page)).toBe('找不到页面');
    expect(await s.page.title()).toMatch(/^找不到页面/);
    expect(await storedLang(s.page)).toBe('zh');
    // An address under /en/ is English, and still leaves the reader's language alone.
    await s.page.goto(`${s.baseUrl}/en/no-such-page/`);
    expect(await heading(s.page)).toBe('Page not found');
    expect(await storedLang(s.page)).toBe('zh');
  });

  it.each(['en', 'zh'] as const)('says where a rule number in the address is (%s), and offers search', async (lang) => {
    await s.page.goto(`${s.baseUrl}/${lang}/510.1C/`);
    const line = s.page.locator('[data-nf-rule]:visible');
    await line.waitFor();
    const link = line.locator('a');
    expect(await link.getAttribute('href')).toBe(ruleHref(lang, newest, '510.1c'));
    expect(await line.innerText()).toContain('510.1c');
    // One search box, the reader's language's, which works.
    expect(await s.page.locator('[data-site-search]').count()).toBe(1);
    expect(await s.page.locator('[data-site-search]').getAttribute('data-lang')).toBe(lang);
    const hits = await searchFor(s.page, '509.1');
    expect(hits[0]?.jump).toBe(true);
    expect(hits[0]?.href).toBe(ruleHref(lang, newest, '509.1'));
  });
});

describe('parallel mode', () => {
  /** Per rule with a translation on screen: the tops of its number, its text and its translation, and the columns' edges. */
  const rows = (page: Page) =>
    page.locator('.rule').evaluateAll((rules) =>
      rules.flatMap((r) => {
        const own = r.querySelector('.rule-text:not(.o)');
        const other = r.querySelector('.rule-text.o');
        const rn = r.querySelector('.rn');
        if (!own || !other || !rn || (other as HTMLElement).offsetParent === null) return [];
        const a = own.getBoundingClientRect();
        const b = other.getBoundingClientRect();
        return [
          {
            id: r.id,
            rn: rn.getBoundingClientRect().top,
            ownTop: a.top,
            ownRight: a.right,
            ownBottom: a.bottom,
            otherTop: b.top,
            otherLeft: b.left,
          },
        ];
      }),
    );

  it.each(['en', 'zh'] as const)(
    'puts the two languages side by side at 1280 px, rule numbers and texts aligned row by row (%s)',
    async (lang) => {
      await s.page.goto(`${s.baseUrl}${sectionHref(lang, newest, '510')}`);
      await s.page.locator('#mode-switch [data-m="par"]').click();
      const all = await rows(s.page);
      expect(all.length).toBeGreaterThanOrEqual(8);
      for (const r of all) {
        expect(Math.abs(r.otherTop - r.ownTop), r.id).toBeLessThan(2);
        expect(Math.abs(r.rn - r.ownTop), r.id).toBeLessThan(6);
        expect(r.otherLeft, r.id).toBeGreaterThan(r.ownRight);
      }
      // The page language in the first column.
      expect(await s.page.locator('.rule .rule-text:not(.o)').first().getAttribute('lang')).toBe(
        lang === 'zh' ? 'zh-CN' : 'en',
      );
      await s.page.locator('#mode-switch [data-m="single"]').first().click();
    },
  );

  it('interleaves them on a phone: each translation under its text', async () => {
    const phone = await openBrowser({ width: 360, height: 640 });
    try {
      await phone.page.goto(`${phone.baseUrl}${sectionHref('zh', newest, '510')}`);
      await phone.page.locator('#mode-switch [data-m="par"]').click();
      const all = await rows(phone.page);
      expect(all.length).toBeGreaterThanOrEqual(8);
      for (const r of all) expect(r.otherTop, r.id).toBeGreaterThanOrEqual(r.ownBottom - 1);
    } finally {
      await phone.close();
    }
  });
});

describe('search on the page the reader is on', () => {
  it.each(['en', 'zh'] as const)('moves the focus to the rule after Enter (%s)', async (lang) => {
    await s.page.goto(`${s.baseUrl}${sectionHref(lang, newest, '510')}`);
    await searchFor(s.page, '510.1c');
    await s.page.keyboard.press('Enter');
    await expect.poll(() => s.page.evaluate(() => document.activeElement?.id)).toBe('cr510-1c');
    expect(new URL(s.page.url()).hash).toBe('#cr510-1c');
    // Likewise from a result chosen with the arrow keys.
    await searchFor(s.page, '510.2');
    await s.page.keyboard.press('ArrowDown');
    await s.page.keyboard.press('Enter');
    await expect.poll(() => s.page.evaluate(() => document.activeElement?.id)).toBe('cr510-2');
  });
});

describe('on a phone (360 × 640, touch)', () => {
  let phone: Session;
  beforeAll(async () => {
    phone = await openBrowser({ width: 360, height: 640 });
    await phone.context.close();
    phone.context = await phone.browser.newContext({
      viewport: { width: 360, height: 640 },
      hasTouch: true,
      isMobile: true,
    });
    phone.page = await phone.context.newPage();
  });
  afterAll(async () => {
    await phone?.close();
  });

  it.each([
    ['en', '510'],
    ['zh', '510'],
    ['en', ''],
    ['zh', ''],
  ] as const)('the header takes at most 15 %% of the screen (%s, %s)', async (lang, section) => {
    await phone.page.goto(`${phone.baseUrl}${section ? sectionHref(lang, newest, section) : homeHref(lang)}`);
    const height = (await phone.page.locator('header.top').boundingBox())!.height;
    expect(height).toBeLessThanOrEqual(0.15 * 640);
    // Its links are one tap away, behind the menu.
    await phone.page.locator('header .menu > summary').tap();
    expect(await phone.page.locator('header .menu nav a').first().isVisible()).toBe(true);
  });

  it('shows no "/" keyboard hint', async () => {
    await phone.page.goto(`${phone.baseUrl}${sectionHref('en', newest, '510')}`);
    expect(await phone.page.locator('.site-search__key').isVisible()).toBe(false);
    // A desktop keeps it.
    await s.page.goto(`${s.baseUrl}${sectionHref('en', newest, '510')}`);
    expect(await s.page.locator('.site-search__key').isVisible()).toBe(true);
  });

  it('previews a reference on the first tap, with a link to go; the page stays', async () => {
    await phone.page.goto(`${phone.baseUrl}${sectionHref('en', newest, '510')}`);
    const url = phone.page.url();
    const ref = phone.page.locator('.rule .rule-text:not(.o) a.ref').first();
    const href = await ref.evaluate((a) => (a as HTMLAnchorElement).href);
    await ref.tap();
    const tip = phone.page.locator('#pv');
    await expect.poll(() => tip.isVisible()).toBe(true);
    expect(phone.page.url()).toBe(url);
    const go = tip.locator('a.pv-go');
    expect(await go.evaluate((a) => (a as HTMLAnchorElement).href)).toBe(href);
    await Promise.all([phone.page.waitForURL(href), go.tap()]);
  });

  it('shows the home page’s three ways in on the first screen', async () => {
    for (const lang of ['en', 'zh'] as const) {
      await phone.page.goto(`${phone.baseUrl}${homeHref(lang)}`);
      for (const id of ['h-read', 'h-search', 'h-run']) {
        const box = (await phone.page.locator(`#${id}`).boundingBox())!;
        expect(box.y + box.height, `${lang} ${id}`).toBeLessThanOrEqual(640);
      }
    }
  });
});

describe('Chinese type', () => {
  /** The rendered width of one character, in ems, inside an element with this lang. */
  const width = (page: Page, lang: string, char: string) =>
    page.evaluate(
      ([l, c]) => {
        const span = document.createElement('span');
        span.lang = l;
        span.textContent = c;
        document.querySelector('main')!.append(span);
        const w = span.getBoundingClientRect().width / parseFloat(getComputedStyle(span).fontSize);
        span.remove();
        return w;
      },
      [lang, char],
    );

  it('sets Chinese quotes full width, and English ones narrow inside a Chinese page', async () => {
    await s.page.goto(`${s.baseUrl}${sectionHref('zh', newest, '510')}`);
    expect(
      await s.page
        .locator('.rule-text:not(.o)')
        .first()
        .evaluate((p) => getComputedStyle(p).fontFamily),
    ).toMatch(/^"?Noto Sans CJK SC/);
    expect(await width(s.page, 'zh-CN', '“')).toBeGreaterThan(0.9);
    expect(await width(s.page, 'en', '“')).toBeLessThan(0.6);
  });
});

describe('the icon', () => {
  it('is linked by every kind of page and served, so no page logs an error', async () => {
    const errors: string[] = [];
    s.page.on('console', (m) => {
      if (m.type() === 'error') errors.push(`${s.page.url()}: ${m.text()}`);
    });
    for (const path of [homeHref('en'), sectionHref('zh', newest, '510'), '/en/coverage/']) {
      await s.page.goto(`${s.baseUrl}${path}`, { waitUntil: 'networkidle' });
      expect(await s.page.locator('link[rel="icon"]').getAttribute('href')).toBe('/favicon.svg');
    }
    const icon = await s.page.request.get(`${s.baseUrl}/favicon.svg`);
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toContain('image/svg+xml');
    expect(errors).toEqual([]);
    s.page.removeAllListeners('console');
  });
});

describe('the home page', () => {
  it.each(['en', 'zh'] as const)(
    'says what the site is for, with a way into each and the edition shown, on one 1280 × 900 screen (%s)',
    async (lang) => {
      await s.page.goto(`${s.baseUrl}${homeHref(lang)}`);
      for (const id of ['h-read', 'h-search', 'h-run']) {
        const way = s.page.locator(`section.way:has(#${id})`);
        const box = (await way.boundingBox())!;
        expect(box.y + box.height, id).toBeLessThanOrEqual(900);
        expect(await way.locator('a, input').count(), id).toBeGreaterThan(0);
      }
      expect(await s.page.locator('.edbar .ed b').innerText()).toBe(editionLabel(corpus.editions[newest], lang));
      // The search way: a query submitted there opens the site's search with it.
      await s.page.locator('#home-q').fill('510.1c');
      await s.page.locator('.way-search button').click();
      await s.page.waitForFunction(
        () => document.querySelector<HTMLElement>('[data-site-search]')?.dataset.searchAnswered === '510.1c',
      );
      // The run way: a link to a widget opens it under its rule.
      await s.page.goto(`${s.baseUrl}${homeHref(lang)}`);
      const run = s.page.locator('section.way:has(#h-run) a').first();
      await run.click();
      const target = decodeURIComponent(new URL(s.page.url()).hash.slice(1));
      await expect
        .poll(() => s.page.locator(`[id="${target}"]`).evaluate((d) => (d as HTMLDetailsElement).open))
        .toBe(true);
    },
  );
});

describe('the coverage page', () => {
  it('summarises by section, and opens a section when a link targets one of its rules', async () => {
    await s.page.goto(`${s.baseUrl}/en/coverage/`);
    const height = await s.page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThan(12_000);
    expect(await s.page.locator('details.cov-section').count()).toBe(Object.keys(corpus.editions.seed.sections).length);
    expect(await s.page.locator('details.cov-section[open]').count()).toBe(0);
    await s.page.goto(`${s.baseUrl}/en/coverage/#cov-510-1c`);
    await expect.poll(() => s.page.locator('#cov-510').evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    expect(await s.page.locator('#cov-510-1c').isVisible()).toBe(true);
  });
});
