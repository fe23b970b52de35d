// From raw chapters to an Edition: number every rule in document order, tokenize every text in
// both languages and resolve each reference against this edition's own numbers. Missing targets
// are collected on the way (corpus.missingRefs) instead of failing: the sources do cite numbers
// that their edition lacks, and the site shows them as such.
import type { Chapter, Corpus, Edition, EditionId, EditionKind, Example, Inline, Lang, Paragraph, Rule, Section } from './model.ts';
import { tokenizeInline, type RefSpan } from './inline.ts';
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
  chapters: RawChapter[];
}

export function buildEdition(input: EditionInput, missing: MissingRefs): Edition {
  const numbers: string[] = [];
  for (const c of input.chapters) {
    for (const s of c.sections) {
      numbers.push(s.number, ...s.rules.map((r) => r.number));
    }
  }
  const resolve = makeResolver({ edition: input.id, chapters: input.chapters.map((c) => c.number), numbers });

  const edition: Edition = { id: input.id, kind: input.kind, langs: input.langs, label: input.label, chapters: [], sections: {}, rules: {}, ruleOrder: [] };
  if (input.date) edition.date = input.date;

  for (const raw of input.chapters) {
    const tokenize = (text: RawText, lang: Lang, rule: string): Inline[] =>
      tokenizeInline(text.text, {
        lang,
        file: raw.file,
        line: text.lines[0],
        resolve: (span: RefSpan) => {
          const ref = resolve(span);
          if (ref.target === 'missing') {
            missing.push({ rule, edition: input.id, lang, ref: span.to ? `${span.from}–${span.to}` : span.from });
          }
          return ref;
        },
      });
    const pair = (p: RawPair, rule: string) => ({
      en: tokenize(p.en, 'en', rule),
      ...(p.zh ? { zh: tokenize(p.zh, 'zh', rule) } : {}),
      source: { file: raw.file, lines: [...p.en.lines, ...(p.zh?.lines ?? [])].sort((a, b) => a - b) },
    });

    const chapter: Chapter = { number: raw.number, edition: input.id, title: raw.title, sections: [], source: { file: raw.file, lines: raw.lines } };
    for (const rs of raw.sections) {
      const section: Section = {
        number: rs.number,
        anchor: anchorOf(rs.number),
        edition: input.id,
        chapter: raw.number,
        title: rs.title,
        rules: rs.rules.map((r) => r.number),
        source: { file: raw.file, lines: rs.lines },
      };
      chapter.sections.push(rs.number);
      edition.sections[rs.number] = section;
      for (const rr of rs.rules) {
        const text = pair(rr.text, rr.number);
        const rule: Rule = {
          number: rr.number,
          anchor: anchorOf(rr.number),
          edition: input.id,
          section: rr.section,
          parent: rr.parent,
          order: edition.ruleOrder.length,
          en: text.en,
          ...(text.zh ? { zh: text.zh } : {}),
          paragraphs: rr.paragraphs.map((p): Paragraph => pair(p, rr.number)),
          examples: rr.examples.map((p, k): Example => ({ index: k + 1, ...pair(p, rr.number) })),
          source: text.source,
        };
        edition.rules[rr.number] = rule;
        edition.ruleOrder.push(rr.number);
      }
    }
    edition.chapters.push(chapter);
  }
  return edition;
}
