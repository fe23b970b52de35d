// A dated edition from its English file and (for 19 of 21 editions) its Chinese file. The two are
// paired by rule number, never by line (four editions differ in line count): the same chapters,
// sections and rules in both, each rule with as many examples and paragraphs in both. The
// Introduction and Credits pair by paragraph position, the glossary by entry (glossary.ts). One
// source error is worked around and reported (a Chinese rule line that repeats the previous
// number where the English has the next rule); anything else unpaired is an error naming the line.
import { CorpusError, type EditionId, type Lang, type SourceNote } from './model.ts';
import { parseCrDocument, type CrDocument, type DocRule } from './cr-document.ts';
import { pairGlossary, type RawGlossaryEntry } from './glossary.ts';
import type { RawChapter, RawPair, RawRule, RawText } from './raw.ts';
import type { Ignored, SourceFile } from './source.ts';

export interface RawDatedEdition {
  id: EditionId;
  langs: Lang[];
  title: { en: string; zh?: string };
  effective: string;
  chapters: RawChapter[];
  introduction: RawPair[];
  credits: RawPair[];
  glossary: RawGlossaryEntry[];
  provisional?: CrDocument['provisional'] & { file: string };
}

export function parseDatedEdition(
  id: EditionId,
  en: SourceFile,
  zh: SourceFile | undefined,
  ignoredOf: (path: string) => Ignored,
  notes: SourceNote[],
): RawDatedEdition {
  const e = parseCrDocument(en, 'en', ignoredOf(en.path));
  const z = zh ? parseCrDocument(zh, 'zh', ignoredOf(zh.path)) : undefined;
  for (const d of [e, ...(z ? [z] : [])]) {
    for (const n of d.notes) notes.push({ file: d.file, line: n.line, edition: id, kind: n.kind, problem: n.problem });
  }
  if (z && z.effective !== e.effective) {
    throw new CorpusError(z.file, 3, `the Chinese file is effective ${z.effective}, the English file ${e.effective}`);
  }
  return {
    id,
    langs: z ? ['en', 'zh'] : ['en'],
    title: { en: e.title, ...(z ? { zh: z.title } : {}) },
    effective: e.effective,
    chapters: z ? pairChapters(id, e, z, notes) : e.chapters.map((c) => chapterOf(id, e, c, undefined, new Map())),
    introduction: pairParagraphs(e, z, 'introduction', e.headings.introduction, z?.headings.introduction),
    credits: pairParagraphs(e, z, 'credits', e.headings.credits, z?.headings.credits),
    glossary: pairGlossary(e, z),
    ...(z?.provisional ? { provisional: { ...z.provisional, file: z.file } } : {}),
  };
}

/** English chapters with their Chinese counterparts, by number at every level. */
function pairChapters(id: EditionId, e: CrDocument, z: CrDocument, notes: SourceNote[]): RawChapter[] {
  const zhRules = new Map<string, DocRule>();
  const zhSections = new Map<string, { title: string; line: number }>();
  for (const c of z.chapters) {
    for (const s of c.sections) {
      zhSections.set(s.number, s);
      for (const r of s.rules) if (!r.repeated) zhRules.set(r.number, r);
    }
  }
  // A repeated Chinese number takes the English rule that follows, if no Chinese line has it.
  const enNext = new Map<string, DocRule>();
  const enRules = e.chapters.flatMap((c) => c.sections.flatMap((s) => s.rules));
  enRules.forEach((r, k) => k + 1 < enRules.length && enNext.set(r.number, enRules[k + 1]));
  for (const c of z.chapters) {
    for (const s of c.sections) {
      for (const r of s.rules) {
        if (!r.repeated) continue;
        const next = enNext.get(r.number);
        if (!next || zhRules.has(next.number))
          throw new CorpusError(z.file, r.text.lines[0], `duplicate rule number ${r.number}`);
        zhRules.set(next.number, r);
        notes.push({
          file: z.file,
          line: r.text.lines[0],
          edition: id,
          kind: 'misnumbered',
          problem: `the Chinese line repeats the number ${r.number}; the English has ${next.number} here and no Chinese line has it, so this line is read as ${next.number}`,
        });
      }
    }
  }
  // Every rule in both languages, before their examples and paragraphs are compared.
  const paired = new Set(enRules.map((r) => r.number));
  for (const r of enRules) {
    if (!zhRules.has(r.number)) throw new CorpusError(e.file, r.text.lines[0], `rule ${r.number} has no Chinese line`);
  }
  for (const [number, r] of zhRules) {
    if (!paired.has(number))
      throw new CorpusError(z.file, r.text.lines[0], `rule ${number} is in the Chinese file only`);
  }
  for (const [number, s] of zhSections) {
    if (!e.chapters.some((c) => c.sections.some((x) => x.number === number)))
      throw new CorpusError(z.file, s.line, `section ${number} is in the Chinese file only`);
  }
  if (z.chapters.length !== e.chapters.length)
    throw new CorpusError(
      z.file,
      z.headings.glossary,
      `${z.chapters.length} chapters in Chinese, ${e.chapters.length} in English`,
    );
  const chapters = e.chapters.map((c, k) => {
    const zc = z.chapters[k];
    if (zc.number !== c.number)
      throw new CorpusError(z.file, zc.line, `chapter ${zc.number} where the English has chapter ${c.number}`);
    return chapterOf(id, e, c, { doc: z, chapter: zc, sections: zhSections }, zhRules);
  });
  return chapters;
}

type ZhSide = {
  doc: CrDocument;
  chapter: CrDocument['chapters'][number];
  sections: Map<string, { title: string; line: number }>;
};

function chapterOf(
  id: EditionId,
  e: CrDocument,
  c: CrDocument['chapters'][number],
  zh: ZhSide | undefined,
  zhRules: Map<string, DocRule>,
): RawChapter {
  return {
    file: e.file,
    ...(zh ? { zhFile: zh.doc.file, zhLines: [zh.chapter.line] } : {}),
    edition: id,
    number: c.number,
    title: { en: c.title, ...(zh ? { zh: zh.chapter.title } : {}) },
    lines: [c.line],
    sections: c.sections.map((s) => {
      const zs = zh?.sections.get(s.number);
      if (zh && !zs) throw new CorpusError(e.file, s.line, `section ${s.number} has no Chinese heading`);
      const rules: RawRule[] = [];
      for (const r of s.rules) rules.push(ruleOf(e, r, zh, zhRules));
      return {
        number: s.number,
        title: { en: s.title, ...(zs ? { zh: zs.title } : {}) },
        lines: [s.line],
        ...(zs ? { zhLines: [zs.line] } : {}),
        rules,
      };
    }),
  };
}

function ruleOf(e: CrDocument, r: DocRule, zh: ZhSide | undefined, zhRules: Map<string, DocRule>): RawRule {
  const zr = zhRules.get(r.number);
  if (zh && !zr) throw new CorpusError(e.file, r.text.lines[0], `rule ${r.number} has no Chinese line`);
  const file = zh?.doc.file;
  return {
    number: r.number,
    section: r.section,
    parent: r.parent,
    text: zr ? { en: r.text, zh: inFile(zr.text, file!) } : { en: r.text },
    paragraphs: pairsOf(r, zr, 'paragraphs', file),
    examples: pairsOf(r, zr, 'examples', file),
  };
}

/** A rule's examples or paragraphs in both languages: as many in each. */
function pairsOf(
  r: DocRule,
  zr: DocRule | undefined,
  what: 'examples' | 'paragraphs',
  file: string | undefined,
): RawPair[] {
  if (zr && zr[what].length !== r[what].length) {
    throw new CorpusError(
      file!,
      zr.text.lines[0],
      `rule ${r.number} has ${r[what].length} ${what} in English, ${zr[what].length} in Chinese`,
    );
  }
  const out: RawPair[] = [];
  for (let k = 0; k < r[what].length; k++)
    out.push(zr ? { en: r[what][k], zh: inFile(zr[what][k], file!) } : { en: r[what][k] });
  return out;
}

/** The Chinese texts are the Chinese file's (marked in place: the document is ours to change). */
function inFile(t: RawText, file: string): RawText {
  t.file = file;
  return t;
}

/** Introduction or Credits paragraphs, paired by position; both languages must have as many. */
function pairParagraphs(
  e: CrDocument,
  z: CrDocument | undefined,
  part: 'introduction' | 'credits',
  enAt: number,
  zhAt: number | undefined,
): RawPair[] {
  if (z && z[part].length !== e[part].length) {
    throw new CorpusError(
      z.file,
      zhAt!,
      `the ${part} has ${e[part].length} paragraphs in English (line ${enAt}), ${z[part].length} in Chinese`,
    );
  }
  return e[part].map((t, k) => ({ en: { ...t, file: e.file }, ...(z ? { zh: { ...z[part][k], file: z.file } } : {}) }));
}
