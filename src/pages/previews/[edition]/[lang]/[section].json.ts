// /previews/{edition}/{lang}/{section}.json: the texts the reference preview shows, one small
// file per section and language, fetched only when a reader hovers or focuses a reference.
import type { APIRoute } from 'astro';
import type { EditionId, Lang } from '../../../../corpus/model';
import { siteData } from '../../../../site/site-data';
import { previewTexts } from '../../../../site/derived';
import { LANGS } from '../../../../site/paths';

export function getStaticPaths() {
  const { editions } = siteData().corpus;
  return (['seed', '2011'] as EditionId[]).flatMap((edition) =>
    LANGS.flatMap((lang) =>
      Object.keys(editions[edition].sections).map((section) => ({ params: { edition, lang, section } })),
    ),
  );
}

export const GET: APIRoute = ({ params }) => {
  const edition = siteData().corpus.editions[params.edition as EditionId];
  const body = previewTexts(edition, params.section!, params.lang as Lang);
  return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
};
