// /search/terms.json: the names that lead to rules (keywords, glossary terms, section titles) in
// both languages, for search to answer "trample" / "践踏" with 702.19 first. The panel fetches it
// once, when search opens. Shape: SearchTerms in src/components/search/terms.ts.
import type { APIRoute } from 'astro';
import { loadCorpus } from '../../corpus/index.ts';
import { buildSearchTerms } from '../../components/search/term-data.ts';

export const GET: APIRoute = () =>
  new Response(JSON.stringify(buildSearchTerms(loadCorpus())), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
