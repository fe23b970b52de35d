// The word-level difference between a 2011 rule and the current rule it became, as HTML. Spaces
// count as tokens (diffWordsWithSpace), so each side of the diff restores its text exactly.
// <del>/<ins> carry their meaning in text too (struck through / underlined, plus a visually hidden
// "removed:"/"added:" label from CSS custom properties set per page language), never colour alone.
import { diffWordsWithSpace } from 'diff';
import type { Rule } from '../corpus/model';
import { esc } from './html';
import { plainText } from './inline';

export interface DiffStats {
  added: number;
  removed: number;
}

/** The English text of a rule as one string: its text, paragraphs and examples, in order. */
export function ruleEnglish(rule: Rule): string {
  const parts = [plainText(rule.en)];
  for (const p of rule.paragraphs) parts.push(plainText(p.en));
  for (const e of rule.examples) parts.push(plainText(e.en));
  return parts.join('\n');
}

/** HTML of the word diff from `before` to `after`, and how many words each side changed. */
export function wordDiff(before: string, after: string): { html: string; stats: DiffStats } {
  const stats: DiffStats = { added: 0, removed: 0 };
  let html = '';
  for (const part of diffWordsWithSpace(before, after)) {
    const text = esc(part.value).replace(/\n/g, '<br>');
    const words = part.value.split(/\s+/).filter(Boolean).length;
    if (part.added) {
      stats.added += words;
      html += `<ins>${text}</ins>`;
    } else if (part.removed) {
      stats.removed += words;
      html += `<del>${text}</del>`;
    } else {
      html += text;
    }
  }
  return { html, stats };
}
