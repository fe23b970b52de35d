// Rule numbers as the Comprehensive Rules print them: a three-digit section ("509"), a rule
// ("509.1"), a subrule ("509.1b"). One place knows how to split, compare and anchor them, so the
// parsers, the resolver and the edition map agree on what a number means.

/** A rule or section number split into its parts. */
export interface RuleNumber {
  section: string;
  /** The rule's number inside the section ("1" in 509.1b); undefined for a section. */
  rule?: number;
  /** The subrule letter ("b" in 509.1b); undefined for a section or a top-level rule. */
  letter?: string;
}

const NUMBER = /^([1-9]\d{2})(?:\.(\d+)([a-z])?)?$/;

export function parseNumber(text: string): RuleNumber | undefined {
  const m = NUMBER.exec(text);
  if (!m) return undefined;
  if (m[2] === undefined) return { section: m[1] };
  return { section: m[1], rule: Number(m[2]), letter: m[3] };
}

export function formatNumber(n: RuleNumber): string {
  if (n.rule === undefined) return n.section;
  return `${n.section}.${n.rule}${n.letter ?? ''}`;
}

/** The page anchor the sources use: "510.1c" → "cr510-1c", "510" → "cr510". */
export function anchorOf(number: string): string {
  return 'cr' + number.replace('.', '-');
}

/** The chapter (1–9) a rule or section number belongs to. */
export function chapterOf(number: string): number {
  return Number(number[0]);
}

/** "510.1c" → "510.1"; "510.1" → "510"; "510" → undefined. */
export function parentOf(number: string): string | undefined {
  const n = parseNumber(number);
  if (!n || n.rule === undefined) return undefined;
  if (n.letter) return `${n.section}.${n.rule}`;
  return n.section;
}

/** Document order of two numbers (sections before their rules, 509.2 before 509.10). */
export function compareNumbers(a: string, b: string): number {
  const x = parseNumber(a);
  const y = parseNumber(b);
  if (!x || !y) return a < b ? -1 : a > b ? 1 : 0;
  if (x.section !== y.section) return Number(x.section) - Number(y.section);
  const xr = x.rule ?? -1;
  const yr = y.rule ?? -1;
  if (xr !== yr) return xr - yr;
  const xl = x.letter ?? '';
  const yl = y.letter ?? '';
  return xl < yl ? -1 : xl > yl ? 1 : 0;
}
