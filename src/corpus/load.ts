// loadCorpus: reads content/ from disk (Node only) and parses it once per root.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Corpus } from './model.ts';
import { parseCorpus } from './parse.ts';
import { CORPUS_FILES, type SourceFile } from './source.ts';

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

/** The raw source files, as parseCorpus takes them. */
export function readCorpusFiles(root: string = process.cwd()): SourceFile[] {
  return CORPUS_FILES.map(({ path }) => ({ path, text: readFileSync(join(root, path), 'utf8') }));
}
