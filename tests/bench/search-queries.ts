// The public search query set (search-queries.yaml), read and checked: used by `npm run
// bench:search` and by tests/unit/search-queries.test.ts. Scoring is here too, so the bench and
// the tests count a result the same way.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

export type PageLang = 'en' | 'zh';

export interface BenchQuery {
  group: string;
  q: string;
  page: PageLang;
  expect: string[];
  anyLang: boolean;
}

const FILE = new URL('./search-queries.yaml', import.meta.url);
const RULE = /^\d{3}(\.\d+[a-z]?)?$/;

/** The queries, in file order, each with its group; throws on a malformed entry. */
export function loadQueries(text = readFileSync(FILE, 'utf8')): BenchQuery[] {
  // Failsafe: every scalar a string, so "702.20" is not the number 702.2.
  const doc = parse(text, { schema: 'failsafe' }) as Record<string, Record<string, unknown>[]>;
  const out: BenchQuery[] = [];
  for (const [group, entries] of Object.entries(doc)) {
    for (const [i, e] of entries.entries()) {
      const where = `${group}[${i}]`;
      const expected = e.expect as unknown;
      if (typeof e.q !== 'string' || e.q.trim() === '') throw new Error(`${where}: q is missing`);
      if (e.page !== 'en' && e.page !== 'zh') throw new Error(`${where} (${e.q}): page must be en or zh`);
      if (!Array.isArray(expected) || expected.length === 0) throw new Error(`${where} (${e.q}): expect is missing`);
      for (const n of expected)
        if (typeof n !== 'string' || !RULE.test(n)) throw new Error(`${where} (${e.q}): "${n}" is not a rule number`);
      if (e.anyLang !== undefined && e.anyLang !== 'true' && e.anyLang !== 'false')
        throw new Error(`${where}: anyLang must be true or false`);
      const unknown = Object.keys(e).filter((k) => !['q', 'page', 'expect', 'anyLang'].includes(k));
      if (unknown.length) throw new Error(`${where}: unknown field ${unknown.join(', ')}`);
      out.push({ group, q: e.q, page: e.page, expect: expected as string[], anyLang: e.anyLang === 'true' });
    }
  }
  return out;
}

/** Whether `rule` is `expected` or lies within it: 702.19a within 702.19, 510.1c within 510. */
export function within(rule: string, expected: string): boolean {
  if (rule === expected) return true;
  if (!rule.startsWith(expected)) return false;
  const next = rule[expected.length];
  // 510 → 510.1c (a dot follows); 510.1 → 510.1c (a letter follows); never 702.1 → 702.19.
  return expected.includes('.') ? /[a-z]/.test(next) : next === '.';
}

/** A result as the bench reads it off the page: the rule it links to, in which language. */
export interface ResultRule {
  /** "510.1c", "510", or null for a result that is not a current rule (2011, commentary, glossary). */
  rule: string | null;
  lang: PageLang | null;
}

/** The current rule a result link points at: /en/510/#cr510-1c, /zh/702.19/#cr702-19b, /en/510/. */
export function resultRule(href: string): ResultRule {
  const url = new URL(href, 'http://x');
  const m = /^\/(en|zh)\/(\d{3}(?:\.\d+)?)\/$/.exec(url.pathname);
  if (!m) return { rule: null, lang: null };
  const lang = m[1] as PageLang;
  const anchor = /^#cr(\d{3})(?:-(\d+[a-z]?))?$/.exec(decodeURIComponent(url.hash));
  if (anchor) return { rule: anchor[2] ? `${anchor[1]}.${anchor[2]}` : anchor[1], lang };
  return { rule: m[2], lang };
}

/** Whether a result answers the query. */
export function answers(query: BenchQuery, result: ResultRule): boolean {
  if (result.rule === null) return false;
  if (!query.anyLang && result.lang !== query.page) return false;
  return query.expect.some((e) => within(result.rule!, e));
}

/** The position (0-based) of the first answering result among `results`, or -1. */
export function firstAnswer(query: BenchQuery, results: ResultRule[]): number {
  return results.findIndex((r) => answers(query, r));
}
