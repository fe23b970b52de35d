// Built site, as files: every rule and section of every edition of the corpus model has exactly
// one element with its anchor on its page (its section, or its keyword's page in 701/702), in
// English and in Chinese.
import { describe, expect, it } from 'vitest';
import { loadCorpus, type EditionId } from '../../src/corpus/index.ts';
import { ruleHref, sectionHref, LANGS } from '../../src/site/paths.ts';
import { pageAt } from './site-files.ts';

const corpus = loadCorpus();

describe.each(Object.keys(corpus.editions) as EditionId[])('the %s edition', (editionId) => {
  const edition = corpus.editions[editionId];

  it.each([...LANGS])('has one anchor per rule on its page (%s)', (lang) => {
    const problems: string[] = [];
    let checked = 0;
    for (const number of edition.ruleOrder) {
      const rule = edition.rules[number];
      const path = ruleHref(lang, editionId, number).split('#')[0];
      const count = pageAt(path).ids.get(rule.anchor) ?? 0;
      checked++;
      if (count !== 1) problems.push(`${number}: ${count} elements with id="${rule.anchor}" on ${path}`);
    }
    expect(checked).toBe(edition.ruleOrder.length);
    expect(checked).toBeGreaterThan(editionId === '2011' ? 100 : 500);
    expect(problems.slice(0, 20)).toEqual([]);
  });

  it.each([...LANGS])('has one anchor per section (%s)', (lang) => {
    const problems: string[] = [];
    for (const section of Object.values(edition.sections)) {
      const path = sectionHref(lang, editionId, section.number);
      const count = pageAt(path).ids.get(section.anchor) ?? 0;
      if (count !== 1) problems.push(`${section.number}: ${count} elements with id="${section.anchor}" on ${path}`);
    }
    expect(Object.keys(edition.sections).length).toBeGreaterThan(10);
    expect(problems).toEqual([]);
  });
});

describe('ids', () => {
  it('are unique on every section page', () => {
    const duplicates: string[] = [];
    for (const editionId of Object.keys(corpus.editions)) {
      for (const section of Object.keys(corpus.editions[editionId].sections)) {
        for (const lang of LANGS) {
          const page = pageAt(sectionHref(lang, editionId, section));
          for (const [id, n] of page.ids) if (n > 1) duplicates.push(`${page.path}#${id} ×${n}`);
        }
      }
    }
    expect(duplicates.slice(0, 20)).toEqual([]);
  });
});
