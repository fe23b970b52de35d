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
const TOKEN = new RegExp(
  [
    String.raw`\[(?<ltext>[^\]\n]*)\]\((?<href>[^)\s]*)\)`,
    String.raw`\[(?<burl>https?:\/\/[^\]\s]+)\]`,
    String.raw`(?<url>(?<![\w@.\/])(?:https?:\/\/)?(?:[A-Za-z0-9-]+\.)+(?:com|org|net)\b(?:\/[\w\/.~%-]*[\w\/~%-])?)`,
    String.raw`(?<quote>“(?:[^“”]|“[^“”]*”)*”|“[^”]*”)`, // one level of nesting (611.2e's Chinese)
    String.raw`(?<sym>\{[^{}\s]{1,6}\})`,
    String.raw`(?<num>(?<![\d.\/+−-])[1-9]\d{2}(?:\.\d+[a-z]?)?(?:[–-](?:[1-9]\d{2}(?:\.\d+[a-z]?)?|\d+[a-z]?|[a-z])(?![a-z]))?(?![\d\/]|\.\d))`,
  ].join('|'),
  'g',
);

/** Words after which a bare three-digit number is a section reference ("see rule 502"). */
const REF_LEAD = /(?:\b(?:rules?|Rules?|[Ss]ee|[Ss]ections?)|规则|参见|见)\s*$/;
/** What may stand between two references of one list ("rules 802, 803, and 809"). */
const LIST_JOIN = /^\s*(?:,|，|、|and|or|, and|, or|和|或|及|与|至|through)\s*$/;
/** A rule number whose link markup did not parse: "[508.8](/5#cr508-8" or "[508.8]". */
const GARBLED_LINK = /\[[1-9]\d{2}(?:[.\-–]\w*)*\](?!\()|\]\((?:\.?\/)\d#/;

/** Splits "601.2a–d" / "509.1-3" / "506–511" / "508.8" into its two ends; throws if malformed. */
export function parseRefText(text: string, file: string, line: number): RefSpan {
  const m = /^([1-9]\d{2})(?:\.(\d+)([a-z])?)?(?:[–-](.+))?$/.exec(text);
  const fail = (why: string) => new CorpusError(file, line, `cannot parse reference "${text}": ${why}`);
  if (!m) throw fail('not a rule number');
  const [, section, rule, letter, end] = m;
  const from = text.replace(/[–-].*$/, '');
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

/** Turns one source text (rule markup already removed) into inline runs. */
export function tokenizeInline(text: string, ctx: TokenizeContext): Inline[] {
  const out: Inline[] = [];
  let plain = '';
  let sincePrevRef: string | undefined; // text since the last reference, if one came before
  const flush = () => {
    if (plain) out.push({ kind: 'text', text: plain });
    plain = '';
  };
  const push = (inline: Inline) => {
    flush();
    out.push(inline);
  };
  const addRef = (shown: string, span: RefSpan, linked: boolean) => {
    push({ kind: 'ref', text: shown, ref: ctx.resolve(span), ...(linked ? { linked } : {}) });
    sincePrevRef = '';
  };
  const addText = (t: string) => {
    plain += t;
    if (sincePrevRef !== undefined) sincePrevRef += t;
  };

  let last = 0;
  for (const m of text.matchAll(TOKEN)) {
    const g = m.groups!;
    const at = m.index!;
    const before = text.slice(last, at);
    addText(before);
    last = at + m[0].length;
    if (g.ltext !== undefined) {
      addLink(g.ltext, g.href!, ctx, push, addRef);
    } else if (g.burl !== undefined) {
      push({ kind: 'link', text: g.burl, href: g.burl });
      sincePrevRef = undefined;
    } else if (g.url !== undefined) {
      const href = /^https?:\/\//.test(g.url) ? g.url : `http://${g.url}`;
      push({ kind: 'link', text: g.url, href });
      sincePrevRef = undefined;
    } else if (g.quote !== undefined) {
      const inner = tokenizeInline(g.quote.slice(1, -1), ctx);
      const quote: Inline = { kind: 'quote', text: g.quote };
      if (inner.some((i) => i.kind !== 'text')) quote.content = inner;
      push(quote);
      sincePrevRef = undefined;
    } else if (g.sym !== undefined) {
      push({ kind: 'symbol', text: g.sym, symbol: g.sym.slice(1, -1) });
    } else if (g.num !== undefined) {
      const dotted = /^\d{3}\./.test(g.num);
      const inList = sincePrevRef !== undefined && LIST_JOIN.test(sincePrevRef);
      if (dotted || REF_LEAD.test(plain) || inList) {
        addRef(g.num, parseRefText(g.num, ctx.file, ctx.line), false);
      } else {
        addText(g.num);
        sincePrevRef = undefined;
      }
    }
  }
  addText(text.slice(last));
  flush();
  for (const run of out) {
    if (run.kind === 'text' && GARBLED_LINK.test(run.text)) {
      throw new CorpusError(ctx.file, ctx.line, `garbled rule link near "${run.text.slice(0, 40)}"`);
    }
  }
  return out;
}

function addLink(
  text: string,
  href: string,
  ctx: TokenizeContext,
  push: (i: Inline) => void,
  addRef: (shown: string, span: RefSpan, linked: boolean) => void,
): void {
  if (/^[1-9]\d{2}/.test(text)) {
    const span = parseRefText(text, ctx.file, ctx.line);
    const m = /^\.?\/(\d)#(cr[\w-]+)$/.exec(href);
    if (!m || Number(m[1]) !== chapterOf(span.from) || m[2] !== anchorOf(span.from)) {
      throw new CorpusError(ctx.file, ctx.line, `link [${text}](${href}): the href does not point at ${span.from}`);
    }
    addRef(text, span, true);
  } else if (/^https?:\/\//.test(href)) {
    push({ kind: 'link', text, href });
  } else {
    throw new CorpusError(ctx.file, ctx.line, `cannot parse link [${text}](${href})`);
  }
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
