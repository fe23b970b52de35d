// axe (WCAG 2.x A/AA rules and best practices) on every kind of page, in both languages, and on
// the search panel opened with results. Zero violations is the bar; a failure lists each rule
// with the first offending elements.
import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  changesHref,
  commentaryHref,
  chapterHref,
  creditsHref,
  editionHref,
  glossaryHref,
  historyHref,
  homeHref,
  partHref,
  permalink,
  removedHref,
  sectionHref,
  translationNotesHref,
} from '../../src/site/paths.ts';
import { loadCorpus } from '../../src/corpus/index.ts';
import { openBrowser, type Session } from './harness.ts';
import { searchFor } from './search-ui.ts';

let s: Session;
beforeAll(async () => {
  s = await openBrowser();
});
afterAll(async () => {
  await s?.close();
});

async function violations(page: Page, only?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (only) builder.include(only);
  const result = await builder.analyze();
  return result.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}` + (v.nodes.length > 3 ? ` (+${v.nodes.length - 3} more)` : ''),
  );
}

const corpus = loadCorpus();
const newest = corpus.newest;
const older = corpus.dated[corpus.dated.length - 2];
const kinds: [string, (lang: 'en' | 'zh') => string][] = [
  ['home', (lang) => homeHref(lang)],
  ['chapter', (lang) => chapterHref(lang, newest, 5)],
  ['section', (lang) => sectionHref(lang, newest, '509')],
  ['section (chapter 6)', (lang) => sectionHref(lang, newest, '601')],
  ['keyword page', (lang) => partHref(lang, newest, '702.19')],
  ['keyword section', (lang) => sectionHref(lang, newest, '702')],
  ['glossary', (lang) => glossaryHref(lang, newest)],
  ['glossary letter', (lang) => `${glossaryHref(lang, newest)}t/`],
  ['what changed', (lang) => changesHref(lang)],
  ['what changed in one edition', (lang) => changesHref(lang, newest)],
  ['removed rule', (lang) => removedHref(lang, '509.2')],
  ['credits', (lang) => creditsHref(lang)],
  ['older edition contents', (lang) => editionHref(lang, older)],
  ['older edition section', (lang) => sectionHref(lang, older, '510')],
  ['seed section', (lang) => sectionHref(lang, 'seed', '509')],
  ['history', (lang) => historyHref(lang)],
  ['translation notes', (lang) => translationNotesHref(lang)],
  ['2011 chapter', (lang) => chapterHref(lang, '2011', 5)],
  ['2011 section', (lang) => sectionHref(lang, '2011', '510')],
  ['coverage', (lang) => `/${lang}/coverage/`],
  ['not found (404)', (lang) => `/${lang}/no-such-page/510.1c/`],
];

describe.each(['en', 'zh'] as const)('axe, %s pages', (lang) => {
  it.each(kinds)('%s: no violations', async (_kind, path) => {
    await s.page.goto(`${s.baseUrl}${path(lang)}`);
    expect(await violations(s.page)).toEqual([]);
  });

  it('a permalink target: no violations', async () => {
    await s.page.goto(`${s.baseUrl}${permalink(newest, '510.1c')}`);
    // The permalink sends the reader on to the rule; check where it lands.
    await s.page.waitForURL(/#cr510-1c$/);
    if (lang === 'zh') await s.page.goto(`${s.baseUrl}${sectionHref('zh', newest, '510')}#cr510-1c`);
    expect(await violations(s.page)).toEqual([]);
  });

  it('the search, open with results: no violations', async () => {
    await s.page.goto(`${s.baseUrl}${sectionHref(lang, newest, '510')}`);
    const hits = await searchFor(s.page, lang === 'en' ? 'damage' : '伤害');
    expect(hits.length).toBeGreaterThan(0);
    expect(await violations(s.page)).toEqual([]);
  });

  it('the search panel itself, open with results, in light and dark mode: no violations', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      await s.page.emulateMedia({ colorScheme });
      await s.page.goto(`${s.baseUrl}${homeHref(lang)}`);
      const hits = await searchFor(s.page, lang === 'en' ? 'blocking' : '阻擋');
      expect(hits.length).toBeGreaterThan(0);
      expect(await violations(s.page, '[data-site-search]'), colorScheme).toEqual([]);
    }
    await s.page.emulateMedia({ colorScheme: 'light' });
  });

  it('a section page on a touch phone with a reference’s preview open (its “Go to” link inside the page’s landmarks): no violations', async () => {
    const phone = await openBrowser({ width: 360, height: 640 }, { touch: true });
    try {
      await phone.page.goto(`${phone.baseUrl}${sectionHref(lang, newest, '510')}`);
      const ref = phone.page.locator('main .ref').first();
      await ref.scrollIntoViewIfNeeded();
      await ref.tap();
      await phone.page.locator('#pv:not([hidden]) .pv-go').waitFor();
      expect(await violations(phone.page)).toEqual([]);
    } finally {
      await phone.close();
    }
  });

  it('a section page with a rule’s worked examples open, a trace at its alternatives, on a phone with the menu open: no violations', async () => {
    const phone = await openBrowser({ width: 360, height: 640 });
    try {
      await phone.page.goto(`${phone.baseUrl}${sectionHref(lang, newest, '510')}`);
      await phone.page.locator('header .menu > summary').click();
      const extras = phone.page
        .locator('details.extras')
        .filter({ has: phone.page.locator('[data-fixture="510.1c-example-1-vastwood-gorger"]') });
      await extras.locator('> summary').click();
      const panel = extras.locator('[data-fixture="510.1c-example-1-vastwood-gorger"]');
      await panel.scrollIntoViewIfNeeded();
      await phone.page.waitForFunction(
        (el) => !!el && !el.querySelector('astro-island[ssr]'),
        await panel.elementHandle(),
      );
      await panel.locator('button.fixture-run').click();
      await panel.locator('[data-outcome]').waitFor();
      for (let i = 0; i < 8 && !(await panel.locator('.trace-now .alternative').count()); i++)
        await panel.locator('.trace-controls button').nth(1).click();
      expect(await panel.locator('.trace-now .alternative').count()).toBeGreaterThan(0);
      // An allowed alternative's own board open beside the position's.
      await panel.locator('.trace-now .alternative details.alternative-board > summary').first().click();
      expect(await violations(phone.page)).toEqual([]);
    } finally {
      await phone.close();
    }
  });

  it('a section page in dark mode: no violations', async () => {
    await s.page.emulateMedia({ colorScheme: 'dark' });
    try {
      await s.page.goto(`${s.baseUrl}${sectionHref(lang, newest, '510')}`);
      expect(await violations(s.page)).toEqual([]);
    } finally {
      await s.page.emulateMedia({ colorScheme: 'light' });
    }
  });
});

describe('axe, the commentary (Traditional Chinese)', () => {
  it('has no violations', async () => {
    await s.page.goto(`${s.baseUrl}${commentaryHref()}`);
    expect(await s.page.evaluate(() => document.documentElement.lang)).toBe('zh-TW');
    expect(await violations(s.page)).toEqual([]);
  });
});
