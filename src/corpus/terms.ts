// Names that lead to rules, in both languages, for search: every keyword action (701.x) and
// keyword ability (702.x) by the title its rule gives it ("702.19. Trample" / "702.19. 践踏"), and
// every glossary term with the rules its definition cites ("Trample" → 702.19). Search maps a name
// typed in either language (or Traditional Chinese, converted) to these rules.
import type { Edition } from './model.ts';
import { plainText } from './inline.ts';

export interface TermEntry {
  /** `keyword-action` (a 701 rule), `keyword-ability` (a 702 rule), `glossary` (a glossary term). */
  kind: 'keyword-action' | 'keyword-ability' | 'glossary';
  en: string;
  /** Absent where the edition has no Chinese text. */
  zh?: string;
  /** The rules the name leads to: the keyword's own rule, or every rule a glossary definition cites. */
  rules: string[];
  /** The glossary entry's id, for `glossary`. */
  glossary?: string;
}

/** The sections whose top rules are titled with the name of a keyword. */
const KEYWORD_SECTIONS = { '701': 'keyword-action', '702': 'keyword-ability' } as const;

/** A top rule's text is a title, not a rule, when it is short and not a sentence. */
function titleOf(text: string): string | undefined {
  const t = text.trim();
  return t.length > 0 && t.length <= 60 && !/[.。:：]$/.test(t) ? t : undefined;
}

export function termIndex(edition: Edition): TermEntry[] {
  const out: TermEntry[] = [];
  for (const [section, kind] of Object.entries(KEYWORD_SECTIONS)) {
    for (const number of edition.sections[section]?.rules ?? []) {
      const rule = edition.rules[number];
      if (rule.parent !== section) continue;
      const en = titleOf(plainText(rule.en));
      if (!en) continue;
      const zh = rule.zh ? titleOf(plainText(rule.zh)) : undefined;
      out.push({ kind, en, ...(zh ? { zh } : {}), rules: [number] });
    }
  }
  for (const entry of edition.glossary ?? []) {
    out.push({
      kind: 'glossary',
      en: entry.term.en,
      ...(entry.term.zh ? { zh: entry.term.zh } : {}),
      rules: entry.rules,
      glossary: entry.id,
    });
  }
  return out;
}
