// Inline structure of rule text, in both languages. The English text cites rules as plain words
// ("see rule 508.8", "rules 509.1–3"), so this tokenizer has to find them itself; the Chinese text
// mostly links them (`[508.8](/5#cr508-8)`, `[805.4](./8#cr805-4)`), and the link text is taken as
// the reference while the href only has to confirm it. Card text in “quotes”, mana symbols and
// external links become their own runs, so the site never renders source markup as is.
import { CorpusError, type Inline, type Lang, type RuleRef } from './model.ts';
import { anchorOf, chapterOf, parseNumber } from './numbers.ts';

/** A reference as written, before it is resolved against an edition. */
export interface RefSpan {
  from: string;
  to?: string;
}

export interface TokenizeContext {
  lang: Lang;
  file: string;
  line: number;
  resolve: (ref: RefSpan) => RuleRef;
}

// One alternation, scanned left to right; the first group that matches decides the run's kind.
// The bare-domain alternative is costly (it tries every word), so texts that cannot hold a domain
// are scanned without it.
// Numbered groups (named ones cost an object per match): 1 link text, 2 href, 3 bracketed URL,
// 4 bare domain, 5 quote, 6 symbol, 7 number.
const LINK = String.raw`\[([^\]\n]*)\]\(([^)\s]*)\)|\[(https?:\/\/[^\]\s]+)\]`;
const URL = String.raw`((?<![\w@.\/])(?:https?:\/\/)?(?:[A-Za-z0-9-]+\.)+(?:com|org|net)\b(?:\/[\w\/.~%-]*[\w\/~%-])?)`;
const NO_URL = String.raw`((?!))`; // keeps the group numbers of texts scanned without domains
const REST = [
  String.raw`(“(?:[^“”]|“[^“”]*”)*”|“[^”]*”)`, // one level of nesting (611.2e's Chinese)
  String.raw`(\{[^{}\s]{1,6}\})`,
  // a number, maybe a range: "601.2a–d", "509.1-3", "506–511", Chinese "509.1b至c"
  String.raw`((?<![\d.\/+−-])[1-9]\d{2}(?:\.\d+[a-z]?)?(?:(?:[–-]|至)(?:[1-9]\d{2}(?:\.\d+[a-z]?)?|\d+[a-z]?|[a-z])(?![a-z]))?(?![\d\/]|\.\d))`,
];
const TOKEN = new RegExp([LINK, URL, ...REST].join('|'), 'g');
const TOKEN_NO_URL = new RegExp([LINK, NO_URL, ...REST].join('|'), 'g');
const MAY_HOLD_URL = /\.(?:com|org|net)\b/;
/** Every other token holds one of these: a bracket, a curly quote, a brace or a digit. */
const MAY_HOLD_TOKEN = /[[“{\d]/;

/** Words after which a bare three-digit number is a section reference ("see rule 502"). */
const REF_LEAD = /(?:\b(?:rules?|Rules?|[Ss]ee|[Ss]ections?)|规则|参见|见)\s*$/;
/** What may stand between two references of one list ("rules 802, 803, and 809"); in Chinese the
 *  cited rule's title may come between ("规则703，“回合动作”和704"). */
const LIST_JOIN = /^\s*(?:,|，|、|and|or|, and|, or|和|或|及|以及|与|至|through)\s*$/;
const LIST_JOIN_TITLED = /^\s*[，,]?\s*“[^“”]*”\s*(?:和|或|及|以及|与|、)\s*$/;
/** The elliptical end of a list: "rules 608.3a and b", "608.3a和b" — a later subrule letter of the
 *  same rule, written alone after "and", "or", a comma or their Chinese equivalents. */
const ELLIPSIS = /(\s*(?:,\s*(?:and|or)\s+|,\s*|\s+(?:and|or)\s+|和|或|及|与|、|，))([a-z])(?![\w.\/])/y;
/** A rule number whose link markup did not parse: "[508.8](/5#cr508-8" or "[508.8]". */
const GARBLED_LINK = /\[[1-9]\d{2}(?:[.\-–]\w*)*\](?!\()|\]\((?:\.?\/)\d#/;
const RANGE_MARK = /[–-]|至/;

/** Splits "601.2a–d" / "509.1-3" / "506–511" / "509.1b至c" / "508.8" into its two ends; throws if
 *  malformed. */
export function parseRefText(text: string, file: string, line: number): RefSpan {
  const m = /^([1-9]\d{2})(?:\.(\d+)([a-z])?)?(?:(?:[–-]|至)(.+))?$/.exec(text);
  const fail = (why: string) => new CorpusError(file, line, `cannot parse reference "${text}": ${why}`);
  if (!m) throw fail('not a rule number');
  const [, section, rule, letter, end] = m;
  const mark = RANGE_MARK.exec(text);
  const from = mark ? text.slice(0, mark.index) : text;
  if (end === undefined) return { from };
  let to: string;
  if (/^[1-9]\d{2}(?:\.\d+[a-z]?)?$/.test(end)) to = end;
  else if (/^\d+[a-z]?$/.test(end) && rule !== undefined) to = `${section}.${end}`;
  else if (/^[a-z]$/.test(end) && letter !== undefined) to = `${section}.${rule}${end}`;
  else throw fail('the end of the range does not fit its start');
  const a = parseNumber(from)!;
  const b = parseNumber(to)!;
  const sameShape = (a.rule === undefined) === (b.rule === undefined) && !!a.letter === !!b.letter;
  if (!sameShape) throw fail('the two ends of the range are not the same kind of number');
  return { from, to };
}

/** The runs being built for one text: plain text waits in `plain` until a non-text run comes. */
interface Runs {
  out: Inline[];
  plain: string;
  /** Text since the last reference, if a reference came before (a list may continue). */
  sincePrevRef: string | undefined;
}

function flush(r: Runs): void {
  if (r.plain) r.out.push({ kind: 'text', text: r.plain });
  r.plain = '';
}

function push(r: Runs, inline: Inline): void {
  flush(r);
  r.out.push(inline);
}

function addText(r: Runs, t: string): void {
  r.plain += t;
  if (r.sincePrevRef !== undefined) r.sincePrevRef += t;
}

function addRef(r: Runs, ctx: TokenizeContext, shown: string, span: RefSpan, linked: boolean): void {
  const ref: Inline = { kind: 'ref', text: shown, ref: ctx.resolve(span) };
  if (linked) ref.linked = true;
  push(r, ref);
  r.sincePrevRef = '';
}

/** Turns one source text (rule markup already removed) into inline runs. */
export function tokenizeInline(text: string, ctx: TokenizeContext): Inline[] {
  const mayHoldUrl = MAY_HOLD_URL.test(text);
  if (!mayHoldUrl && !MAY_HOLD_TOKEN.test(text)) return text ? [{ kind: 'text', text }] : [];
  const r: Runs = { out: [], plain: '', sincePrevRef: undefined };
  const token = mayHoldUrl ? TOKEN : TOKEN_NO_URL;
  token.lastIndex = 0;
  let last = 0;
  let m: RegExpExecArray | null;
  while ((m = token.exec(text))) {
    const [, ltext, href, burl, url, quoted, sym, num] = m;
    addText(r, text.slice(last, m.index));
    last = m.index + m[0].length;
    if (ltext !== undefined) {
      const span = addLink(ltext, href, ctx, r);
      if (span) last = addEllipsis(text, last, span.to ?? span.from, ctx, r, true); // "[608.3a](…)和b"
    } else if (burl !== undefined) {
      push(r, { kind: 'link', text: burl, href: burl });
      r.sincePrevRef = undefined;
    } else if (url !== undefined) {
      push(r, { kind: 'link', text: url, href: /^https?:\/\//.test(url) ? url : `http://${url}` });
      r.sincePrevRef = undefined;
    } else if (quoted !== undefined) {
      const inner = tokenizeInline(quoted.slice(1, -1), ctx);
      const quote: Inline = { kind: 'quote', text: quoted };
      if (inner.some((i) => i.kind !== 'text')) quote.content = inner;
      push(r, quote);
      // a Chinese list may name each rule's title after its number
      r.sincePrevRef = ctx.lang === 'zh' && r.sincePrevRef !== undefined ? r.sincePrevRef + quoted : undefined;
    } else if (sym !== undefined) {
      push(r, { kind: 'symbol', text: sym, symbol: sym.slice(1, -1) });
    } else if (num !== undefined) {
      const dotted = num.charCodeAt(3) === 46; // "508.8": a dot after three digits
      const inList =
        r.sincePrevRef !== undefined &&
        (LIST_JOIN.test(r.sincePrevRef) || (ctx.lang === 'zh' && LIST_JOIN_TITLED.test(r.sincePrevRef)));
      if (dotted || inList || REF_LEAD.test(r.plain.slice(-30))) {
        const span = parseRefText(num, ctx.file, ctx.line);
        addRef(r, ctx, num, span, false);
        last = addEllipsis(text, last, span.to ?? span.from, ctx, r, false);
      } else {
        addText(r, num);
        r.sincePrevRef = undefined;
      }
    }
    token.lastIndex = last; // a quote's own tokenizing has used the same expression
  }
  addText(r, text.slice(last));
  flush(r);
  for (const run of r.out) {
    if (run.kind === 'text' && (run.text.includes('[') || run.text.includes('](')) && GARBLED_LINK.test(run.text)) {
      throw new CorpusError(ctx.file, ctx.line, `garbled rule link near "${run.text.slice(0, 40)}"`);
    }
  }
  return r.out;
}

/** After a reference to a subrule ("608.3a"), the letters that continue it elliptically
 *  (" and b"): each becomes a reference of its own, linked when the list's head is a link.
 *  Returns where the text continues. */
function addEllipsis(
  text: string,
  at: number,
  previous: string,
  ctx: TokenizeContext,
  r: Runs,
  linked: boolean,
): number {
  let prev = parseNumber(previous);
  while (prev?.letter) {
    ELLIPSIS.lastIndex = at;
    const m = ELLIPSIS.exec(text);
    if (!m || m[2] <= prev.letter) break;
    const number = `${prev.section}.${prev.rule}${m[2]}`;
    addText(r, m[1]);
    addRef(r, ctx, m[2], { from: number }, linked);
    at = ELLIPSIS.lastIndex;
    prev = parseNumber(number);
  }
  return at;
}

/** A markdown link: a rule reference (returned) or an external link. */
function addLink(text: string, href: string, ctx: TokenizeContext, r: Runs): RefSpan | undefined {
  if (/^[1-9]\d{2}/.test(text)) {
    const span = parseRefText(text, ctx.file, ctx.line);
    const m = /^\.?\/(\d)#(cr[\w-]+)$/.exec(href);
    if (!m || Number(m[1]) !== chapterOf(span.from) || m[2] !== anchorOf(span.from)) {
      throw new CorpusError(ctx.file, ctx.line, `link [${text}](${href}): the href does not point at ${span.from}`);
    }
    addRef(r, ctx, text, span, true);
    return span;
  } else if (/^https?:\/\//.test(href)) {
    push(r, { kind: 'link', text, href });
  } else {
    throw new CorpusError(ctx.file, ctx.line, `cannot parse link [${text}](${href})`);
  }
  return undefined;
}

/** Every reference in a run list, including those inside quotes. */
export function refsOf(inlines: Inline[]): Extract<Inline, { kind: 'ref' }>[] {
  const out: Extract<Inline, { kind: 'ref' }>[] = [];
  for (const i of inlines) {
    if (i.kind === 'ref') out.push(i);
    else if (i.kind === 'quote' && i.content) out.push(...refsOf(i.content));
  }
  return out;
}

/** The plain text of a run list (what a reader sees, markup removed). */
export function plainText(inlines: Inline[]): string {
  return inlines.map((i) => i.text).join('');
}
