// The 21 dated editions against their files: counts from an independent line scan of each file
// (rule lines, example lines, section headings, glossary blocks) equal the model's, per language;
// the glossary paired across languages; Introduction and Credits; dates; the source errors the
// parser works around, and nothing else.
import { describe, expect, it } from 'vitest';
import { loadCorpus, plainText, readCorpusFiles, refsOf, splitLines } from '../../src/corpus/index.ts';
import { datedFileOf } from '../../src/corpus/source.ts';

const corpus = loadCorpus();
const files = readCorpusFiles().filter((f) => datedFileOf(f.path));
const fileOf = (id: string, lang: 'En' | 'Zh') =>
  files.find((f) => f.path === `content/cr/${id.replace(/-/g, '')}_${lang}.txt`);

/** A plain scan of one file, independent of the parser: where the body and glossary are, and what
 *  their lines look like. */
function scan(text: string) {
  const lines = splitLines(text).map((l) => l.replace(/^\ufeff/, '').trim());
  const last = (words: string[]) => lines.reduce((at, l, i) => (words.includes(l) ? i : at), -1);
  const glossary = last(['Glossary', '词汇表']);
  const credits = last(['Credits', '版权信息']);
  const body = lines.slice(0, glossary);
  const gloss = lines.slice(glossary + 1, credits);
  return {
    rules: body.filter((l) => /^\d{3}\.\d+[a-z]?\.?(?:\s|[^\s\d.])/.test(l)).length,
    examples: body.filter((l) => /^(?:Example:|例如[：，])/.test(l)).length,
    // every section heading appears twice: in the Contents and in the body
    sections: body.filter((l) => /^\d{3}\. \S/.test(l)).length / 2,
    // a glossary entry starts at a non-blank line after a blank line (or the heading)
    glossaryBlocks: gloss.filter((l, i) => l !== '' && (i === 0 || gloss[i - 1] === '')).length,
    credits: lines.slice(credits + 1).filter((l) => l !== '').length,
  };
}

describe('the 21 dated editions', () => {
  it('are every file of content/cr, oldest first; two have no Chinese file', () => {
    expect(corpus.dated).toHaveLength(21);
    expect(corpus.dated[0]).toBe('2022-06-10');
    expect(corpus.newest).toBe('2026-04-17');
    expect(corpus.dated.filter((id) => !corpus.editions[id].langs.includes('zh'))).toEqual([
      '2023-06-16',
      '2023-09-01',
    ]);
    for (const id of corpus.dated)
      expect(corpus.editions[id].chapters.map((c) => c.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
  for (const id of [
    '2022-06-10',
    '2023-06-16',
    '2023-09-01',
    '2023-10-13',
    '2023-11-17',
    '2024-02-06',
    '2024-03-08',
    '2024-04-10',
    '2024-06-07',
    '2024-08-02',
    '2024-09-17',
    '2024-11-08',
    '2025-02-07',
    '2025-04-04',
    '2025-06-06',
    '2025-07-25',
    '2025-09-19',
    '2025-11-14',
    '2026-01-16',
    '2026-02-27',
    '2026-04-17',
  ]) {
    it(`${id}: rules, examples, sections, glossary, credits as the files have them, per language`, () => {
      const e = corpus.editions[id];
      const rules = e.ruleOrder.map((n) => e.rules[n]);
      for (const lang of ['En', 'Zh'] as const) {
        const file = fileOf(id, lang);
        const l = lang === 'En' ? 'en' : 'zh';
        if (!file) {
          expect(e.langs).not.toContain(l);
          expect(rules.every((r) => r[l] === undefined)).toBe(true);
          continue;
        }
        const s = scan(file.text);
        expect(rules.filter((r) => r[l] !== undefined).length).toBe(s.rules);
        expect(rules.reduce((n, r) => n + r.examples.filter((x) => x[l] !== undefined).length, 0)).toBe(s.examples);
        expect(Object.keys(e.sections).length).toBe(s.sections);
        expect(e.credits!.filter((p) => p[l] !== undefined).length).toBe(s.credits);
        // glossary blocks, but for the source errors noted (a missing blank line, a repeated entry)
        // and the translators' list of provisional names that ends 2022-06-10's Chinese glossary
        // (two blocks: its heading, a blank line, its list)
        const notes = corpus.sourceNotes.filter((n) => n.file === file.path);
        const blocks =
          s.glossaryBlocks +
          notes.filter((n) => n.kind === 'missing-blank').length -
          notes.filter((n) => n.kind === 'duplicate-entry').length -
          (l === 'zh' && e.provisionalNames ? 2 : 0);
        expect(e.glossary!.filter((g) => (l === 'en' ? g.term.en : g.term.zh) !== undefined).length).toBe(blocks);
      }
    });
  }
  it('counts pinned after reading the files (rules / examples / glossary)', () => {
    const pinned = (id: string) => {
      const e = corpus.editions[id];
      return [e.ruleOrder.length, e.ruleOrder.reduce((n, r) => n + e.rules[r].examples.length, 0), e.glossary!.length];
    };
    expect(pinned('2022-06-10')).toEqual([2668, 266, 626]);
    expect(pinned('2024-09-17')).toEqual([3016, 279, 698]);
    expect(pinned('2024-11-08')).toEqual([3007, 272, 698]);
    expect(pinned('2026-04-17')).toEqual([3138, 277, 730]);
  });
  it('reads the effective date, which is not always the file date', () => {
    const dates = Object.fromEntries(corpus.dated.map((id) => [id, corpus.editions[id].effective]));
    expect(Object.entries(dates).filter(([id, d]) => id !== d)).toEqual([
      ['2024-02-06', '2024-02-02'],
      ['2024-04-10', '2024-04-12'],
      ['2024-08-02', '2024-07-30'],
      ['2024-09-17', '2024-09-20'],
    ]);
    expect(corpus.editions['2026-04-17'].date).toBe('2026-04-17');
  });
});

describe('rules in both languages, paired by number', () => {
  const e = corpus.editions['2026-04-17'];
  it('702.19 Trample and its subrules', () => {
    expect(plainText(e.rules['702.19'].en)).toBe('Trample');
    expect(plainText(e.rules['702.19'].zh!)).toBe('践踏');
    expect(plainText(e.rules['702.19b'].en)).toMatch(
      /^The controller of an attacking creature with trample first assigns damage/,
    );
    expect(e.rules['702.19b'].source).toEqual({ file: 'content/cr/20260417_En.txt', lines: [4077] });
    expect(e.rules['702.19b'].sourceZh!.file).toBe('content/cr/20260417_Zh.txt');
  });
  it('an untagged, indented paragraph belongs to its rule (205.4c), in both languages', () => {
    const r = e.rules['205.4c'];
    expect(r.paragraphs).toHaveLength(1);
    expect(plainText(r.paragraphs[0].en)).toMatch(/^Cards printed in sets prior to the Eighth Edition core set/);
    expect(plainText(r.paragraphs[0].zh!)).toMatch(/^在核心第八版之前的版本/);
  });
  it('the Chinese example labelled 例如， (111.11) pairs with the English example', () => {
    const r = e.rules['111.11'];
    expect(r.examples).toHaveLength(1);
    expect(plainText(r.examples[0].zh!)).toMatch(/^勇行者蒂莎具有异能/);
    expect(r.paragraphs).toHaveLength(0);
  });
  it('rule lines the sources write oddly: "119.1d.", "606.5 ", "901.4.All", Chinese "100.6b牌手"', () => {
    expect(plainText(corpus.editions['2022-06-10'].rules['119.1d'].en)).toMatch(/^In a two-player Brawl game/);
    expect(plainText(corpus.editions['2022-06-10'].rules['606.5'].en)).toMatch(
      /^If the total cost to activate a loyalty ability/,
    );
    expect(plainText(corpus.editions['2023-06-16'].rules['901.4'].en)).toMatch(/^All plane and phenomenon cards/);
    expect(plainText(corpus.editions['2022-06-10'].rules['100.6b'].zh!)).toMatch(
      /^牌手可以使用在Wizards\.com\/Locator/,
    );
  });
  it('2023-09-01 English ends its lines with a lone carriage return, and still has every line', () => {
    const f = fileOf('2023-09-01', 'En')!;
    expect(f.text.split('\n').length).toBeLessThan(20);
    expect(splitLines(f.text)).toHaveLength(8563);
    expect(corpus.editions['2023-09-01'].ruleOrder).toHaveLength(2874);
  });
});

describe('the source errors the parser works around, as data', () => {
  it('are exactly three, all in 2022-06-10', () => {
    expect(corpus.sourceNotes.map((n) => [n.file, n.line, n.kind])).toEqual([
      ['content/cr/20220610_En.txt', 6119, 'missing-blank'],
      ['content/cr/20220610_Zh.txt', 6369, 'duplicate-entry'],
      ['content/cr/20220610_Zh.txt', 3379, 'misnumbered'],
    ]);
  });
  it('the Chinese line numbered 701.42a a second time is the Chinese of 701.42b', () => {
    const e = corpus.editions['2022-06-10'];
    const lines = splitLines(fileOf('2022-06-10', 'Zh')!.text);
    expect(lines[3378]).toMatch(/^701\.42a 如果某效应允许你在刺探时检视额外的牌/);
    expect(plainText(e.rules['701.42b'].en)).toMatch(
      /^If an effect allows you to look at additional cards while you surveil/,
    );
    expect(e.rules['701.42b'].sourceZh).toEqual({ file: 'content/cr/20220610_Zh.txt', lines: [3379] });
    expect(plainText(e.rules['701.42a'].zh!)).toMatch(/^“刺探N”意指/);
  });
  it('the English glossary term "Affinity" with no blank line before it is an entry of its own', () => {
    const g = corpus.editions['2022-06-10'].glossary!;
    const at = g.findIndex((x) => x.term.en === 'Adventurer Card');
    expect(g[at + 1].term).toEqual({ en: 'Affinity', zh: '共鸣' });
    expect(g[at].rules).toEqual(['716']);
  });
  it("2022-06-10 Chinese ends its glossary with the translators' provisional names", () => {
    const p = corpus.editions['2022-06-10'].provisionalNames!;
    expect(p.heading).toBe('暂译名称列表');
    expect(p.names[0]).toEqual({ en: 'Abandon', zh: '终止' });
    expect(p.names).toHaveLength(15);
    expect(corpus.dated.filter((id) => corpus.editions[id].provisionalNames)).toEqual(['2022-06-10']);
  });
});

describe('glossary: English and Chinese entries paired', () => {
  const e = corpus.editions['2026-04-17'];
  const byTerm = (en: string) => e.glossary!.find((g) => g.term.en === en)!;
  it('Trample ↔ 践踏, with its rule', () => {
    expect(byTerm('Trample')).toMatchObject({ id: 'trample', term: { en: 'Trample', zh: '践踏' }, rules: ['702.19'] });
    expect(plainText(byTerm('Trample').zh![0])).toMatch(/参见规则702\.19，“践踏”/);
  });
  it('first and last entries', () => {
    expect(e.glossary![0].term).toEqual({ en: 'Abandon', zh: '撤废' });
    expect(e.glossary!.at(-1)!.term).toEqual({ en: 'Zone-Change Triggers', zh: '改变区域触发' });
    expect(e.glossary!.at(-1)!.rules).toEqual(['603.6']);
  });
  it('neighbours the Chinese lists in another order are paired by the rules they cite', () => {
    expect(byTerm('State-Based Actions').term.zh).toBe('状态动作');
    expect(byTerm('State Trigger').term.zh).toBe('状态触发');
    expect(byTerm('Keyword Action').term.zh).toBe('关键字动作');
    expect(byTerm('Keyword Counter').term.zh).toBe('关键字指示物');
    expect(byTerm('Tapped').term.zh).toBe('已横置');
    expect(byTerm('Tap Symbol').term.zh).toBe('横置符号');
  });
  it("every pair cites the same rules in both languages, but for the translation's lag", () => {
    let differ = 0;
    for (const id of corpus.dated.filter((d) => corpus.editions[d].langs.includes('zh'))) {
      for (const g of corpus.editions[id].glossary!) {
        const cites = (defs: typeof g.en) => new Set(defs.flatMap((d) => refsOf(d).map((r) => r.ref.from)));
        const [a, b] = [cites(g.en), cites(g.zh!)];
        if ([...a].some((x) => !b.has(x)) || [...b].some((x) => !a.has(x))) differ++;
      }
    }
    // e.g. "Initiative" cites 726 where the Chinese still cites 725; about 1 % of some 13,000 pairs
    expect(differ).toBeLessThan(200);
  });
  it('ids are unique and come from the English term', () => {
    for (const id of corpus.dated) {
      const ids = corpus.editions[id].glossary!.map((g) => g.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
    expect(e.glossary!.map((g) => g.id)).toContain('doctors-companion');
  });
});

describe('Introduction and Credits', () => {
  it('are paired by paragraph', () => {
    const e = corpus.editions['2026-04-17'];
    expect(e.introduction).toHaveLength(2);
    expect(plainText(e.introduction![0].en)).toMatch(
      /^This document is the ultimate authority for Magic: The Gathering® competitive game play/,
    );
    expect(plainText(e.introduction![0].zh!)).toMatch(/^本文件是万智牌®竞技游戏的最终解释/);
    expect(plainText(e.credits![0].en)).toBe('Magic: The Gathering Original Game Design: Richard Garfield');
    expect(plainText(e.credits![0].zh!)).toBe('万智牌游戏原始设计：Richard Garfield');
    expect(e.introduction![1].en.some((i) => i.kind === 'link')).toBe(true); // Magic.Wizards.com/Rules
  });
});
