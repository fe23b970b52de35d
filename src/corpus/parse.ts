// parseCorpus: the whole model from the five source texts, with no file system access, so the
// same function runs in Node (build, tests, benchmark) and anywhere else. Order of work: parse
// each file's structure, then tokenize and resolve per edition, then the computed views (edition
// map, translation findings, references), then check every source line is accounted for.
import { CorpusError, type Corpus } from './model.ts';
import { parseBilingualChapter } from './bilingual.ts';
import { buildEdition, type MissingRefs } from './edition.ts';
import { parseEdition2011 } from './edition2011.ts';
import { parseCommentary } from './commentary.ts';
import { computeEditionMap } from './edition-map.ts';
import { computeReferencedBy, computeTranslationFindings } from './findings.ts';
import { checkAccounting } from './accounting.ts';
import type { RawChapter } from './raw.ts';
import { CORPUS_FILES, Ignored, type FileRole, type SourceFile } from './source.ts';

export const EDITION_LABELS = {
  seed: { en: 'Seed chapters 5, 6 and 8', zh: '种子章节 5、6、8' },
  '2011': { en: 'Comprehensive Rules (2011-03-31)', zh: '完整规则（2011-03-31 版）' },
} as const;

export function parseCorpus(files: SourceFile[]): Corpus {
  const given = new Map(files.map((f) => [baseName(f.path), f.text]));
  const ignored = new Map(CORPUS_FILES.map(({ path }) => [path, new Ignored(path)]));
  const fileAt = (path: string): SourceFile => {
    const text = given.get(baseName(path));
    if (text === undefined) throw new CorpusError(path, 0, 'source file not given to parseCorpus');
    return { path, text };
  };
  const open = (kind: FileRole['kind']) => {
    const { path } = CORPUS_FILES.find((f) => f.role.kind === kind)!;
    return { file: fileAt(path), ignored: ignored.get(path)! };
  };
  const missingRefs: MissingRefs = [];

  // 1. The seed edition: the bilingual chapters, in CORPUS_FILES order (5, 6, 8).
  const chapters: RawChapter[] = [];
  for (const entry of CORPUS_FILES) {
    if (entry.role.kind !== 'chapter') continue;
    chapters.push(parseBilingualChapter(fileAt(entry.path), entry.role, ignored.get(entry.path)!));
  }
  const seed = buildEdition({ id: 'seed', kind: 'seed', langs: ['en', 'zh'], label: EDITION_LABELS.seed, chapters }, missingRefs);

  // 2. The 2011 chapter, reflowed with the seed's English vocabulary (hyphens lost at line ends).
  const y2011 = open('edition-2011');
  const raw2011 = parseEdition2011(y2011.file, y2011.ignored, seed);
  const old = buildEdition({ id: '2011', kind: '2011', langs: ['en'], label: EDITION_LABELS['2011'], date: raw2011.date, chapters: [raw2011.chapter] }, missingRefs);

  // 3. The commentary, whose headings are matched against the seed's section titles.
  const c = open('commentary');
  const commentary = parseCommentary(c.file, c.ignored, seed);

  // 4. The views computed from the editions; then every source line must be accounted for.
  const corpus: Corpus = {
    editions: { seed, '2011': old },
    dated: [],
    newest: 'seed',
    links: [],
    seedMatches: [],
    editionMap: computeEditionMap(old, seed),
    commentary,
    translationFindings: computeTranslationFindings(seed),
    missingRefs,
    referencedBy: computeReferencedBy(seed),
    ignoredLines: [...ignored.values()].flatMap((i) => i.lines),
  };
  checkAccounting(corpus, CORPUS_FILES.map(({ path }) => fileAt(path)));
  return corpus;
}

function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}
