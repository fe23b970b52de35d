// The 2011 edition in a browser: a chapter-5 rule that changed since 2011 shows the difference
// (a word diff whose deletions restore the 2011 text and whose insertions give today's), on the
// rule's section page in both languages and on the history page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCorpus } from '../../src/corpus/index.ts';
import { ruleEnglish } from '../../src/site/diff.ts';
import { historyHref, sectionHref } from '../../src/site/paths.ts';
import { openBrowser, type Session } from './harness.ts';

const corpus = loadCorpus();
const squash = (text: string) => text.replace(/\s+/g, '');

// The changed rule with the most words changed is the one a reader would look at first.
const changed = corpus.editionMap.entries
  .filter((e) => e.kind === 'changed' && e.current)
  .sort((a, b) => a.similarity - b.similarity)[0];
const before = corpus.editions['2011'].rules[changed.old];
const after = corpus.editions.seed.rules[changed.current!];

let s: Session;
beforeAll(async () => {
  s = await openBrowser();
});
afterAll(async () => {
  await s?.close();
});

/** The text of the diff element without its <ins> (the old text) or without its <del> (the new). */
async function sides(selector: string) {
  return s.page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const without = (tag: string) => {
        const copy = el.cloneNode(true) as HTMLElement;
        copy.querySelectorAll(tag).forEach((n) => n.remove());
        return copy.textContent ?? '';
      };
      return {
        old: without('ins'),
        now: without('del'),
        dels: el.querySelectorAll('del').length,
        inss: el.querySelectorAll('ins').length,
      };
    });
}

describe('the 2011 difference', () => {
  it('exists in the model (a changed chapter-5 rule)', () => {
    expect(changed, 'no changed rule in the edition map').toBeDefined();
    expect(after.section[0]).toBe('5');
  });

  it.each(['en', 'zh'] as const)('is shown under rule %s on its section page', async (lang) => {
    await s.page.goto(`${s.baseUrl}${sectionHref(lang, 'seed', after.section)}#${after.anchor}`);
    const history = s.page.locator(`[id="${after.anchor}"] .history`);
    await history.locator('summary').click();
    const diff = `[id="${after.anchor}"] .history .diff`;
    await expect.poll(() => s.page.locator(diff).first().isVisible()).toBe(true);
    const { old, now, dels, inss } = await sides(diff);
    expect(dels + inss).toBeGreaterThan(0);
    expect(squash(old)).toBe(squash(ruleEnglish(before)));
    expect(squash(now)).toBe(squash(ruleEnglish(after)));
  });

  it('is listed on the history page, linking to the rule', async () => {
    await s.page.goto(`${s.baseUrl}${historyHref('en')}`);
    const link = s.page.locator(`a[href$="#${after.anchor}"]`).first();
    expect(await link.count()).toBe(1);
    expect(await s.page.locator('del, ins').count()).toBeGreaterThan(0);
  });
});
