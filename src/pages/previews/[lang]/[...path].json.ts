// /previews/{lang}/{page}.json: the texts the reference preview shows, one small file per page
// (section or part) and language, mirroring the page's own path (/en/702.19/ →
// /previews/en/702.19.json, /en/2011/510/ → /previews/en/2011/510.json); fetched only when a reader
// hovers or focuses a reference. Built for the newest edition, the seed chapters, 2011 and the
// seed era's edition (where the engine's citations outside the seed chapters lead); a reference on
// another dated edition's page shows its title only.
import type { APIRoute } from 'astro';
import type { Lang } from '../../../corpus/model';
import { seedEra } from '../../../site/fixture-rules';
import { siteData } from '../../../site/site-data';
import { previewTexts } from '../../../site/derived';
import { LANGS } from '../../../site/paths';
import { readingHref, readingPages, rulesOn, type ReadingPage } from '../../../site/pages';

export function getStaticPaths() {
  const { corpus } = siteData();
  // The newest edition, the seed chapters, 2011, and the seed era's edition (the engine's citations of other chapters).
  const editions = Object.values(corpus.editions).filter(
    (e) => e.id === corpus.newest || e.id === seedEra(corpus) || e.kind !== 'dated',
  );
  return LANGS.flatMap((lang) =>
    editions.flatMap((edition) =>
      readingPages(edition, edition.id === corpus.newest)
        .filter(
          (p): p is Extract<ReadingPage, { kind: 'section' | 'part' }> => p.kind === 'section' || p.kind === 'part',
        )
        .map((page) => ({
          params: { lang, path: readingHref(lang, page).slice(`/${lang}/`.length, -1) },
          props: { page },
        })),
    ),
  );
}

export const GET: APIRoute = ({ params, props }) => {
  const page = props.page as Extract<ReadingPage, { kind: 'section' | 'part' }>;
  const edition = siteData().corpus.editions[page.edition];
  const body = previewTexts(
    edition,
    rulesOn(edition, { section: page.section, part: page.kind === 'part' ? page.part : undefined }),
    params.lang as Lang,
  );
  return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
};
