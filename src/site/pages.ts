// The reading pages of an edition, as data: which pages exist, what each holds, in what order they
// are read, and the path of each. Every edition has the same kinds of pages; the newest edition's
// live at /{lang}/…, every other's at /{lang}/{edition}/… (src/site/paths.ts).
import type { Edition, EditionId, GlossaryEntry, Lang, Rule, Section } from '../corpus/model';
import { editionHref, partHref, partOf, SPLIT_SECTIONS } from './paths';

export type ReadingPage =
  /** An edition's table of contents: /{lang}/{edition}/ (the newest edition's is the home page). */
  | { kind: 'contents'; edition: EditionId }
  | { kind: 'chapter'; edition: EditionId; chapter: number }
  /** A section; for a split section (701, 702) its general rule and the list of its parts. */
  | { kind: 'section'; edition: EditionId; section: string }
  /** One top rule of a split section with its subrules: "702.19" (Trample). */
  | { kind: 'part'; edition: EditionId; section: string; part: string }
  /** The glossary's index of terms (/{lang}/glossary/), or the entries whose English term starts
   *  with a letter (/{lang}/glossary/t/). */
  | { kind: 'glossary'; edition: EditionId; letter?: string };

/** The top rules of a split section that have pages of their own, in order ("702.2" …). */
export function partsOf(edition: Edition, section: Section): string[] {
  if (!SPLIT_SECTIONS.has(section.number)) return [];
  const parts: string[] = [];
  for (const n of section.rules) {
    const part = partOf(n);
    if (part !== section.number && parts[parts.length - 1] !== part) parts.push(part);
  }
  return parts.filter((p) => edition.rules[p]);
}

/** The rules shown on a section or part page, in document order. */
export function rulesOn(edition: Edition, page: { section: string; part?: string }): Rule[] {
  const section = edition.sections[page.section];
  const here = page.part ?? page.section;
  return section.rules.filter((n) => partOf(n) === here).map((n) => edition.rules[n]);
}

const orders = new WeakMap<Edition, { section: string; part?: string }[]>();

/** The section and part pages of an edition in reading order (for previous / next links). */
export function readingOrder(edition: Edition): { section: string; part?: string }[] {
  let order = orders.get(edition);
  if (!order) orders.set(edition, (order = computeReadingOrder(edition)));
  return order;
}

function computeReadingOrder(edition: Edition): { section: string; part?: string }[] {
  return edition.chapters.flatMap((c) =>
    c.sections.flatMap((number) => [
      { section: number },
      ...partsOf(edition, edition.sections[number]).map((part) => ({ section: number, part })),
    ]),
  );
}

/** Every reading page of an edition; `newest` editions have no contents page (the home page is). */
export function readingPages(edition: Edition, newest: boolean): ReadingPage[] {
  const id = edition.id;
  const pages: ReadingPage[] = newest ? [] : [{ kind: 'contents', edition: id }];
  for (const c of edition.chapters) pages.push({ kind: 'chapter', edition: id, chapter: c.number });
  for (const p of readingOrder(edition)) {
    pages.push(
      p.part
        ? { kind: 'part', edition: id, section: p.section, part: p.part }
        : { kind: 'section', edition: id, section: p.section },
    );
  }
  if (edition.glossary?.length) pages.push({ kind: 'glossary', edition: id });
  for (const letter of glossaryLetters(edition)) pages.push({ kind: 'glossary', edition: id, letter });
  return pages;
}

/** The letter a glossary entry is filed under: the first Latin letter of its English term. */
export function letterOf(entry: GlossaryEntry): string {
  return /[a-z]/i.exec(entry.term.en)?.[0].toLowerCase() ?? 'other';
}

/** The letters of an edition's glossary that have entries, in order. */
export function glossaryLetters(edition: Edition): string[] {
  const letters: string[] = [];
  for (const e of edition.glossary ?? []) {
    const l = letterOf(e);
    if (!letters.includes(l)) letters.push(l);
  }
  return letters.sort();
}

/** The page's path within its edition: chapter "5", section "510", part "702.19", "glossary/t";
 *  '' for a contents page. */
export function pagePath(page: ReadingPage): string {
  switch (page.kind) {
    case 'contents':
      return '';
    case 'chapter':
      return String(page.chapter);
    case 'section':
      return page.section;
    case 'part':
      return page.part;
    case 'glossary':
      return page.letter ? `glossary/${page.letter}` : 'glossary';
  }
}

/** The URL of a reading page in a language. */
export function readingHref(lang: Lang, page: ReadingPage): string {
  const path = pagePath(page);
  return path ? partHref(lang, page.edition, path) : editionHref(lang, page.edition);
}

/** The title of a part page: its top rule's text ("Trample" / "践踏"), which names the keyword. */
export function partTitle(rule: Rule, lang: Lang): string {
  const runs = (lang === 'zh' && rule.zh) || rule.en;
  return runs
    .map((r) => r.text)
    .join('')
    .trim();
}

/** The same page in another edition, if that edition has it; else that edition's front page. */
export function samePageIn(target: Edition, page: ReadingPage): ReadingPage {
  const moved = { ...page, edition: target.id } as ReadingPage;
  const front: ReadingPage = { kind: 'contents', edition: target.id };
  switch (page.kind) {
    case 'contents':
      return front;
    case 'chapter':
      return target.chapters.some((c) => c.number === page.chapter) ? moved : front;
    case 'section':
      return target.sections[page.section] ? moved : front;
    case 'part':
      return target.rules[page.part] && partOf(page.part) === page.part ? moved : front;
    case 'glossary':
      return (page.letter ? glossaryLetters(target).includes(page.letter) : target.glossary?.length) ? moved : front;
  }
}
