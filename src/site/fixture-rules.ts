// Worked examples across editions. Fixtures name rules of the seed chapters, whose text equals
// chapters of particular dated editions (corpus.seedMatches): chapter 5 that of 2023, chapters 6
// and 8 that of 2024-06-07. A seed rule is followed through the edition links to the newest rule
// it became, so the newest pages show each fixture under that rule, and say when the rules it
// demonstrates changed since the edition it was written against. A rule that was removed on the
// way (509.2, the damage assignment order) keeps its fixtures on the seed pages only.
import type { Corpus, EditionId } from '../corpus/model';
import { stepFrom } from './link-index';

/** The seed era: the newest dated edition that some seed chapter equals (2024-06-07), else the
 *  newest. The engine cites rules of chapters outside the seed chapters (702.19b, 704.5g) by their
 *  numbers there — not the newest edition's, whose chapter 7 was renumbered since. */
export function seedEra(corpus: Corpus): EditionId {
  const matching = corpus.dated.filter((id) => corpus.seedMatches.some((m) => m.editions.includes(id)));
  return matching.at(-1) ?? corpus.newest;
}

/** The dated edition a seed chapter's text equals (the newest of them; else the closest match). */
export function seedEditionOf(corpus: Corpus, chapter: number): EditionId | undefined {
  const match = corpus.seedMatches.find((m) => m.chapter === chapter);
  if (!match) return undefined;
  if (match.editions.length) return match.editions[match.editions.length - 1];
  let best: EditionId | undefined;
  // the newest of the closest matches (chapter 8: 172 of 173 rules in 2024-03-08 … 2024-06-07)
  for (const id of corpus.dated)
    if (best === undefined || (match.equal[id] ?? 0) >= (match.equal[best] ?? 0)) best = id;
  return best;
}

export interface Followed {
  /** The number in the last edition reached (the newest, unless removed on the way). */
  number?: string;
  /** The dated editions in which the rule's text changed, renumbering included. */
  changedIn: EditionId[];
  /** The edition whose link removed it, when it did not reach the newest edition. */
  removedIn?: EditionId;
}

/** Follows rule `number` of dated edition `from` through every later edition. */
export function followForward(corpus: Corpus, from: EditionId, number: string): Followed {
  const start = corpus.dated.indexOf(from);
  const out: Followed = { number, changedIn: [] };
  if (start < 0) return { changedIn: [] };
  for (const link of corpus.links.slice(start)) {
    const step = stepFrom(link, out.number!);
    if (!step || step.kind === 'removed' || !step.to) return { changedIn: out.changedIn, removedIn: link.to };
    if (step.kind !== 'unchanged') out.changedIn.push(link.to);
    out.number = step.to;
  }
  return out;
}

/** For every rule of the newest edition that some seed rule became: those seed rules, with how
 *  they got there. `others`: rule numbers outside the seed chapters (a fixture of 704.5m), read in
 *  the seed era's edition as the engine cites them (engineEditionOf) and followed from there.
 *  Built once per build. */
export function seedRulesByNewest(
  corpus: Corpus,
  others: readonly string[] = [],
): Record<string, { seed: string; via: Followed; from: EditionId }[]> {
  const out: Record<string, { seed: string; via: Followed; from: EditionId }[]> = {};
  const seed = corpus.editions.seed;
  const follow = (number: string, from: EditionId | undefined) => {
    if (!from || !corpus.editions[from].rules[number]) return;
    const via = followForward(corpus, from, number);
    if (via.number) (out[via.number] ??= []).push({ seed: number, via, from });
  };
  for (const number of seed.ruleOrder) follow(number, seedEditionOf(corpus, Number(number[0])));
  for (const number of new Set(others)) if (engineEditionOf(corpus, number) !== 'seed') follow(number, seedEra(corpus));
  return out;
}

/** The rules profile an edition's combat follows: damage assignment order until 2024-09-17. */
export function profileOfEdition(corpus: Corpus, id: EditionId): 'classic' | 'foundations' {
  const edition = corpus.editions[id];
  if (edition.kind === 'seed' || edition.kind === '2011') return 'classic';
  // by edition id (the file date): 2024-09-17 is effective 2024-09-20 and still the classic rules
  return id <= '2024-09-17' ? 'classic' : 'foundations';
}

/** The edition whose text a seed-era number (as the engine and the fixtures cite it) is read in:
 *  the seed chapters for their chapters, the seed era's edition for the others. */
export function engineEditionOf(corpus: Corpus, number: string): EditionId {
  const chapter = Number(number[0]);
  return corpus.editions.seed.chapters.some((c) => c.number === chapter) ? 'seed' : seedEra(corpus);
}

/** A rule a fixture demonstrates, as a page of edition `page` shows it: on the newest edition's
 *  pages the newest rule it became (when it still exists), else the rule where the engine reads it. */
export function fixtureRuleOn(corpus: Corpus, page: EditionId, number: string): { edition: EditionId; number: string } {
  const own = engineEditionOf(corpus, number);
  if (page === corpus.newest) {
    const from = own === 'seed' ? seedEditionOf(corpus, Number(number[0])) : own;
    const reached = from ? followForward(corpus, from, number) : undefined;
    if (reached?.number && corpus.editions[page].rules[reached.number])
      return { edition: page, number: reached.number };
  }
  return { edition: own, number };
}
