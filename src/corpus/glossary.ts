// The glossary of a dated edition. The Chinese glossary carries only Chinese terms, in the order of
// the English one, so entries pair by position — after checking both have as many entries. The
// order is not kept everywhere: the translators left some neighbours in an older order (2026-04-17:
// "State Trigger" / "State-Based Actions" come as 状态动作 / 状态触发). So each entry is paired
// with the Chinese entry near its position whose definition cites the same rules, best match first;
// entries with nothing to tell them apart keep their positions.
import { CorpusError } from './model.ts';
import type { CrDocument, DocEntry } from './cr-document.ts';
import type { RawText } from './raw.ts';

export interface RawGlossaryEntry {
  en: { term: RawText; definitions: RawText[] };
  zh?: { term: RawText; definitions: RawText[] };
}

/** How far from its position a Chinese entry may be paired. */
export const GLOSSARY_WINDOW = 4;

export function pairGlossary(e: CrDocument, z: CrDocument | undefined): RawGlossaryEntry[] {
  const withFile = (d: DocEntry, file: string) => ({
    term: { ...d.term, file },
    definitions: d.definitions.map((t) => ({ ...t, file })),
  });
  if (!z) return e.glossary.map((d) => ({ en: withFile(d, e.file) }));
  if (z.glossary.length !== e.glossary.length) {
    throw new CorpusError(
      z.file,
      z.headings.glossary,
      `the glossary has ${e.glossary.length} entries in English (line ${e.headings.glossary}), ${z.glossary.length} in Chinese`,
    );
  }
  const partner = pairByCitations(e.glossary.map(citedIn), z.glossary.map(citedIn));
  return e.glossary.map((d, i) => ({ en: withFile(d, e.file), zh: withFile(z.glossary[partner[i]], z.file) }));
}

/** The rule numbers a definition cites, as written (before references are resolved). */
function citedIn(entry: DocEntry): Set<string> {
  const out = new Set<string>();
  for (const d of entry.definitions)
    for (const m of d.text.matchAll(/(?<![\d.])[1-9]\d{2}(?:\.\d+[a-z]?)?(?![\d/])/g)) out.add(m[0]);
  return out;
}

/** How well two entries' citations agree: 1 the same rules, 0.5 both cite none, 0 none in common. */
function agreement(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 && b.size === 0) return 0.5;
  let common = 0;
  for (const x of a) if (b.has(x)) common++;
  return common / (a.size + b.size - common);
}

/** For each English entry, the index of its Chinese entry: best agreement first (the nearer one on
 *  a tie), within GLOSSARY_WINDOW; entries left over keep their order. */
export function pairByCitations(en: Set<string>[], zh: Set<string>[]): number[] {
  const candidates: { i: number; j: number; rank: number }[] = [];
  for (let i = 0; i < en.length; i++) {
    for (let j = Math.max(0, i - GLOSSARY_WINDOW); j <= Math.min(zh.length - 1, i + GLOSSARY_WINDOW); j++) {
      const a = agreement(en[i], zh[j]);
      if (a > 0) candidates.push({ i, j, rank: a - 0.01 * Math.abs(i - j) });
    }
  }
  candidates.sort((x, y) => y.rank - x.rank || x.i - y.i || x.j - y.j);
  const partner = new Array<number>(en.length).fill(-1);
  const taken = new Array<boolean>(zh.length).fill(false);
  for (const c of candidates) {
    if (partner[c.i] >= 0 || taken[c.j]) continue;
    partner[c.i] = c.j;
    taken[c.j] = true;
  }
  const free = zh.map((_, j) => j).filter((j) => !taken[j]);
  for (let i = 0, k = 0; i < en.length; i++) if (partner[i] < 0) partner[i] = free[k++];
  return partner;
}

/** A URL-safe id from the English term: "First Strike" → "first-strike", "Doctor’s Companion" →
 *  "doctors-companion", "Banding, “Bands with Other”" → "banding-bands-with-other". */
export function glossaryId(term: string): string {
  return term
    .toLowerCase()
    .replace(/[’'‘]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
