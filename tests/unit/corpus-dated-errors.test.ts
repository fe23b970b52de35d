// Malformed dated files: broken copies of 2026-04-17 (changed in memory, parsed with the seed
// documents) must be refused with a CorpusError naming the file, the line and the problem.
import { describe, expect, it } from 'vitest';
import { CorpusError, parseCorpus, readCorpusFiles, splitLines, type SourceFile } from '../../src/corpus/index.ts';
import { datedFileOf } from '../../src/corpus/source.ts';

const EN = 'content/cr/20260417_En.txt';
const ZH = 'content/cr/20260417_Zh.txt';
const pristine = readCorpusFiles().filter((f) => !datedFileOf(f.path) || f.path === EN || f.path === ZH);
const linesOf = (path: string) => splitLines(pristine.find((f) => f.path === path)!.text);
/** The 1-based line of the first line starting with `start`, after line `after`. */
const lineOf = (path: string, start: string, after = 0) =>
  linesOf(path).findIndex((l, i) => i >= after && l.startsWith(start)) + 1;

function broken(path: string, edit: (lines: string[]) => string[]): SourceFile[] {
  return pristine.map((f) => (f.path === path ? { path, text: edit(splitLines(f.text)).join('\n') } : f));
}
const replaceLine = (path: string, at: number, text: string) =>
  broken(path, (ls) => ls.map((l, i) => (i === at - 1 ? text : l)));
const dropLine = (path: string, at: number) => broken(path, (ls) => ls.filter((_, i) => i !== at - 1));

function expectError(files: SourceFile[], file: string, line: number, problem: RegExp) {
  let error: unknown;
  try {
    parseCorpus(files);
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(CorpusError);
  const e = error as CorpusError;
  expect({ file: e.file, line: e.line, problem: e.problem }).toMatchObject({
    file,
    line,
    problem: expect.stringMatching(problem),
  });
  expect(e.message).toBe(`${file}:${line}: ${e.problem}`);
}

describe('a dated edition', () => {
  it('parses when pristine', () => {
    const corpus = parseCorpus(pristine);
    expect(corpus.dated).toEqual(['2026-04-17']);
    expect(corpus.links).toEqual([]);
  });
  it('a Chinese rule line missing: the English line names it', () => {
    const at = lineOf(ZH, '702.19b ');
    expectError(dropLine(ZH, at), EN, lineOf(EN, '702.19b '), /rule 702\.19b has no Chinese line/);
  });
  it('an English rule line garbled into text: the Chinese rule is in one language only', () => {
    const at = lineOf(EN, '702.19b ');
    expectError(
      replaceLine(EN, at, linesOf(EN)[at - 1].replace('702.19b ', 'The rule ')),
      ZH,
      lineOf(ZH, '702.19b '),
      /rule 702\.19b is in the Chinese file only/,
    );
  });
  it('a rule out of order', () => {
    const at = lineOf(EN, '702.19c ');
    expectError(
      replaceLine(EN, at, linesOf(EN)[at - 1].replace('702.19c ', '702.19a ')),
      EN,
      at,
      /duplicate rule number 702\.19a|rule 702\.19a after rule 702\.19b/,
    );
  });
  it('a rule in the wrong section', () => {
    const at = lineOf(EN, '702.19c ');
    expectError(
      replaceLine(EN, at, linesOf(EN)[at - 1].replace('702.19c ', '703.19c ')),
      EN,
      at,
      /rule 703\.19c inside section 702/,
    );
  });
  it('an example missing in Chinese', () => {
    const rule = lineOf(ZH, '702.19b ');
    const example = lineOf(ZH, '例如：', rule);
    expectError(dropLine(ZH, example), ZH, rule, /rule 702\.19b has 2 examples in English, 1 in Chinese/);
  });
  it('a glossary entry missing in Chinese: the counts must agree', () => {
    const heading = lineOf(ZH, '词汇表', 1000);
    const term = lineOf(ZH, '践踏', heading);
    expectError(
      broken(ZH, (ls) => ls.filter((_, i) => i !== term - 1 && i !== term)),
      ZH,
      heading,
      /the glossary has 730 entries in English \(line \d+\), 729 in Chinese/,
    );
  });
  it('a glossary term without its definition', () => {
    const heading = lineOf(EN, 'Glossary', 1000);
    const term = lineOf(EN, 'Trample', heading);
    expectError(dropLine(EN, term + 1), EN, term, /glossary term "Trample" has no definition/);
  });
  it('Contents that disagree with the headings', () => {
    const at = lineOf(EN, '702. Keyword Abilities');
    expectError(
      replaceLine(EN, at, '702. Keyword Powers'),
      EN,
      at,
      /the Contents list "702\. Keyword Powers" where the document has "702\. Keyword Abilities"/,
    );
  });
  it('a missing effective-date line', () => {
    expectError(replaceLine(ZH, 3, '此规则生效。'), ZH, 3, /expected the effective-date line/);
  });
  it('two languages effective on different dates', () => {
    expectError(
      replaceLine(ZH, 3, '此规则于2026年4月18日起生效。'),
      ZH,
      3,
      /effective 2026-04-18, the English file 2026-04-17/,
    );
  });
  it('text before any rule of a section', () => {
    const at = lineOf(EN, '702. Keyword Abilities', 200);
    expectError(
      broken(EN, (ls) => [...ls.slice(0, at), 'A stray line.', ...ls.slice(at)]),
      EN,
      at + 1,
      /text outside any rule: A stray line\./,
    );
  });
  it('Credits paragraphs that differ in number', () => {
    const heading = lineOf(ZH, '版权信息', 1000);
    expectError(
      dropLine(ZH, heading + 2),
      ZH,
      heading,
      /the credits has 15 paragraphs in English \(line \d+\), 14 in Chinese/,
    );
  });
  it('a Chinese file without its English file', () => {
    expectError(
      pristine.filter((f) => f.path !== EN),
      ZH,
      0,
      /edition 2026-04-17 has a Chinese file but no English file/,
    );
  });
});
