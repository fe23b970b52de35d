// /search/rule-numbers.json: every rule number of the current edition, by section, with the
// section's page in each language. The search panel fetches it (once, ~4 KB gzip) when a query
// looks like a rule number, to jump to the rule. Shape: RuleNumberIndex in
// src/components/search/rule-lookup.ts.
import type { APIRoute } from 'astro';
import { loadCorpus } from '../../corpus/index.ts';
import { buildRuleNumberIndex } from '../../components/search/rule-index.ts';

export const GET: APIRoute = () =>
  new Response(JSON.stringify(buildRuleNumberIndex(loadCorpus())), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
