// The "Chapter 5 since 2011" page's data: the edition map grouped by what happened to each rule.
import type { Corpus, HistoryEntry, Rule } from '../corpus/model';
import { ruleEnglish, wordDiff } from './diff';

export interface HistoryRow {
  entry: HistoryEntry;
  old: Rule;
  now?: Rule;
  /** Word diff HTML of the English texts, for changed and moved rules whose text differs. */
  diff?: string;
}

export interface HistoryGroups {
  added: Rule[];
  removed: HistoryRow[];
  moved: HistoryRow[];
  changed: HistoryRow[];
  unchanged: HistoryRow[];
}

export function historyGroups(corpus: Corpus): HistoryGroups {
  const old = corpus.editions['2011'].rules;
  const current = corpus.editions.seed.rules;
  const groups: HistoryGroups = { added: [], removed: [], moved: [], changed: [], unchanged: [] };
  for (const entry of corpus.editionMap.entries) {
    const row: HistoryRow = { entry, old: old[entry.old], now: entry.current ? current[entry.current] : undefined };
    if (row.now && entry.kind !== 'unchanged') {
      const before = ruleEnglish(row.old);
      const after = ruleEnglish(row.now);
      if (before !== after) row.diff = wordDiff(before, after).html;
    }
    groups[entry.kind].push(row);
  }
  groups.added = corpus.editionMap.added.map((n) => current[n]);
  return groups;
}
