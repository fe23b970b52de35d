// /data/history/{section}.json: the history of every rule that had a number in that section. See src/corpus/SCHEMA.md.
import type { APIRoute, GetStaticPaths } from 'astro';
import { loadCorpus } from '../../../corpus/index.ts';
import { historyData, historySections } from '../../../corpus/data.ts';

export const getStaticPaths: GetStaticPaths = () =>
  historySections(loadCorpus()).map((section) => ({ params: { section } }));

export const GET: APIRoute = ({ params }) =>
  new Response(JSON.stringify(historyData(loadCorpus(), params.section!)), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
