// /data/corpus.json: the index of the published corpus data — editions (with their chapter and
// section lists), edition links (counts), history sections, seed matches, the 2011 map and the
// commentary — naming the file of each edition, link and history section. See src/corpus/SCHEMA.md.
import type { APIRoute } from 'astro';
import { loadCorpus } from '../../corpus/index.ts';
import { dataIndex } from '../../corpus/data.ts';

export const GET: APIRoute = () =>
  new Response(JSON.stringify(dataIndex(loadCorpus())), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
