// From raw chapters to an Edition: number every rule in document order, tokenize every text in
// both languages and resolve each reference against this edition's own numbers. Missing targets
// are collected on the way (corpus.missingRefs) instead of failing: the sources do cite numbers
// that their edition lacks, and the site shows them as such. Dated editions also bring their
// Introduction, Glossary and Credits, tokenized the same way.
import {
  CorpusError,
  type Chapter,
  type Corpus,
  type Edition,
  type EditionId,
  type EditionKind,
  type GlossaryEntry,
  type Inline,
  type Lang,
  type Rule,
  type RuleRef,
  type Section,
  type SourceSpan,
} from './model.ts';
import { glossaryId, type RawGlossaryEntry } from './glossary.ts';
import { refsOf, tokenizeInline, type RefSpan, type TokenizeContext } from './inline.ts';
import { anchorOf } from './numbers.ts';
import type { RawChapter, RawPair, RawText } from './raw.ts';
import { makeResolver } from './references.ts';

export type MissingRefs = Corpus['missingRefs'];

export interface EditionInput {
  id: EditionId;
  kind: EditionKind;
  langs: Lang[];
  label: { en: string; zh: string };
  date?: string;
  effective?: string;
  chapters: RawChapter[];
  introduction?: RawPair[];
  credits?: RawPair[];
  glossary?: RawGlossaryEntry[];
  provisionalNames?: Edition['provisionalNames'];
}

interface Located {
  source: SourceSpan;
  sourceZh?: SourceSpan;
}

export function buildEdition(input: EditionInput, missing: MissingRefs): Edition {
  const numbers: string[] = [];
  for (const c of input.chapters) {
    for (const s of c.sections) {
      numbers.push(s.number, ...s.rules.map((r) => r.number));
    }
  }
  const resolve = makeResolver({ edition: input.id, chapters: input.chapters.map((c) => c.number), numbers });

  const edition: Edition = {
    id: input.id,
    kind: input.kind,
    langs: input.langs,
    label: input.label,
    chapters: [],
    sections: {},
    rules: {},
    ruleOrder: [],
  };
  if (input.date) edition.date = input.date;
  if (input.effective) edition.effective = input.effective;

  const t = new EditionTokenizer(input.id, resolve, missing);
  const pair = (p: RawPair, file: string, where: string): { en: Inline[]; zh?: Inline[] } & Located => {
    const out: { en: Inline[]; zh?: Inline[] } & Located = {
      en: t.tokenize(p.en, file, 'en', where),
      ...locate(file, p.en, p.zh),
    };
    if (p.zh) out.zh = t.tokenize(p.zh, file, 'zh', where);
    return out;
  };

  for (const raw of input.chapters) {
    const chapter: Chapter = {
      number: raw.number,
      edition: input.id,
      title: raw.title,
      sections: [],
      ...headingSpans(raw.file, raw.lines, raw.zhFile, raw.zhLines),
    };
    for (const rs of raw.sections) {
      const section: Section = {
        number: rs.number,
        anchor: anchorOf(rs.number),
        edition: input.id,
        chapter: raw.number,
        title: rs.title,
        rules: rs.rules.map((r) => r.number),
        ...headingSpans(raw.file, rs.lines, raw.zhFile, rs.zhLines),
      };
      chapter.sections.push(rs.number);
      edition.sections[rs.number] = section;
      for (const rr of rs.rules) {
        const text = pair(rr.text, raw.file, rr.number);
        const rule: Rule = {
          number: rr.number,
          anchor: anchorOf(rr.number),
          edition: input.id,
          section: rr.section,
          parent: rr.parent,
          order: edition.ruleOrder.length,
          en: text.en,
          paragraphs: [],
          examples: [],
          source: text.source,
        };
        if (text.zh) rule.zh = text.zh;
        if (text.sourceZh) rule.sourceZh = text.sourceZh;
        for (const p of rr.paragraphs) rule.paragraphs.push(pair(p, raw.file, rr.number));
        for (const p of rr.examples)
          rule.examples.push({ index: rule.examples.length + 1, ...pair(p, raw.file, rr.number) });
        edition.rules[rr.number] = rule;
        edition.ruleOrder.push(rr.number);
      }
    }
    edition.chapters.push(chapter);
  }

  if (input.introduction) edition.introduction = input.introduction.map((p) => pair(p, p.en.file!, 'introduction'));
  if (input.glossary) edition.glossary = buildGlossary(input.glossary, t);
  if (input.credits) edition.credits = input.credits.map((p) => pair(p, p.en.file!, 'credits'));
  if (input.provisionalNames) edition.provisionalNames = input.provisionalNames;
  return edition;
}

/** Tokenizes the texts of one edition: one context object, updated for each text, whose resolver
 *  collects the references to numbers the edition lacks. */
class EditionTokenizer {
  private where = '';
  private readonly ctx: TokenizeContext;
  constructor(
    private readonly edition: EditionId,
    private readonly resolver: (span: RefSpan) => RuleRef,
    private readonly missing: MissingRefs,
  ) {
    this.ctx = { lang: 'en', file: '', line: 0, resolve: (span) => this.resolve(span) };
  }
  private resolve(span: RefSpan): RuleRef {
    const ref = this.resolver(span);
    if (ref.target === 'missing') {
      this.missing.push({
        rule: this.where,
        edition: this.edition,
        lang: this.ctx.lang,
        ref: span.to ? `${span.from}–${span.to}` : span.from,
      });
    }
    return ref;
  }
  tokenize(text: RawText, file: string, lang: Lang, where: string): Inline[] {
    this.where = where;
    this.ctx.lang = lang;
    this.ctx.file = text.file ?? file;
    this.ctx.line = text.lines[0];
    return tokenizeInline(text.text, this.ctx);
  }
}

/** Source spans of a pair: one span when both languages share a file (the seed chapters), else
 *  `source` for the English file and `sourceZh` for the Chinese one. */
function locate(file: string, en: RawText, zh: RawText | undefined): Located {
  const enFile = en.file ?? file;
  if (!zh) return { source: { file: enFile, lines: en.lines } };
  const zhFile = zh.file ?? file;
  if (zhFile === enFile) return { source: { file: enFile, lines: [...en.lines, ...zh.lines].sort((a, b) => a - b) } };
  return { source: { file: enFile, lines: en.lines }, sourceZh: { file: zhFile, lines: zh.lines } };
}

function headingSpans(
  file: string,
  lines: number[],
  zhFile: string | undefined,
  zhLines: number[] | undefined,
): Located {
  return { source: { file, lines }, ...(zhFile && zhLines ? { sourceZh: { file: zhFile, lines: zhLines } } : {}) };
}

function buildGlossary(raw: RawGlossaryEntry[], t: EditionTokenizer): GlossaryEntry[] {
  const ids = new Set<string>();
  return raw.map((r) => {
    const id = glossaryId(r.en.term.text);
    if (!id || ids.has(id))
      throw new CorpusError(
        r.en.term.file!,
        r.en.term.lines[0],
        `the glossary term "${r.en.term.text}" gives the id "${id}", which is empty or taken`,
      );
    ids.add(id);
    const en = r.en.definitions.map((d) => t.tokenize(d, d.file!, 'en', `glossary:${id}`));
    const zh = r.zh?.definitions.map((d) => t.tokenize(d, d.file!, 'zh', `glossary:${id}`));
    const rules: string[] = [];
    for (const runs of [...en, ...(zh ?? [])]) {
      for (const ref of refsOf(runs)) {
        const cited = ref.ref.numbers.length ? ref.ref.numbers : [ref.ref.from, ...(ref.ref.to ? [ref.ref.to] : [])];
        for (const n of cited) if (!rules.includes(n)) rules.push(n);
      }
    }
    const spanOf = (e: { term: RawText; definitions: RawText[] }): SourceSpan => ({
      file: e.term.file!,
      lines: [e.term.lines[0], ...e.definitions.flatMap((d) => d.lines)],
    });
    const entry: GlossaryEntry = {
      id,
      term: { en: r.en.term.text, ...(r.zh ? { zh: r.zh.term.text } : {}) },
      en,
      ...(zh ? { zh } : {}),
      rules,
      source: spanOf(r.en),
      ...(r.zh ? { sourceZh: spanOf(r.zh) } : {}),
    };
    return entry;
  });
}
