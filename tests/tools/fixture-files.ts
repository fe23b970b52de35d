// Node-side loading for the fixture tools (the CLI, rule coverage, the vitest suite): find the
// fixture files, read the shared card file, and build the rule index from the corpus, so every
// fixture is checked against the rules that exist. engine/fixtures stays free of Node APIs.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { loadCorpus, type Corpus } from '../../src/corpus/index.ts';
import { seedEra } from '../../src/site/fixture-rules.ts';
import {
  formatError,
  parseCardFile,
  parseFixture,
  type CardSpec,
  type Fixture,
  type FixtureError,
  type RuleIndex,
} from '../../engine/fixtures/index.ts';

export const ROOT = resolve(import.meta.dirname, '..', '..');
export const FIXTURE_DIR = join(ROOT, 'tests', 'fixtures');
export const CARD_FILE = join(FIXTURE_DIR, 'cards.yaml');
/** Files in tests/fixtures that are not fixtures. */
const NOT_FIXTURES = new Set(['cards.yaml', 'not-executable.yaml']);

/** Fixture files under a file or folder, sorted, as paths relative to the project root. */
export function findFixtureFiles(target: string = FIXTURE_DIR): string[] {
  const abs = resolve(target);
  if (statSync(abs).isFile()) return [relative(ROOT, abs)];
  const out: string[] = [];
  for (const name of readdirSync(abs).sort()) {
    const p = join(abs, name);
    if (statSync(p).isDirectory()) out.push(...findFixtureFiles(p));
    else if (name.endsWith('.yaml') && !NOT_FIXTURES.has(name)) out.push(relative(ROOT, p));
  }
  return out;
}

/**
 * The rules fixtures are written against: the seed chapters' numbers, and for every other
 * chapter (rules and section numbers), where the corpus holds dated editions, the newest edition
 * that some seed chapter equals (the seed era: 2024-06-07), else the newest edition — not simply the
 * newest, whose chapter 7 was renumbered since (701.49 is another keyword action there). A chapter
 * no edition of the corpus has is left out: its numbers can't be checked.
 */
export function ruleIndexOf(corpus: Corpus): RuleIndex {
  const seed = corpus.editions.seed;
  const examples: Record<string, number> = {};
  for (const [n, r] of Object.entries(seed.rules)) examples[n] = r.examples.length;
  const chapters = seed.chapters.map((c) => c.number);
  const dated = corpus.editions[seedEra(corpus)];
  if (dated && dated.kind === 'dated') {
    for (const chapter of dated.chapters) {
      if (chapters.includes(chapter.number)) continue;
      chapters.push(chapter.number);
      for (const section of chapter.sections) {
        examples[section] = 0;
        for (const n of dated.sections[section].rules) examples[n] = dated.rules[n].examples.length;
      }
    }
  }
  return { examples, chapters: chapters.sort((a, b) => a - b) };
}

export function loadCards(): Record<string, CardSpec> {
  const r = parseCardFile(readFileSync(CARD_FILE, 'utf8'), relative(ROOT, CARD_FILE));
  if (!r.ok) throw new Error(r.errors.map(formatError).join('\n'));
  return r.value;
}

export interface LoadedFixture {
  file: string;
  fixture?: Fixture;
  errors: FixtureError[];
}

/** Parse and validate one fixture file against the corpus and the card file. */
export function loadFixture(file: string, rules: RuleIndex, cards: Record<string, CardSpec>): LoadedFixture {
  const parsed = parseFixture(readFileSync(join(ROOT, file), 'utf8'), file, { rules, cards });
  return parsed.ok ? { file, fixture: parsed.value, errors: [] } : { file, errors: parsed.errors };
}

export interface FixtureContext {
  rules: RuleIndex;
  cards: Record<string, CardSpec>;
  corpus: Corpus;
}

/**
 * Where `context()` finds a context saved by `saveContext` instead of reading the corpus again.
 * Mutation testing (tests/mutation/) sets it: there each test file is loaded anew for every
 * mutant, and parsing the corpus (seconds) would dwarf running the fixtures.
 */
export const SAVED_CONTEXT_ENV = 'CR_FIXTURE_CONTEXT';

let cache: FixtureContext | null = null;
export function context(): FixtureContext {
  if (!cache) {
    const saved = process.env[SAVED_CONTEXT_ENV];
    if (saved && existsSync(saved)) {
      const { rules, cards } = JSON.parse(readFileSync(saved, 'utf8')) as Omit<FixtureContext, 'corpus'>;
      let corpus: Corpus | undefined;
      // The corpus is read only by the tests that need it (rule coverage, citations).
      cache = {
        rules,
        cards,
        get corpus(): Corpus {
          return (corpus ??= JSON.parse(readFileSync(`${saved}.corpus`, 'utf8')) as Corpus);
        },
      };
    } else {
      const corpus = loadCorpus(ROOT);
      cache = { corpus, rules: ruleIndexOf(corpus), cards: loadCards() };
    }
  }
  return cache;
}

/**
 * Save the context to `file` (rules and cards) and `file.corpus` (the corpus), for `context()`.
 * Computed afresh from the corpus and the card file, never read back from a saved context: the
 * caller saves because the saved one is out of date (a card added to cards.yaml).
 */
export function saveContext(file: string): void {
  const corpus = loadCorpus(ROOT);
  const rules = ruleIndexOf(corpus);
  const cards = loadCards();
  writeFileSync(file, JSON.stringify({ rules, cards }));
  writeFileSync(`${file}.corpus`, JSON.stringify(corpus));
}
