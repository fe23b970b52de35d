// The public search query set (tests/bench/search-queries.yaml): well formed, large enough, every
// group represented, and every expected rule a rule or section of the newest edition, so the
// bench never scores against a number the rules do not have.
import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../../src/corpus/index.ts';
import { answers, loadQueries, resultRule, within } from '../bench/search-queries.ts';

const corpus = loadCorpus();
const newest = corpus.editions[corpus.newest];
const queries = loadQueries();

describe('search query set', () => {
  it('has at least 80 queries in every group the bench reports', () => {
    expect(queries.length).toBeGreaterThanOrEqual(80);
    const groups = new Set(queries.map((q) => q.group));
    expect([...groups].sort()).toEqual(['cross', 'en', 'number', 'typo', 'zh-hans', 'zh-hant']);
  });

  it('expects only rules and sections the newest edition has', () => {
    const missing = queries.flatMap((q) =>
      q.expect.filter((n) => !newest.rules[n] && !newest.sections[n]).map((n) => `${q.q}: ${n}`),
    );
    expect(missing).toEqual([]);
  });

  it('keeps numbers as written (702.20 is not 702.2)', () => {
    expect(queries.find((q) => q.q === 'vigilance')?.expect).toEqual(['702.20']);
  });

  it('writes each group in its script', () => {
    const cjk = /[\u3400-\u9fff]/;
    for (const q of queries) {
      if (q.group === 'en' || q.group === 'typo') expect(cjk.test(q.q), q.q).toBe(false);
      if (q.group === 'zh-hans' || q.group === 'zh-hant') expect(cjk.test(q.q) && q.page === 'zh', q.q).toBe(true);
      // A cross-language query is in the script of the other page language.
      if (q.group === 'cross') expect(cjk.test(q.q), q.q).toBe(q.page === 'en');
    }
  });

  it('has no query twice on the same page', () => {
    const keys = queries.map((q) => `${q.page} ${q.q}`);
    expect(keys.length).toBe(new Set(keys).size);
  });
});

describe('scoring', () => {
  it('counts a rule within an expected one, never a neighbour', () => {
    expect(within('702.19a', '702.19')).toBe(true);
    expect(within('510.1c', '510')).toBe(true);
    expect(within('702.1', '702.19')).toBe(false);
    expect(within('702.190', '702.19')).toBe(false);
    expect(within('5100', '510')).toBe(false);
    expect(within('614', '614.1')).toBe(false);
  });

  it('reads the rule and language of a result link', () => {
    expect(resultRule('/en/510/#cr510-1c')).toEqual({ rule: '510.1c', lang: 'en' });
    expect(resultRule('/zh/702.19/#cr702-19b')).toEqual({ rule: '702.19b', lang: 'zh' });
    expect(resultRule('/zh/614/')).toEqual({ rule: '614', lang: 'zh' });
    expect(resultRule('/en/702.19/')).toEqual({ rule: '702.19', lang: 'en' });
    expect(resultRule('/en/2011/510/#cr510-1c').rule).toBeNull();
    expect(resultRule('/commentary/#x').rule).toBeNull();
  });

  it('counts the other language only where the query says so', () => {
    const q = { group: 'en', q: 'trample', page: 'en' as const, expect: ['702.19'], anyLang: false };
    expect(answers(q, { rule: '702.19a', lang: 'en' })).toBe(true);
    expect(answers(q, { rule: '702.19a', lang: 'zh' })).toBe(false);
    expect(answers({ ...q, anyLang: true }, { rule: '702.19a', lang: 'zh' })).toBe(true);
  });
});
