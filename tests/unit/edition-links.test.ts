// Consecutive dated editions linked rule by rule by content, on real transitions: the Foundations
// combat rewrite (2024-09-17 → 2024-11-08), the keyword actions put in alphabetical order
// (2025-04-04 → 2025-06-06), meld cards folded into 712 (2022-06-10 → 2023-06-16); every rule of
// the newest edition has a history back to 2022-06-10. And which editions the seed chapters equal.
import { describe, expect, it } from 'vitest';
import { loadCorpus, plainText, type EditionLink, type RuleLink } from '../../src/corpus/index.ts';
import { ruleHistories } from '../../src/corpus/history.ts';
import { eventsOf } from '../../src/site/rule-history.ts';

const corpus = loadCorpus();
const link = (to: string) => corpus.links.find((l) => l.to === to)!;
const from = (l: EditionLink, n: string) => l.rules.find((r) => r.from === n)!;
const to = (l: EditionLink, n: string) => l.rules.find((r) => r.to === n)!;
const kinds = (l: EditionLink) =>
  l.rules.reduce<Record<string, number>>((k, r) => ({ ...k, [r.kind]: (k[r.kind] ?? 0) + 1 }), {});

describe('every link', () => {
  it('maps dated[i] to dated[i + 1]', () => {
    expect(corpus.links.map((l) => [l.from, l.to])).toEqual(
      corpus.dated.slice(1).map((id, i) => [corpus.dated[i], id]),
    );
  });
  it("has one link per rule of either edition, in the newer edition's order", () => {
    for (const l of corpus.links) {
      const a = corpus.editions[l.from];
      const b = corpus.editions[l.to];
      expect(
        l.rules
          .filter((r) => r.from)
          .map((r) => r.from)
          .sort(),
      ).toEqual([...a.ruleOrder].sort());
      expect(l.rules.filter((r) => r.to).map((r) => r.to)).toEqual(b.ruleOrder);
      for (const r of l.rules) {
        expect(r.kind === 'added').toBe(r.from === undefined);
        expect(r.kind === 'removed').toBe(r.to === undefined);
        if (r.kind === 'unchanged') expect([r.from === r.to, r.changed, r.similarity]).toEqual([true, [], 1]);
        if (r.kind === 'changed') expect(r.from === r.to && r.changed.length > 0).toBe(true);
        if (r.kind === 'renumbered') expect(r.from).not.toBe(r.to);
      }
    }
  });
  it('calls a rule unchanged only when both languages read the same', () => {
    for (const l of corpus.links) {
      const a = corpus.editions[l.from];
      const b = corpus.editions[l.to];
      for (const r of l.rules.filter((x) => x.kind === 'unchanged').slice(0, 400)) {
        expect(plainText(b.rules[r.to!].en)).toBe(plainText(a.rules[r.from!].en));
        if (a.langs.includes('zh') && b.langs.includes('zh'))
          expect(plainText(b.rules[r.to!].zh!)).toBe(plainText(a.rules[r.from!].zh!));
      }
    }
  });
  it('between English-only editions, only English can change', () => {
    for (const r of link('2023-09-01').rules) expect(r.changed.every((x) => x === 'en')).toBe(true);
  });
});

describe('2024-09-17 → 2024-11-08: Foundations removed the damage assignment order', () => {
  const l = link('2024-11-08');
  it('removes 509.2, 509.3 and the rules that served them', () => {
    expect(l.rules.filter((r) => r.kind === 'removed').map((r) => r.from)).toEqual([
      '509.2',
      '509.2a',
      '509.3',
      '509.3a',
      '509.6',
      '703.4k',
      '703.4m',
      '802.5',
      '805.10f',
    ]);
    expect(plainText(corpus.editions['2024-09-17'].rules['509.2'].en)).toMatch(/damage assignment order/);
    expect(kinds(l)).toEqual({ unchanged: 2970, changed: 17, renumbered: 20, removed: 9 });
  });
  it('the same number, another rule: 509.2 of 2024-11-08 is the old 509.4, renumbered, "Fourth" now "Second"', () => {
    expect(to(l, '509.2')).toMatchObject({ from: '509.4', kind: 'renumbered', changed: ['en', 'zh'] });
    expect(plainText(corpus.editions['2024-11-08'].rules['509.2'].en)).toMatch(
      /^Second, the active player gets priority/,
    );
    expect(from(l, '509.2').kind).toBe('removed');
    expect(to(l, '509.3a')).toMatchObject({ from: '509.5a', kind: 'renumbered', changed: [], similarity: 1 });
  });
  it('510.1c changed in both languages; 118.3c lost its example and is still the same rule', () => {
    expect(to(l, '510.1c')).toMatchObject({ from: '510.1c', kind: 'changed', changed: ['en', 'zh'] });
    expect(corpus.editions['2024-09-17'].rules['510.1c'].examples).toHaveLength(4);
    expect(to(l, '118.3c')).toMatchObject({ from: '118.3c', kind: 'changed' });
    expect(corpus.editions['2024-11-08'].rules['118.3c'].examples).toHaveLength(0);
  });
  it('removed rules stand after the rule their predecessor became', () => {
    const order = l.rules.map((r) => r.to ?? `-${r.from}`);
    expect(order.slice(order.indexOf('509.1i'), order.indexOf('509.1i') + 6)).toEqual([
      '509.1i',
      '-509.2',
      '-509.2a',
      '-509.3',
      '-509.3a',
      '509.2',
    ]);
  });
});

describe('2025-04-04 → 2025-06-06: keyword actions in alphabetical order', () => {
  const l = link('2025-06-06');
  it('finds Behold moved from 701.61 to 701.4 and Cast from 701.4 to 701.5, texts unchanged', () => {
    expect(from(l, '701.61')).toMatchObject({ to: '701.4', kind: 'renumbered', changed: [], similarity: 1 });
    expect(from(l, '701.4')).toMatchObject({ to: '701.5', kind: 'renumbered' });
    expect(plainText(corpus.editions['2025-06-06'].rules['701.5'].en)).toBe('Cast');
    expect(to(l, '701.11')).toMatchObject({ kind: 'added' }); // Triple
    expect(kinds(l).renumbered).toBe(259);
  });
});

describe('2022-06-10 → 2023-06-16: meld cards folded into the double-faced cards rule', () => {
  const l = link('2023-06-16');
  it('follows rules that moved further than their neighbours when the text is nearly the same', () => {
    expect(from(l, '712.11a')).toMatchObject({ to: '712.15a', kind: 'renumbered' });
    expect(from(l, '712.13')).toMatchObject({ to: '712.17', kind: 'renumbered' });
    expect(from(l, '712.16')).toMatchObject({ to: '712.20', kind: 'renumbered' });
  });
  it('does not pair rules that only look alike', () => {
    // "A meld card isn't a double-faced card" was removed; it did not become another 712 rule
    expect(from(l, '713.1b').kind).toBe('removed');
    for (const r of l.rules)
      if (r.similarity !== undefined && r.kind === 'renumbered') expect(r.similarity).toBeGreaterThanOrEqual(0.6);
  });
});

describe('history', () => {
  it('every rule of the newest edition has a history back to 2022-06-10 (or to the edition that added it)', () => {
    const newest = corpus.editions[corpus.newest];
    let added = 0;
    for (const number of newest.ruleOrder) {
      let n: string | undefined = number;
      let step: RuleLink | undefined;
      for (let i = corpus.links.length - 1; i >= 0; i--) {
        step = corpus.links[i].rules.find((r) => r.to === n);
        expect(step).toBeDefined();
        if (step!.kind === 'added') break;
        n = step!.from;
      }
      if (step!.kind === 'added') added++;
      else expect(corpus.editions['2022-06-10'].rules[n!]).toBeDefined();
    }
    expect(added).toBeGreaterThan(400);
    expect(added).toBeLessThan(newest.ruleOrder.length / 4);
  });
  it('ruleHistories gives the same, with every number a rule had', () => {
    const histories = ruleHistories(corpus);
    const h = histories.find((x) => x.last === corpus.newest && x.number === '701.4')!; // Behold
    expect(h.numbers).toEqual(['701.61', '701.4']);
    expect(h.events[0]).toMatchObject({ kind: 'added' });
    const trample = histories.find((x) => x.last === corpus.newest && x.number === '702.19b')!;
    expect(trample.first).toBe('2022-06-10');
    const open = histories.filter((x) => x.last === corpus.newest);
    expect(open.map((x) => x.number)).toEqual(corpus.editions[corpus.newest].ruleOrder);
  });
  it('the history line under each rule of the newest edition (eventsOf) holds every step that changed it, newest first', () => {
    const newest = corpus.editions[corpus.newest];
    for (const number of newest.ruleOrder) {
      // Walked back link by link, as a reader would follow the rule through the editions.
      const expected: { edition: string; before: string; kind: string; from?: string; to?: string }[] = [];
      let n: string | undefined = number;
      for (let i = corpus.links.length - 1; i >= 0 && n; i--) {
        const step = corpus.links[i].rules.find((r) => r.to === n)!;
        if (step.kind !== 'unchanged')
          expected.push({
            edition: corpus.links[i].to,
            before: corpus.links[i].from,
            kind: step.kind,
            from: step.from,
            to: step.to,
          });
        n = step.from;
      }
      expect(
        eventsOf(corpus, number).map(({ edition, before, kind, from, to }) => ({ edition, before, kind, from, to })),
      ).toEqual(expected);
    }
    const behold = eventsOf(corpus, '701.4');
    expect(behold.at(-1)).toMatchObject({ kind: 'added', to: '701.61' });
    expect(behold.find((e) => e.kind === 'renumbered')).toMatchObject({ from: '701.61', to: '701.4' });
  });
});

describe('seed chapters against the dated editions', () => {
  const match = (chapter: number, lang: 'en' | 'zh') =>
    corpus.seedMatches.find((m) => m.chapter === chapter && m.lang === lang)!;
  it('chapter 5 (English first in its file) equals 2023-06-16, 2023-09-01, 2023-10-13, 2023-11-17 in English, 2023-11-17 in Chinese', () => {
    expect(corpus.seedMatches.find((m) => m.chapter === 5)!.lang).toBe('en');
    expect(match(5, 'en')).toMatchObject({
      rules: 146,
      editions: ['2023-06-16', '2023-09-01', '2023-10-13', '2023-11-17'],
    });
    expect(match(5, 'zh').editions).toEqual(['2023-11-17']);
  });
  it('chapter 6 (Chinese first) equals 2024-06-07, 315 of 315 rules, in both languages', () => {
    expect(corpus.seedMatches.find((m) => m.chapter === 6)!.lang).toBe('zh');
    expect(match(6, 'zh')).toMatchObject({ rules: 315, editions: ['2024-06-07'] });
    expect(match(6, 'zh').equal['2024-06-07']).toBe(315);
    expect(match(6, 'en').editions).toEqual(['2024-06-07']);
  });
  it("chapter 8: 172 of 173 Chinese rules equal 2024-06-07 (the seed links 800.3's address); English equals it in full", () => {
    expect(match(8, 'zh')).toMatchObject({ rules: 173, editions: [] });
    expect(match(8, 'zh').equal['2024-06-07']).toBe(172);
    expect(match(8, 'en').editions.at(-1)).toBe('2024-06-07');
  });
});
