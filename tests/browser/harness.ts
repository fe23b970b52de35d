// Opens Debian's chromium through playwright-core with the flags these machines need. Playwright
// gives every launch a fresh temporary profile and removes it on close (it refuses a
// --user-data-dir argument), so tests never share storage such as the remembered display mode.
import { chromium, type Browser, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tools/chromium.mjs';

export interface Session {
  browser: Browser;
  page: Page;
  baseUrl: string;
  close(): Promise<void>;
}

export async function openBrowser(viewport = { width: 1280, height: 900 }): Promise<Session> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const page = await browser.newPage({ viewport });
  return {
    browser,
    page,
    baseUrl: inject('baseUrl'),
    async close() {
      await browser.close();
    },
  };
}
