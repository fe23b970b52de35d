// Driving the site's search in a browser test: open it the way a reader does (`/`), type, wait
// for the panel to settle, and read the results as the reader sees them.
import type { Page } from 'playwright-core';

export interface ShownHit {
  href: string;
  rule: string;
  /** The page (section) title shown with the hit. */
  title: string;
  /** The excerpt (none for a section heading, whose words are its title). */
  text: string;
  jump: boolean;
}

const INPUT = '[data-site-search] [data-search-input]';

/** Presses `/`, types the query, and waits until the search has answered it. */
export async function searchFor(page: Page, query: string): Promise<ShownHit[]> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('/');
  await page.waitForFunction((sel) => document.activeElement === document.querySelector(sel), INPUT);
  await page.locator(INPUT).fill(query);
  // The panel sets data-search-answered to the query its results answer.
  await page.waitForFunction(
    (q) => document.querySelector<HTMLElement>('[data-site-search]')?.dataset.searchAnswered === q,
    query.trim(),
  );
  return shownHits(page);
}

export async function shownHits(page: Page): Promise<ShownHit[]> {
  return page.$$eval('[data-site-search] [data-search-results] a', (links) =>
    links.map((a) => ({
      href: new URL((a as HTMLAnchorElement).href).pathname + new URL((a as HTMLAnchorElement).href).hash,
      rule: a.querySelector('.site-search__rule')?.textContent ?? '',
      title: a.querySelector('.site-search__page')?.textContent ?? '',
      text: a.querySelector('.site-search__excerpt')?.textContent ?? '',
      jump: (a as HTMLElement).dataset.searchJump !== undefined,
    })),
  );
}

export async function searchStatus(page: Page): Promise<string> {
  return (await page.locator('[data-site-search] [data-search-status]').textContent()) ?? '';
}
