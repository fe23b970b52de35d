// Reading a search query as a rule number, so "510.1c" jumps straight to the rule instead of
// searching for the words. Pure: shared by the search panel, the JSON endpoint and the tests.

/** What a query names when it is a rule number: a section ("510") or a rule ("510.1", "510.1c"). */
export interface RuleNumberQuery {
  /** Normalised: lower-case letter, no "r"/"rule" prefix, no trailing dot: "510.1c". */
  number: string;
  /** The three-digit section it falls in: "510". */
  section: string;
}

// Accepted spellings: 510 · 510.1 · 510.1c · 510.1C · r510.1c · rule 510.1c · CR 510.1c · §510.1c ·
// 规则510.1c · 第510.1c条 · cr510-1c (the anchor form) · a trailing dot as printed in the rules
// ("510.1.") · a space before the letter ("510.1 c") · full-width forms (５１０．１ｃ, the ideographic
// full stop 510。1c), as a Chinese input method types them.
const RULE_NUMBER =
  /^(?:第\s*)?(?:(?:rules?|cr|r|§|规则|規則|条|條)\s*)?(\d{3})(?:\s*[.\-]\s*(\d{1,3})(?:\s*[.\-]?\s*([a-z]))?)?\s*\.?\s*(?:条|條)?$/i;

/**
 * A query as typed, in the forms search compares: full-width letters, digits and punctuation as
 * their ASCII forms (NFKC: ５１０．１ｃ → 510.1c, the ideographic space → a space), the ideographic
 * full stop as a dot, runs of spaces as one, no spaces around it.
 */
export function normalizeQuery(query: string): string {
  return query
    .normalize('NFKC')
    .replace(/\u3002/g, '.')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The rule number a query spells, or null when the query is something else. */
export function parseRuleNumber(query: string): RuleNumberQuery | null {
  const match = RULE_NUMBER.exec(normalizeQuery(query));
  if (!match) return null;
  const [, section, rule, letter] = match;
  let number = section;
  if (rule) number += `.${Number(rule)}`;
  if (rule && letter) number += letter.toLowerCase();
  return { number, section };
}

/** The id a rule's element carries on its page: "510.1c" → "cr510-1c", "510" → "cr510". */
export function ruleAnchor(number: string): string {
  return `cr${number.replace('.', '-')}`;
}

/** The rule number an element id names, or null: "cr510-1c" → "510.1c". */
export function ruleFromAnchor(id: string): string | null {
  const match = /^cr(\d{3})(?:-(\d+[a-z]?))?$/.exec(id);
  if (!match) return null;
  return match[2] ? `${match[1]}.${match[2]}` : match[1];
}

/** The last part of an address (path segments, then its #anchor) that spells a rule number: the
 *  404 page's "/zh/510.1C/", "/r/510.1x/", "/en/510/#cr510-1c" → "510.1c"; null when none does. */
export function numberInAddress(path: string, hash = ''): string | null {
  const parts = [...decodeURIComponent(path).split('/'), decodeURIComponent(hash.replace(/^#/, ''))].filter(Boolean);
  for (const part of parts.reverse()) {
    const parsed = parseRuleNumber(part);
    if (parsed) return parsed.number;
  }
  return null;
}
