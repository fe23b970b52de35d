// /search/rule-numbers.json: every rule number of the current edition, by section, with the
// section's page in each language. The search panel fetches it (once, ~4 KB gzip) when a query
// looks like a rule number, to jump to the rule. Shape: RuleNumberIndex in
// src/components/search/rule-lookup.ts.
import type { APIRoute } from 'astro';
import { loadCorpus } from '../../corpus/index.ts';
import { sectionHref } from '../../site/paths.ts';
import type { RuleNumberIndex } from '../../components/search/rule-lookup.ts';

export const GET: APIRoute = () => {
  const current = loadCorpus().editions.current;
  const index: RuleNumberIndex = {
    chapters: current.chapters.map((c) => c.number),
    sections: {},
  };
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
  return new Response(JSON.stringify(index), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};
