// One file of a dated edition, in one language: the title, the effective date, the Introduction,
// the Contents (checked line by line against the headings it lists), chapters 1–9 with their
// sections, rules, examples and untagged paragraphs, the Glossary (term line, definition lines,
// blank line) and the Credits. English and Chinese files have the same shape with their own
// headings; pairing the two is dated.ts's work, by rule number and glossary position.
import { CorpusError, type Lang } from './model.ts';
import { compareNumbers, parentOf } from './numbers.ts';
import type { RawText } from './raw.ts';
import { splitLines, type Ignored, type SourceFile } from './source.ts';

export interface DocRule {
  number: string;
  section: string;
  parent: string;
  text: RawText;
  paragraphs: RawText[];
  examples: RawText[];
  /** The line repeats the number of the rule before it (a source error; see dated.ts). */
  repeated?: true;
}

export interface DocSection {
  number: string;
  title: string;
  line: number;
  rules: DocRule[];
}

export interface DocChapter {
  number: number;
  title: string;
  line: number;
  sections: DocSection[];
}

export interface DocEntry {
  term: RawText;
  definitions: RawText[];
}

/** A glossary problem the parser works around, reported as a SourceNote by the caller. */
export interface DocNote {
  line: number;
  kind: 'duplicate-entry' | 'missing-blank';
  problem: string;
}

export interface CrDocument {
  file: string;
  lang: Lang;
  title: string;
  /** ISO date of the effective-date line. */
  effective: string;
  /** Line numbers of the part headings, for error messages. */
  headings: { glossary: number; credits: number; introduction: number };
  introduction: RawText[];
  chapters: DocChapter[];
  glossary: DocEntry[];
  provisional?: { heading: string; names: { en: string; zh: string }[]; lines: number[] };
  credits: RawText[];
  notes: DocNote[];
}

const HEADINGS: Record<Lang, { introduction: string[]; contents: string; glossary: string; credits: string }> = {
  en: { introduction: ['Introduction'], contents: 'Contents', glossary: 'Glossary', credits: 'Credits' },
  zh: { introduction: ['前言', '简介'], contents: '目录', glossary: '词汇表', credits: '版权信息' },
};
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const DATE_EN = /^These rules are effective as of ([A-Z][a-z]+) (\d{1,2}), (\d{4})\.?$/;
const DATE_ZH = /^此规则于(\d{4})年(\d{1,2})月(\d{1,2})日起生效。$/;
const CHAPTER = /^(\d)\. (\S.*)$/;
const SECTION = /^(\d{3})\. (\S.*)$/;
/** "510.1c text", "510.1. text"; the sources also write "119.1d. text", "606.5 text", "901.4.All"
 *  and, in Chinese, "100.6b牌手" (no space). */
const RULE = /^(\d{3}\.\d+[a-z]?)\.?(?:\s+|(?=[^\s\d.]))(\S.*)$/;
/** Chinese examples are labelled 例如： and, once (111.11), 例如，. */
const EXAMPLE: Record<Lang, RegExp> = { en: /^Example:\s*(.*)$/, zh: /^例如[：，]\s*(.*)$/ };
/** A line that ends a sentence: a definition line, not a term. */
const SENTENCE_END = /[.。”"）)\]:：!?！？」]$/;
/** The translators' list of provisional names at the end of one Chinese glossary. */
const PROVISIONAL_HEADING = '暂译名称列表';
const PROVISIONAL_NAME = /^([A-Za-z][^:：]*?)\s*[:：]\s*(\S.*)$/;

type Part =
  'title' | 'date' | 'intro-heading' | 'introduction' | 'contents' | 'body' | 'glossary' | 'provisional' | 'credits';

export function parseCrDocument(file: SourceFile, lang: Lang, ignored: Ignored): CrDocument {
  const lines = splitLines(file.text);
  if (lines.length && lines[0].startsWith('\ufeff')) lines[0] = lines[0].slice(1); // byte-order mark
  const fail = (line: number, problem: string) => new CorpusError(file.path, line, problem);
  const heads = HEADINGS[lang];
  const doc: CrDocument = {
    file: file.path,
    lang,
    title: '',
    effective: '',
    headings: { glossary: 0, credits: 0, introduction: 0 },
    introduction: [],
    chapters: [],
    glossary: [],
    credits: [],
    notes: [],
  };
  const contents: { text: string; line: number }[] = [];
  let contentsLine = 0;
  let part: Part = 'title';
  let chapter: DocChapter | undefined;
  let section: DocSection | undefined;
  let rule: DocRule | undefined;
  let entry: DocEntry | undefined;
  const seen = new Set<string>();
  const entries = new Map<string, number>(); // glossary entry text → its first line

  const closeEntry = () => {
    if (!entry) return;
    if (entry.definitions.length === 0)
      throw fail(entry.term.lines[0], `glossary term "${entry.term.text}" has no definition`);
    const key = [entry.term.text, ...entry.definitions.map((d) => d.text)].join('\n');
    const first = entries.get(key);
    if (first !== undefined) {
      const at = entry.term.lines[0];
      doc.notes.push({
        line: at,
        kind: 'duplicate-entry',
        problem: `the glossary entry "${entry.term.text}" repeats the entry at line ${first} word for word; the repeat is left out`,
      });
      for (const l of [at, ...entry.definitions.flatMap((d) => d.lines)]) ignored.add(l, 'duplicate');
    } else {
      entries.set(key, entry.term.lines[0]);
      doc.glossary.push(entry);
    }
    entry = undefined;
  };

  for (let i = 0; i < lines.length; i++) {
    const ln = i + 1;
    const text = lines[i].trim();
    if (text === '') {
      ignored.add(ln, 'blank');
      if (part === 'glossary') closeEntry();
      continue;
    }
    switch (part) {
      case 'title':
        doc.title = text;
        ignored.add(ln, 'title');
        part = 'date';
        break;
      case 'date': {
        doc.effective = effectiveDate(text, lang) ?? '';
        if (!doc.effective) throw fail(ln, `expected the effective-date line, found: ${text.slice(0, 60)}`);
        ignored.add(ln, 'date');
        part = 'intro-heading';
        break;
      }
      case 'intro-heading':
        if (!heads.introduction.includes(text))
          throw fail(ln, `expected the heading "${heads.introduction[0]}", found: ${text.slice(0, 60)}`);
        doc.headings.introduction = ln;
        ignored.add(ln, 'heading');
        part = 'introduction';
        break;
      case 'introduction':
        if (text === heads.contents) {
          contentsLine = ln;
          ignored.add(ln, 'heading');
          part = 'contents';
        } else doc.introduction.push({ text, lines: [ln] });
        break;
      case 'contents':
        contents.push({ text, line: ln });
        ignored.add(ln, 'contents');
        if (text === heads.credits) part = 'body';
        break;
      case 'body': {
        if (text === heads.glossary) {
          doc.headings.glossary = ln;
          ignored.add(ln, 'heading');
          part = 'glossary';
          break;
        }
        let m: RegExpExecArray | null;
        if ((m = CHAPTER.exec(text))) {
          const number = Number(m[1]);
          const expected = chapter ? chapter.number + 1 : 1;
          if (number !== expected) throw fail(ln, `chapter ${number} found where chapter ${expected} was expected`);
          chapter = { number, title: m[2], line: ln, sections: [] };
          doc.chapters.push(chapter);
          section = undefined;
          rule = undefined;
        } else if ((m = SECTION.exec(text))) {
          if (!chapter) throw fail(ln, `section ${m[1]} before the first chapter heading`);
          if (Number(m[1][0]) !== chapter.number) throw fail(ln, `section ${m[1]} in chapter ${chapter.number}`);
          if (section && compareNumbers(m[1], section.number) <= 0)
            throw fail(ln, `section ${m[1]} after section ${section.number}`);
          section = { number: m[1], title: m[2], line: ln, rules: [] };
          chapter.sections.push(section);
          rule = undefined;
        } else if ((m = RULE.exec(text))) {
          const number = m[1];
          if (!section) throw fail(ln, `rule ${number} before any section heading`);
          if (!number.startsWith(section.number + '.'))
            throw fail(ln, `rule ${number} inside section ${section.number}`);
          const parent = parentOf(number)!;
          if (parent !== section.number && !seen.has(parent))
            throw fail(ln, `rule ${number} comes before its parent ${parent}`);
          const repeated = seen.has(number);
          if (repeated && rule?.number !== number) throw fail(ln, `duplicate rule number ${number}`);
          if (!repeated && rule && compareNumbers(number, rule.number) < 0)
            throw fail(ln, `rule ${number} after rule ${rule.number}`);
          seen.add(number);
          rule = {
            number,
            section: section.number,
            parent,
            text: { text: m[2], lines: [ln] },
            paragraphs: [],
            examples: [],
            ...(repeated ? { repeated: true as const } : {}),
          };
          section.rules.push(rule);
        } else if ((m = EXAMPLE[lang].exec(text))) {
          if (!rule) throw fail(ln, 'an example outside any rule');
          rule.examples.push({ text: m[1], lines: [ln] });
        } else {
          if (!rule) throw fail(ln, `text outside any rule: ${text.slice(0, 60)}`);
          rule.paragraphs.push({ text, lines: [ln] });
        }
        break;
      }
      case 'glossary':
        if (text === heads.credits) {
          closeEntry();
          doc.headings.credits = ln;
          ignored.add(ln, 'heading');
          part = 'credits';
        } else if (lang === 'zh' && text === PROVISIONAL_HEADING) {
          closeEntry();
          doc.provisional = { heading: text, names: [], lines: [ln] };
          part = 'provisional';
        } else if (!entry) {
          entry = { term: { text, lines: [ln] }, definitions: [] };
        } else if (startsEntry(entry, text)) {
          doc.notes.push({
            line: ln,
            kind: 'missing-blank',
            problem: `the glossary term "${text}" follows the previous definition without a blank line; read as a new entry`,
          });
          closeEntry();
          entry = { term: { text, lines: [ln] }, definitions: [] };
        } else entry.definitions.push({ text, lines: [ln] });
        break;
      case 'provisional': {
        if (text === heads.credits) {
          doc.headings.credits = ln;
          ignored.add(ln, 'heading');
          part = 'credits';
          break;
        }
        const m = PROVISIONAL_NAME.exec(text);
        if (!m)
          throw fail(ln, `expected "English: 中文" in the list ${PROVISIONAL_HEADING}, found: ${text.slice(0, 60)}`);
        doc.provisional!.names.push({ en: m[1], zh: m[2] });
        doc.provisional!.lines.push(ln);
        break;
      }
      case 'credits':
        doc.credits.push({ text, lines: [ln] });
        break;
    }
  }
  if (part !== 'credits')
    throw fail(
      lines.length,
      `the file ends before its ${part === 'glossary' ? `"${heads.credits}" heading` : `"${heads.glossary}" heading`}`,
    );
  checkContents(doc, contents, contentsLine, fail);
  return doc;
}

/** "These rules are effective as of April 17, 2026." / "此规则于2026年4月17日起生效。" → "2026-04-17". */
export function effectiveDate(text: string, lang: Lang): string | undefined {
  const pad = (n: string | number) => String(n).padStart(2, '0');
  if (lang === 'en') {
    const m = DATE_EN.exec(text);
    const month = m ? MONTHS.indexOf(m[1]) + 1 : 0;
    return m && month ? `${m[3]}-${pad(month)}-${pad(m[2])}` : undefined;
  }
  const m = DATE_ZH.exec(text);
  return m ? `${m[1]}-${pad(m[2])}-${pad(m[3])}` : undefined;
}

/** A term line whose blank line is missing: the definition so far ends a sentence and this line,
 *  short and unnumbered, does not. */
function startsEntry(entry: DocEntry, text: string): boolean {
  const last = entry.definitions.at(-1);
  if (!last || !SENTENCE_END.test(last.text)) return false;
  return !SENTENCE_END.test(text) && text.length <= 60 && !/^\d+\.\s/.test(text);
}

/** The Contents must list exactly the chapter and section headings, then Glossary and Credits. */
function checkContents(
  doc: CrDocument,
  contents: { text: string; line: number }[],
  at: number,
  fail: (line: number, problem: string) => CorpusError,
): void {
  const heads = HEADINGS[doc.lang];
  const expected = [
    ...doc.chapters.flatMap((c) => [`${c.number}. ${c.title}`, ...c.sections.map((s) => `${s.number}. ${s.title}`)]),
    heads.glossary,
    heads.credits,
  ];
  for (let k = 0; k < Math.max(expected.length, contents.length); k++) {
    const listed = contents[k];
    if (!listed) throw fail(at, `the Contents lack "${expected[k]}"`);
    if (listed.text !== expected[k])
      throw fail(
        listed.line,
        `the Contents list "${listed.text}" where the document has "${expected[k] ?? 'nothing more'}"`,
      );
  }
}
