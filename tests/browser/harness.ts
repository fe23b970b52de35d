// Opens Debian's chromium through playwright-core with the flags these machines need, one
// fresh profile per browser, removed afterwards.
import { chromium, type Browser, type Page } from 'playwright-core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tools/chromium.mjs';

export interface Session {
  browser: Browser;
  page: Page;
  baseUrl: string;
  close(): Promise<void>;
}

export async function openBrowser(viewport = { width: 1280, height: 900 }): Promise<Session> {
  const profile = mkdtempSync(join(tmpdir(), 'rules-chromium-'));
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--user-data-dir=${profile}`],
  });
  const page = await browser.newPage({ viewport });
  return {
    browser,
    page,
    baseUrl: inject('baseUrl'),
    async close() {
      await browser.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
