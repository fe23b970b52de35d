// Malformed input: broken copies of the real sources (changed in memory) must be refused with a
// CorpusError naming the file, the line and the problem.
import { describe, expect, it } from 'vitest';
import { CorpusError, parseCorpus, readCorpusFiles, splitLines, type SourceFile } from '../../src/corpus/index.ts';
import { datedFileOf } from '../../src/corpus/source.ts';

const all = readCorpusFiles();
/** The seed documents alone (no dated edition): enough for these cases, and quick to parse. */
const pristine = all.filter((f) => !datedFileOf(f.path));
const CH5 = 'content/cr-current-ch5-turn-structure.en-zh.md';
const CH6 = 'content/cr-current-ch6-spells-abilities-effects.zh-en.md';
const Y2011 = 'content/cr-2011-03-31-ch5-turn-structure.en.txt';
const COMMENTARY = 'content/commentary-2023-10-27-turn-structure.zh-tw.md';

/** The corpus with one file's lines changed by `edit`. */
function broken(path: string, edit: (lines: string[]) => string[]): SourceFile[] {
  return pristine.map((f) => (f.path === path ? { path, text: edit(splitLines(f.text)).join('\n') } : f));
}
const lineOf = (path: string, start: string) =>
  splitLines(pristine.find((f) => f.path === path)!.text).findIndex((l) => l.startsWith(start)) + 1;

function expectError(files: SourceFile[], file: string, line: number, problem: RegExp) {
  let error: unknown;
  try {
    parseCorpus(files);
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(CorpusError);
  const e = error as CorpusError;
  expect({ file: e.file, line: e.line }).toEqual({ file, line });
  expect(e.problem).toMatch(problem);
  expect(e.message).toBe(`${file}:${line}: ${e.problem}`);
}

describe('malformed sources are refused with file and line', () => {
  it('parses the pristine sources, with and without the dated editions', () => {
    expect(() => parseCorpus(all)).not.toThrow();
    expect(parseCorpus(pristine).newest).toBe('seed');
  });
  it('a rule line without its other-language line', () => {
    const at = lineOf(CH5, "<b id='cr510-1c'>");
    expectError(
      broken(CH5, (ls) => ls.filter((_, i) => i !== at)),
      CH5,
      at,
      /rule 510\.1c has no Chinese line after it/,
    );
  });
  it('a rule line in the wrong language order (chapter 6 is Chinese first)', () => {
    const at = lineOf(CH6, "<b id='cr601-2c'>");
    expectError(
      broken(CH6, (ls) => ls.map((l, i) => (i === at - 1 ? l.replace(/<\/b> .*/, '</b> The player announces.') : l))),
      CH6,
      at,
      /expected the Chinese line here/,
    );
  });
  it('an untagged rule line without its tagged line', () => {
    const at = lineOf(CH5, "<b id='cr510-1c'>");
    expectError(
      broken(CH5, (ls) => ls.filter((_, i) => i !== at - 1)),
      CH5,
      at,
      /rule line 510\.1c without its tagged line/,
    );
  });
  it('an unknown heading shape', () => {
    const at = lineOf(CH5, "## <span id='cr510'>");
    expectError(
      broken(CH5, (ls) => ls.map((l, i) => (i === at - 1 ? '## 510. 战斗伤害步骤 Combat Damage Step' : l))),
      CH5,
      at,
      /unknown heading shape/,
    );
  });
  it('a duplicate rule number', () => {
    const at = lineOf(CH5, "<b id='cr510-1a'>");
    const copy = (ls: string[]) => [...ls.slice(0, at + 1), '', ls[at - 1], ls[at], ...ls.slice(at + 1)];
    expectError(broken(CH5, copy), CH5, at + 3, /duplicate rule number 510\.1a/);
  });
  it('a tagged id that disagrees with the number', () => {
    const at = lineOf(CH5, "<b id='cr510-1a'>");
    expectError(
      broken(CH5, (ls) => ls.map((l, i) => (i === at - 1 ? l.replace("id='cr510-1a'", "id='cr510-1b'") : l))),
      CH5,
      at,
      /rule 510\.1a has the id cr510-1b/,
    );
  });
  it('an example without its translation', () => {
    const at = lineOf(CH5, 'Example: A player controls two creatures, each with a restriction');
    expectError(
      broken(CH5, (ls) => ls.filter((_, i) => i !== at)),
      CH5,
      at,
      /example of rule 508\.1c without its Chinese translation/,
    );
  });
  it('a Chinese link whose href disagrees with its text', () => {
    const at = lineOf(CH5, '<b>506.7f</b>');
    expectError(
      broken(CH5, (ls) => ls.map((l, i) => (i === at - 1 ? l.replace('(/5#cr508-8)', '(/5#cr508-9)') : l))),
      CH5,
      at,
      /href does not point at 508\.8/,
    );
  });
  it('a garbled Chinese link', () => {
    const at = lineOf(CH5, '<b>506.7f</b>');
    expectError(
      broken(CH5, (ls) => ls.map((l, i) => (i === at - 1 ? l.replace('(/5#cr508-8)', '(/5#cr508-8') : l))),
      CH5,
      at,
      /garbled rule link/,
    );
  });
  it('a reference that cannot be parsed', () => {
    const at = lineOf(CH5, "<b id='cr509-4a'>");
    expectError(
      broken(CH5, (ls) => ls.map((l, i) => (i === at - 1 ? l.replace('509.1–3', '509.1–c') : l))),
      CH5,
      at,
      /cannot parse reference "509\.1–c"/,
    );
  });
  it('a navigation line inside the chapter', () => {
    const at = lineOf(CH5, "## <span id='cr510'>");
    const nav = '[返回完整规则目录](/) | [第四章 - 区域 Zones](/4)';
    expectError(
      broken(CH5, (ls) => [...ls.slice(0, at - 1), nav, ...ls.slice(at - 1)]),
      CH5,
      at,
      /navigation line inside the chapter/,
    );
  });
  it('2011: text before the chapter heading', () => {
    expectError(
      broken(Y2011, (ls) => ['Thursday, March 31, 2011', 'Some stray text', ...ls.slice(1)]),
      Y2011,
      2,
      /expected the chapter heading/,
    );
  });
  it('commentary: broken YAML front matter', () => {
    // line 3 is `date: "2023-10-27 10:35:13"`; yaml reports the position in the front matter
    expectError(
      broken(COMMENTARY, (ls) => ls.map((l, i) => (i === 2 ? 'date: : : "2023-10-27"' : l))),
      COMMENTARY,
      3,
      /front matter is not valid YAML/,
    );
  });
  it('commentary: a missing title', () => {
    expectError(
      broken(COMMENTARY, (ls) => ls.filter((_, i) => i !== 1)),
      COMMENTARY,
      1,
      /"title" must be a non-empty string/,
    );
  });
  it('a missing source file', () => {
    expectError(
      pristine.filter((f) => f.path !== CH6),
      CH6,
      0,
      /not given/,
    );
  });
});

describe('a reference to a number an included chapter lacks', () => {
  it('is collected in missingRefs (and shows as a translation finding)', () => {
    const at = lineOf(CH5, "<b id='cr506-1'>");
    const corpus = parseCorpus(
      broken(CH5, (ls) => ls.map((l, i) => (i === at - 1 ? l.replace('see rule 508.8', 'see rule 508.99') : l))),
    );
    expect(corpus.missingRefs).toEqual([{ rule: '506.1', edition: 'seed', lang: 'en', ref: '508.99' }]);
    expect(corpus.translationFindings[0]).toMatchObject({ rule: '506.1', en: ['508.99'], zh: ['508.5'] });
  });
});

describe('2011: a wrapped line shaped like a rule or section start stays text', () => {
  it('when the number is not the next one in order', () => {
    const at = lineOf(Y2011, 'announces which creatures, if any, are banded with which.');
    const files = broken(Y2011, (ls) => [
      ...ls.slice(0, at - 1),
      'announces which creatures, if any, are banded with which. (See rule',
      '702.19. “Banding.”) See also',
      '509. Declare Blockers Step.',
      ...ls.slice(at),
    ]);
    const old = parseCorpus(files).editions['2011'];
    expect(old.ruleOrder).toHaveLength(118);
    expect(Object.keys(old.sections)).toHaveLength(15);
    expect(old.rules['508.1e'].en.map((i) => i.text).join('')).toBe(
      'If any of the chosen creatures have banding or a “bands with other” ability, the active player announces which creatures, if any, are banded with which. (See rule 702.19. “Banding.”) See also 509. Declare Blockers Step.',
    );
  });
});

describe('translation findings inside examples', () => {
  it('name the example', () => {
    const at = lineOf(CH6, '例如：如果一个咒语为“横置两个目标生物”');
    const files = broken(CH6, (ls) =>
      ls.map((l, i) => (i === at - 1 ? l.replace('。', '（参见规则[601.2b](./6#cr601-2b)）。') : l)),
    );
    const findings = parseCorpus(files).translationFindings.filter((f) => f.rule === '601.2c');
    expect(findings).toEqual([
      { edition: 'seed', rule: '601.2c', kind: 'chinese-only', en: [], zh: ['601.2b'], where: { example: 1 } },
    ]);
  });
});
