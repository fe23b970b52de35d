// Once per test runner: save the fixture context (rule index, cards, corpus) where
// tests/tools/fixture-files.ts `context()` reads it back (CR_FIXTURE_CONTEXT, set by
// tests/mutation/vitest.config.ts). StrykerJS starts a new test runner after a mutant that timed
// out, so the saved context is kept, with a fingerprint of what it was computed from (the corpus
// and the card file), and computed again only when that changes.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { readCorpusFiles } from '../../src/corpus/index.ts';
import { CARD_FILE, ROOT, saveContext, SAVED_CONTEXT_ENV } from '../tools/fixture-files.ts';

export default function setup(): void {
  const file = process.env[SAVED_CONTEXT_ENV];
  if (!file) throw new Error(`${SAVED_CONTEXT_ENV} is not set: run with tests/mutation/vitest.config.ts`);
  const hash = createHash('sha256');
  for (const f of readCorpusFiles(ROOT)) hash.update(f.path).update('\0').update(f.text).update('\0');
  hash.update(readFileSync(CARD_FILE));
  const fingerprint = hash.digest('hex');
  const key = `${file}.key`;
  if (existsSync(key) && readFileSync(key, 'utf8') === fingerprint) return;
  mkdirSync(dirname(file), { recursive: true });
  // Written aside and renamed: two test runners may start at once.
  const aside = `${file}.${process.pid}`;
  saveContext(aside);
  renameSync(`${aside}.corpus`, `${file}.corpus`);
  renameSync(aside, file);
  writeFileSync(key, fingerprint);
}
