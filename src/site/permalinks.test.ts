import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../corpus/index';
import { permalinkTargets } from './permalinks';
import { chapterHref, permalink, ruleHref, sectionHref, switchPath } from './paths';

describe('paths', () => {
  it('builds the URL scheme of the newest edition and the others', () => {
    const newest = loadCorpus().newest;
    expect(sectionHref('en', newest, '510')).toBe('/en/510/');
    expect(sectionHref('en', 'seed', '510')).toBe('/en/seed/510/');
    expect(sectionHref('zh', '2011', '510')).toBe('/zh/2011/510/');
    expect(chapterHref('zh', newest, 5)).toBe('/zh/5/');
    expect(ruleHref('en', newest, '510.1c')).toBe('/en/510/#cr510-1c');
    expect(ruleHref('en', '2024-06-07', '702.19b')).toBe('/en/2024-06-07/702.19/#cr702-19b');
    expect(permalink(newest, '510.1c')).toBe('/r/510.1c/');
    expect(permalink('2011', '500.1')).toBe('/r/2011/500.1/');
    expect(switchPath('/en/2011/510/', 'zh')).toBe('/zh/2011/510/');
  });
});

describe('permalinkTargets', () => {
  const corpus = loadCorpus();
  for (const id of ['seed', '2011'] as const) {
    const edition = corpus.editions[id];
    const targets = permalinkTargets(edition);

    it(`${id}: one per rule and section, each to its own section page and anchor`, () => {
      const numbers = targets.map((t) => t.number);
      expect(new Set(numbers).size).toBe(numbers.length);
      expect(numbers.length).toBe(edition.ruleOrder.length + Object.keys(edition.sections).length);
      for (const t of targets) {
        const section = t.number.slice(0, 3);
        expect(edition.sections[section], t.number).toBeDefined();
        const anchor = edition.rules[t.number]?.anchor ?? edition.sections[t.number]?.anchor;
        expect(t.en).toBe(`${sectionHref('en', id, section)}#${anchor}`);
        expect(t.zh).toBe(`${sectionHref('zh', id, section)}#${anchor}`);
      }
    });
  }
});
