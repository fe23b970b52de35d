// The word-level difference between two texts of a rule, as HTML. The texts are cut into tokens
// whose concatenation is the text (English: words, spaces, newlines, punctuation; Chinese: the words
// Intl.Segmenter finds), so each side of the diff restores its text exactly. A rewritten passage
// reads as one deletion and one insertion: a short unchanged run (up to two words) between two
// changes joins them, instead of alternating word by word ("according to" → "divided as").
// <del>/<ins> carry their meaning in text too (struck through / underlined, plus a visually hidden
// "removed:"/"added:" label from CSS custom properties set per page language), never colour alone;
// a deletion and the insertion that replaces it are kept apart by a space (.diff-sep).
import { diffArrays } from 'diff';
import type { Lang, Rule } from '../corpus/model';
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

const CHINESE_WORDS = new Intl.Segmenter('zh', { granularity: 'word' });

/** Tokens whose concatenation is `text`. */
export function diffTokens(text: string, lang: Lang): string[] {
  if (lang === 'zh') return [...CHINESE_WORDS.segment(text)].map((s) => s.segment);
  return text.match(/\n|[\p{L}\p{N}’'_-]+|[^\S\n]+|[^\p{L}\p{N}\s]/gu) ?? [];
}

const isWord = (token: string): boolean => /[\p{L}\p{N}]/u.test(token);
const words = (tokens: string[]): number => tokens.filter(isWord).length;

type Block = { same: string[] } | { del: string[]; ins: string[] };

/** The diff as blocks of unchanged and changed tokens, short unchanged runs between changes folded in. */
function blocks(before: string[], after: string[]): Block[] {
  const out: Block[] = [];
  for (const part of diffArrays(before, after)) {
    const last = out.at(-1);
    if (!part.added && !part.removed) {
      out.push({ same: part.value });
      continue;
    }
    // A change after a change, or after a short unchanged run that follows a change, extends it.
    const beforeLast = out.at(-2);
    if (
      last &&
      'same' in last &&
      beforeLast &&
      'del' in beforeLast &&
      words(last.same) <= 2 &&
      !last.same.includes('\n')
    ) {
      out.pop();
      beforeLast.del.push(...last.same);
      beforeLast.ins.push(...last.same);
    }
    const open = out.at(-1);
    const change =
      open && 'del' in open ? open : (out[out.push({ del: [], ins: [] }) - 1] as { del: string[]; ins: string[] });
    (part.added ? change.ins : change.del).push(...part.value);
  }
  return out;
}

const html = (tokens: string[]): string => esc(tokens.join('')).replace(/\n/g, '<br>');

/** HTML of the word diff from `before` to `after`, and how many words each side changed. */
export function wordDiff(before: string, after: string, lang: Lang = 'en'): { html: string; stats: DiffStats } {
  const stats: DiffStats = { added: 0, removed: 0 };
  let out = '';
  for (const block of blocks(diffTokens(before, lang), diffTokens(after, lang))) {
    if ('same' in block) {
      out += html(block.same);
      continue;
    }
    stats.removed += words(block.del);
    stats.added += words(block.ins);
    if (block.del.length) out += `<del>${html(block.del)}</del>`;
    if (block.del.length && block.ins.length) out += '<span class="diff-sep"> </span>';
    if (block.ins.length) out += `<ins>${html(block.ins)}</ins>`;
  }
  return { html: out, stats };
}
