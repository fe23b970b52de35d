// The short permanent links /r/{number}/ (newest edition) and /r/{edition}/{number}/ (any other):
// one small redirect page per rule and section of every edition, about 70,000 in all. They are
// written straight into the built site when the build is done: Astro's page pipeline costs about a
// millisecond a page, which for pages this small would be most of the build. A number the newest
// edition no longer has (509.2) sends the reader to the page that says what became of it
// (/{lang}/removed/{number}/, src/pages/[lang]/removed/[rule].astro).
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { AstroIntegration } from 'astro';
import { t } from '../i18n/index.ts';
import { siteData } from '../site/site-data.ts';
import { buildEditions } from '../site/editions.ts';
import { permalink, removedHref } from '../site/paths.ts';
import { removedNumbers } from '../site/rule-history.ts';
import { permalinkTargets } from '../site/permalinks.ts';
import { redirectHtml } from '../site/redirect.ts';

export function writePermalinks(dist: string): number {
  const { corpus } = siteData();
  let written = 0;
  const write = (path: string, number: string, en: string, zh: string) => {
    const dir = join(dist, path);
    mkdirSync(dir, { recursive: true });
    const title = { en: t('en', 'redirect.title', { n: number }), zh: t('zh', 'redirect.title', { n: number }) };
    const text = { en: t('en', 'redirect.text', { n: number }), zh: t('zh', 'redirect.text', { n: number }) };
    writeFileSync(join(dir, 'index.html'), redirectHtml({ title, en, zh, text }));
    written++;
  };
  for (const edition of buildEditions(corpus)) {
    for (const { number, en, zh } of permalinkTargets(edition)) write(permalink(edition.id, number), number, en, zh);
  }
  for (const number of removedNumbers(corpus)) {
    write(permalink(corpus.newest, number), number, removedHref('en', number), removedHref('zh', number));
  }
  return written;
}

export default function permalinks(): AstroIntegration {
  return {
    name: 'cr-permalinks',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const started = Date.now();
        const n = writePermalinks(fileURLToPath(dir));
        logger.info(`${n} permalink pages written in ${Date.now() - started} ms`);
      },
    },
  };
}
