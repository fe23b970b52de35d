// loadCorpus: reads content/ from disk (Node only) and parses it once per root.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Corpus } from './model.ts';
import { parseCorpus } from './parse.ts';
import { CORPUS_FILES, DATED_DIR, datedFileOf, type SourceFile } from './source.ts';

const cache = new Map<string, Corpus>();

/** Reads the corpus files under `root` (default: the working directory) and parses them, memoised. */
export function loadCorpus(root: string = process.cwd()): Corpus {
  const key = resolve(root);
  let corpus = cache.get(key);
  if (!corpus) {
    corpus = parseCorpus(readCorpusFiles(key));
    cache.set(key, corpus);
  }
  return corpus;
}

/** The raw source files, as parseCorpus takes them: the seed documents, then every dated edition's
 *  files in name order. */
export function readCorpusFiles(root: string = process.cwd()): SourceFile[] {
  const dated = readdirSync(join(root, DATED_DIR))
    .map((name) => `${DATED_DIR}/${name}`)
    .filter((path) => datedFileOf(path))
    .sort();
  return [...CORPUS_FILES.map(({ path }) => path), ...dated].map((path) => ({
    path,
    text: readFileSync(join(root, path), 'utf8'),
  }));
}
