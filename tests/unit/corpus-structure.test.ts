// The parsed structure against the sources: counts computed independently by simple line
// matching (and pinned after checking them by hand), spot checks of rules in both languages,
// and the accounting of every source line.
import { describe, expect, it } from 'vitest';
import {
  CORPUS_FILES,
  loadCorpus,
  plainText,
  readCorpusFiles,
  splitLines,
  type Corpus,
  type SourceSpan,
} from '../../src/corpus/index.ts';
import { checkAccounting, spansOf } from '../../src/corpus/accounting.ts';

const corpus = loadCorpus();
const files = readCorpusFiles();
const textOf = (name: string) => files.find((f) => f.path.includes(name))!.text;
const count = (text: string, re: RegExp) => splitLines(text).filter((l) => re.test(l)).length;

describe('current edition: counts per chapter', () => {
  const cases = [
    { chapter: 5, file: 'cr-current-ch5', sections: 15, rules: 146, examples: 13 },
    { chapter: 6, file: 'cr-current-ch6', sections: 17, rules: 315, examples: 74 },
    { chapter: 8, file: 'cr-current-ch8', sections: 12, rules: 173, examples: 35 },
  ];
  const current = corpus.editions.seed;
  for (const c of cases) {
    it(`chapter ${c.chapter}`, () => {
      const text = textOf(c.file);
      const chapter = current.chapters.find((ch) => ch.number === c.chapter)!;
      const rules = chapter.sections.flatMap((s) => current.sections[s].rules);
      const examples = rules.reduce((n, r) => n + current.rules[r].examples.length, 0);
      // independent: one heading line per section, one tagged line per rule, one English example line each
      expect(chapter.sections.length).toBe(count(text, /^## <span id='cr\d{3}'>/));
      expect(rules.length).toBe(count(text, /^<b id='cr/));
      expect(examples).toBe(count(text, /^Example:/));
      expect(examples).toBe(count(text, /^例如：/));
      // pinned after reading the files
      expect([chapter.sections.length, rules.length, examples]).toEqual([c.sections, c.rules, c.examples]);
    });
  }
  it('numbers rules in document order across chapters', () => {
    expect(current.ruleOrder.length).toBe(146 + 315 + 173);
    current.ruleOrder.forEach((n, i) => expect(current.rules[n].order).toBe(i));
    expect(current.ruleOrder[0]).toBe('500.1');
    expect(current.ruleOrder.at(-1)).toBe(current.sections['811'].rules.at(-1));
  });
  it('section 600 has a heading and no rules', () => {
    expect(current.sections['600'].title).toEqual({ en: 'General', zh: '总则' });
    expect(current.sections['600'].rules).toEqual([]);
  });
  it('chapter and section titles in both languages', () => {
    const titles = current.chapters.map((c) => c.title);
    expect(titles).toEqual([
      { zh: '回合结构', en: 'Turn Structure' },
      { zh: '咒语、异能和效应', en: 'Spells, Abilities, and Effects' },
      { zh: '多人游戏规则', en: 'Multiplayer Rules' },
    ]);
    expect(current.sections['509'].title).toEqual({ zh: '宣告阻挡者步骤', en: 'Declare Blockers Step' });
    expect(current.sections['509'].anchor).toBe('cr509');
  });
});

describe('current edition: rules', () => {
  const rules = corpus.editions.seed.rules;
  it('510.1c in both languages, with its four examples', () => {
    const r = rules['510.1c'];
    expect(r).toMatchObject({ anchor: 'cr510-1c', section: '510', parent: '510.1', edition: 'seed' });
    expect(plainText(r.en)).toMatch(/^A blocked creature assigns its combat damage to the creatures blocking it\./);
    expect(plainText(r.zh!)).toMatch(/^被阻挡生物对阻挡它的生物分配战斗伤害。/);
    expect(r.examples.map((e) => e.index)).toEqual([1, 2, 3, 4]);
    expect(plainText(r.examples[0].en)).toMatch(
      /^The damage assignment order of an attacking Vastwood Gorger \(a 5\/6 creature\)/,
    );
    expect(plainText(r.examples[0].zh!)).toMatch(/^正在进行攻击的广林吞食客（5\/6生物）/);
    expect(plainText(r.examples[3].en)).toContain('Enormous Baloth');
    expect(plainText(r.examples[3].zh!)).toContain('庞大巴洛西');
    // "a 5/6 creature", "3 damage": numbers that are not rule references stay text
    expect(r.examples[0].en.every((i) => i.kind === 'text')).toBe(true);
  });
  it("509.1b's extra paragraph belongs to it, English paired with Chinese, before its example", () => {
    const r = rules['509.1b'];
    expect(r.paragraphs).toHaveLength(1);
    expect(plainText(r.paragraphs[0].en)).toMatch(/^A restriction may be created by an evasion ability/);
    expect(plainText(r.paragraphs[0].zh!)).toMatch(/^限制可能因躲避式异能/);
    expect(r.examples).toHaveLength(1);
    expect(r.paragraphs[0].source.lines[0]).toBeLessThan(r.examples[0].source.lines[0]);
    // no other rule of the corpus has a paragraph
    const withParagraphs = Object.values(rules)
      .filter((x) => x.paragraphs.length > 0)
      .map((x) => x.number);
    expect(withParagraphs).toEqual(['509.1b']);
  });
  it("601.2c's example (chapter 6: Chinese line first in the file)", () => {
    const r = rules['601.2c'];
    expect(r.examples).toHaveLength(1);
    expect(plainText(r.examples[0].en)).toMatch(/^If a spell says “Tap two target creatures,”/);
    expect(plainText(r.examples[0].zh!)).toMatch(/^如果一个咒语为“横置两个目标生物”/);
    expect(r.examples[0].source.lines).toEqual([r.examples[0].source.lines[0], r.examples[0].source.lines[0] + 1]);
  });
  it("800.4a's examples translate the player names (Alex = 俊杰, Bianca = 天启)", () => {
    const r = rules['800.4a'];
    expect(r.examples).toHaveLength(4);
    for (const e of r.examples) {
      const en = plainText(e.en);
      const zh = plainText(e.zh!);
      expect(en.includes('Alex')).toBe(zh.includes('俊杰'));
      expect(en.includes('Bianca')).toBe(zh.includes('天启'));
      expect(en).toMatch(/Alex/);
    }
    expect(plainText(r.examples[0].en)).toMatch(/^Alex casts Mind Control/);
    expect(plainText(r.examples[0].zh!)).toMatch(/^俊杰施放心灵操控/);
  });
  it('strips trailing spaces and the rule-number markup', () => {
    const r = rules['500.3'];
    expect(plainText(r.en)).toMatch(/^A step in which no players receive priority/);
    expect(plainText(r.en)).toMatch(/\(see rule 514\)\.$/);
  });
});

describe('every source line is accounted for exactly once', () => {
  const spans: SourceSpan[] = spansOf(corpus);
  it('every file of content/ the corpus reads: the seed documents and the 40 dated files', () => {
    expect(files.map((f) => f.path)).toEqual([
      ...CORPUS_FILES.map((f) => f.path),
      ...files.filter((f) => f.path.startsWith('content/cr/')).map((f) => f.path),
    ]);
    expect(files.filter((f) => f.path.startsWith('content/cr/'))).toHaveLength(40);
  });
  for (const { path, text } of files) {
    it(path, () => {
      const n = splitLines(text).length;
      const uses = new Array<number>(n + 1).fill(0);
      for (const s of spans) if (s.file === path) for (const l of s.lines) uses[l]++;
      for (const ig of corpus.ignoredLines) if (ig.file === path) uses[ig.line]++;
      const wrong = uses.map((u, line) => ({ line, u })).filter(({ line, u }) => line > 0 && u !== 1);
      expect(wrong).toEqual([]);
      expect(uses[0]).toBe(0);
    });
  }
  it('the parser checks it too, and names a line that is lost or counted twice', () => {
    const dropped: Corpus = {
      ...corpus,
      ignoredLines: corpus.ignoredLines.filter((l) => !(l.file.includes('cr-2011') && l.line === 10)),
    };
    expect(() => checkAccounting(dropped, files)).toThrow(
      'content/cr-2011-03-31-ch5-turn-structure.en.txt:10: line neither in the model nor ignored',
    );
    const twice: Corpus = {
      ...corpus,
      ignoredLines: [...corpus.ignoredLines, { file: CORPUS_FILES[0].path, line: 2, reason: 'blank' }],
    };
    expect(() => checkAccounting(twice, files)).toThrow(`${CORPUS_FILES[0].path}:2: line accounted for 2 times`);
  });
  it('gives a reason for each ignored line', () => {
    const reasons = new Set(
      corpus.ignoredLines
        .filter((l) => !l.file.startsWith('content/cr/'))
        .map((l) => `${l.file.replace(/^content\//, '')}:${l.reason}`),
    );
    expect([...reasons].sort()).toEqual([
      'commentary-2023-10-27-turn-structure.zh-tw.md:blank',
      'commentary-2023-10-27-turn-structure.zh-tw.md:front-matter-delimiter',
      'cr-2011-03-31-ch5-turn-structure.en.txt:blank',
      'cr-2011-03-31-ch5-turn-structure.en.txt:date',
      'cr-2011-03-31-ch5-turn-structure.en.txt:footer',
      'cr-2011-03-31-ch5-turn-structure.en.txt:page-break',
      'cr-current-ch5-turn-structure.en-zh.md:blank',
      'cr-current-ch5-turn-structure.en-zh.md:navigation',
      'cr-current-ch6-spells-abilities-effects.zh-en.md:blank',
      'cr-current-ch6-spells-abilities-effects.zh-en.md:navigation',
      'cr-current-ch8-multiplayer.zh-en.md:blank',
      'cr-current-ch8-multiplayer.zh-en.md:navigation',
    ]);
    const nav = corpus.ignoredLines.filter((l) => l.reason === 'navigation').map((l) => l.line);
    expect(nav).toEqual([1, 501, 1, 1190, 1, 642]);
  });
  it('gives the dated files their own reasons: title, date, part headings, contents, blank, one duplicate', () => {
    const dated = corpus.ignoredLines.filter((l) => l.file.startsWith('content/cr/'));
    const count = (reason: string) => dated.filter((l) => l.reason === reason).length;
    expect(count('title')).toBe(40);
    expect(count('date')).toBe(40);
    expect(count('heading')).toBe(40 * 4);
    expect(count('duplicate')).toBe(2); // 2022-06-10's Chinese repeats 暗码: term and definition
    expect(new Set(dated.map((l) => l.reason))).toEqual(
      new Set(['blank', 'title', 'date', 'heading', 'contents', 'duplicate']),
    );
  });
});
