// Titles in the page language. The 2011 edition has English titles only; a 2011 section whose
// English title matches the current section of the same number (its "twin") borrows that
// section's Chinese title, else it stays English (and says so through its lang attribute).
import type { Chapter, Lang, Section } from '../corpus/model';

type Titled = { title: { en: string; zh?: string } };

function zhTitle(item: Titled, twin?: Titled): string | undefined {
  if (item.title.zh) return item.title.zh;
  if (twin && twin.title.en === item.title.en) return twin.title.zh;
  return undefined;
}

export const sectionTitle = (s: Section, lang: Lang, twin?: Section): string =>
  (lang === 'zh' && zhTitle(s, twin)) || s.title.en;

export const chapterTitle = (c: Chapter, lang: Lang, twin?: Chapter): string =>
  (lang === 'zh' && zhTitle(c, twin)) || c.title.en;

/** The language a title is actually written in (for its lang attribute). */
export const titleLang = (item: Titled, lang: Lang, twin?: Titled): Lang =>
  lang === 'zh' && zhTitle(item, twin) ? 'zh' : 'en';
