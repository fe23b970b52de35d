// Search ranked for a rules reader, in the built site: the rule a query names comes first (a
// keyword, glossary term or section, typed in English, Simplified or Traditional Chinese, on a
// page in either language), the defining rule before one that uses the term, the page's language
// before the other's, rule numbers in any spelling, and a typo of a name searched as that name with
// a note saying so. Each expectation names the rule the newest edition gives (checked against the
// corpus here), so a ranking that regresses fails. The whole query set is scored by
// `npm run bench:search`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCorpus, plainText } from '../../src/corpus/index.ts';
import { openBrowser, type Session } from './harness.ts';
import { searchFor, searchStatus, shownHits, type ShownHit } from './search-ui.ts';

const corpus = loadCorpus();
const newest = corpus.editions[corpus.newest];

/** The rule a result links to, and the language of its page: "/en/510/#cr510-1c" → 510.1c en. */
function ruleOf(hit: ShownHit): { rule: string; lang: string } | null {
  const m = /^\/(en|zh)\/(?:\d{3}(?:\.\d+)?)\/(?:#cr(\d{3})(?:-(\d+[a-z]?))?)?$/.exec(hit.href);
  if (!m) return null;
  const section = /^\/(?:en|zh)\/(\d{3})/.exec(hit.href)![1];
  return { rule: m[2] ? (m[3] ? `${m[2]}.${m[3]}` : m[2]) : section, lang: m[1] };
}
const rules = (hits: ShownHit[]) =>
  hits
    .map((h) => ruleOf(h))
    .filter((r) => r !== null)
    .map((r) => `${r.rule} ${r.lang}`);

let s: Session;
beforeAll(async () => {
  s = await openBrowser();
});
afterAll(async () => {
  await s?.close();
});

async function search(page: 'en' | 'zh', query: string): Promise<string[]> {
  await s.page.goto(`${s.baseUrl}/${page}/`);
  return rules(await searchFor(s.page, query));
}

describe('the rules a query names come first, in the page language', () => {
  it.each([
    ['en', 'trample', '702.19', 'Trample'],
    ['en', 'deathtouch', '702.2', 'Deathtouch'],
    ['en', 'hexproof', '702.11', 'Hexproof'],
    ['zh', '践踏', '702.19', '践踏'],
    ['zh', '踐踏', '702.19', '践踏'],
    ['en', '践踏', '702.19', 'Trample'],
    ['en', '踐踏', '702.19', 'Trample'],
    ['zh', 'trample', '702.19', '践踏'],
    ['zh', 'combat damage', '510', '战斗伤害步骤'],
  ])('on /%s/, "%s" → %s first', async (page, query, rule, title) => {
    // The number is the newest edition's, with this title.
    const text = newest.rules[rule]
      ? plainText(newest.rules[rule][page as 'en' | 'zh'] ?? [])
      : newest.sections[rule].title[page as 'en' | 'zh'];
    expect(text).toBe(title);
    const shown = await search(page as 'en' | 'zh', query);
    expect(shown[0]).toBe(`${rule} ${page}`);
  });

  it('"trample" on an English page, Chinese text searched too: every English result before any Chinese one, no {T}', async () => {
    await s.page.goto(`${s.baseUrl}/en/`);
    expect(await s.page.locator('[data-search-both]').isChecked()).toBe(true);
    const hits = await searchFor(s.page, 'trample');
    const langs = hits.map((h) => ruleOf(h)?.lang).filter(Boolean);
    expect(langs.lastIndexOf('en')).toBeLessThan(langs.indexOf('zh') === -1 ? Infinity : langs.indexOf('zh'));
    for (const hit of hits.filter((h) => ruleOf(h)?.lang === 'en' && h.text))
      expect(hit.text.toLowerCase(), hit.href).toMatch(/trample/);
    // The keyword's own rule, then the one that says what it is ("Trample is a static ability …").
    expect(plainText(newest.rules['702.19a'].en)).toMatch(/^Trample is a static ability/);
    expect(rules(hits).slice(0, 2)).toEqual(['702.19 en', '702.19a en']);
  });
});

describe('a term that leads to no rule', () => {
  it.each([
    ['en', 'mana burn', 'Glossary'],
    ['zh', '法术力灼烧', '词汇表'],
  ])('on /%s/, "%s" opens its glossary entry', async (page, query, label) => {
    const entry = newest.glossary!.find((e) => e.id === 'mana-burn-obsolete')!;
    expect(entry.rules).toEqual([]);
    await s.page.goto(`${s.baseUrl}/${page}/`);
    const hits = await searchFor(s.page, query);
    expect(hits[0]).toMatchObject({ href: `/${page}/glossary/m/#g-mana-burn-obsolete`, rule: label });
    expect(await s.page.locator('[data-search-results] a').first().getAttribute('data-search-kind')).toBe('glossary');
  });
});

describe('the rule that defines a term before one that uses it', () => {
  it.each([
    ['en', 'extra turn', '500.7', '807.4j'],
    ['zh', '额外回合', '500.7', '807.4j'],
    ['zh', '額外回合', '500.7', '807.4j'],
    ['en', 'replacement effects', '614', '616'],
    ['zh', '替代性效应', '614', '616'],
  ])('on /%s/, "%s": %s before %s', async (page, query, first, later) => {
    for (const n of [first, later]) expect(newest.rules[n] ?? newest.sections[n], n).toBeDefined();
    const shown = await search(page as 'en' | 'zh', query);
    expect(shown[0]).toBe(`${first} ${page}`);
    const at = shown.indexOf(`${later} ${page}`);
    if (at !== -1) expect(at).toBeGreaterThan(0);
  });

  it('"damage assignment order" on a Chinese page finds 510.1c, where the removed order went', async () => {
    const shown = await search('zh', 'damage assignment order');
    expect(shown[0]).toBe('510.1c zh');
  });
});

describe('rule numbers in any spelling', () => {
  it.each([
    ['en', '510.1C'],
    ['zh', '５１０．１ｃ'],
    ['en', 'rule 510.1c'],
    ['en', '510.1 c'],
    ['zh', '规则510.1c'],
    ['zh', '規則５１０．１Ｃ'],
    ['zh', '第510.1c条'],
  ])('on /%s/, "%s" → 510.1c', async (page, query) => {
    await s.page.goto(`${s.baseUrl}/${page}/`);
    const hits = await searchFor(s.page, query);
    expect(hits[0]).toMatchObject({ jump: true, href: `/${page}/510/#cr510-1c` });
  });
});

describe('a typo of a name', () => {
  it.each([
    ['en', 'trampel', 'Trample', '702.19', /No rule has “trampel” as typed: showing results for “Trample”/],
    ['zh', 'trampel', 'Trample', '702.19', /规则中没有“trampel”这一写法，以下是“Trample”的结果/],
    ['en', 'replacment effects', 'Replacement Effects', '614', /showing results for “Replacement Effects”/],
  ])('on /%s/, "%s" is searched as %s and says so', async (page, query, name, rule, says) => {
    const shown = await search(page as 'en' | 'zh', query);
    expect(shown[0]).toBe(`${rule} ${page}`);
    const note = s.page.locator('[data-search-results] [data-search-instead]');
    expect(await note.getAttribute('data-search-instead')).toBe(name);
    expect(await note.textContent()).toMatch(says);
    expect(await searchStatus(s.page)).toMatch(says);
  });

  // Each a typo away from a name (Locked, Wither, World), and each a word of the rules.
  it.each(['blocked', 'either', 'would'])('"%s", a word the rules have as typed, is not corrected', async (word) => {
    expect(Object.values(newest.rules).some((r) => new RegExp(`\\b${word}\\b`, 'i').test(plainText(r.en)))).toBe(true);
    const shown = await search('en', word);
    expect(shown.length).toBeGreaterThan(0);
    expect(await s.page.locator('[data-search-results] [data-search-instead]').count()).toBe(0);
  });
});

describe('typing', () => {
  it('waits while an input method composes (pinyin), then searches the word it commits', async () => {
    await s.page.goto(`${s.baseUrl}/zh/`);
    await searchFor(s.page, '阻挡');
    await s.page.evaluate(() => {
      const input = document.querySelector<HTMLInputElement>('[data-site-search] [data-search-input]')!;
      input.value = 'jian ta';
      input.dispatchEvent(new InputEvent('input', { bubbles: true, isComposing: true }));
    });
    await s.page.waitForTimeout(400);
    expect(
      await s.page.evaluate(() => document.querySelector<HTMLElement>('[data-site-search]')?.dataset.searchAnswered),
    ).toBe('阻挡');
    await s.page.evaluate(() => {
      const input = document.querySelector<HTMLInputElement>('[data-site-search] [data-search-input]')!;
      input.value = '践踏';
      input.dispatchEvent(new CompositionEvent('compositionend', { bubbles: true, data: '践踏' }));
    });
    await s.page.waitForFunction(
      () => document.querySelector<HTMLElement>('[data-site-search]')?.dataset.searchAnswered === '践踏',
    );
    expect(rules(await shownHits(s.page))[0]).toBe('702.19 zh');
  });
});
