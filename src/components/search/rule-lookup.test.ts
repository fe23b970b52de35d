import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../../corpus/index.ts';
import { buildRuleNumberIndex } from './rule-index';
import { findRule, findRule2011 } from './rule-lookup';
import { ruleHref } from '../../site/paths';

const corpus = loadCorpus();
const index = buildRuleNumberIndex(corpus);
const current = corpus.editions[corpus.newest];

describe('the rule-number jump over the real corpus', () => {
  it("finds every current rule, in both languages, at its anchor on its page (701/702: the keyword's page)", () => {
    for (const number of current.ruleOrder) {
      const rule = current.rules[number];
      for (const lang of ['en', 'zh'] as const) {
        const jump = findRule(index, number.toUpperCase(), lang);
        expect(jump).toEqual({
          kind: 'rule',
          number,
          href: ruleHref(lang, corpus.newest, number),
          sectionTitle: current.sections[rule.section].title[lang],
          edition: 'newest',
        });
      }
    }
    expect(findRule(index, '702.19b', 'zh')).toMatchObject({ href: '/zh/702.19/#cr702-19b' });
    expect(findRule(index, '510.1c', 'en')).toMatchObject({ href: '/en/510/#cr510-1c' });
  });

  it('finds every 2011 rule on its 2011 section page', () => {
    const old = corpus.editions['2011'];
    for (const number of old.ruleOrder) {
      expect(findRule2011(index, number, 'zh')).toMatchObject({
        kind: 'rule',
        edition: '2011',
        href: `/zh/2011/${old.rules[number].section}/#${old.rules[number].anchor}`,
      });
    }
    expect(findRule2011(index, '601.2a', 'en')).toBeNull();
  });

  it('goes to a section page for a section number', () => {
    expect(findRule(index, '509', 'zh')).toMatchObject({ kind: 'section', href: '/zh/509/' });
  });

  it('tells a missing rule, and a number the newest edition no longer has', () => {
    expect(findRule(index, '510.99', 'en')).toEqual({ kind: 'missing', number: '510.99' });
    expect(findRule(index, '599.1', 'en')).toEqual({ kind: 'missing', number: '599.1' });
    expect(findRule(index, '509.6', 'en')).toEqual({ kind: 'removed', number: '509.6', href: '/en/removed/509.6/' });
    expect(index.chapters).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]); // every chapter: nothing is "not included"
  });

  it('leaves words to the full-text search', () => {
    expect(findRule(index, 'blockers', 'en')).toBeNull();
  });

  it('stays small enough to fetch on first use (all nine chapters: about 70 KB, 16 KB gzip)', () => {
    expect(JSON.stringify(index).length).toBeLessThan(100_000);
    expect(index.chapters).toEqual(current.chapters.map((c) => c.number));
  });
});
