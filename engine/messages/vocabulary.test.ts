// The engine's vocabulary (en/vocabulary.ts, zh/vocabulary.ts: steps, phases, colours, mana, zones,
// keywords, card types, durations, target words, counters, subtypes) and the decisions' two tables (the
// replacement effects offered, 616.1, and the events they apply to), every entry with its English and Chinese
// words side by side in vocabulary.txt (`-u` rewrites it), compared whole: a word that changes, goes
// missing or is emptied in either language fails. (messages/vocabulary.ts holds only the shape, no
// words.) The tables are read as the modules load, so Stryker counts their mutants static and skips
// them (`--ignoreStatic`); this record is what kills them — confirm one by hand with
// `python3 /work/wt/notes/mut.py engine/messages/en/vocabulary.ts LINE "'untap step'" '""' engine/messages/vocabulary.test.ts`.
import { describe, expect, it } from 'vitest';
import { EVENT_EN, REPLACEMENT_WORDS_EN } from './en/decisions';
import { VOCABULARY, type Vocabulary } from './index';
import { SUBTYPE_NAMES } from './subtypes';
import { EVENT_ZH, REPLACEMENT_WORDS_ZH } from './zh/decisions';

/** The tables of word by key. */
const TABLES = ['step', 'phase', 'color', 'mana', 'zone', 'keyword', 'cardType', 'duration', 'target'] as const;
/** The single words. */
const WORDS = ['protection', 'aCard', 'none'] as const;
/** Counters with a word of their own in Chinese, and one without (said by its kind). */
const COUNTERS = ['lore', 'loyalty', 'defense', '+1/+1'];

const en = VOCABULARY.en;
const zh = VOCABULARY.zh;

/** A table of the decisions in both languages, by key. */
const pairs = (name: string, e: Record<string, string>, z: Record<string, string>): [string, string, string][] =>
  [...new Set([...Object.keys(e), ...Object.keys(z)])].map((k) => [`${name}.${k}`, e[k], z[k]]);

/** Every entry: its key, its English word, its Chinese word. */
function entries(): [string, string, string][] {
  const keys = (t: (typeof TABLES)[number]) => [...new Set([...Object.keys(en[t]), ...Object.keys(zh[t])])];
  const word = (v: Vocabulary, t: (typeof TABLES)[number], k: string) => (v[t] as Record<string, string>)[k];
  return [
    ...TABLES.flatMap((t) =>
      keys(t).map((k): [string, string, string] => [`${t}.${k}`, word(en, t, k), word(zh, t, k)]),
    ),
    ...WORDS.map((w): [string, string, string] => [w, en[w], zh[w]]),
    ...COUNTERS.map((c): [string, string, string] => [`counter(${c})`, en.counter(c), zh.counter(c)]),
    // Every subtype of the table (subtypes.ts), and one not in it: said in English in both.
    ...[...SUBTYPE_NAMES, 'Time Lord'].map((t): [string, string, string] => [
      `subtype(${t})`,
      en.subtype(t),
      zh.subtype(t),
    ]),
    // The decisions' tables (en/decisions.ts, zh/decisions.ts): the effects offered (616.1) and the events they apply to.
    ...pairs('replacement', REPLACEMENT_WORDS_EN, REPLACEMENT_WORDS_ZH),
    ...pairs('replacedEvent', EVENT_EN, EVENT_ZH),
  ];
}

describe('the vocabulary in English and Chinese', () => {
  it('every entry has a word in each language, and the two languages have the same keys', () => {
    const missing = entries().filter(
      ([, e, z]) => typeof e !== 'string' || e === '' || typeof z !== 'string' || z === '',
    );
    expect(missing).toEqual([]);
    for (const t of TABLES) expect(Object.keys(zh[t]).sort()).toEqual(Object.keys(en[t]).sort());
  });

  it('vocabulary.txt records every entry, English and Chinese side by side', async () => {
    const text = entries()
      .map(([k, e, z]) => `${k}: ${e} | ${z}`)
      .join('\n');
    await expect(`${text}\n`).toMatchFileSnapshot('./vocabulary.txt');
  });
});
