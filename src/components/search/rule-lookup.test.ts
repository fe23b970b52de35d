import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../../corpus/index.ts';
import { buildRuleNumberIndex } from './rule-index';
import { findRule, findRule2011 } from './rule-lookup';

const corpus = loadCorpus();
const index = buildRuleNumberIndex(corpus);
const current = corpus.editions.seed;

describe('the rule-number jump over the real corpus', () => {
  it('finds every current rule, in both languages, at its anchor on its section page', () => {
    for (const number of current.ruleOrder) {
      const rule = current.rules[number];
      for (const lang of ['en', 'zh'] as const) {
        const jump = findRule(index, number.toUpperCase(), lang);
        expect(jump).toEqual({
          kind: 'rule', number, href: `/${lang}/${rule.section}/#${rule.anchor}`,
          sectionTitle: current.sections[rule.section].title[lang], edition: 'newest',
        });
      }
    }
  });

  it('finds every 2011 rule on its 2011 section page', () => {
    const old = corpus.editions['2011'];
    for (const number of old.ruleOrder) {
      expect(findRule2011(index, number, 'zh')).toMatchObject({
        kind: 'rule', edition: '2011', href: `/zh/2011/${old.rules[number].section}/#${old.rules[number].anchor}`,
      });
    }
    expect(findRule2011(index, '601.2a', 'en')).toBeNull();
  });

  it('goes to a section page for a section number', () => {
    expect(findRule(index, '509', 'zh')).toMatchObject({ kind: 'section', href: '/zh/509/' });
  });

  it('tells a missing rule from a chapter the site does not include', () => {
    expect(findRule(index, '510.99', 'en')).toEqual({ kind: 'missing', number: '510.99' });
    expect(findRule(index, '599.1', 'en')).toEqual({ kind: 'missing', number: '599.1' });
    expect(findRule(index, 'r702.19b', 'en')).toEqual({ kind: 'not-included', number: '702.19b', chapter: 7 });
  });

  it('leaves words to the full-text search', () => {
    expect(findRule(index, 'blockers', 'en')).toBeNull();
  });

  it('stays small enough to fetch on first use', () => {
    expect(JSON.stringify(index).length).toBeLessThan(50_000);
    expect(index.chapters).toEqual(current.chapters.map((c) => c.number));
  });
});
