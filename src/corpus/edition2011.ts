// The 2011 chapter is text extracted from a PDF: hard-wrapped lines, a date line, blank lines at
// page breaks, a blog footer, and hyphenated words whose hyphen was lost at a line break
// ("turnbased"). Reflowing needs two kinds of knowledge, both computed rather than listed:
// where a real rule starts (the next number in order, so a wrapped "702.19." or "2 damage" stays
// text) and how the corpus spells a word (the current English text's hyphenated words).
import { CorpusError, type Edition } from './model.ts';
import { plainText } from './inline.ts';
import { parentOf, parseNumber } from './numbers.ts';
import type { RawChapter, RawRule, RawSection, RawText } from './raw.ts';
import { splitLines, type Ignored, type SourceFile } from './source.ts';

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
const DATE = /^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), (\w+) (\d{1,2}), (\d{4})$/;
const FOOTER = /^(?:No comments:|\d+ comments?:|Post a Comment|Newer Post|Older Post|Home|Subscribe to:.*)$/;
const CHAPTER = /^(\d)\. (\S.*)$/;
const SECTION = /^(\d{3})\. ([A-Z].*)$/;
const RULE = /^(\d{3}\.\d+)(?:\.|([a-z]))\s+(\S.*)$/;
const EXAMPLE = /^Example:\s+(\S.*)$/;

export interface Parsed2011 {
  date?: string;
  chapter: RawChapter;
}

export function parseEdition2011(file: SourceFile, ignored: Ignored, current: Edition): Parsed2011 {
  const lines = splitLines(file.text).map((l) => l.trimEnd());
  const fail = (line: number, problem: string) => new CorpusError(file.path, line, problem);
  const vocabulary = hyphenVocabulary(current);
  let last = lines.length - 1;
  while (last >= 0 && (lines[last] === '' || FOOTER.test(lines[last]))) last--;
  const firstText = lines.findIndex((l) => l !== '');

  let date: string | undefined;
  let chapter: RawChapter | undefined;
  let section: RawSection | undefined;
  let rule: RawRule | undefined;
  let block: RawText | undefined; // the text the next wrapped line continues

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const ln = i + 1;
    let m: RegExpExecArray | null;
    if (line === '') {
      ignored.add(ln, rule && i < last ? 'page-break' : 'blank');
    } else if (i > last) {
      ignored.add(ln, 'footer');
    } else if (i === firstText && (m = DATE.exec(line))) {
      const month = MONTHS.indexOf(m[1]) + 1;
      if (month === 0) throw fail(ln, `unknown month in the date line: ${m[1]}`);
      date = `${m[3]}-${String(month).padStart(2, '0')}-${m[2].padStart(2, '0')}`;
      ignored.add(ln, 'date');
    } else if (!chapter) {
      if (!(m = CHAPTER.exec(line)))
        throw fail(ln, `expected the chapter heading ("5. Turn Structure"), found: ${line.slice(0, 40)}`);
      chapter = {
        file: file.path,
        edition: '2011',
        number: Number(m[1]),
        title: { en: m[2] },
        lines: [ln],
        sections: [],
      };
    } else if ((m = SECTION.exec(line)) && isNextSection(m[1], chapter, section) && opensSection(m[1], lines, i)) {
      section = { number: m[1], title: { en: m[2] }, lines: [ln], rules: [] };
      chapter.sections.push(section);
      rule = undefined;
      block = undefined;
    } else if ((m = RULE.exec(line)) && section && isNextRule(m[1] + (m[2] ?? ''), section, rule)) {
      const number = m[1] + (m[2] ?? '');
      block = { text: m[3], lines: [ln] };
      rule = {
        number,
        section: section.number,
        parent: parentOf(number)!,
        text: { en: block },
        paragraphs: [],
        examples: [],
      };
      section.rules.push(rule);
    } else if ((m = EXAMPLE.exec(line)) && rule) {
      block = { text: m[1], lines: [ln] };
      rule.examples.push({ en: block });
    } else if (rule && block && startsParagraph(block.text, line, current.rules[rule.number])) {
      block = { text: line, lines: [ln] };
      rule.paragraphs.push({ en: block });
    } else if (block) {
      block.text = joinWrapped(block.text, line, vocabulary);
      block.lines.push(ln);
    } else {
      throw fail(ln, `text outside any rule: ${line.slice(0, 40)}`);
    }
  }
  if (!chapter) throw fail(1, 'no chapter heading in the file');
  for (const s of chapter.sections) {
    for (const r of s.rules) repairAll(r, vocabulary);
  }
  return { date, chapter };
}

/** A section heading is real only if it is the next section: 500 first, then one more each time. */
function isNextSection(number: string, chapter: RawChapter, section: RawSection | undefined): boolean {
  return Number(number) === (section ? Number(section.number) + 1 : chapter.number * 100);
}

/** …and only if what follows it is its first rule (500.1.) or, for an empty section, the next heading. */
function opensSection(number: string, lines: string[], at: number): boolean {
  const next = lines.slice(at + 1).find((l) => l !== '') ?? '';
  return next.startsWith(`${number}.1.`) || next.startsWith(`${Number(number) + 1}. `);
}

/** A rule start is real only if it is the next number: n+1 at the top level, a later letter below it. */
function isNextRule(number: string, section: RawSection, previous: RawRule | undefined): boolean {
  const n = parseNumber(number);
  if (!n || n.section !== section.number || n.rule === undefined) return false;
  const p = previous ? parseNumber(previous.number)! : undefined;
  const top = p?.rule ?? 0;
  if (n.letter === undefined) return n.rule === top + 1;
  return n.rule === top && (p?.letter ?? '') < n.letter;
}

/** An untagged paragraph starts where the current edition's same rule starts one with these words. */
function startsParagraph(before: string, line: string, same: Edition['rules'][string] | undefined): boolean {
  if (!same || !/[.:)”]$/.test(before)) return false;
  return same.paragraphs.some((p) => {
    const opening = plainText(p.en).split(/\s+/).slice(0, 4).join(' ');
    return line.startsWith(opening);
  });
}

export interface HyphenVocabulary {
  /** Lower-case word without hyphens → the corpus's hyphenated spelling ("turnbased" → "turn-based"). */
  glued: Map<string, string>;
  /** Every lower-case word the corpus spells without a hyphen. */
  plain: Set<string>;
}

/** The hyphenated words of the current English text, keyed by how they read without hyphens. */
export function hyphenVocabulary(current: Edition): HyphenVocabulary {
  const glued = new Map<string, string>();
  const plain = new Set<string>();
  const see = (text: string) => {
    for (const w of text.match(/[A-Za-z]+(?:-[A-Za-z]+)*/g) ?? []) {
      const lower = w.toLowerCase();
      if (lower.includes('-')) glued.set(lower.replace(/-/g, ''), lower);
      else plain.add(lower);
    }
  };
  for (const number of current.ruleOrder) {
    const r = current.rules[number];
    see(plainText(r.en));
    for (const p of [...r.paragraphs, ...r.examples]) see(plainText(p.en));
  }
  for (const w of plain) glued.delete(w); // a word the corpus also writes without hyphen stays as is
  return { glued, plain };
}

/** Joins a wrapped line to the text before it, restoring a hyphen the break swallowed. */
export function joinWrapped(before: string, line: string, vocabulary: HyphenVocabulary): string {
  const a = /([A-Za-z]+)$/.exec(before);
  const b = /^([A-Za-z]+)/.exec(line);
  if (a && b) {
    const spelled = vocabulary.glued.get((a[1] + b[1]).toLowerCase());
    if (spelled === `${a[1]}-${b[1]}`.toLowerCase()) return `${before}-${line}`;
  }
  return `${repairWord(before, vocabulary)} ${line}`;
}

/** "This turnbased" → "This turn-based" when the last word is a hyphenated corpus word without its hyphen. */
function repairWord(text: string, vocabulary: HyphenVocabulary): string {
  return text.replace(/([A-Za-z]+)$/, (word) => {
    const spelled = vocabulary.glued.get(word.toLowerCase());
    if (!spelled) return word;
    let k = 0;
    return spelled.replace(/[a-z]/g, () => word[k++]);
  });
}

/** The last line of each block was never joined to a following line: repair its last word too. */
function repairAll(rule: RawRule, vocabulary: HyphenVocabulary): void {
  const blocks = [rule.text, ...rule.paragraphs, ...rule.examples].map((p) => p.en);
  for (const b of blocks) b.text = repairWord(b.text, vocabulary);
}
