// The search, in a browser on the built site: rule-number jumps, full text in English and
// Chinese (Simplified and Traditional queries), both languages from either page, the keyboard,
// and that nothing of it loads before the reader opens it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCorpus, plainText, type Rule } from '../../src/corpus/index.ts';
import { openBrowser, type Session } from './harness.ts';
import { searchFor, searchStatus } from './search-ui.ts';
import { twToCn } from '../../src/components/search/opencc-tw-cn.ts';

const corpus = loadCorpus();
const current = corpus.editions[corpus.newest];

/** Everything a rule says in one language (text, paragraphs, examples), as the page shows it. */
function ruleWords(rule: Rule, lang: 'en' | 'zh'): string {
  const parts = [
    rule[lang] ?? [],
    ...rule.paragraphs.map((p) => p[lang] ?? []),
    ...rule.examples.map((e) => e[lang] ?? []),
  ];
  return parts.map(plainText).join(' ');
}

/** The current rule a result link points at, from its anchor (#cr509-1a → 509.1a). */
function ruleOf(href: string): Rule | undefined {
  const m = /^\/(?:en|zh)\/(\d{3})\/#cr(\d{3})-(\w+)$/.exec(href);
  return m ? current.rules[`${m[2]}.${m[3]}`] : undefined;
}

let s: Session;
beforeAll(async () => {
  s = await openBrowser();
});
afterAll(async () => {
  await s?.close();
});

describe('rule-number jump', () => {
  it.each([
    ['/en/', '510.1c', '/en/510/#cr510-1c'],
    ['/en/', 'r510.1C', '/en/510/#cr510-1c'],
    ['/zh/', '509.1b', '/zh/509/#cr509-1b'],
    ['/en/', '601.2a', '/en/601/#cr601-2a'],
    // On a 2011 page the 2011 rule comes first.
    ['/en/2011/500/', '510.1c', '/en/2011/510/#cr510-1c'],
  ])('on %s, %s + Enter opens %s', async (from, query, target) => {
    await s.page.goto(`${s.baseUrl}${from}`);
    const hits = await searchFor(s.page, query);
    expect(hits[0]).toMatchObject({ jump: true, href: target });
    await Promise.all([s.page.waitForURL((u) => u.pathname + u.hash === target), s.page.keyboard.press('Enter')]);
    const id = target.split('#')[1];
    await expect.poll(() => s.page.locator(`[id="${id}"]`).isVisible()).toBe(true);
  });

  it('offers the 2011 rule of the same number too, after the current one', async () => {
    await s.page.goto(`${s.baseUrl}/en/`);
    const hits = await searchFor(s.page, '510.1c');
    expect(hits.filter((h) => h.jump).map((h) => h.href)).toEqual(['/en/510/#cr510-1c', '/en/2011/510/#cr510-1c']);
  });

  it('a section number goes to the section page', async () => {
    await s.page.goto(`${s.baseUrl}/zh/`);
    const hits = await searchFor(s.page, '511');
    expect(hits[0]).toMatchObject({ jump: true, href: '/zh/511/' });
  });

  it('says so when the rule does not exist; every chapter is on the site', async () => {
    await s.page.goto(`${s.baseUrl}/en/`);
    await searchFor(s.page, '510.99');
    expect(await s.page.locator('[data-search-results] .site-search__note').first().textContent()).toContain('510.99');
    const hits = await searchFor(s.page, '702.19');
    expect(hits[0]).toMatchObject({ jump: true, href: '/en/702.19/#cr702-19' });
  });
});

describe('full text', () => {
  it('finds 阻挡 (blocking) in the Chinese rules of 509, each result a rule that says it', async () => {
    await s.page.goto(`${s.baseUrl}/zh/509/`);
    const hits = (await searchFor(s.page, '阻挡')).filter((h) => !h.jump);
    const zh = hits.filter((h) => h.href.startsWith('/zh/'));
    expect(zh.length).toBeGreaterThan(5);
    expect(zh.filter((h) => h.href.startsWith('/zh/509/')).length).toBeGreaterThan(2);
    for (const hit of zh) {
      const rule = ruleOf(hit.href);
      if (rule) expect(ruleWords(rule, 'zh'), hit.href).toContain('阻挡');
      // A rule shows the words around the match; a section heading its title.
      expect(hit.rule.includes('.') ? hit.text : hit.title).toContain('阻挡');
    }
    expect(await searchStatus(s.page)).toMatch(/\d/);
  });

  it('finds the same rules for the Traditional spelling 阻擋', async () => {
    await s.page.goto(`${s.baseUrl}/zh/`);
    const simplified = (await searchFor(s.page, '阻挡')).map((h) => h.href);
    await s.page.goto(`${s.baseUrl}/zh/`);
    const traditional = (await searchFor(s.page, '阻擋')).map((h) => h.href);
    expect(traditional.length).toBeGreaterThan(5);
    expect(traditional).toEqual(simplified);
  });

  it('works from the commentary page too (Traditional Chinese, not an index language)', async () => {
    await s.page.goto(`${s.baseUrl}/commentary/`);
    const hits = await searchFor(s.page, '阻擋');
    expect(hits.filter((h) => h.href.startsWith('/zh/509/')).length).toBeGreaterThan(2);
    expect(new Set(hits.map((h) => h.href)).size).toBe(hits.length);
    expect(await s.page.evaluate(() => document.documentElement.lang)).toBe('zh-TW');
  });

  it('finds English words in the English rules, linking to each rule anchor', async () => {
    await s.page.goto(`${s.baseUrl}/en/`);
    const hits = await searchFor(s.page, 'blocking creature');
    const en = hits.filter((h) => h.href.startsWith('/en/'));
    expect(en.length).toBeGreaterThan(5);
    expect(en.some((h) => h.href.startsWith('/en/509/'))).toBe(true);
    for (const hit of en) {
      const rule = ruleOf(hit.href);
      if (rule) expect(ruleWords(rule, 'en').toLowerCase(), hit.href).toMatch(/block|creature/);
      expect(hit.rule).toMatch(/^\d{3}(\.\d+[a-z]?)?$/);
    }
  });

  it('searches the other language from either page, and can be limited to the page language', async () => {
    await s.page.goto(`${s.baseUrl}/en/`);
    const both = await searchFor(s.page, '阻挡');
    expect(both.some((h) => h.href.startsWith('/zh/'))).toBe(true);
    expect(new Set(both.map((h) => h.href)).size, 'each index merged once').toBe(both.length);
    await s.page.locator('[data-search-both]').uncheck();
    await s.page.waitForFunction(
      () => document.querySelector<HTMLElement>('[data-site-search]')?.dataset.searchAnswered === '阻挡',
    );
    const only = await s.page.$$eval('[data-search-results] a', (as) =>
      as.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
    );
    expect(only.every((p) => p.startsWith('/en/'))).toBe(true);
    await s.page.locator('[data-search-both]').check();
  });
});

describe('the commentary and the 2011 rules', () => {
  const commentary = loadCorpus().commentary;
  // A heading of the commentary written only in Chinese characters that differ between the
  // scripts (e.g. 回合動作), so that its Simplified spelling is a different query.
  const part = commentary.sections.find(
    (x) => /^[\u4e00-\u9fff]{4,}$/.test(x.heading) && twToCn(x.heading) !== x.heading,
  )!;

  it.each([
    ['Traditional', part.heading],
    ['Simplified', twToCn(part.heading)],
  ])('a %s Chinese query finds the commentary part, linked to its heading, after the rules', async (_, query) => {
    await s.page.goto(`${s.baseUrl}/zh/`);
    const hits = await searchFor(s.page, query);
    const kinds = await s.page.$$eval('[data-search-results] a:not([data-search-jump])', (as) =>
      as.map((a) => (a as HTMLElement).dataset.searchKind),
    );
    const found = hits.filter((h) => !h.jump).map((h, i) => ({ ...h, href: decodeURI(h.href), kind: kinds[i] }));
    const hit = found.find((h) => h.href === `/commentary/#${part.id}`);
    expect(hit, found.map((h) => h.href).join(' ')).toBeDefined();
    expect(hit!.kind).toBe('commentary');
    expect(hit!.rule).toBe('评注');
    expect(hit!.title).toBe(part.heading);
    // Its excerpt is the part's own text (Traditional), not the heading again.
    expect(hit!.text.length).toBeGreaterThan(0);
    expect(hit!.text.startsWith(part.heading)).toBe(false);
    // The rules come first.
    expect(found.findIndex((h) => h.kind === 'commentary')).toBeGreaterThan(
      found.findLastIndex((h) => h.kind === 'rules'),
    );
    await Promise.all([
      s.page.waitForURL((u) => u.pathname === '/commentary/'),
      s.page
        .locator(`[data-search-results] a[data-search-kind="commentary"]`)
        .nth(found.filter((h) => h.kind === 'commentary').indexOf(hit!))
        .click(),
    ]);
    await expect
      .poll(() =>
        s.page.evaluate((id) => {
          const r = document.getElementById(id)?.getBoundingClientRect();
          return !!r && r.top >= -1 && r.top < innerHeight;
        }, part.id),
      )
      .toBe(true);
  });

  it('an English query finds 2011 rules, labelled and linked to their anchors, after the current ones', async () => {
    const old = loadCorpus().editions['2011'];
    await s.page.goto(`${s.baseUrl}/en/`);
    const hits = await searchFor(s.page, 'damage assignment order');
    const kinds = await s.page.$$eval('[data-search-results] a', (as) =>
      as.map((a) => (a as HTMLElement).dataset.searchKind ?? 'jump'),
    );
    const shown = await s.page.$$eval('[data-search-results] a', (as) => as.map((a) => a.textContent ?? ''));
    const olds = hits.map((h, i) => ({ ...h, kind: kinds[i], shown: shown[i] })).filter((h) => h.kind === '2011');
    expect(olds.length).toBeGreaterThan(0);
    for (const h of olds) {
      const m = /^\/en\/2011\/(\d{3})\/#cr(\d{3})-?(\w*)$/.exec(h.href);
      expect(m, h.href).not.toBeNull();
      const number = m![3] ? `${m![2]}.${m![3]}` : m![2];
      expect(h.rule).toBe(number);
      if (m![3]) expect(plainText(old.rules[number].en).toLowerCase()).toMatch(/damage|assignment|order/);
      expect(h.shown).toContain('2011');
    }
    expect(olds.some((h) => h.href === '/en/2011/510/#cr510-1c')).toBe(true);
    // Current rules first: the 2011 ones never crowd them out.
    expect(kinds.indexOf('2011')).toBeGreaterThan(kinds.lastIndexOf('rules'));
    expect(kinds.filter((k) => k === 'rules').length).toBeGreaterThan(olds.length);
  });
});

describe('search in the URL', () => {
  it('?q= opens the search with its results once the page has loaded', async () => {
    await s.page.goto(`${s.baseUrl}/zh/509/?q=${encodeURIComponent('阻擋')}`);
    await s.page.waitForFunction(
      () => document.querySelector<HTMLElement>('[data-site-search]')?.dataset.searchAnswered === '阻擋',
    );
    expect(await s.page.locator('[data-search-panel]').isVisible()).toBe(true);
    expect(await s.page.locator('[data-search-input]').inputValue()).toBe('阻擋');
    expect(await s.page.locator('[data-search-results] a[href^="/zh/509/#cr509-"]').count()).toBeGreaterThan(2);
  });
});

describe('keyboard and accessibility', () => {
  it('/ focuses, arrows move through the results, Esc closes, Enter opens', async () => {
    await s.page.goto(`${s.baseUrl}/en/510/`);
    const hits = await searchFor(s.page, 'combat damage');
    expect(hits.length).toBeGreaterThan(2);
    const active = () =>
      s.page.evaluate(
        () =>
          (document.activeElement as HTMLAnchorElement | null)?.getAttribute('href') ?? document.activeElement?.tagName,
      );
    await s.page.keyboard.press('ArrowDown');
    expect(await active()).toBe(hits[0].href.replace(/^\/en\/510\//, '/en/510/'));
    await s.page.keyboard.press('ArrowDown');
    expect(await active()).toBe(hits[1].href);
    await s.page.keyboard.press('ArrowUp');
    expect(await active()).toBe(hits[0].href);
    await s.page.keyboard.press('ArrowUp');
    expect(await active()).toBe('INPUT');
    await s.page.keyboard.press('Escape');
    expect(await s.page.locator('[data-search-panel]').isHidden()).toBe(true);
    // Esc on a result closes too, and the field has the focus again.
    await s.page.keyboard.press('ArrowDown');
    expect(await active()).toBe(hits[0].href);
    await s.page.keyboard.press('Escape');
    expect(await s.page.locator('[data-search-panel]').isHidden()).toBe(true);
    expect(await active()).toBe('INPUT');
    await s.page.keyboard.press('ArrowDown');
    await s.page.keyboard.press('ArrowDown');
    await Promise.all([s.page.waitForURL((u) => u.pathname + u.hash === hits[1].href), s.page.keyboard.press('Enter')]);
  });

  it('announces the number of results in a polite live region, in the page language', async () => {
    await s.page.goto(`${s.baseUrl}/zh/`);
    const hits = await searchFor(s.page, '战斗伤害');
    const status = s.page.locator('[data-search-status]');
    expect(await status.getAttribute('role')).toBe('status');
    expect(await searchStatus(s.page)).toContain(`${hits.length} 条结果`);
  });

  it('loads nothing of the search before it is opened, and pagefind once it is', async () => {
    await s.page.goto(`${s.baseUrl}/en/510/`);
    await s.page.waitForLoadState('networkidle');
    const loaded = () => s.page.evaluate(() => performance.getEntriesByType('resource').map((r) => r.name));
    const searchFiles = /\/pagefind\/|\/_astro\/(panel|opencc-tw-cn)\.|rule-numbers\.json|terms\.json/;
    expect((await loaded()).filter((n) => searchFiles.test(n))).toEqual([]);
    await searchFor(s.page, 'priority');
    expect((await loaded()).some((n) => n.includes('/pagefind/pagefind.js'))).toBe(true);
    expect((await loaded()).some((n) => n.includes('/_astro/panel.'))).toBe(true);
    expect((await loaded()).some((n) => /opencc/.test(n))).toBe(false);
    // The Traditional→Simplified converter comes only with a query in Chinese characters.
    await searchFor(s.page, '優先權');
    expect((await loaded()).some((n) => /opencc/.test(n))).toBe(true);
  });
});
