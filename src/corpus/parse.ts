// parseCorpus: the whole model from the five source texts, with no file system access, so the
// same function runs in Node (build, tests, benchmark) and anywhere else. Order of work: parse
// each file's structure, then tokenize and resolve per edition, then the computed views (edition
// map, translation findings, references), then check every source line is accounted for.
import { CorpusError, type Corpus, type IgnoredLine } from './model.ts';
import { parseBilingualChapter } from './bilingual.ts';
import { buildEdition, type MissingRefs } from './edition.ts';
import { parseEdition2011 } from './edition2011.ts';
import { parseCommentary } from './commentary.ts';
import { computeEditionMap } from './edition-map.ts';
import { computeReferencedBy, computeTranslationFindings } from './findings.ts';
import type { RawChapter } from './raw.ts';
import { CORPUS_FILES, Ignored, type SourceFile } from './source.ts';

export const EDITION_LABELS = {
  current: { en: 'Comprehensive Rules (current)', zh: '完整规则（现行版）' },
  '2011': { en: 'Comprehensive Rules (2011-03-31)', zh: '完整规则（2011-03-31 版）' },
} as const;

export function parseCorpus(files: SourceFile[]): Corpus {
  const byName = new Map(files.map((f) => [baseName(f.path), f]));
  const get = (path: string): SourceFile => {
    const f = byName.get(baseName(path));
    if (!f) throw new CorpusError(path, 0, 'source file not given to parseCorpus');
    return { path, text: f.text };
  };
  const ignoredLines: IgnoredLine[] = [];
  const missingRefs: MissingRefs = [];
  const current: RawChapter[] = [];
  let raw2011: { file: SourceFile; ignored: Ignored } | undefined;
  let commentaryFile: SourceFile | undefined;
  let commentaryIgnored: Ignored | undefined;

  for (const { path, role } of CORPUS_FILES) {
    const file = get(path);
    const ignored = new Ignored(path);
    if (role.kind === 'chapter') current.push(parseBilingualChapter(file, role, ignored));
    else if (role.kind === 'edition-2011') raw2011 = { file, ignored };
    else {
      commentaryFile = file;
      commentaryIgnored = ignored;
    }
    ignoredLines.push(...ignored.lines);
  }

  const currentEdition = buildEdition({ id: 'current', label: EDITION_LABELS.current, chapters: current }, missingRefs);
  // The 2011 text is reflowed with the current English vocabulary (hyphens lost at line ends).
  const edition2011Raw = parseEdition2011(raw2011!.file, raw2011!.ignored, currentEdition);
  ignoredLines.push(...raw2011!.ignored.lines);
  const edition2011 = buildEdition(
    { id: '2011', label: EDITION_LABELS['2011'], date: edition2011Raw.date, chapters: [edition2011Raw.chapter] },
    missingRefs,
  );
  const commentary = parseCommentary(commentaryFile!, commentaryIgnored!, currentEdition);
  ignoredLines.push(...commentaryIgnored!.lines);

  return {
    editions: { current: currentEdition, '2011': edition2011 },
    editionMap: computeEditionMap(edition2011, currentEdition),
    commentary,
    translationFindings: computeTranslationFindings(currentEdition),
    missingRefs,
    referencedBy: computeReferencedBy(currentEdition),
    ignoredLines,
  };
}

function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}
