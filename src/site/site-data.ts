// The corpus as the pages read it: parsed once per build, with the derived indices every page
// shares (history by rule, commentary notes by rule, reading order).
import { loadCorpus } from '../corpus/index';
import { computeReferencedBy } from '../corpus/findings';
import type { Corpus, EditionId, HistoryEntry, Rule, Section } from '../corpus/model';
import { commentaryNotes, historyByCurrent, historyByOld, type CommentaryLink } from './derived';

export interface SiteData {
  corpus: Corpus;
  historyOf: Record<string, HistoryEntry>;
  fateOf: Record<string, HistoryEntry>;
  added: Set<string>;
  notes: Record<string, CommentaryLink[]>;
  /** For a rule or section number of an edition, the rules that cite it (computed once per edition). */
  referencedBy: (edition: EditionId) => Record<string, string[]>;
}

let data: SiteData | undefined;
const referenced: Record<EditionId, Record<string, string[]>> = {};

export function siteData(): SiteData {
  if (!data) {
    const corpus = loadCorpus();
    data = {
      corpus,
      historyOf: historyByCurrent(corpus.editionMap),
      fateOf: historyByOld(corpus.editionMap),
      added: new Set(corpus.editionMap.added),
      notes: commentaryNotes(corpus.commentary),
      referencedBy: (id) => (referenced[id] ??= computeReferencedBy(corpus.editions[id])),
    };
  }
  return data;
}

/** The rules of a section, in order. */
export function rulesOf(edition: EditionId, section: Section): Rule[] {
  const ed = siteData().corpus.editions[edition];
  return section.rules.map((n) => ed.rules[n]);
}
