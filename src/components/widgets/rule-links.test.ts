import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../../corpus/index';
import { fixtureRuleOn } from '../../site/fixture-rules';
import { ruleHref } from './rule-links';
import { ISLAND_STRINGS, stringsFor } from './strings';

describe("the engine's rule citations", () => {
  const strings = stringsFor('en', ISLAND_STRINGS.fixture);

  it('link a seed chapter’s rule to the seed chapters’ page, where its number means what the engine means', () => {
    // 509.2 was the damage assignment order there; the newest edition gave its number to another rule.
    expect(ruleHref('509.2', strings)).toBe('/en/seed/509/#cr509-2');
  });

  it('link another chapter’s rule to the seed era’s edition, on the keyword’s own page for 702', () => {
    expect(ruleHref('702.19b', strings)).toBe('/en/2024-06-07/702.19/#cr702-19b');
    expect(ruleHref('704.5g', strings)).toBe('/en/2024-06-07/704/#cr704-5g');
  });

  it('leave what is not a rule number unlinked', () => {
    expect(ruleHref('rule', strings)).toBeNull();
  });
});

describe('a worked example’s rules on a page', () => {
  const corpus = loadCorpus();

  it('are the newest rules they became on the newest edition’s pages', () => {
    // The seed chapter 5's 509.4 (abilities put on the stack) is 509.2 in the newest edition.
    expect(fixtureRuleOn(corpus, corpus.newest, '509.4')).toEqual({ edition: corpus.newest, number: '509.2' });
  });

  it('stay where the engine reads them when the newest edition no longer has them, and on the seed pages', () => {
    expect(fixtureRuleOn(corpus, corpus.newest, '509.2')).toEqual({ edition: 'seed', number: '509.2' });
    expect(fixtureRuleOn(corpus, 'seed', '509.4')).toEqual({ edition: 'seed', number: '509.4' });
  });
});
