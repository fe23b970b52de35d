// Which dated editions the seed chapters were taken from: for each seed chapter and language, how
// many of its rules a dated edition has under the same number with exactly the same text (rule,
// paragraphs and examples), and which editions have all of them. Measured, not declared: chapter 5
// equals 2023-06-16 … 2023-11-17 in English and 2023-11-17 in Chinese; chapter 6 equals 2024-06-07
// in both languages; chapter 8's English equals nine editions up to 2024-06-07, its Chinese none
// (172 of 173 rules in 2024-03-08, 2024-04-10 and 2024-06-07).
import type { Edition, Lang, SeedMatch } from './model.ts';
import { ruleFullText, type EditionTexts } from './edition-links.ts';

/** The language each seed chapter's file leads with comes first in the list. */
const LEAD: Record<number, Lang> = { 5: 'en', 6: 'zh', 8: 'zh' };

export function computeSeedMatches(seed: Edition, dated: EditionTexts[]): SeedMatch[] {
  const out: SeedMatch[] = [];
  for (const chapter of seed.chapters) {
    const numbers = chapter.sections.flatMap((s) => seed.sections[s].rules);
    const lead = LEAD[chapter.number] ?? 'en';
    for (const lang of [lead, ...seed.langs.filter((l) => l !== lead)]) {
      const equal: Record<string, number> = {};
      const own = numbers.map((n) => ruleFullText(seed.rules[n], lang));
      for (const texts of dated) {
        const edition = texts.edition;
        if (!edition.langs.includes(lang)) continue;
        equal[edition.id] = numbers.filter((n, k) => {
          const there = edition.rules[n];
          return there !== undefined && texts[lang][there.order] === own[k];
        }).length;
      }
      const editions = Object.keys(equal).filter((id) => equal[id] === numbers.length);
      out.push({ chapter: chapter.number, lang, rules: numbers.length, equal, editions });
    }
  }
  return out;
}
