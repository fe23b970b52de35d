// Data the pages need that the corpus holds only implicitly, computed once at build time
// (ecmarkup's habit: build the reference graph first, render it second).
import type { Commentary, Edition, EditionMap, HistoryEntry, Lang, Rule, Section } from '../corpus/model';
import { anchorOf } from '../corpus/numbers';
import { plainText } from './inline';

/** The 2011 entry of every current rule that has a 2011 counterpart, keyed by current number. */
export function historyByCurrent(map: EditionMap): Record<string, HistoryEntry> {
  const out: Record<string, HistoryEntry> = {};
  for (const e of map.entries) if (e.current && !out[e.current]) out[e.current] = e;
  return out;
}

/** The 2011 entry of every 2011 rule, keyed by its 2011 number. */
export function historyByOld(map: EditionMap): Record<string, HistoryEntry> {
  const out: Record<string, HistoryEntry> = {};
  for (const e of map.entries) out[e.old] = e;
  return out;
}

export interface CommentaryLink {
  id: string;
  heading: string;
}

/**
 * For every rule or section number the commentary discusses, the article sections that do:
 * a section's `about` (e.g. 509 for 宣告阻擋者步驟) and every rule it quotes.
 */
export function commentaryNotes(commentary: Commentary): Record<string, CommentaryLink[]> {
  const out: Record<string, CommentaryLink[]> = {};
  const add = (number: string, link: CommentaryLink) => {
    const list = (out[number] ??= []);
    if (!list.some((l) => l.id === link.id)) list.push(link);
  };
  for (const s of commentary.sections) {
    const link = { id: s.id, heading: s.heading };
    if (s.about) add(s.about, link);
    for (const q of s.quotes) add(q, link);
  }
  return out;
}

/** Every section of an edition in reading order. */
export function sectionOrder(edition: Edition): Section[] {
  return edition.chapters.flatMap((c) => c.sections.map((n) => edition.sections[n]));
}

/** The sections before and after `number` in reading order (across chapters). */
export function neighbours(edition: Edition, number: string): { prev?: Section; next?: Section } {
  const order = sectionOrder(edition);
  const i = order.findIndex((s) => s.number === number);
  return { prev: i > 0 ? order[i - 1] : undefined, next: i >= 0 ? order[i + 1] : undefined };
}

const PREVIEW_MAX = 600;
const clip = (s: string) => (s.length > PREVIEW_MAX ? s.slice(0, PREVIEW_MAX - 1) + '…' : s);

/**
 * The preview texts of one page's rules (and its section's title) in one language, keyed by anchor: what the reference preview
 * shows on hover. The 2011 edition has no Chinese, so its previews fall back to English.
 */
export function previewTexts(edition: Edition, rules: Rule[], lang: Lang): Record<string, string> {
  const out: Record<string, string> = {};
  const s = rules.length ? edition.sections[rules[0].section] : undefined;
  if (s) out[s.anchor] = `${s.number}. ${(lang === 'zh' && s.title.zh) || s.title.en}`;
  for (const r of rules) {
    const n = r.number;
    const text = plainText((lang === 'zh' && r.zh) || r.en);
    out[r.anchor ?? anchorOf(n)] = clip(`${n} ${text}`);
  }
  return out;
}
