// Pagefind scores whole pages and only splits them at headings, but a reader wants the rule: a
// section page holds dozens of rules, each an element whose id is its anchor ("cr510-1c"). This
// module splits a page's hits at those anchors and cuts an excerpt out of the rule's own words.
// Pure (no DOM): the panel renders the parts, the tests check them.
import { ruleFromAnchor } from './rule-number';

/** The parts of pagefind's per-page data that this module reads. */
export interface PageData {
  url: string;
  raw_content?: string;
  content: string;
  meta: { title?: string };
  anchors: { element: string; id: string; text: string; location: number }[];
  weighted_locations: { weight: number; balanced_score: number; location: number }[];
}

/** A run of excerpt text, highlighted when it is a word the query matched. */
export interface ExcerptPart {
  text: string;
  mark: boolean;
}

/** One rule that matched: where it is, how well it matched, and what it says around the match. */
export interface RuleHit {
  /** "510.1c", or the section "510" when the match is in the page heading. */
  rule: string;
  /** The page URL with the rule's anchor: "/en/510/#cr510-1c". */
  url: string;
  /** The page's title (the section), to tell pages (and editions) apart. */
  pageTitle: string;
  score: number;
  excerpt: ExcerptPart[];
  /** The rule's own words, its number left out (a section: its title), for ranking (rank.ts). */
  text: string;
}

const ZWS = '\u200B';

/** Pagefind stores words escaped for HTML; the panel writes text nodes, so undo it. */
function unescape(word: string): string {
  return word
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** The page's words exactly as pagefind counts locations (segmented CJK is split at ZWS). */
export function pageWords(data: PageData): { words: string[]; joiner: string } {
  const raw = data.raw_content ?? data.content;
  if (raw.includes(ZWS)) return { words: raw.split(ZWS).map(unescape), joiner: '' };
  return { words: raw.split(/[\r\n\s]+/g).map(unescape), joiner: ' ' };
}

/**
 * Splits a page's matches at rule anchors. `excerptWords` is the window size in words
 * (segments for Chinese, which are shorter: the caller passes a larger number).
 */
export function ruleHits(data: PageData, excerptWords: number): RuleHit[] {
  return anchorHits(data, excerptWords, (a) => ruleFromAnchor(a.id));
}

/**
 * Splits an article's matches at its headings (h2–h4 with an id); `rule` is the heading's text.
 * The commentary is such a page: a hit links to the heading of the part that matched.
 */
export function headingHits(data: PageData, excerptWords: number): RuleHit[] {
  return anchorHits(
    data,
    excerptWords,
    (a) => (/^h[2-4]$/.test(a.element) && a.text.trim() ? a.text.trim() : null),
    true,
  );
}

/** The first location after the heading's own words (the panel shows the heading as the title). */
function afterHeading(words: string[], start: number, end: number, heading: string): number {
  const squash = (text: string) => text.replace(/\s+/g, '');
  const target = squash(heading);
  let seen = '';
  let at = start;
  while (at < end) {
    const next = seen + squash(words[at]);
    if (!target.startsWith(next.replace(/\.$/, '')) || seen.length >= target.length) break;
    seen = next;
    at++;
  }
  return at;
}

/** The matches of a page grouped under the last anchor `label` names (null: not a boundary). */
function anchorHits(
  data: PageData,
  excerptWords: number,
  label: (a: PageData['anchors'][number]) => string | null,
  skipHeading = false,
): RuleHit[] {
  const anchors = data.anchors
    .map((a) => ({ ...a, rule: label(a) }))
    .filter((a): a is typeof a & { rule: string } => a.rule !== null)
    .sort((a, b) => a.location - b.location);
  if (anchors.length === 0) return [];
  const { words, joiner } = pageWords(data);
  const byAnchor = new Map<number, { score: number; locations: number[] }>();
  for (const hit of data.weighted_locations) {
    // The rule a word belongs to is the last anchor at or before it.
    let index = -1;
    for (let i = 0; i < anchors.length && anchors[i].location <= hit.location; i++) index = i;
    if (index < 0) continue;
    const group = byAnchor.get(index) ?? { score: 0, locations: [] };
    group.score += hit.balanced_score;
    group.locations.push(hit.location);
    byAnchor.set(index, group);
  }
  const pagePath = data.url.replace(/#.*$/, '');
  const hits: RuleHit[] = [];
  for (const [index, group] of byAnchor) {
    const anchor = anchors[index];
    const end = anchors[index + 1]?.location ?? words.length;
    const start = skipHeading ? afterHeading(words, anchor.location, end, anchor.text) : anchor.location;
    hits.push({
      rule: anchor.rule,
      url: `${pagePath}#${anchor.id}`,
      pageTitle: data.meta.title ?? '',
      score: group.score,
      excerpt: excerpt(words, joiner, start, end, group.locations, excerptWords, anchor.rule),
      text: words
        .slice(ownStart(words, start, end, anchor.rule), end)
        .join(joiner)
        .trim(),
    });
  }
  return hits.sort((a, b) => b.score - a.score);
}

/** Where a rule's own words start: after its number (and punctuation) at the head of [start, end). */
function ownStart(words: string[], start: number, end: number, rule: string): number {
  let from = start;
  const skip = (word: string) => /^[\s\p{P}]*$/u.test(word) || word.trim().replace(/\.$/, '') === rule;
  while (from < end && skip(words[from])) from++;
  return from;
}

/** The window of at most `size` words of [start, end) around the first match, marks included. */
export function excerpt(
  words: string[],
  joiner: string,
  start: number,
  end: number,
  matches: number[],
  size: number,
  rule: string,
): ExcerptPart[] {
  // The rule number heads its own text; the panel shows it as the label, so skip it here.
  const from = ownStart(words, start, end, rule);
  // A match on the rule number itself (a number query) shows the rule from its start.
  const first = Math.min(...matches.filter((m) => m >= from && m < end), Infinity);
  if (first === Infinity) return cut(words, joiner, from, end, from, size, new Set());
  return cut(words, joiner, from, end, first, size, new Set(matches));
}

/** The excerpt of [from, end) around `first`, at most `size` words, `marked` words highlighted. */
function cut(
  words: string[],
  joiner: string,
  from: number,
  end: number,
  first: number,
  size: number,
  marked: Set<number>,
): ExcerptPart[] {
  let windowStart = Math.max(from, first - Math.floor(size / 3));
  const windowEnd = Math.min(end, windowStart + size);
  windowStart = Math.max(from, Math.min(windowStart, windowEnd - size));
  const parts: ExcerptPart[] = [];
  if (windowStart > from) parts.push({ text: '… ', mark: false });
  for (let i = windowStart; i < windowEnd; i++) {
    const sep = i > windowStart ? joiner : '';
    const mark = marked.has(i);
    const last = parts[parts.length - 1];
    if (!mark && last && !last.mark) last.text += sep + words[i];
    else {
      if (sep) parts.push({ text: sep, mark: false });
      parts.push({ text: words[i], mark });
    }
  }
  if (windowEnd < end) parts.push({ text: ' …', mark: false });
  return parts.filter((p) => p.text !== '');
}
