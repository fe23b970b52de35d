// Every URL of the site is built here, so pages, the reference linker, the preview script and the
// permalink pages agree. Scheme: /{lang}/{chapter|section}/ for the current edition,
// /{lang}/2011/{chapter|section}/ for the 2011 edition, /r/[2011/]{number}/ for permalinks.
import type { EditionId, Lang } from '../corpus/model';
import { anchorOf } from '../corpus/numbers';

/** The value of <html lang> for a page language (pagefind segments Chinese only for zh-CN). */
export const htmlLang = (lang: Lang): string => (lang === 'zh' ? 'zh-CN' : 'en');

export const otherLang = (lang: Lang): Lang => (lang === 'en' ? 'zh' : 'en');

export const LANGS: readonly Lang[] = ['en', 'zh'];

const editionPart = (edition: EditionId): string => (edition === '2011' ? '2011/' : '');

export const homeHref = (lang: Lang): string => `/${lang}/`;

/** The front page of an edition: the home page, or /{lang}/2011/. */
export const editionHref = (lang: Lang, edition: EditionId): string => `/${lang}/${editionPart(edition)}`;

export const chapterHref = (lang: Lang, edition: EditionId, chapter: number): string =>
  `/${lang}/${editionPart(edition)}${chapter}/`;

export const sectionHref = (lang: Lang, edition: EditionId, section: string): string =>
  `/${lang}/${editionPart(edition)}${section}/`;

/** Where a rule or section number lives: its section page plus its anchor. */
export function ruleHref(lang: Lang, edition: EditionId, number: string): string {
  return `${sectionHref(lang, edition, number.slice(0, 3))}#${anchorOf(number)}`;
}

/** The short permanent link of a rule or section: /r/510.1c/, /r/2011/500.1/. */
export const permalink = (edition: EditionId, number: string): string =>
  `/r/${editionPart(edition)}${number}/`;

/** The lazily fetched preview texts of one section, in one language. */
export const previewHref = (edition: EditionId, lang: Lang, section: string): string =>
  `/previews/${edition}/${lang}/${section}.json`;

export const historyHref = (lang: Lang): string => `/${lang}/history/`;
export const translationNotesHref = (lang: Lang): string => `/${lang}/translation-notes/`;
export const commentaryHref = (id?: string): string => `/commentary/${id ? '#' + id : ''}`;

/** The same page in the other language (the hash is added at run time by the reader script). */
export function switchPath(path: string, to: Lang): string {
  return path.replace(/^\/(en|zh)\//, `/${to}/`);
}
