// Every fixture panel on every section page runs in the browser and passes, in both languages.
// The engine speaks in codes (engine/messages renders them in the page's language): this sweep
// shows every fixture's expectations hold in the browser on both languages' pages.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type Session } from './harness.ts';
import { DIST } from './site-files.ts';
import { fixturePanel, hydrated } from './widgets-ui.ts';

let s: Session;
beforeAll(async () => {
  s = await openBrowser();
});
afterAll(async () => {
  await s?.close();
});

/** Pages with fixture panels, read from the built HTML: the newest edition's section and keyword
 *  pages, then the seed chapters' pages for the fixtures the newest pages do not show (those whose
 *  rules the newest edition no longer has). Every fixture runs once per language. */
function panelsByPage(lang: 'en' | 'zh'): [string, string[]][] {
  const out: [string, string[]][] = [];
  const seen = new Set<string>();
  // No seed/ folder while the seed chapters are the newest edition (a corpus without dated ones).
  for (const prefix of ['', 'seed/'].filter((p) => existsSync(join(DIST, lang, p)))) {
    for (const dir of readdirSync(join(DIST, lang, prefix))) {
      if (!/^\d{3}(\.\d+)?$/.test(dir)) continue;
      const html = readFileSync(join(DIST, lang, prefix, dir, 'index.html'), 'utf8');
      const slugs = [...html.matchAll(/data-fixture="([^"]+)"/g)].map((m) => m[1]).filter((slug) => !seen.has(slug));
      for (const slug of slugs) seen.add(slug);
      if (slugs.length) out.push([`/${lang}/${prefix}${dir}/`, slugs]);
    }
  }
  return out;
}

describe.each(['en', 'zh'] as const)('every fixture panel (%s)', (lang) => {
  it('runs and passes', { timeout: 600_000 }, async () => {
    const pages = panelsByPage(lang);
    expect(pages.length).toBeGreaterThan(10);
    const outcomes: string[] = [];
    for (const [path, slugs] of pages) {
      await s.page.goto(s.baseUrl + path);
      for (const slug of slugs) {
        const panel = await hydrated(s.page, fixturePanel(s.page, slug));
        await panel.locator('button.fixture-run').click();
        const result = panel.locator('[data-outcome], .fixture-result .is-error').first();
        await result.waitFor({ timeout: 20_000 });
        const outcome = (await result.getAttribute('data-outcome')) ?? 'error';
        outcomes.push(
          outcome === 'passed'
            ? 'passed'
            : `${path} ${slug}: ${outcome} — ${(await panel.locator('.fixture-result').innerText()).slice(0, 300)}`,
        );
      }
    }
    expect(outcomes.filter((o) => o !== 'passed')).toEqual([]);
    expect(outcomes.length).toBeGreaterThan(100);
  });
});
