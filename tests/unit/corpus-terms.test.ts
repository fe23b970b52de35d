// termIndex: keyword names and glossary terms of an edition, in both languages, with the rules
// they lead to — the data search uses to map "trample" / "践踏" to 702.19.
import { describe, expect, it } from 'vitest';
import { loadCorpus, plainText } from '../../src/corpus/index.ts';
import { termIndex } from '../../src/corpus/terms.ts';

const corpus = loadCorpus();
const newest = corpus.editions[corpus.newest];
const terms = termIndex(newest);

describe('termIndex of the newest edition', () => {
  it('maps trample / 践踏 to 702.19, as a keyword ability and as a glossary term', () => {
    expect(terms.filter((t) => t.en === 'Trample')).toEqual([
      { kind: 'keyword-ability', en: 'Trample', zh: '践踏', rules: ['702.19'] },
      { kind: 'glossary', en: 'Trample', zh: '践踏', rules: ['702.19'], glossary: 'trample' },
    ]);
    expect(terms.filter((t) => t.zh === '践踏').every((t) => t.rules[0] === '702.19')).toBe(true);
  });
  it("has every keyword action (701.x) and keyword ability (702.x) by its rule's title", () => {
    for (const [section, kind] of [
      ['701', 'keyword-action'],
      ['702', 'keyword-ability'],
    ] as const) {
      const tops = newest.sections[section].rules.filter((n) => newest.rules[n].parent === section);
      const titled = terms.filter((t) => t.kind === kind);
      // every top rule but the general ones (701.1, 702.1 …: sentences, not names)
      expect(titled.map((t) => t.rules[0])).toEqual(
        tops.filter((n) => !/[.:]$/.test(plainText(newest.rules[n].en).trim())),
      );
      expect(titled.length).toBeGreaterThan(section === '702' ? 180 : 60);
      for (const t of titled) expect(t.zh).toBeTruthy();
    }
    expect(terms.find((t) => t.en === 'Surveil')).toMatchObject({
      kind: 'keyword-action',
      zh: '刺探',
      rules: ['701.25'],
    });
  });
  it('has every glossary term with the rules its definition cites', () => {
    const glossary = terms.filter((t) => t.kind === 'glossary');
    expect(glossary).toHaveLength(newest.glossary!.length);
    expect(glossary.find((t) => t.en === 'State-Based Actions')).toMatchObject({ zh: '状态动作', rules: ['704'] });
  });
  it('an English-only edition has no Chinese names', () => {
    const t = termIndex(corpus.editions['2023-06-16']);
    expect(t.find((x) => x.en === 'Trample')).toEqual({ kind: 'keyword-ability', en: 'Trample', rules: ['702.19'] });
  });
});
