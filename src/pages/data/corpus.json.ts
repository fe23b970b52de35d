// /data/corpus.json: the whole corpus model, written by `astro build` (static endpoint).
// Its schema is documented in src/corpus/SCHEMA.md.
import type { APIRoute } from 'astro';
import { loadCorpus } from '../../corpus/index.ts';

export const GET: APIRoute = () =>
  new Response(JSON.stringify(loadCorpus()), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
