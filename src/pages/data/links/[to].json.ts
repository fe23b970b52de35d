// /data/links/{to}.json: the rule-by-rule link from the edition before {to} to {to}. See src/corpus/SCHEMA.md.
import type { APIRoute, GetStaticPaths } from 'astro';
import { loadCorpus } from '../../../corpus/index.ts';
import { linkData } from '../../../corpus/data.ts';

export const getStaticPaths: GetStaticPaths = () => loadCorpus().links.map((l) => ({ params: { to: l.to } }));

export const GET: APIRoute = ({ params }) =>
  new Response(JSON.stringify(linkData(loadCorpus(), params.to!)), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
