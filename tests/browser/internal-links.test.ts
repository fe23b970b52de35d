// Built site, as files: every internal link of every page leads somewhere. Each href (and src)
// is resolved against the page's URL; the path must be a file of dist/, and a #hash must be an
// id on the target page. External links are left alone.
import { describe, expect, it } from 'vitest';
import { allPages, fileForPath, readPage } from './site-files.ts';

const ORIGIN = 'http://site.invalid';
const LINKING = ['href', 'src'];

interface Broken {
  page: string;
  link: string;
  why: string;
}

function check(): { links: number; broken: Broken[]; pages: number } {
  const pages = allPages();
  const broken: Broken[] = [];
  let links = 0;
  for (const page of pages) {
    for (const tag of page.tags) {
      for (const attr of LINKING) {
        const value = tag.attrs[attr];
        if (value === undefined || tag.name === 'html') continue;
        // <link rel=alternate> etc. are links too; `hreflang` etc. are not in LINKING.
        if (/^(mailto:|tel:|javascript:|data:)/i.test(value)) continue;
        const url = new URL(value, ORIGIN + page.path);
        if (url.origin !== ORIGIN) continue;
        links++;
        const file = fileForPath(url.pathname);
        if (!file) {
          broken.push({ page: page.path, link: value, why: 'no such file' });
          continue;
        }
        const hash = decodeURIComponent(url.hash.slice(1));
        if (hash && file.endsWith('.html') && !readPage(file).ids.has(hash)) {
          broken.push({ page: page.path, link: value, why: `no id "${hash}" on ${url.pathname}` });
        }
      }
    }
  }
  return { links, broken, pages: pages.length };
}

describe('internal links', () => {
  it('all resolve to a file, and every #hash to an id on it', () => {
    const { links, broken, pages } = check();
    expect(pages).toBeGreaterThan(50);
    expect(links).toBeGreaterThan(1000);
    const report = broken.slice(0, 25).map((b) => `${b.page} → ${b.link}: ${b.why}`);
    expect(report, `${broken.length} broken links`).toEqual([]);
    // It reads every page of all 21 editions: about a minute on a quiet machine, more beside other work.
  }, 600_000);
});
