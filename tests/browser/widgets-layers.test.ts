// The layers widget on 613, in a browser, in both languages: the engine applies 613's Examples
// layer by layer in the page (results that a timestamp-only order would get wrong), a dependency
// goes ahead of timestamps, nonsense on the board is answered in the page's language, the reader
// can do it all by keyboard, and axe finds nothing (light and dark). The expected values are the
// Examples' own words, not a transcript of the widget.
import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openBrowser, type Session } from './harness.ts';
import { hydrated, widget } from './widgets-ui.ts';

let s: Session;
beforeAll(async () => {
  s = await openBrowser();
});
afterAll(async () => {
  await s?.close();
});

async function open(lang: 'en' | 'zh'): Promise<Locator> {
  await s.page.goto(`${s.baseUrl}/${lang}/613/`);
  return hydrated(s.page, widget(s.page, 'layers'));
}
const resultOf = (w: Locator) => w.locator('.layers-result').getAttribute('data-result');
const scenario = (w: Locator) => w.locator('select[id$="-preset"]');
const values = (w: Locator, layer: string) => w.locator(`.layer[data-layer="${layer}"] .step-value`).allInnerTexts();

describe.each(['en', 'zh'] as const)('layers widget (%s)', (lang) => {
  it('613.4d Example 1: both 7c effects, then the switch in 7d, whatever the timestamps — 4/6', async () => {
    const errors: string[] = [];
    s.page.on('pageerror', (e) => errors.push(e.message));
    const w = await open(lang);
    expect(await resultOf(w)).toBe('4/6');
    expect(await values(w, '7c')).toEqual(['→ 1/4', '→ 6/4']);
    expect(await values(w, '7d')).toEqual(['→ 4/6']);
    // Every layer of 613.1 is listed, in order, each citing its rule as a link to it.
    expect(await w.locator('.layer').evaluateAll((ls) => ls.map((l) => l.getAttribute('data-layer')))).toEqual([
      '1a',
      '1b',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7a',
      '7b',
      '7c',
      '7d',
    ]);
    const link = w.locator('.layer[data-layer="7d"] .layer-head a.ref');
    // The engine's rules are the seed chapters': the layer's rule leads to 613.4d there.
    expect(await link.getAttribute('href')).toBe(`/${lang}/seed/613/#cr613-4d`);
    // The switch has the middle timestamp; giving it the latest changes nothing: the sublayer decides.
    await w.getByLabel(lang === 'en' ? 'Timestamp of effect 2' : '效应2的时间印记').fill('9');
    expect(await resultOf(w)).toBe('4/6');
    // The +0/+1 ends (613.4d Example 2, with the +5/+0 still there): 1/3 +5/+0 = 6/3, switched 3/6.
    await w.getByRole('button', { name: lang === 'en' ? 'Remove effect 1' : '移除效应1' }).click();
    expect(await resultOf(w)).toBe('3/6');
    expect(errors).toEqual([]);
  });

  it('613.5 Example 2 (Gray Ogre): 0/1 in 7b before the earlier +4/+4, +0/+2 and counter in 7c — 5/8', async () => {
    const w = await open(lang);
    await scenario(w).selectOption('613.5-2');
    expect(await resultOf(w)).toBe('5/8'); // in timestamp order alone it would be 0/1
    expect(await values(w, '7b')).toEqual(['→ 0/1']);
    expect(await w.locator('.layer[data-layer="7c"] .layer-step').count()).toBe(3);
    // More counters: each is +1/+1 in 7c.
    await w.getByLabel(lang === 'en' ? '+1/+1 counters on Gray Ogre' : '灰食人魔上的+1/+1指示物').fill('3');
    expect(await resultOf(w)).toBe('7/10');
  });

  it('a dependency: the later effect goes first (613.8), and the static ability follows it into 7b (613.6)', async () => {
    const w = await open(lang);
    await scenario(w).selectOption('dependency');
    const steps = w.locator('.layer[data-layer="4"] .layer-step');
    expect(await steps.first().getAttribute('data-order')).toBe('dependency');
    expect(await steps.first().locator('a.ref').allInnerTexts()).toEqual(expect.arrayContaining(['613.8a', '613.8b']));
    expect(await w.locator('.layer[data-layer="7b"] a.ref').allInnerTexts()).toContain('613.6');
    expect(await resultOf(w)).toBe('2/2');
    // The Honor of the Pure Example: turned red by a new effect (latest timestamp), it is 2/2 again.
    await scenario(w).selectOption('613.5-1');
    expect(await resultOf(w)).toBe('3/3');
    await w.locator('.layers-add > summary').click();
    await w.locator('.layers-add-form select').first().selectOption('color');
    await w.getByLabel(lang === 'en' ? 'Color' : '颜色', { exact: true }).selectOption('R');
    await w.locator('.layers-add-button').click();
    expect(await resultOf(w)).toBe('2/2');
    expect(await w.locator('.layer[data-layer="5"] .layer-step').count()).toBe(2);
  });

  it('answers nonsense in the page’s language: no number, a shared timestamp, an effect on a removed permanent', async () => {
    const errors: string[] = [];
    s.page.on('pageerror', (e) => errors.push(e.message));
    const w = await open(lang);
    const problems = w.locator('.layers-problems');
    const stamp = w.getByLabel(lang === 'en' ? 'Timestamp of effect 3' : '效应3的时间印记');
    for (const text of ['abc', '0', '1.5']) {
      await stamp.fill(text);
      expect(await problems.getAttribute('data-verdict')).toBe('nonsense');
      expect(await problems.innerText()).toContain(`“${text}”`);
      expect(await problems.innerText()).toContain(lang === 'en' ? 'whole number' : '整数');
      expect(await w.locator('.layers-result').count()).toBe(0);
    }
    await stamp.fill('3'); // effect 2's
    expect(await problems.innerText()).toContain('613.7m');
    await stamp.fill('4');
    expect(await resultOf(w)).toBe('4/6');
    await scenario(w).selectOption('copy');
    await w.getByRole('button', { name: lang === 'en' ? 'Remove Angel' : '移除天使' }).click();
    expect(await problems.innerText()).toContain(
      lang === 'en' ? 'refers to Angel, which is no longer on the battlefield' : '涉及天使，而它已不在战场上',
    );
    await w.getByRole('button', { name: lang === 'en' ? 'Reset' : '重置' }).click();
    expect(await resultOf(w)).toBe('4/4'); // the copy: the Angel's copiable values, not its +2/+2
    expect(errors).toEqual([]);
  });
});

describe('layers widget by keyboard alone', () => {
  async function tabTo(page: Page, name: string): Promise<void> {
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      const now = await page.evaluate(
        () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '',
      );
      if (now === name) return;
    }
    throw new Error(`never reached ${name}`);
  }

  it('chooses 613.4d Example 2, removes the +0/+1 effect and types a timestamp: 3/1', async () => {
    const w = await open('en');
    await scenario(w).focus();
    await s.page.keyboard.press('ArrowDown'); // the next scenario: 613.4d Example 2
    expect(await scenario(w).inputValue()).toBe('613.4d-2');
    expect(await resultOf(w)).toBe('4/1');
    await tabTo(s.page, 'Remove effect 1');
    await s.page.keyboard.press('Enter');
    expect(await resultOf(w)).toBe('3/1'); // the Example's words
    // Focus stays in the widget, on the next effect's Remove button; Shift+Tab reaches its timestamp.
    expect(await s.page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Remove effect 2');
    // Let the widget's effects run (preact runs them after a frame and a task): the focus it moves
    // after a removal must not land after the key below.
    for (let i = 0; i < 2; i++)
      await s.page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
    await s.page.keyboard.press('Shift+Tab');
    expect(await s.page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Timestamp of effect 2',
    );
    await s.page.keyboard.press('Control+a');
    await s.page.keyboard.type('x');
    expect(await w.locator('.layers-problems').count()).toBe(1);
    await s.page.keyboard.press('Backspace');
    await s.page.keyboard.type('7');
    expect(await resultOf(w)).toBe('3/1');
  });
});

describe.each(['en', 'zh'] as const)('axe on the layers widget (%s)', (lang) => {
  async function violations(page: Page): Promise<string[]> {
    const result = await new AxeBuilder({ page }).include('.widget-slot[data-widget="layers"]').analyze();
    return result.violations.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
  }

  it('with its layers shown, the add form open, and with problems; light and dark', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      await s.page.emulateMedia({ colorScheme: scheme });
      try {
        const w = await open(lang);
        await scenario(w).selectOption('dependency');
        await w.locator('.layers-add > summary').click();
        expect(await violations(s.page)).toEqual([]);
        await w.getByRole('button', { name: lang === 'en' ? 'Remove Land' : '移除地' }).click();
        await w.locator('.layers-problems').waitFor();
        expect(await violations(s.page)).toEqual([]);
      } finally {
        await s.page.emulateMedia({ colorScheme: 'light' });
      }
    }
  });
});
