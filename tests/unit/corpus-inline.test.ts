// The inline tokenizer and the reference resolver: references found in English plain text by
// context, Chinese links normalised, ranges expanded, targets classified; and the computed
// views built on them (translation findings, referencedBy).
import { describe, expect, it } from 'vitest';
import { loadCorpus, refsOf, type Inline, type RuleRef } from '../../src/corpus/index.ts';
import { tokenizeInline, parseRefText } from '../../src/corpus/inline.ts';
import { makeResolver } from '../../src/corpus/references.ts';
import { computeReferencedBy } from '../../src/corpus/findings.ts';

const corpus = loadCorpus();
const current = corpus.editions.seed;

// A resolver over a small made-up edition, to test the tokenizer without the corpus.
const resolve = makeResolver({
  edition: 'seed',
  chapters: [5, 6],
  numbers: [
    '506',
    '507',
    '508',
    '508.8',
    '509',
    '509.1',
    '509.1a',
    '509.2',
    '509.3',
    '509.3a',
    '511',
    '601.2a',
    '601.2b',
    '601.2c',
    '601.2d',
  ],
});
const tok = (text: string, lang: 'en' | 'zh' = 'en') => tokenizeInline(text, { lang, file: 'test', line: 1, resolve });
const refs = (text: string, lang: 'en' | 'zh' = 'en') => refsOf(tok(text, lang)).map((r) => r.text);

describe('finding references in English text', () => {
  it('takes dotted numbers and ranges', () => {
    expect(refs('see rule 508.8.')).toEqual(['508.8']);
    expect(refs('rules 509.1–3 are put onto the stack')).toEqual(['509.1–3']);
    expect(refs('proposal of the spell (rules 601.2a–d) and')).toEqual(['601.2a–d']);
    expect(refs('as described in 608.2c–m are complete')).toEqual(['608.2c–m']);
  });
  it('takes bare section numbers only after rule/see or inside a list of references', () => {
    expect(refs('the untap step (see rule 502) and certain cleanup steps (see rule 514)')).toEqual(['502', '514']);
    expect(refs('rules 506–511')).toEqual(['506–511']);
    expect(refs('See rule 802, “Attack Multiple Players Option,” rule 803, and rule 809.')).toEqual([
      '802',
      '803',
      '809',
    ]);
    expect(refs('see rules 506, 507, and 511')).toEqual(['506', '507', '511']);
  });
  it('leaves other numbers as text', () => {
    for (const text of [
      'a 5/6 creature',
      'assign 2 damage',
      'normally seven',
      'has 100 life',
      'March 31, 2011',
      'a 1/1 creature',
      'gets +1/+1',
    ]) {
      expect(refs(text)).toEqual([]);
      expect(tok(text)).toEqual([{ kind: 'text', text }]);
    }
  });
  it('keeps the surrounding words as text, exactly', () => {
    const runs = tok('(See rule 117, “Timing and Priority.”)');
    expect(runs.map((r) => r.kind)).toEqual(['text', 'ref', 'text', 'quote', 'text']);
    expect(runs.map((r) => r.text).join('')).toBe('(See rule 117, “Timing and Priority.”)');
  });
});

describe('elliptical and Chinese forms (as the dated editions write them)', () => {
  const r = makeResolver({
    edition: 'x',
    chapters: [5, 6],
    numbers: ['509.1', '509.1a', '509.1b', '509.1c', '608.3', '608.3a', '608.3b', '608.3c', '601', '506', '507', '508'],
  });
  const t = (text: string, lang: 'en' | 'zh' = 'en') => tokenizeInline(text, { lang, file: 'f', line: 1, resolve: r });
  const cited = (text: string, lang: 'en' | 'zh' = 'en') =>
    refsOf(t(text, lang)).map((x) => [x.text, x.ref.from, x.ref.to ?? '', x.ref.target]);
  it('"rules 608.3a and b": the letter alone is a reference to 608.3b', () => {
    expect(cited('The instructions in rules 608.3a and b are always performed first.')).toEqual([
      ['608.3a', '608.3a', '', 'rule'],
      ['b', '608.3b', '', 'rule'],
    ]);
    expect(cited('规则608.3a和b所述的指示总是首先执行。', 'zh')).toEqual([
      ['608.3a', '608.3a', '', 'rule'],
      ['b', '608.3b', '', 'rule'],
    ]);
    expect(cited('rules 608.3a, b, and c')).toEqual([
      ['608.3a', '608.3a', '', 'rule'],
      ['b', '608.3b', '', 'rule'],
      ['c', '608.3c', '', 'rule'],
    ]);
    expect(
      t('rules 608.3a and b are')
        .map((x) => x.text)
        .join(''),
    ).toBe('rules 608.3a and b are');
  });
  it('but not a word after "and", nor an earlier letter', () => {
    expect(cited('see rule 608.3a and a triggered ability')).toEqual([['608.3a', '608.3a', '', 'rule']]);
    expect(cited('see rule 608.3b or a spell')).toEqual([['608.3b', '608.3b', '', 'rule']]);
  });
  it('a linked head makes the letter linked too: "[608.3a](./6#cr608-3a)和b"', () => {
    const runs = refsOf(t('规则[608.3a](./6#cr608-3a)和b所述', 'zh'));
    expect(runs.map((x) => [x.text, x.ref.from, x.linked])).toEqual([
      ['608.3a', '608.3a', true],
      ['b', '608.3b', true],
    ]);
  });
  it('Chinese ranges with 至: "509.1b至c"', () => {
    expect(cited('参见规则509.1b至c。', 'zh')).toEqual([['509.1b至c', '509.1b', '509.1c', 'rule']]);
    expect(refsOf(t('规则509.1b至c', 'zh'))[0].ref.numbers).toEqual(['509.1b', '509.1c']);
  });
  it('a Chinese list with the rule titles between: "参见规则506，“战斗阶段”和507，“…”"', () => {
    expect(cited('（参见规则506，“战斗阶段”和507，“战斗开始步骤”。）', 'zh').map((x) => x[0])).toEqual(['506', '507']);
    // in English the quote ends a list: a number after it needs its own "rule"
    expect(cited('(See rule 506, “Combat Phase,” and 507 steps.)').map((x) => x[0])).toEqual(['506']);
  });
});

describe('Chinese references', () => {
  it('normalises both link styles; the link text is the reference', () => {
    const a = tok('参见规则[508.8](/5#cr508-8)。', 'zh');
    const b = tok('参见规则[509.1-3](./5#cr509-1)', 'zh');
    expect(a[1]).toMatchObject({
      kind: 'ref',
      text: '508.8',
      linked: true,
      ref: { from: '508.8', numbers: ['508.8'], target: 'rule' },
    });
    expect(b[1]).toMatchObject({
      kind: 'ref',
      text: '509.1-3',
      ref: { from: '509.1', to: '509.3', numbers: ['509.1', '509.2', '509.3'] },
    });
  });
  it('finds plain-text Chinese references too (509.1i: 详细信息参见509.4)', () => {
    expect(refs('详细信息参见509.4。', 'zh')).toEqual(['509.4']);
    const r = refsOf(current.rules['509.1i'].zh!);
    expect(r.map((x) => [x.text, x.linked ?? false])).toEqual([['509.4', false]]);
  });
  it('keeps bracketed placeholders as text', () => {
    expect(tok('“[此生物]不能单独攻击”', 'zh')).toEqual([{ kind: 'quote', text: '“[此生物]不能单独攻击”' }]);
  });
});

describe('quotes, symbols, links', () => {
  it('splits mana and tap symbols', () => {
    const runs = tok('“{1}{B}, {T}: Add {G}.”');
    expect(runs).toHaveLength(1);
    const q = runs[0] as Extract<Inline, { kind: 'quote' }>;
    expect(q.content!.filter((i) => i.kind === 'symbol').map((i) => (i as { symbol: string }).symbol)).toEqual([
      '1',
      'B',
      'T',
      'G',
    ]);
  });
  it('a quote inside a quote stays one quote; an unclosed quote stays text', () => {
    const zh = current.rules['611.2e'].examples[0].zh!;
    const q = zh.find((i) => i.kind === 'quote')!;
    expect(q.text).toBe('“该永久物额外具有“结界”此类别。”');
    const en = current.rules['606.5'].examples[0].en; // the source never closes “Planeswalkers’ …
    expect(en.filter((i) => i.kind === 'quote')).toEqual([]);
    expect(en.map((i) => i.text).join('')).toContain('“Planeswalkers’ loyalty abilities');
  });
  it('800.3: the tournament rules address is a link in both languages', () => {
    const en = current.rules['800.3'].en.filter((i) => i.kind === 'link');
    const zh = current.rules['800.3'].zh!.filter((i) => i.kind === 'link');
    expect(en).toEqual([
      {
        kind: 'link',
        text: 'WPN.Wizards.com/en/resources/rules-documents',
        href: 'http://WPN.Wizards.com/en/resources/rules-documents',
      },
    ]);
    expect(zh).toEqual([
      {
        kind: 'link',
        text: 'http://WPN.Wizards.com/en/resources/rules-documents',
        href: 'http://WPN.Wizards.com/en/resources/rules-documents',
      },
    ]);
  });
  it('corpus symbols are found', () => {
    const all = Object.values(current.rules).flatMap((r) => [r.en, ...r.examples.map((e) => e.en)]);
    const symbols = new Set<string>();
    const walk = (runs: Inline[]) =>
      runs.forEach((i) =>
        i.kind === 'symbol' ? symbols.add(i.symbol) : i.kind === 'quote' && i.content ? walk(i.content) : undefined,
      );
    all.forEach(walk);
    expect(symbols.has('T')).toBe(true);
  });
});

describe('resolving references', () => {
  const refOf = (rule: string, lang: 'en' | 'zh', text: string): RuleRef =>
    refsOf(current.rules[rule][lang]!).find((r) => r.text === text)!.ref;
  it("506.1's English cites 508.8, which exists", () => {
    expect(refOf('506.1', 'en', '508.8')).toEqual({ from: '508.8', numbers: ['508.8'], chapter: 5, target: 'rule' });
  });
  it('a reference into chapter 3 is not-included', () => {
    const into3 = Object.values(current.rules)
      .flatMap((r) => refsOf(r.en))
      .filter((r) => r.ref.chapter === 3);
    expect(into3.length).toBeGreaterThan(0);
    for (const r of into3) expect(r.ref).toMatchObject({ target: 'not-included', numbers: [] });
    expect(corpus.editions['2011'].rules['505.5b'].en.find((i) => i.kind === 'ref')).toMatchObject({
      text: '305',
      ref: { target: 'not-included', chapter: 3 },
    });
  });
  it('ranges list every number they cover; a section reference covers the section', () => {
    expect(refOf('601.2', 'en', '601.2a–d').numbers).toEqual(['601.2a', '601.2b', '601.2c', '601.2d']);
    expect(refOf('608.2n', 'en', '608.2c–m').numbers).toEqual([
      '608.2c',
      '608.2d',
      '608.2e',
      '608.2f',
      '608.2g',
      '608.2h',
      '608.2i',
      '608.2j',
      '608.2k',
      '608.2m',
    ]);
    expect(refOf('509.4a', 'en', '509.1–3').numbers).toEqual(['509.1', '509.2', '509.3']);
    expect(refOf('500.3', 'en', '502')).toMatchObject({ numbers: ['502'], target: 'rule' });
    expect(refsOf(tok('rules 506–511'))[0].ref.numbers).toEqual(['506', '507', '508', '509', '511']);
  });
  it('a number an included chapter lacks is missing', () => {
    expect(refsOf(tok('see rule 508.99'))[0].ref).toMatchObject({ target: 'missing', numbers: [] });
    expect(refsOf(tok('see rule 702.19'))[0].ref).toMatchObject({ target: 'not-included', chapter: 7 });
  });
  it("every reference resolves, but for the sources' own errors", () => {
    expect(corpus.missingRefs.filter((m) => m.edition === 'seed' || m.edition === '2011')).toEqual([]);
    // the glossary entry "Map" cites 110.10 (tokens are 111.10) from 2023-11-17 on; the 2022 Chinese 701.24c cites 704.5x
    const dated = corpus.missingRefs.filter((m) => m.edition !== 'seed' && m.edition !== '2011');
    expect(dated.filter((m) => m.rule !== 'glossary:map')).toEqual([
      { rule: '701.24c', edition: '2022-06-10', lang: 'zh', ref: '704.5x' },
    ]);
    const map = dated.filter((m) => m.rule === 'glossary:map');
    expect(map.map((m) => m.edition)).toEqual(corpus.dated.slice(corpus.dated.indexOf('2023-11-17'), -1)); // fixed in 2026-04-17
    expect(new Set(map.map((m) => `${m.lang} ${m.ref}`))).toEqual(new Set(['en 110.10']));
  });
  it('no dated edition has a reference "not included": every chapter is there', () => {
    for (const id of corpus.dated) {
      const e = corpus.editions[id];
      const all = e.ruleOrder.flatMap((n) => [
        e.rules[n].en,
        e.rules[n].zh ?? [],
        ...e.rules[n].examples.flatMap((x) => [x.en, x.zh ?? []]),
      ]);
      expect(all.flatMap(refsOf).filter((r) => r.ref.target === 'not-included')).toEqual([]);
    }
  });
  it('range syntax', () => {
    expect(parseRefText('601.2a–d', 'f', 1)).toEqual({ from: '601.2a', to: '601.2d' });
    expect(parseRefText('509.1-3', 'f', 1)).toEqual({ from: '509.1', to: '509.3' });
    expect(parseRefText('506–511', 'f', 1)).toEqual({ from: '506', to: '511' });
    expect(() => parseRefText('509.1–c', 'f', 7)).toThrow(/f:7: cannot parse reference "509.1–c"/);
  });
});

describe('translation findings', () => {
  it('lists every rule whose English and Chinese cite differently (verified against the sources)', () => {
    expect(corpus.translationFindings.filter((f) => f.edition === 'seed')).toEqual([
      // EN "(see rule 508.8)", ZH "（参见规则[508.5](/5#cr508-5)）"
      { edition: 'seed', rule: '506.1', kind: 'different-number', en: ['508.8'], zh: ['508.5'], where: 'rule' },
      // EN "See rule 509.4", ZH "详细信息参见509.4" without a link
      { edition: 'seed', rule: '509.1i', kind: 'not-linked', en: [], zh: ['509.4'], where: 'rule' },
      { edition: 'seed', rule: '601.2i', kind: 'not-linked', en: [], zh: ['601.2a–601.2h'], where: 'rule' },
      // EN "rules 601.2a–i", ZH "规则[601.2a-h](./6#cr601-2a)"
      {
        edition: 'seed',
        rule: '608.2g',
        kind: 'different-number',
        en: ['601.2a–601.2i'],
        zh: ['601.2a–601.2h'],
        where: 'rule',
      },
      { edition: 'seed', rule: '608.2n', kind: 'not-linked', en: [], zh: ['608.2c–608.2m'], where: 'rule' },
      { edition: 'seed', rule: '616.1g', kind: 'not-linked', en: [], zh: ['616.1a–616.1f'], where: 'rule' },
      // EN "(see rule 723)", ZH "（参见规则[724](./7#cr724)）"
      { edition: 'seed', rule: '801.17', kind: 'different-number', en: ['723'], zh: ['724'], where: 'rule' },
    ]);
  });
  it('every other rule cites the same numbers in both languages, examples included', () => {
    const flagged = new Set(corpus.translationFindings.filter((f) => f.edition === 'seed').map((f) => f.rule));
    for (const number of current.ruleOrder) {
      if (flagged.has(number)) continue;
      const r = current.rules[number];
      for (const [en, zh] of [[r.en, r.zh], ...r.examples.map((e) => [e.en, e.zh])]) {
        const key = (x: Inline[]) =>
          refsOf(x)
            .map((i) => `${i.ref.from}-${i.ref.to}`)
            .sort();
        expect(key(en!)).toEqual(key(zh!));
      }
    }
  });
});

describe('referencedBy', () => {
  it('lists the citing rules of a number, from both languages, once each, in order (seed)', () => {
    const by = computeReferencedBy(current);
    expect(by['508.8']).toEqual(['506.1', '506.7e', '506.7f']);
    expect(by['508.5']).toEqual(['506.1']); // only the Chinese cites it
    expect(by['509.2']).toContain('509.4a'); // covered by "rules 509.1–3"
    for (const list of Object.values(by)) expect(new Set(list).size).toBe(list.length);
  });
  it("corpus.referencedBy is the newest edition's", () => {
    expect(corpus.referencedBy).toEqual(computeReferencedBy(corpus.editions[corpus.newest]));
    expect(corpus.referencedBy['702.19b']).toContain('702.19c'); // trample over planeswalkers cites trample
    expect(corpus.referencedBy['508.5']).toEqual(expect.arrayContaining(['506.1', '310.8d']));
  });
});
