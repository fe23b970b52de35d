// Every URL of the site is built here, so pages, the reference linker, the preview script and the
// permalink pages agree. Scheme: /{lang}/{chapter|section}/ for the newest edition,
// /{lang}/{edition}/{chapter|section}/ for any other (/en/2024-06-07/510/, /en/2011/510/),
// /r/[{edition}/]{number}/ for permalinks. Build-time only: the newest edition comes from the corpus.
import type { EditionId, Lang } from '../corpus/model';
import { anchorOf } from '../corpus/numbers';
import { NEWEST_EDITION } from './newest';
import { partOf } from './parts';

export { partOf, SPLIT_SECTIONS } from './parts';

/** The value of <html lang> for a page language (pagefind segments Chinese only for zh-CN). */
export const htmlLang = (lang: Lang): string => (lang === 'zh' ? 'zh-CN' : 'en');

export const otherLang = (lang: Lang): Lang => (lang === 'en' ? 'zh' : 'en');

export const LANGS: readonly Lang[] = ['en', 'zh'];

const editionPart = (edition: EditionId): string => (edition === NEWEST_EDITION ? '' : `${edition}/`);

export const homeHref = (lang: Lang): string => `/${lang}/`;

/** The front page of an edition: the home page, or /{lang}/{edition}/. */
export const editionHref = (lang: Lang, edition: EditionId): string => `/${lang}/${editionPart(edition)}`;

export const chapterHref = (lang: Lang, edition: EditionId, chapter: number): string =>
  `/${lang}/${editionPart(edition)}${chapter}/`;

export const sectionHref = (lang: Lang, edition: EditionId, section: string): string =>
  `/${lang}/${editionPart(edition)}${section}/`;

/** A page of an edition: a chapter ("5"), a section ("510") or a part of a split section ("702.19"). */
export const partHref = (lang: Lang, edition: EditionId, part: string): string =>
  `/${lang}/${editionPart(edition)}${part}/`;

/** Where a rule or section number lives: its page plus its anchor. */
export function ruleHref(lang: Lang, edition: EditionId, number: string): string {
  return `${partHref(lang, edition, partOf(number))}#${anchorOf(number)}`;
}

/** The short permanent link of a rule or section: /r/510.1c/, /r/2011/500.1/, /r/2024-06-07/510.1c/. */
export const permalink = (edition: EditionId, number: string): string => `/r/${editionPart(edition)}${number}/`;

/** The lazily fetched preview texts of one page (section or part), in one language. */
export const previewHref = (edition: EditionId, lang: Lang, part: string): string =>
  `/previews/${edition}/${lang}/${part}.json`;

export const historyHref = (lang: Lang): string => `/${lang}/history/`;
export const translationNotesHref = (lang: Lang): string => `/${lang}/translation-notes/`;
export const commentaryHref = (id?: string): string => `/commentary/${id ? '#' + id : ''}`;

/** The same page in the other language (the hash is added at run time by the reader script). */
export function switchPath(path: string, to: Lang): string {
  return path.replace(/^\/(en|zh)\//, `/${to}/`);
}

/** What changed: the list of edition transitions, or the changes that came with edition `to`. */
export const changesHref = (lang: Lang, to?: EditionId): string => `/${lang}/changes/${to ? `${to}/` : ''}`;
export const glossaryHref = (lang: Lang, edition: EditionId): string => `/${lang}/${editionPart(edition)}glossary/`;
export const creditsHref = (lang: Lang): string => `/${lang}/credits/`;
export const editionsHref = (lang: Lang): string => `/${lang}/editions/`;
/** What became of a rule number the newest edition no longer has. */
export const removedHref = (lang: Lang, number: string): string => `/${lang}/removed/${number}/`;
