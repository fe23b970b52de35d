// Builds the rule-number list the jump uses (/search/rule-numbers.json) from the corpus model:
// every rule number by section, with the section's page in each language, for the current
// edition and for the 2011 one.
import type { Corpus, Edition } from '../../corpus/model.ts';
import { removedHref, sectionHref, SPLIT_SECTIONS } from '../../site/paths.ts';
import { removedNumbers } from '../../site/rule-history.ts';
import type { RuleNumberIndex, SectionEntry } from './rule-lookup.ts';

function sectionsOf(edition: Edition): Record<string, SectionEntry> {
  const out: Record<string, SectionEntry> = {};
  for (const chapter of edition.chapters) {
    for (const number of chapter.sections) {
      const section = edition.sections[number];
      out[number] = {
        title: { en: section.title.en, zh: section.title.zh ?? section.title.en },
        path: { en: sectionHref('en', edition.id, number), zh: sectionHref('zh', edition.id, number) },
        rules: section.rules,
      };
    }
  }
  return out;
}

export function buildRuleNumberIndex(corpus: Corpus): RuleNumberIndex {
  const current = corpus.editions[corpus.newest];
  return {
    chapters: current.chapters.map((c) => c.number),
    sections: sectionsOf(current),
    sections2011: sectionsOf(corpus.editions['2011']),
    split: [...SPLIT_SECTIONS],
    removed: Object.fromEntries(
      removedNumbers(corpus).map((n) => [n, { en: removedHref('en', n), zh: removedHref('zh', n) }]),
    ),
  };
}
