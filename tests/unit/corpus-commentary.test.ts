// The commentary article: front matter, sections by heading, what each section is about
// (computed from the current section titles) and which rules it quotes.
import { describe, expect, it } from 'vitest';
import { loadCorpus, parseCorpus, readCorpusFiles, splitLines } from '../../src/corpus/index.ts';
import { quotesIn } from '../../src/corpus/commentary.ts';

const corpus = loadCorpus();
const c = corpus.commentary;
const lines = splitLines(readCorpusFiles().find((f) => f.path.includes('commentary'))!.text);
const section = (heading: string) => c.sections.find((s) => s.heading.startsWith(heading))!;

describe('commentary', () => {
  it('reads the front matter with its fields', () => {
    expect(c.title).toBe('回合流程詳解');
    expect(c.date).toBe('2023-10-27 10:35:13');
    expect(c.tags).toEqual(['JruMTG', 'MTG Rule']);
    expect(c.meta).toEqual({
      cover: 'https://i.imgur.com/CdTbQjv.png',
      thumbnail: 'https://i.imgur.com/9ggraDh.png',
      excerpt: '回合結構大部分解開始！',
      categories: ['MTG-Rules'],
    });
    expect(c.intro).toBe(''); // the article starts with a heading
  });
  it('has one section per ## / ### heading, in order', () => {
    const headings = lines.filter((l) => /^#{2,3} /.test(l)).map((l) => l.replace(/^#+ /, ''));
    expect(c.sections.map((s) => s.heading)).toEqual(headings);
    expect(c.sections).toHaveLength(22);
    expect(section('宣告阻擋者步驟').depth).toBe(3);
    expect(section('戰鬥階段').depth).toBe(2);
    expect(new Set(c.sections.map((s) => s.id)).size).toBe(c.sections.length);
    expect(section('宣告阻擋者步驟').id).toBe('declare-blockers-step');
  });
  it('maps step and phase headings to the sections they discuss', () => {
    const about = Object.fromEntries(
      c.sections.filter((s) => s.about).map((s) => [s.heading.replace(/（.*$/, ''), s.about]),
    );
    expect(about).toEqual({
      開始階段: '501',
      重置步驟: '502',
      維持步驟: '503',
      抽牌步驟: '504',
      戰鬥前行動階段: '505',
      戰鬥階段: '506',
      戰鬥開始步驟: '507',
      宣告攻擊者步驟: '508',
      宣告阻擋者步驟: '509',
      傷害結算步驟: '510',
      戰鬥結束步驟: '511',
      戰鬥後行動階段: '505',
      結束階段: '512',
      結束步驟: '513',
      清空步驟: '514',
    });
    expect(section('先備知識').about).toBeUndefined();
  });
  it('collects the rules each section quotes', () => {
    expect(section('優先權').quotes).toEqual(['117.1', '117.3d', '117.4']);
    expect(section('回合動作').quotes).toEqual(['703.1']);
    expect(section('回合結構基本觀念').quotes).toEqual(['500.2', '500.4', '500.6']);
    // independently: every "- 500.2" line of the file is quoted by some section
    const listed = lines.filter((l) => /^- \d{3}\.\d+[a-z]?$/.test(l.trim())).map((l) => l.trim().slice(2));
    expect(c.sections.flatMap((s) => s.quotes).sort()).toEqual([...new Set(listed)].sort());
  });
  it('finds numbers in prose but not in link targets', () => {
    expect(quotesIn('見規則 509 與 500.6這條規則，[卡](https://scryfall.com/card/2x2/239/kolaghans-command)')).toEqual([
      '509',
      '500.6',
    ]);
  });
  it('keeps the markdown, card links as links', () => {
    expect(section('開始階段').markdown).toContain(
      '[神日史芬斯](https://scryfall.com/card/cmr/99/sphinx-of-the-second-sun)',
    );
    expect(section('開始階段').markdown).toContain('![神日史芬斯](https://i.imgur.com/wCctC7B.jpg)');
    expect(section('開始階段').markdown.startsWith('- 開始階段包含')).toBe(true);
  });
  it('does not cut at a "#" line inside a code block', () => {
    const files = readCorpusFiles().map((f) =>
      f.path.includes('commentary')
        ? { ...f, text: f.text.replace('## 結語', '```\n# not a heading\n```\n\n## 結語') }
        : f,
    );
    const sections = parseCorpus(files).commentary.sections;
    expect(sections).toHaveLength(22);
    expect(sections[20].markdown.endsWith('```\n# not a heading\n```')).toBe(true);
  });
});
