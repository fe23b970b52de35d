// Editions on the built site. As files: every reading page of every edition names its edition.
// In the browser: the edition picker leads to the same page in another edition and back; a rule
// number the newest edition no longer has leads to a page saying when it went and where; the
// history line under a changed rule opens readable word diffs.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCorpus } from '../../src/corpus/index.ts';
import { LANGS, permalink, ruleHref, sectionHref } from '../../src/site/paths.ts';
import { editionLabel } from '../../src/site/editions.ts';
import { readingHref, readingPages } from '../../src/site/pages.ts';
import { esc } from '../../src/site/html.ts';
import { openBrowser, type Session } from './harness.ts';
import { fileForPath } from './site-files.ts';

const corpus = loadCorpus();
const newest = corpus.newest;

describe('every reading page', () => {
  it('names its edition, in its language', () => {
    const problems: string[] = [];
    let checked = 0;
    for (const edition of Object.values(corpus.editions)) {
      for (const page of readingPages(edition, edition.id === newest)) {
        for (const lang of LANGS) {
          const path = readingHref(lang, page);
          const file = fileForPath(path);
          if (!file) {
            problems.push(`${path}: no page`);
            continue;
          }
          const html = readFileSync(file, 'utf8');
          checked++;
          if (!html.includes('class="edbar"') || !html.includes(esc(editionLabel(edition, lang)))) {
            problems.push(`${path}: no edition label "${editionLabel(edition, lang)}"`);
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
    expect(problems.slice(0, 20), `${problems.length} pages`).toEqual([]);
  });
});

let s: Session;
beforeAll(async () => {
  s = await openBrowser();
});
afterAll(async () => {
  await s?.close();
});

describe('the edition picker', () => {
  it('opens the same section in an older edition, which says it is older and leads back', async () => {
    const older = corpus.dated[corpus.dated.length - 3];
    await s.page.goto(`${s.baseUrl}${sectionHref('en', newest, '510')}`);
    await s.page.locator('.edpick summary').click();
    await Promise.all([
      s.page.waitForURL(new RegExp(`/en/${older}/510/$`)),
      s.page.locator(`.edpick a:text-is("${older}")`).click(),
    ]);
    expect(await s.page.locator('.edbar b').textContent()).toBe(editionLabel(corpus.editions[older], 'en'));
    expect(await s.page.locator('.edbar .older').count()).toBe(1);
    await Promise.all([s.page.waitForURL(/\/en\/510\/$/), s.page.locator('.edbar .older a').click()]);
    expect(await s.page.locator('.edbar .tag').first().textContent()).toBe('newest');
  });

  it('in Chinese, names the editions in Chinese', async () => {
    await s.page.goto(`${s.baseUrl}${sectionHref('zh', newest, '510')}`);
    expect(await s.page.locator('.edbar b').textContent()).toBe(editionLabel(corpus.editions[newest], 'zh'));
    expect(await s.page.locator('.edbar b').textContent()).toMatch(/年.+月.+日生效的完整规则/);
  });
});

describe('a rule the newest edition no longer has', () => {
  // 509.6 announced the damage assignment order of a creature put onto the battlefield blocking;
  // removed in 2024-11-08. (509.2 and 509.3, the damage assignment order itself, were removed too,
  // but their numbers hold other rules since: 509.2 is the former 509.4.)
  it.each(LANGS)('its permalink says when it was removed and where its content went (%s)', async (lang) => {
    await s.page.addInitScript((l) => localStorage.setItem('cr-lang', l), lang);
    await s.page.goto(`${s.baseUrl}${permalink(newest, '509.6')}`);
    await s.page.waitForURL(new RegExp(`/${lang}/removed/509\\.6/$`));
    const main = (await s.page.locator('main').innerText()).replace(/\s+/g, ' ');
    expect(main).toContain('2024-11-08');
    expect(main).toContain('2024-09-17');
    // The last text it had, and a link to it in that edition.
    expect(await s.page.locator(`main a[href="${ruleHref(lang, '2024-09-17', '509.6')}"]`).count()).toBeGreaterThan(0);
  });
});

describe('the history line under a rule', () => {
  it('lists the editions in which the rule changed and opens word diffs that keep words apart', async () => {
    await s.page.goto(`${s.baseUrl}${sectionHref('en', newest, '510')}#cr510-1c`);
    const line = s.page.locator('#cr510-1c .rule-changes').first();
    expect(await line.innerText()).toContain('2024-11-08');
    await line.locator('summary').first().click();
    const diff = line.locator('.diff:not(.o)').first();
    await expect.poll(() => diff.isVisible()).toBe(true);
    expect(await diff.locator('del').count()).toBeGreaterThan(0);
    expect(await diff.locator('ins').count()).toBeGreaterThan(0);
    // A deleted run and an inserted run never touch without a space or a mark between them.
    const glued = await diff.evaluate(
      (el) =>
        [...el.querySelectorAll('del + ins')].filter((ins) => {
          const del = ins.previousElementSibling!;
          return del.nextSibling === ins && /\w$/.test(del.textContent ?? '') && /^\w/.test(ins.textContent ?? '');
        }).length,
    );
    expect(glued).toBe(0);
  });
});

describe('an older edition’s rule that reads as the seed rule', () => {
  it.each(LANGS)('links to the worked examples under the seed rule (%s)', (lang) => {
    // 2023-11-17's chapter 5 is the seed chapter 5's text: 510.1c there has the seed rule's worked examples.
    const file = fileForPath(sectionHref(lang, '2023-11-17', '510'))!;
    const html = readFileSync(file, 'utf8');
    const start = html.indexOf('id="cr510-1c"');
    const end = html.indexOf('id="cr510-1d"');
    expect(html.slice(start, end)).toContain(`class="rule-extras in-seed"`);
    expect(html.slice(start, end)).toContain(`href="${ruleHref(lang, 'seed', '510.1c')}"`);
    // The newest edition's 510.1c reads otherwise: its examples are on its own page, not linked to the seed.
    const newestHtml = readFileSync(fileForPath(sectionHref(lang, newest, '510'))!, 'utf8');
    expect(newestHtml).not.toContain('in-seed');
  });
});
