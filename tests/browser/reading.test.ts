// Reading the rules in a browser: a rule opens at its anchor, the language switch keeps it, the
// parallel mode shows both languages and is remembered, and a reference previews its target.
// Hooks used are the ones documented at the top of src/layouts/Base.astro.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCorpus, plainText, type Rule, type RuleRef } from '../../src/corpus/index.ts';
import { sectionHref } from '../../src/site/paths.ts';
import { openBrowser, type Session } from './harness.ts';

const corpus = loadCorpus();
const current = corpus.editions[corpus.newest];
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

let s: Session;
beforeAll(async () => {
  s = await openBrowser();
});
afterAll(async () => {
  await s?.close();
});

/** Whether the element's top is inside the viewport (the browser scrolled to it). */
async function inView(selector: string): Promise<boolean> {
  return s.page.locator(selector).evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.top >= -1 && r.top < innerHeight;
  });
}

describe('a rule', () => {
  it('opens at its anchor, with its number and text', async () => {
    await s.page.goto(`${s.baseUrl}/en/510/#cr510-1c`);
    const rule = s.page.locator('#cr510-1c');
    await expect.poll(() => inView('#cr510-1c')).toBe(true);
    expect(await rule.locator('.rn').textContent()).toBe('510.1c');
    const text = squash(plainText(current.rules['510.1c'].en));
    expect(squash((await rule.locator('.rule-text:not(.o)').first().textContent()) ?? '')).toBe(text);
  });

  it('stays the same rule when the reader switches language', async () => {
    // A rule from the middle of the longest chapter-5 section, so the browser scrolls it to the top.
    const section = Object.values(current.sections)
      .filter((x) => x.chapter === 5)
      .sort((a, b) => b.rules.length - a.rules.length)[0];
    const rule = current.rules[section.rules[Math.floor(section.rules.length / 2)]];
    const sel = `[id="${rule.anchor}"]`;
    await s.page.goto(`${s.baseUrl}${sectionHref('en', corpus.newest, section.number)}#${rule.anchor}`);
    await expect.poll(() => inView(sel)).toBe(true);
    // A DOM click: a pointer click would first scroll the header (not sticky) into view, and the
    // switch follows the rule at the top of the viewport.
    await Promise.all([s.page.waitForURL(/\/zh\//), s.page.locator('#lang-switch').dispatchEvent('click')]);
    expect(new URL(s.page.url()).hash).toBe(`#${rule.anchor}`);
    expect(await s.page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    await expect.poll(() => inView(sel)).toBe(true);
    const zh = squash(plainText(rule.zh!));
    expect(squash((await s.page.locator(`${sel} .rule-text:not(.o)`).first().textContent()) ?? '')).toBe(zh);
    // And back.
    await Promise.all([s.page.waitForURL(/\/en\//), s.page.locator('#lang-switch').dispatchEvent('click')]);
    expect(new URL(s.page.url()).hash).toBe(`#${rule.anchor}`);
  });
});

describe('the language switch after the reader scrolled', () => {
  const opened = current.rules['508.3b'];
  const sel = `[id="${opened.anchor}"]`;
  /** Scrolls by `dy` pixels and lets the page's scroll handler run (it waits a frame). */
  const scrollBy = (dy: number) =>
    s.page.evaluate(
      (d) =>
        new Promise<void>((done) => {
          window.scrollBy(0, d);
          requestAnimationFrame(() => requestAnimationFrame(() => done()));
        }),
      dy,
    );
  /** The first rule (or heading) whose bottom is below the top of the viewport. */
  const topRule = () =>
    s.page.evaluate(
      () => [...document.querySelectorAll('.rule, h1[id]')].find((el) => el.getBoundingClientRect().bottom > 12)?.id,
    );
  const switchTo = async () => {
    await Promise.all([s.page.waitForURL(/\/zh\//), s.page.locator('#lang-switch').dispatchEvent('click')]);
    return decodeURIComponent(new URL(s.page.url()).hash.slice(1));
  };

  it('keeps the rule the reader opened while any of it is on screen', async () => {
    await s.page.goto(`${s.baseUrl}${sectionHref('en', corpus.newest, opened.section)}#${opened.anchor}`);
    await expect.poll(() => inView(sel)).toBe(true);
    // A little up: the rule before it is now at the top of the view, the opened one below it.
    await scrollBy(-120);
    expect(await topRule()).not.toBe(opened.anchor);
    expect(await s.page.locator(sel).evaluate((el) => el.getBoundingClientRect().top < innerHeight)).toBe(true);
    expect(await switchTo()).toBe(opened.anchor);
    await expect.poll(() => inView(sel)).toBe(true);
  });

  it('follows the rule at the top of the view once the opened one is scrolled out of it', async () => {
    await s.page.goto(`${s.baseUrl}${sectionHref('en', corpus.newest, opened.section)}#${opened.anchor}`);
    await expect.poll(() => inView(sel)).toBe(true);
    // Up until the opened rule is below the bottom of the viewport.
    const up = await s.page.evaluate(() => innerHeight + 40);
    await scrollBy(-up);
    expect(await s.page.locator(sel).evaluate((el) => el.getBoundingClientRect().top >= innerHeight)).toBe(true);
    const top = await topRule();
    expect(top).toBeDefined();
    expect(top).not.toBe(opened.anchor);
    expect(await switchTo()).toBe(top);
  });
});

describe('parallel mode', () => {
  it('shows both languages under every rule and is remembered after a reload', async () => {
    await s.page.goto(`${s.baseUrl}/zh/509/`);
    const other = s.page.locator('#cr509-1 .rule-text.o').first();
    expect(await other.isVisible()).toBe(false);
    await s.page.locator('#mode-switch [data-m="par"]').click();
    await expect.poll(() => other.isVisible()).toBe(true);
    expect(await other.getAttribute('lang')).toBe('en');
    expect(squash((await other.textContent()) ?? '')).toBe(squash(plainText(current.rules['509.1'].en)));
    await s.page.reload();
    await expect.poll(() => s.page.locator('#cr509-1 .rule-text.o').first().isVisible()).toBe(true);
    expect(await s.page.locator('#mode-switch [data-m="par"]').getAttribute('aria-pressed')).toBe('true');
    // Remembered across pages and languages too; then back to one language.
    await s.page.goto(`${s.baseUrl}/en/510/`);
    await expect.poll(() => s.page.locator('#cr510-1 .rule-text.o').first().isVisible()).toBe(true);
    await s.page.locator('#mode-switch [data-m="single"]').first().click();
    await expect.poll(() => s.page.locator('#cr510-1 .rule-text.o').first().isVisible()).toBe(false);
  });
});

/** The first chapter-5 rule whose English text references one other rule of the corpus. */
function ruleWithReference(): { rule: Rule; ref: { text: string; ref: RuleRef }; target: Rule } {
  for (const number of current.ruleOrder) {
    const rule = current.rules[number];
    if (rule.section[0] !== '5') continue;
    for (const run of rule.en) {
      if (run.kind === 'ref' && run.ref.target === 'rule' && !run.ref.to && run.ref.from.includes('.')) {
        const target = current.rules[run.ref.from];
        if (target && target.section !== rule.section) return { rule, ref: run, target };
      }
    }
  }
  throw new Error('no chapter-5 rule references another section');
}

describe('reference preview', () => {
  it.each(['en', 'zh'] as const)('hovering a reference shows the target rule text (%s)', async (lang) => {
    const { rule, target } = ruleWithReference();
    await s.page.goto(`${s.baseUrl}${sectionHref(lang, corpus.newest, rule.section)}#${rule.anchor}`);
    const link = s.page.locator(`[id="${rule.anchor}"] .rule-text:not(.o) a.ref[href$="#${target.anchor}"]`).first();
    await link.hover();
    const tip = s.page.locator('#pv');
    await expect.poll(() => tip.isVisible()).toBe(true);
    const expected = squash(plainText(target[lang]!)).slice(0, 24);
    expect(squash((await tip.textContent()) ?? '')).toContain(expected);
    expect(await link.getAttribute('aria-describedby')).toBe('pv');
    await s.page.keyboard.press('Escape');
    await expect.poll(() => tip.isVisible()).toBe(false);
  });
});
