// Every line of every source must end up in the model (some item's source.lines) or in
// corpus.ignoredLines with a reason — exactly once. Checked after every parse, so a parser change
// that silently drops or duplicates a line fails at once, naming the line.
import { CorpusError, type Corpus, type SourceSpan } from './model.ts';
import { splitLines, type SourceFile } from './source.ts';

/** Every SourceSpan the model carries. */
export function spansOf(corpus: Corpus): SourceSpan[] {
  const spans: SourceSpan[] = [];
  const add = (item: { source: SourceSpan; sourceZh?: SourceSpan }) => {
    spans.push(item.source);
    if (item.sourceZh) spans.push(item.sourceZh);
  };
  for (const edition of Object.values(corpus.editions)) {
    edition.chapters.forEach(add);
    Object.values(edition.sections).forEach(add);
    for (const r of Object.values(edition.rules)) {
      add(r);
      r.examples.forEach(add);
      r.paragraphs.forEach(add);
    }
    edition.introduction?.forEach(add);
    edition.glossary?.forEach(add);
    edition.credits?.forEach(add);
    if (edition.provisionalNames) spans.push(edition.provisionalNames.source);
  }
  spans.push(corpus.commentary.source, ...corpus.commentary.sections.map((s) => s.source));
  return spans;
}

export function checkAccounting(corpus: Corpus, files: SourceFile[]): void {
  const uses = new Map(files.map((f) => [f.path, new Array<number>(splitLines(f.text).length + 1).fill(0)]));
  const count = (file: string, line: number) => {
    const u = uses.get(file);
    if (!u || line < 1 || line >= u.length)
      throw new CorpusError(file, line, 'the model names a line the file does not have');
    u[line]++;
  };
  for (const s of spansOf(corpus)) for (const l of s.lines) count(s.file, l);
  for (const i of corpus.ignoredLines) count(i.file, i.line);
  for (const [file, u] of uses) {
    for (let line = 1; line < u.length; line++) {
      if (u[line] === 0) throw new CorpusError(file, line, 'line neither in the model nor ignored');
      if (u[line] > 1) throw new CorpusError(file, line, `line accounted for ${u[line]} times`);
    }
  }
}
