// Renders the parsed model's inline runs (text / ref / quote / symbol / link) as HTML strings.
// References become links into the page's language; a reference the site cannot honour (a chapter
// not in the corpus, a number not found) is a focusable, titled span, never a dead link.
import type { EditionId, Inline, Lang, RuleRef } from '../corpus/model';
import { t } from '../i18n';
import { esc } from './html';
import { partOf, ruleHref, sectionHref } from './paths';

export interface InlineContext {
  /** The page language: links point into it and titles are written in it. */
  lang: Lang;
  edition: EditionId;
  /** The page being rendered (a section "510" or a part "702.19", see partOf): references to
   *  rules on it become bare #anchors. */
  page?: string;
}

/** The href of a resolved reference: a range links to its first rule. */
export function refHref(ref: RuleRef, ctx: InlineContext): string {
  const full = ruleHref(ctx.lang, ctx.edition, ref.from);
  if (ctx.page && partOf(ref.from) === ctx.page) return full.slice(full.indexOf('#'));
  return full;
}

/** The hover title of a reference, or undefined when the link text says it all. */
export function refTitle(ref: RuleRef, lang: Lang): string | undefined {
  if (ref.target === 'not-included') return t(lang, 'ref.notIncluded', { n: ref.chapter });
  if (ref.target === 'missing') return t(lang, 'ref.missing', { n: ref.to ? `${ref.from}–${ref.to}` : ref.from });
  if (ref.to) return t(lang, 'ref.range', { from: ref.from, to: ref.to });
  return undefined;
}

export function renderRef(text: string, ref: RuleRef, ctx: InlineContext): string {
  const title = refTitle(ref, ctx.lang);
  if (ref.target !== 'rule') {
    const cls = ref.target === 'not-included' ? 'ref ref-external' : 'ref ref-missing';
    return `<span class="${cls}" tabindex="0" title="${esc(title!)}">${esc(text)}</span>`;
  }
  const titleAttr = title ? ` title="${esc(title)}"` : '';
  return `<a class="ref" href="${refHref(ref, ctx)}"${titleAttr}>${esc(text)}</a>`;
}

/** One inline run as HTML. */
export function renderInline(run: Inline, ctx: InlineContext): string {
  switch (run.kind) {
    case 'text':
      return esc(run.text);
    case 'ref':
      return renderRef(run.text, run.ref, ctx);
    case 'quote':
      return run.content ? renderQuote(run.text, run.content, ctx) : esc(run.text);
    case 'symbol':
      return `<span class="sym">${esc(run.text)}</span>`;
    case 'link':
      return `<a class="ext" href="${esc(run.href)}" rel="noopener">${esc(run.text)}</a>`;
  }
}

export const renderInlines = (runs: Inline[], ctx: InlineContext): string =>
  runs.map((r) => renderInline(r, ctx)).join('');

/** The text of inline runs without markup (previews, diffs, titles). */
export const plainText = (runs: Inline[]): string => runs.map((r) => r.text).join('');

/** A quote whose content holds symbols or references: its marks around its rendered runs. */
function renderQuote(text: string, content: Inline[], ctx: InlineContext): string {
  const inner = plainText(content);
  const at = text.indexOf(inner);
  if (at < 0) return esc(text);
  return esc(text.slice(0, at)) + renderInlines(content, ctx) + esc(text.slice(at + inner.length));
}

/** A link to a rule number in the page language (lists such as "Referenced by"). */
export function ruleLink(number: string, ctx: InlineContext): string {
  const href =
    number.length === 3
      ? sectionHref(ctx.lang, ctx.edition, number)
      : refHref({ from: number, numbers: [number], chapter: Number(number[0]), target: 'rule' }, ctx);
  return `<a class="ref" href="${href}">${esc(number)}</a>`;
}
