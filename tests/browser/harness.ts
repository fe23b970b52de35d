// Opens Debian's chromium through playwright-core with the flags these machines need. Playwright
// gives every launch a fresh temporary profile and removes it on close (it refuses a
// --user-data-dir argument), so tests never share storage such as the remembered display mode.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tools/chromium.mjs';

export interface Session {
  browser: Browser;
  /** The page's context (axe opens a second page in it to assemble its results). */
  context: BrowserContext;
  page: Page;
  baseUrl: string;
  close(): Promise<void>;
}

export async function openBrowser(
  viewport = { width: 1280, height: 900 },
  options: { touch?: boolean } = {},
): Promise<Session> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const context = await browser.newContext({ viewport, ...(options.touch ? { hasTouch: true, isMobile: true } : {}) });
  const page = await context.newPage();
  return {
    browser,
    context,
    page,
    baseUrl: inject('baseUrl'),
    async close() {
      await browser.close();
    },
  };
}
