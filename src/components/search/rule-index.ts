// Builds the rule-number list the jump uses (/search/rule-numbers.json) from the corpus model:
// every current-edition rule number by section, with the section's page in each language.
import type { Corpus } from '../../corpus/model.ts';
import { sectionHref } from '../../site/paths.ts';
import type { RuleNumberIndex } from './rule-lookup.ts';

export function buildRuleNumberIndex(corpus: Corpus): RuleNumberIndex {
  const current = corpus.editions.current;
  const index: RuleNumberIndex = { chapters: current.chapters.map((c) => c.number), sections: {} };
  for (const chapter of current.chapters) {
    for (const number of chapter.sections) {
      const section = current.sections[number];
      index.sections[number] = {
        title: { en: section.title.en, zh: section.title.zh ?? section.title.en },
        path: { en: sectionHref('en', 'current', number), zh: sectionHref('zh', 'current', number) },
        rules: section.rules,
      };
    }
  }
  return index;
}
