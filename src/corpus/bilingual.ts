// The current edition's chapters: each rule is a pair of lines, the tagged line
// `<b id='cr510-1c'>510.1c</b> …` then `<b>510.1c</b> …` in the other language; Example and
// untagged paragraphs come in pairs too. Chapter 5 puts English first, chapters 6 and 8 Chinese
// first, so the file's role says the order and every pair is checked against it.
import { CorpusError, type Lang } from './model.ts';
import { classifyLine, splitTitle, type LineShape } from './lines.ts';
import { anchorOf, compareNumbers, parentOf } from './numbers.ts';
import type { RawChapter, RawPair, RawRule, RawSection } from './raw.ts';
import { hasHan, splitLines, type Ignored, type SourceFile } from './source.ts';

const LANG_NAME: Record<Lang, string> = { en: 'English', zh: 'Chinese' };

export function parseBilingualChapter(
  file: SourceFile,
  role: { chapter: number; order: readonly [Lang, Lang] },
  ignored: Ignored,
): RawChapter {
  const lines = splitLines(file.text);
  const shapes = lines.map(classifyLine);
  const [first, second] = role.order;
  const fail = (line: number, problem: string) => new CorpusError(file.path, line, problem);
  const lastContent = findLastContent(shapes);

  let chapter: RawChapter | undefined;
  let section: RawSection | undefined;
  let rule: RawRule | undefined;
  const seen = new Set<string>();

  // Reads the second line of a pair and checks it is the other language.
  const pairOf = (i: number, a: string, b: string, what: string): RawPair => {
    const byLang = { [first]: { text: a, lines: [i + 1] }, [second]: { text: b, lines: [i + 2] } } as Record<
      Lang,
      { text: string; lines: number[] }
    >;
    if (hasHan(byLang.en.text))
      throw fail(byLang.en.lines[0], `${what}: expected the English line here, found Chinese`);
    if (!hasHan(byLang.zh.text))
      throw fail(byLang.zh.lines[0], `${what}: expected the Chinese line here, found no Chinese`);
    return { en: byLang.en, zh: byLang.zh };
  };

  for (let i = 0; i < shapes.length; i++) {
    const shape = shapes[i];
    const ln = i + 1;
    const next: LineShape | undefined = shapes[i + 1];
    switch (shape.kind) {
      case 'blank':
        ignored.add(ln, 'blank');
        break;
      case 'navigation':
        if (chapter && i < lastContent) throw fail(ln, 'navigation line inside the chapter');
        ignored.add(ln, 'navigation');
        break;
      case 'bad-heading':
        throw fail(ln, `unknown heading shape: ${lines[i].trim().slice(0, 60)}`);
      case 'chapter': {
        if (chapter) throw fail(ln, 'a second chapter heading');
        if (shape.number !== role.chapter)
          throw fail(ln, `chapter ${shape.number} found where chapter ${role.chapter} was expected`);
        const title = splitTitle(shape.title);
        if (!title) throw fail(ln, `unknown heading shape: chapter title "${shape.title}" is not "中文 English"`);
        chapter = { file: file.path, edition: 'seed', number: shape.number, title, lines: [ln], sections: [] };
        break;
      }
      case 'section': {
        if (!chapter) throw fail(ln, 'section heading before the chapter heading');
        if (shape.id !== anchorOf(shape.number)) throw fail(ln, `section ${shape.number} has the id ${shape.id}`);
        if (Number(shape.number[0]) !== chapter.number)
          throw fail(ln, `section ${shape.number} in chapter ${chapter.number}`);
        if (seen.has(shape.number)) throw fail(ln, `duplicate section number ${shape.number}`);
        if (section && compareNumbers(shape.number, section.number) <= 0)
          throw fail(ln, `section ${shape.number} after section ${section.number}`);
        const title = splitTitle(shape.title);
        if (!title) throw fail(ln, `unknown heading shape: section title "${shape.title}" is not "中文 English"`);
        seen.add(shape.number);
        section = { number: shape.number, title, lines: [ln], rules: [] };
        chapter.sections.push(section);
        rule = undefined;
        break;
      }
      case 'rule-tagged': {
        if (!section) throw fail(ln, `rule ${shape.number} before any section heading`);
        if (shape.id !== anchorOf(shape.number)) throw fail(ln, `rule ${shape.number} has the id ${shape.id}`);
        if (!shape.number.startsWith(section.number + '.'))
          throw fail(ln, `rule ${shape.number} inside section ${section.number}`);
        if (seen.has(shape.number)) throw fail(ln, `duplicate rule number ${shape.number}`);
        if (next?.kind !== 'rule-other' || next.number !== shape.number) {
          throw fail(ln, `rule ${shape.number} has no ${LANG_NAME[second]} line after it`);
        }
        const parent = parentOf(shape.number)!;
        if (parent !== section.number && !seen.has(parent))
          throw fail(ln, `rule ${shape.number} comes before its parent ${parent}`);
        seen.add(shape.number);
        rule = {
          number: shape.number,
          section: section.number,
          parent,
          text: pairOf(i, shape.text, next.text, `rule ${shape.number}`),
          paragraphs: [],
          examples: [],
        };
        section.rules.push(rule);
        i++;
        break;
      }
      case 'rule-other':
        throw fail(ln, `rule line ${shape.number} without its tagged line before it`);
      case 'example': {
        if (!rule) throw fail(ln, 'an example outside any rule');
        if (shape.lang !== first)
          throw fail(ln, `${LANG_NAME[first]} example expected first, found the ${LANG_NAME[shape.lang]} one`);
        if (next?.kind !== 'example' || next.lang !== second) {
          throw fail(ln, `example of rule ${rule.number} without its ${LANG_NAME[second]} translation`);
        }
        rule.examples.push(pairOf(i, shape.text, next.text, `example of rule ${rule.number}`));
        i++;
        break;
      }
      case 'text': {
        if (!rule) throw fail(ln, `text outside any rule: ${lines[i].trim().slice(0, 60)}`);
        if (next?.kind !== 'text') throw fail(ln, `paragraph of rule ${rule.number} without its translation`);
        rule.paragraphs.push(pairOf(i, shape.text, next.text, `paragraph of rule ${rule.number}`));
        i++;
        break;
      }
    }
  }
  if (!chapter) throw fail(1, 'no chapter heading ("# N. 中文 English") in the file');
  return chapter;
}

/** Index of the last line that is neither blank nor navigation. */
function findLastContent(shapes: LineShape[]): number {
  for (let i = shapes.length - 1; i >= 0; i--) {
    if (shapes[i].kind !== 'blank' && shapes[i].kind !== 'navigation') return i;
  }
  return -1;
}
