// Builds /search/terms.json (SearchTerms in terms.ts) from the corpus model: every keyword action
// and ability (701.x, 702.x) and glossary term of the newest edition (termIndex()), and every
// section title, each with its names split into the spellings a reader types — "Kicker, Kicked"
// is two names, "(Obsolete)" and translators' notes are dropped, "鹏洛客（旧译旅法师）" is also
// 旅法师 — and the rules it leads to; a glossary term that leads to no rule, its glossary entry.
import type { Corpus } from '../../corpus/model.ts';
import { termIndex } from '../../corpus/terms.ts';
import { glossaryHref } from '../../site/paths.ts';
import { letterOf } from '../../site/pages.ts';
import type { SearchTerm, SearchTerms } from './terms.ts';

/** The English spellings of a name: "Kicker, Kicked" → both; "Bury (Obsolete)" → "Bury". */
export function englishNames(name: string): string[] {
  const inner = [...name.matchAll(/\(([^)]*)\)/g)].map((m) => m[1]).filter((x) => !/^obsolete$/i.test(x));
  const base = name
    .replace(/\s*\([^)]*\)/g, '')
    .replace(/[“”"]/g, '')
    .trim();
  const parts = base
    .split(/,\s*/)
    .map((p) => p.trim())
    .filter(Boolean);
  // Split at commas only between single words ("Kicker, Kicked"); a longer part keeps the whole.
  const names = parts.length > 1 && parts.every((p) => !/\s/.test(p)) ? parts : [base];
  return [...new Set([...names, ...inner])].filter(Boolean);
}

/** The Chinese spellings: "复制/复制品" → both; "（已废止）" and "（译注：…）" dropped; "（旧译X）" adds X. */
export function chineseNames(name: string): string[] {
  const older = [...name.matchAll(/（旧译([^）]*)）/g)].map((m) => m[1]);
  const base = name
    .replace(/（[^）]*）/g, '')
    .replace(/[“”"]/g, '')
    .trim();
  const parts = base
    .split(/[/，,]/)
    .map((p) => p.trim())
    .filter(Boolean);
  return [...new Set([...parts, ...older])];
}

export function buildSearchTerms(corpus: Corpus): SearchTerms {
  const edition = corpus.editions[corpus.newest];
  const terms: SearchTerm[] = [];
  const glossary = new Map((edition.glossary ?? []).map((e) => [e.id, e]));
  for (const entry of termIndex(edition)) {
    const term: SearchTerm = {
      en: englishNames(entry.en),
      zh: entry.zh ? chineseNames(entry.zh) : [],
      rules: entry.rules,
      kind: entry.kind === 'glossary' ? 'g' : 'k',
    };
    // A term that leads to no rule ("Mana Burn (Obsolete)") leads to its glossary entry.
    const own = entry.glossary ? glossary.get(entry.glossary) : undefined;
    if (entry.rules.length === 0) {
      if (!own) continue;
      const at = `${letterOf(own)}/#g-${own.id}`;
      term.glossary = { en: glossaryHref('en', edition.id) + at, zh: glossaryHref('zh', edition.id) + at };
    }
    terms.push(term);
  }
  for (const chapter of edition.chapters) {
    for (const number of chapter.sections) {
      const title = edition.sections[number].title;
      terms.push({ en: [title.en], zh: title.zh ? [title.zh] : [], rules: [number], kind: 's' });
    }
  }
  return { edition: edition.id, terms };
}
