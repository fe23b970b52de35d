// Built site, as files: every rule's short permalink in every edition (/r/510.1c/,
// /r/2024-06-07/510.1c/, /r/2011/500.1/) exists and leads to the rule: the page links (refresh,
// canonical or a plain link) to the rule's anchor on its page, and that anchor exists there.
import { describe, expect, it } from 'vitest';
import { loadCorpus, type EditionId } from '../../src/corpus/index.ts';
import { permalink, ruleHref } from '../../src/site/paths.ts';
import { fileForPath, pageAt, type HtmlPage } from './site-files.ts';

const corpus = loadCorpus();
const ORIGIN = 'http://site.invalid';

/** Every in-site URL the permalink page sends the reader to. */
function targets(page: HtmlPage): URL[] {
  const out: URL[] = [];
  for (const tag of page.tags) {
    let value: string | undefined;
    if (tag.name === 'meta' && tag.attrs['http-equiv']?.toLowerCase() === 'refresh') {
      value = /url\s*=\s*['"]?([^'"]+)/i.exec(tag.attrs.content ?? '')?.[1];
    } else if (tag.name === 'a' || tag.name === 'link') value = tag.attrs.href;
    if (!value) continue;
    const url = new URL(value, ORIGIN + page.path);
    if (url.origin === ORIGIN && url.hash) out.push(url);
  }
  return out;
}

describe.each(Object.keys(corpus.editions) as EditionId[])('permalinks of the %s edition', (editionId) => {
  it('each leads to the rule anchor on its section page', () => {
    const edition = corpus.editions[editionId];
    const problems: string[] = [];
    for (const number of [...edition.ruleOrder, ...Object.keys(edition.sections)]) {
      const path = permalink(editionId, number);
      let page: HtmlPage;
      try {
        page = pageAt(path);
      } catch {
        problems.push(`${number}: no page at ${path}`);
        continue;
      }
      const anchor = new URL(ruleHref('en', editionId, number), ORIGIN).hash.slice(1);
      const good = targets(page).filter((url) => {
        const file = fileForPath(url.pathname);
        return url.hash.slice(1) === anchor && file !== null && pageAt(url.pathname).ids.get(anchor) === 1;
      });
      if (good.length === 0) problems.push(`${number}: ${path} links to no existing #${anchor}`);
    }
    expect(problems.slice(0, 20), `${problems.length} problems`).toEqual([]);
  });
});
