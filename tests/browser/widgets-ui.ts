// Shared steps of the widget browser tests: open a rule page, open the rule's "Worked examples ·
// Try it" line, bring a widget or fixture panel into view and wait until its island has hydrated
// (Astro removes the `ssr` attribute then).
import type { Locator, Page } from 'playwright-core';

/** Scrolls `root` into view and waits for the island inside it to hydrate. */
export async function hydrated(page: Page, root: Locator): Promise<Locator> {
  await openExtras(root);
  await root.scrollIntoViewIfNeeded();
  await root.locator('astro-island').first().waitFor({ state: 'attached' });
  await page.waitForFunction((el) => !!el && !el.querySelector('astro-island[ssr]'), await root.elementHandle(), {
    timeout: 15_000,
  });
  return root;
}

export function fixturePanel(page: Page, slug: string): Locator {
  return page.locator(`[data-fixture="${slug}"]`);
}

export function widget(page: Page, name: 'damage' | 'attack' | 'block' | 'walker' | 'layers'): Locator {
  return page.locator(`.widget-slot[data-widget="${name}"]`).first();
}

/** Opens the closed <details> around `root` (a rule's worked examples) the way a reader does: a click on its summary. */
export async function openExtras(root: Locator): Promise<void> {
  const summary = root.locator('xpath=ancestor::details[not(@open)]/summary');
  if (await summary.count()) await summary.first().click();
}
