// /data/editions/{id}.json: one edition in full (every dated edition, seed, 2011). See src/corpus/SCHEMA.md.
import type { APIRoute, GetStaticPaths } from 'astro';
import { loadCorpus } from '../../../corpus/index.ts';
import { editionData } from '../../../corpus/data.ts';

export const getStaticPaths: GetStaticPaths = () =>
  Object.keys(loadCorpus().editions).map((id) => ({ params: { id } }));

export const GET: APIRoute = ({ params }) =>
  new Response(JSON.stringify(editionData(loadCorpus(), params.id!)), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
