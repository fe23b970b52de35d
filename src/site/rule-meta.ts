// What the build knows about a rule beyond its text, as short HTML: its 2011 counterpart (with a
// word diff), what became of a 2011 rule, the rules that reference it, the commentary sections
// that discuss it. Strings come from i18n; every corpus string is escaped.
import type { HistoryEntry, Lang, Rule } from '../corpus/model';
import { t } from '../i18n';
import type { CommentaryLink } from './derived';
import { ruleEnglish, wordDiff } from './diff';
import { esc } from './html';
import { ruleLink, type InlineContext } from './inline';
import { commentaryHref, ruleHref } from './paths';

/** After a label ending in a colon: a space in English, none after Chinese full-width punctuation. */
const gap = (lang: Lang) => (lang === 'zh' ? '' : ' ');
const link = (href: string, text: string) => `<a href="${href}">${esc(text)}</a>`;

/** A current chapter-5 rule: new since 2011, unchanged, or changed/moved with its word diff. */
export function historyHtml(lang: Lang, rule: Rule, history: { entry: HistoryEntry; old: Rule } | 'added'): string {
  if (history === 'added') return `<p class="history">${t(lang, 'history.added')}</p>`;
  const { entry, old } = history;
  const oldLink = link(ruleHref(lang, '2011', old.number), old.number);
  if (entry.kind === 'unchanged') {
    return `<p class="history">${t(lang, 'history.unchanged', { n: oldLink })}</p>`;
  }
  const before = ruleEnglish(old);
  const after = ruleEnglish(rule);
  const what =
    entry.kind === 'moved'
      ? t(lang, 'history.moved', { n: oldLink })
      : t(lang, 'history.changed') + ' · ' + t(lang, 'history.was', { n: oldLink });
  // Renumbered with the same words: nothing to show. The summary holds no link (a link inside
  // <summary> would be a nested control).
  if (before === after) return `<p class="history">${what}</p>`;
  return (
    `<div class="history"><p>${what}</p><details><summary>${t(lang, 'history.show')}</summary>` +
    `<p class="diff" lang="en">${wordDiff(before, after).html}</p></details></div>`
  );
}

/** A 2011 rule: the current rule it became, or that it was removed. */
export function fateHtml(lang: Lang, fate: HistoryEntry): string {
  const now = fate.current
    ? t(lang, 'history.becomes', { n: link(ruleHref(lang, 'seed', fate.current), fate.current) })
    : t(lang, 'history.removed');
  return `<p class="history">${now}</p>`;
}

/** "Referenced by (N): 509.1, 601.2a" — links into the page language. */
export function referencedByHtml(numbers: string[], ctx: InlineContext): string {
  if (numbers.length === 0) return '';
  const links = numbers.map((n) => ruleLink(n, ctx)).join(', ');
  return `<p class="referenced-by">${t(ctx.lang, 'rule.referencedBy', { n: numbers.length })}${gap(ctx.lang)}${links}</p>`;
}

/** "Discussed in the commentary: <heading>" — links to the article's sections. */
export function commentaryNoteHtml(lang: Lang, notes: CommentaryLink[]): string {
  if (notes.length === 0) return '';
  const links = notes.map((n) => `<a href="${esc(commentaryHref(n.id))}" lang="zh-TW">${esc(n.heading)}</a>`);
  return `<p class="commentary-note">${t(lang, 'commentary.note')}${gap(lang)}${links.join(lang === 'zh' ? '、' : ', ')}</p>`;
}
