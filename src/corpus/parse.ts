// parseCorpus: the whole model from the source texts, with no file system access, so the same
// function runs in Node (build, tests, benchmark) and anywhere else. Order of work: parse each
// file's structure, then tokenize and resolve per edition, then the computed views (edition
// links, seed matches, the 2011 map, translation findings, references), then check every source
// line is accounted for.
import { CorpusError, type Corpus, type Edition, type EditionId, type SourceNote } from './model.ts';
import { parseBilingualChapter } from './bilingual.ts';
import { buildEdition, type MissingRefs } from './edition.ts';
import { parseEdition2011 } from './edition2011.ts';
import { parseCommentary } from './commentary.ts';
import { parseDatedEdition } from './dated.ts';
import { computeEditionMap } from './edition-map.ts';
import { computeEditionLinks, editionTexts } from './edition-links.ts';
import { computeSeedMatches } from './seed-matches.ts';
import { computeReferencedBy, computeTranslationFindings } from './findings.ts';
import { checkAccounting } from './accounting.ts';
import type { RawChapter } from './raw.ts';
import { CORPUS_FILES, datedFileOf, Ignored, type FileRole, type SourceFile } from './source.ts';

export const EDITION_LABELS = {
  seed: { en: 'Seed chapters 5, 6 and 8', zh: '种子章节 5、6、8' },
  '2011': { en: 'Comprehensive Rules (2011-03-31)', zh: '完整规则（2011-03-31 版）' },
} as const;

/** The label of a dated edition: "Comprehensive Rules (2026-04-17)". */
export function datedLabel(id: EditionId): { en: string; zh: string } {
  return { en: `Comprehensive Rules (${id})`, zh: `完整规则（${id} 版）` };
}

export function parseCorpus(files: SourceFile[]): Corpus {
  const given = new Map(files.map((f) => [baseName(f.path), f.text]));
  const ignored = new Map<string, Ignored>();
  const ignoredOf = (path: string): Ignored => {
    let i = ignored.get(path);
    if (!i) ignored.set(path, (i = new Ignored(path)));
    return i;
  };
  const fileAt = (path: string): SourceFile => {
    const text = given.get(baseName(path));
    if (text === undefined) throw new CorpusError(path, 0, 'source file not given to parseCorpus');
    return { path, text };
  };
  const open = (kind: FileRole['kind']) => {
    const { path } = CORPUS_FILES.find((f) => f.role.kind === kind)!;
    return { file: fileAt(path), ignored: ignoredOf(path) };
  };
  const missingRefs: MissingRefs = [];
  const sourceNotes: SourceNote[] = [];

  // 1. The seed edition: the bilingual chapters, in CORPUS_FILES order (5, 6, 8).
  const chapters: RawChapter[] = [];
  for (const entry of CORPUS_FILES) {
    if (entry.role.kind !== 'chapter') continue;
    chapters.push(parseBilingualChapter(fileAt(entry.path), entry.role, ignoredOf(entry.path)));
  }
  const seed = buildEdition(
    { id: 'seed', kind: 'seed', langs: ['en', 'zh'], label: EDITION_LABELS.seed, chapters },
    missingRefs,
  );

  // 2. The 2011 chapter, reflowed with the seed's English vocabulary (hyphens lost at line ends).
  const y2011 = open('edition-2011');
  const raw2011 = parseEdition2011(y2011.file, y2011.ignored, seed);
  const old = buildEdition(
    {
      id: '2011',
      kind: '2011',
      langs: ['en'],
      label: EDITION_LABELS['2011'],
      date: raw2011.date,
      chapters: [raw2011.chapter],
    },
    missingRefs,
  );

  // 3. The commentary, whose headings are matched against the seed's section titles.
  const c = open('commentary');
  const commentary = parseCommentary(c.file, c.ignored, seed);

  // 4. The dated editions, oldest first: English file, and Chinese file where there is one.
  const datedFiles = new Map<EditionId, { en?: SourceFile; zh?: SourceFile }>();
  for (const f of files) {
    const d = datedFileOf(f.path);
    if (d) (datedFiles.get(d.edition) ?? datedFiles.set(d.edition, {}).get(d.edition)!)[d.lang] = f;
  }
  const dated: Edition[] = [];
  for (const id of [...datedFiles.keys()].sort()) {
    const { en, zh } = datedFiles.get(id)!;
    if (!en) throw new CorpusError(zh!.path, 0, `edition ${id} has a Chinese file but no English file`);
    const raw = parseDatedEdition(id, en, zh, ignoredOf, sourceNotes);
    dated.push(
      buildEdition(
        {
          id,
          kind: 'dated',
          langs: raw.langs,
          label: datedLabel(id),
          date: id,
          effective: raw.effective,
          chapters: raw.chapters,
          introduction: raw.introduction,
          credits: raw.credits,
          glossary: raw.glossary,
          ...(raw.provisional
            ? {
                provisionalNames: {
                  heading: raw.provisional.heading,
                  names: raw.provisional.names,
                  source: { file: raw.provisional.file, lines: raw.provisional.lines },
                },
              }
            : {}),
        },
        missingRefs,
      ),
    );
  }
  const newest = dated.at(-1) ?? seed;
  const texts = dated.map(editionTexts);

  // 5. The views computed from the editions; then every source line must be accounted for.
  const corpus: Corpus = {
    editions: Object.fromEntries([...dated, seed, old].map((e) => [e.id, e])),
    dated: dated.map((e) => e.id),
    newest: newest.id,
    links: texts.slice(1).map((to, i) => computeEditionLinks(texts[i], to)),
    seedMatches: computeSeedMatches(seed, texts),
    editionMap: computeEditionMap(old, seed),
    commentary,
    translationFindings: [seed, ...dated.filter((e) => e.langs.includes('zh'))].flatMap(computeTranslationFindings),
    missingRefs,
    referencedBy: computeReferencedBy(newest),
    sourceNotes,
    ignoredLines: [...ignored.values()].flatMap((i) => i.lines),
  };
  checkAccounting(corpus, [
    ...CORPUS_FILES.map(({ path }) => fileAt(path)),
    ...files.filter((f) => datedFileOf(f.path)),
  ]);
  return corpus;
}

function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}
