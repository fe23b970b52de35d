import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../corpus/index';
import { rulesOn } from './pages';
import { commentaryNotes, historyByCurrent, neighbours, previewTexts, sectionOrder } from './derived';
import { historyGroups } from './history';

const corpus = loadCorpus();
const current = corpus.editions.seed;

describe('reading order', () => {
  it('runs through every section once, across chapters', () => {
    const order = sectionOrder(current).map((s) => s.number);
    expect(order.length).toBe(Object.keys(current.sections).length);
    expect(order.slice(0, 2)).toEqual(['500', '501']);
    expect(neighbours(current, '514').next?.number).toBe('600');
    expect(neighbours(current, '500').prev).toBeUndefined();
    expect(neighbours(current, order[order.length - 1]).next).toBeUndefined();
  });
});

describe('previewTexts', () => {
  it('gives every rule of a section its text in the asked language, keyed by anchor', () => {
    const rules = rulesOn(current, { section: '510' });
    const en = previewTexts(current, rules, 'en');
    const zh = previewTexts(current, rules, 'zh');
    expect(Object.keys(en).length).toBe(current.sections['510'].rules.length + 1);
    expect(en['cr510-1c']).toMatch(/^510\.1c [A-Z]/);
    expect(zh['cr510-1c']).toMatch(/^510\.1c [\u4e00-\u9fff]/);
    expect(zh.cr510).toContain('510.');
  });

  it('falls back to English for the 2011 edition', () => {
    const old = corpus.editions['2011'];
    const zh = previewTexts(old, rulesOn(old, { section: '500' }), 'zh');
    expect(zh['cr500-1']).toMatch(/^500\.1 A turn consists/);
  });
});

describe('commentaryNotes', () => {
  it('lists the article sections about a section and those quoting a rule, once each', () => {
    const notes = commentaryNotes(corpus.commentary);
    for (const s of corpus.commentary.sections) {
      for (const n of [...(s.about ? [s.about] : []), ...s.quotes]) {
        expect(notes[n].filter((l) => l.id === s.id)).toHaveLength(1);
      }
    }
    expect(notes['509']?.[0].heading).toContain('宣告阻擋者步驟');
  });
});

describe('history', () => {
  it('groups every 2011 rule once and lists the added ones', () => {
    const groups = historyGroups(corpus);
    const total = groups.removed.length + groups.moved.length + groups.changed.length + groups.unchanged.length;
    expect(total).toBe(corpus.editionMap.entries.length);
    expect(groups.added.map((r) => r.number)).toEqual(corpus.editionMap.added);
    for (const row of groups.removed) expect(row.now).toBeUndefined();
    const byCurrent = historyByCurrent(corpus.editionMap);
    for (const row of [...groups.moved, ...groups.changed]) expect(byCurrent[row.entry.current!]).toBeDefined();
  });
});
