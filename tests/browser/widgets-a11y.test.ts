// axe on the pages that carry widgets and fixture panels, in both languages, after the islands
// have hydrated and produced output (a fixture run with its trace, a damage verdict, a walked
// turn), plus the coverage page. Zero violations is the bar. On rule pages the scope is the
// widgets and panels (`.rule-extras`); the rest of those pages is tests/browser/accessibility.test.ts's.
import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, type Session } from './harness.ts';
import { fixturePanel, hydrated, widget } from './widgets-ui.ts';

let s: Session;
beforeAll(async () => {
  s = await openBrowser();
});
afterAll(async () => {
  await s?.close();
});

/** Violations in the widgets and fixture panels (`.rule-extras`), or on the whole page. */
async function violations(page: Page, scope: 'extras' | 'page' = 'extras'): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (scope === 'extras') builder.include('.rule-extras');
  const result = await builder.analyze();
  return result.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );
}

describe.each(['en', 'zh'] as const)('axe on widget pages (%s)', (lang) => {
  it('510: a fixture run with its trace, and a damage verdict', async () => {
    await s.page.goto(`${s.baseUrl}/${lang}/510/`);
    const panel = await hydrated(s.page, fixturePanel(s.page, '510.1c-example-1-vastwood-gorger'));
    await panel.locator('button.fixture-run').click();
    await panel.locator('[data-outcome]').waitFor();
    await panel.locator('details.fixture-source summary').click();
    const w = await hydrated(s.page, widget(s.page, 'damage'));
    await w.locator('select').first().selectOption('510.1c-4'); // two attackers, and the 510.1d part
    await w.locator('.damage-blockers > button').click();
    await w.locator('.damage-attacker input[type="text"]').first().fill('1');
    await w.locator('.widget-damage > button').click();
    await w.locator('.verdict').first().waitFor();
    expect(await violations(s.page)).toEqual([]);
  });

  it('508 and 509: the declaration widgets', async () => {
    for (const [section, name] of [
      ['508', 'attack'],
      ['509', 'block'],
    ] as const) {
      await s.page.goto(`${s.baseUrl}/${lang}/${section}/`);
      const w = await hydrated(s.page, widget(s.page, name));
      await w.locator('.widget > button').click();
      await w.locator('.verdict').waitFor();
      await w.locator('details.widget-legal summary').click();
      expect(await violations(s.page)).toEqual([]);
    }
  });

  it('500: the turn walker, part-way through a turn', async () => {
    await s.page.goto(`${s.baseUrl}/${lang}/500/`);
    const w = await hydrated(s.page, widget(s.page, 'walker'));
    for (let i = 0; i < 12; i++) await w.locator('.trace-controls button').first().click();
    expect(await violations(s.page)).toEqual([]);
  });

  it('the coverage page', async () => {
    await s.page.goto(`${s.baseUrl}/${lang}/coverage/`);
    expect(await violations(s.page, 'page')).toEqual([]);
  });

  it('510 in dark mode, after a run', async () => {
    await s.page.emulateMedia({ colorScheme: 'dark' });
    try {
      await s.page.goto(`${s.baseUrl}/${lang}/510/`);
      const panel = await hydrated(s.page, fixturePanel(s.page, '510.1c-example-1-vastwood-gorger'));
      await panel.locator('button.fixture-run').click();
      await panel.locator('[data-outcome]').waitFor();
      expect(await violations(s.page)).toEqual([]);
    } finally {
      await s.page.emulateMedia({ colorScheme: 'light' });
    }
  });
});
