import { describe, expect, it } from 'vitest';
import type { Inline, RuleRef } from '../corpus/model';
import { loadCorpus } from '../corpus/index';
import { plainText, refHref, renderInline, renderInlines, type InlineContext } from './inline';

// The newest edition's pages live at /{lang}/… (other editions under /{lang}/{edition}/…).
const newest = loadCorpus().newest;
const en: InlineContext = { lang: 'en', edition: newest, page: '510' };
const zh: InlineContext = { lang: 'zh', edition: newest };
const ref = (from: string, extra: Partial<RuleRef> = {}): RuleRef => ({
  from,
  numbers: [from],
  chapter: Number(from[0]),
  target: 'rule',
  ...extra,
});

describe('renderInline', () => {
  it('escapes text and never passes markup through', () => {
    expect(renderInline({ kind: 'text', text: 'a <b> & "c"' }, en)).toBe('a &lt;b&gt; &amp; &quot;c&quot;');
  });

  it('links a reference into the page language; same-section references become bare anchors', () => {
    expect(renderInline({ kind: 'ref', text: '510.1c', ref: ref('510.1c') }, en)).toBe(
      '<a class="ref" href="#cr510-1c">510.1c</a>',
    );
    expect(renderInline({ kind: 'ref', text: '508.8', ref: ref('508.8') }, en)).toBe(
      '<a class="ref" href="/en/508/#cr508-8">508.8</a>',
    );
    expect(renderInline({ kind: 'ref', text: '508.8', ref: ref('508.8') }, zh)).toBe(
      '<a class="ref" href="/zh/508/#cr508-8">508.8</a>',
    );
  });

  it('links a range to its first rule and titles it with the range', () => {
    const html = renderInline({ kind: 'ref', text: '601.2a–d', ref: ref('601.2a', { to: '601.2d' }) }, zh);
    expect(html).toBe('<a class="ref" href="/zh/601/#cr601-2a" title="规则601.2a–601.2d">601.2a–d</a>');
  });

  it('marks a reference into a chapter not in the corpus, without a link', () => {
    const html = renderInline(
      { kind: 'ref', text: '702.26', ref: ref('702.26', { target: 'not-included', numbers: [] }) },
      en,
    );
    expect(html).toBe(
      '<span class="ref ref-external" tabindex="0" title="Chapter 7 is not included in this site">702.26</span>',
    );
    expect(html).not.toContain('href');
  });

  it('marks a missing number as not found', () => {
    const html = renderInline(
      { kind: 'ref', text: '509.9', ref: ref('509.9', { target: 'missing', numbers: [] }) },
      zh,
    );
    expect(html).toContain('class="ref ref-missing"');
    expect(html).toContain('title="本版本中找不到规则509.9"');
  });

  it('renders symbols, external links and quotes with their content', () => {
    expect(renderInline({ kind: 'symbol', text: '{T}', symbol: 'T' }, en)).toBe('<span class="sym">{T}</span>');
    expect(renderInline({ kind: 'link', text: 'MTR', href: 'https://x.test/?a=1&b=2' }, en)).toBe(
      '<a class="ext" href="https://x.test/?a=1&amp;b=2" rel="noopener">MTR</a>',
    );
    const quote: Inline = {
      kind: 'quote',
      text: '“{T}: Draw.”',
      content: [
        { kind: 'symbol', text: '{T}', symbol: 'T' },
        { kind: 'text', text: ': Draw.' },
      ],
    };
    expect(renderInline(quote, en)).toBe('“<span class="sym">{T}</span>: Draw.”');
  });

  it('refHref of a section reference points at the section heading', () => {
    expect(refHref(ref('509'), zh)).toBe('/zh/509/#cr509');
  });
});

describe('every reference of the corpus', () => {
  const corpus = loadCorpus();
  const runs: Inline[][] = [];
  for (const rule of Object.values(corpus.editions.seed.rules)) {
    runs.push(rule.en, rule.zh ?? []);
    for (const x of [...rule.examples, ...rule.paragraphs]) runs.push(x.en, x.zh ?? []);
  }

  it('renders as a link when it resolves and as a marked span otherwise, keeping the text', () => {
    let links = 0;
    let spans = 0;
    for (const r of runs) {
      const html = renderInlines(r, en);
      for (const x of r) if (x.kind === 'ref') x.ref.target === 'rule' ? links++ : spans++;
      // The visible text is exactly the source text.
      expect(
        html
          .replace(/<[^>]+>/g, '')
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&quot;/g, '"')
          .replace(/&amp;/g, '&'),
      ).toBe(plainText(r));
    }
    const all = runs.map((r) => renderInlines(r, en)).join('');
    expect(links).toBeGreaterThan(100);
    expect(spans).toBeGreaterThan(10);
    expect(all.match(/<a class="ref"/g)?.length).toBe(links);
    expect(all.match(/<span class="ref ref-(external|missing)"/g)?.length).toBe(spans);
  });
});
