// How the site names and orders editions: labels in the page language, the list the edition picker
// offers (newest first, then the seed chapters and 2011), and which edition lends its Chinese titles
// to an English-only one.
import type { Corpus, Edition, EditionId, Lang } from '../corpus/model';
import { t } from '../i18n';

const MONTHS_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "17 April 2026" / "2026年4月17日". */
export function longDate(iso: string, lang: Lang): string {
  const [y, m, d] = iso.split('-').map(Number);
  return lang === 'zh' ? `${y}年${m}月${d}日` : `${d} ${MONTHS_EN[m - 1]} ${y}`;
}

/** The edition's name in a language: "Comprehensive Rules effective 17 April 2026" (the date the
 *  document says it takes effect, which for four editions is not the date in its id). */
export function editionLabel(edition: Edition, lang: Lang): string {
  if (edition.kind === 'seed') return t(lang, 'edition.seed');
  if (edition.kind === '2011') return t(lang, 'edition.2011');
  return t(lang, 'edition.dated', { date: longDate(edition.effective ?? edition.date ?? edition.id, lang) });
}

/** A short name for lists and history lines: the ISO date, or "seed" / "2011". */
export function editionShort(edition: Edition, lang: Lang): string {
  if (edition.kind === 'seed') return t(lang, 'edition.seedShort');
  return edition.date ?? edition.id;
}

/** Every edition in the order the picker lists them: dated newest first, then seed, then 2011. */
export function editionOrder(corpus: Corpus): Edition[] {
  const dated = [...corpus.dated].reverse().map((id) => corpus.editions[id]);
  const others = Object.values(corpus.editions).filter((e) => e.kind !== 'dated');
  others.sort((a, b) => (a.kind === 'seed' ? -1 : b.kind === 'seed' ? 1 : 0));
  return [...dated, ...others];
}

/**
 * The edition whose Chinese section titles an English-only edition borrows (when the English
 * titles agree): 2011 → the seed chapters; an English-only dated edition → the next edition with
 * Chinese text.
 */
export function titleTwin(corpus: Corpus, id: EditionId): Edition | undefined {
  const edition = corpus.editions[id];
  if (edition.langs.includes('zh')) return undefined;
  if (edition.kind === '2011') return corpus.editions.seed;
  const i = corpus.dated.indexOf(id);
  const next = corpus.dated.slice(i + 1).find((d) => corpus.editions[d].langs.includes('zh'));
  return next ? corpus.editions[next] : undefined;
}

/**
 * The editions the site builds pages for: all of them, unless the environment variable
 * CR_BUILD_EDITIONS=N asks for the newest N dated editions only (plus the seed chapters and 2011):
 * `npm run bench:site` uses it to show how build time grows with the number of editions.
 */
const built = new WeakMap<Corpus, Edition[]>();

export function buildEditions(corpus: Corpus): Edition[] {
  let editions = built.get(corpus);
  if (!editions) built.set(corpus, (editions = computeBuildEditions(corpus)));
  return editions;
}

function computeBuildEditions(corpus: Corpus): Edition[] {
  const limit = Number(process.env.CR_BUILD_EDITIONS ?? '');
  const dated = Number.isInteger(limit) && limit > 0 ? corpus.dated.slice(-limit) : corpus.dated;
  const built = new Set([
    ...dated,
    ...Object.values(corpus.editions)
      .filter((e) => e.kind !== 'dated')
      .map((e) => e.id),
  ]);
  if (!built.has(corpus.newest)) built.add(corpus.newest);
  return editionOrder(corpus).filter((e) => built.has(e.id));
}
