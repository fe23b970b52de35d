// The 2011 edition (reflowed from PDF text) and the edition map computed from text similarity.
import { describe, expect, it } from 'vitest';
import { loadCorpus, plainText, readCorpusFiles, refsOf, splitLines } from '../../src/corpus/index.ts';
import { hyphenVocabulary, joinWrapped } from '../../src/corpus/edition2011.ts';

const corpus = loadCorpus();
const old = corpus.editions['2011'];
const text = readCorpusFiles().find((f) => f.path.includes('cr-2011'))!.text;
const lines = splitLines(text);

describe('2011 edition: structure', () => {
  it('counts sections, rules and examples (grep-like count, and pinned)', () => {
    const sections = Object.keys(old.sections).length;
    const examples = old.ruleOrder.reduce((n, r) => n + old.rules[r].examples.length, 0);
    expect(sections).toBe(lines.filter((l) => /^5\d\d\. [A-Z]/.test(l)).length);
    expect(old.ruleOrder.length).toBe(lines.filter((l) => /^5\d\d\.\d+(?:\.|[a-z]) /.test(l)).length);
    expect(examples).toBe(lines.filter((l) => /^Example: /.test(l)).length);
    expect([sections, old.ruleOrder.length, examples]).toEqual([15, 118, 13]);
  });
  it('reads the date line and the chapter heading', () => {
    expect(old.date).toBe('2011-03-31');
    expect(old.chapters).toHaveLength(1);
    expect(old.chapters[0].title).toEqual({ en: 'Turn Structure' });
    expect(old.sections['514'].title).toEqual({ en: 'Cleanup Step' });
    expect(old.rules['510.1c'].anchor).toBe('cr510-1c');
  });
  it('joins hard-wrapped lines into one text per rule', () => {
    const r = old.rules['500.1'];
    expect(plainText(r.en)).toBe(
      'A turn consists of five phases, in this order: beginning, precombat main, combat, postcombat main, and ending. Each of these phases takes place every turn, even if nothing happens during the phase. The beginning, combat, and ending phases are further broken down into steps, which proceed in order.',
    );
    expect(r.source.lines).toEqual([6, 7, 8, 9]);
  });
  it('separates rules and their examples', () => {
    expect(old.rules['508.1c'].examples).toHaveLength(1);
    expect(old.rules['510.1c'].examples).toHaveLength(4);
    expect(plainText(old.rules['508.1c'].examples[0].en)).toBe(
      'A player controls two creatures, each with a restriction that states “[This creature] can’t attack alone.” It’s legal to declare both as attackers.',
    );
    expect(old.rules['508.1c'].zh).toBeUndefined();
  });
  it("keeps 509.1b's extra paragraph apart, as the current edition does", () => {
    const r = old.rules['509.1b'];
    expect(plainText(r.en)).toMatch(/declaration of blockers is illegal\.$/);
    expect(r.paragraphs.map((p) => plainText(p.en))).toEqual([
      'A restriction may be created by an evasion ability (a static ability an attacking creature has that restricts what can block it). If an attacking creature gains or loses an evasion ability after a legal block has been declared, it doesn’t affect that block. Different evasion abilities are cumulative.',
    ]);
  });
  it('wrapped lines that start with a number stay text', () => {
    // line 77 is "603, “Handling Triggered Abilities.”)", line 411 starts "2/1 creature)."
    expect(lines[76]).toMatch(/^603, /);
    expect(plainText(old.rules['505.4'].en)).toContain('(See rule 603, “Handling Triggered Abilities.”)');
    expect(refsOf(old.rules['505.4'].en).map((r) => r.text)).toEqual(['603']);
    expect(plainText(old.rules['510.1c'].examples[3].en)).toContain('Goblin Piker (a 2/1 creature). Among other');
    expect(refsOf(old.rules['508.1e'].en)[0].ref).toMatchObject({ from: '702.19', target: 'not-included' });
  });
  it('resolves references against the 2011 edition', () => {
    // 2011's 506.6e cites 508.6 (skip declare blockers); in 2011 that number exists
    expect(refsOf(old.rules['506.6e'].en)[0].ref).toMatchObject({ from: '508.6', target: 'rule', numbers: ['508.6'] });
    expect(refsOf(old.rules['506.6g'].en).map((r) => r.ref.numbers)).toEqual([
      ['506.6'],
      ['506.6a', '506.6b', '506.6c', '506.6d', '506.6e', '506.6f'],
    ]);
  });
  it('drops the date line, page-break blanks and the blog footer, with reasons', () => {
    const ignored = corpus.ignoredLines.filter((l) => l.file.includes('cr-2011'));
    expect(ignored).toEqual([
      { file: 'content/cr-2011-03-31-ch5-turn-structure.en.txt', line: 1, reason: 'date' },
      { file: 'content/cr-2011-03-31-ch5-turn-structure.en.txt', line: 2, reason: 'blank' },
      { file: 'content/cr-2011-03-31-ch5-turn-structure.en.txt', line: 4, reason: 'blank' },
      { file: 'content/cr-2011-03-31-ch5-turn-structure.en.txt', line: 10, reason: 'page-break' },
      { file: 'content/cr-2011-03-31-ch5-turn-structure.en.txt', line: 11, reason: 'page-break' },
      { file: 'content/cr-2011-03-31-ch5-turn-structure.en.txt', line: 492, reason: 'blank' },
      { file: 'content/cr-2011-03-31-ch5-turn-structure.en.txt', line: 493, reason: 'footer' },
      { file: 'content/cr-2011-03-31-ch5-turn-structure.en.txt', line: 494, reason: 'blank' },
      { file: 'content/cr-2011-03-31-ch5-turn-structure.en.txt', line: 495, reason: 'footer' },
    ]);
    expect(lines[492]).toBe('No comments:');
    expect(lines[494]).toBe('Post a Comment');
    const all = old.ruleOrder
      .flatMap((n) => [old.rules[n].en, ...old.rules[n].examples.map((e) => e.en)])
      .map(plainText)
      .join(' ');
    expect(all).not.toMatch(/No comments|Post a Comment|Thursday/);
  });
});

describe('2011 edition: hyphens lost at line breaks', () => {
  it('restores "turnbased" to "turn-based" from the corpus vocabulary', () => {
    expect(lines[18]).toMatch(/This turnbased$/); // the source as it is
    expect(plainText(old.rules['500.4'].en)).toBe(
      'When a step or phase ends, any unused mana left in a player’s mana pool empties. This turn-based action doesn’t use the stack.',
    );
    expect(plainText(old.rules['510.1'].en)).toContain('This turn-based action doesn’t use the stack.');
    const all = old.ruleOrder.map((n) => plainText(old.rules[n].en)).join(' ');
    expect(all).not.toMatch(/turnbased/);
  });
  it('the vocabulary is computed from the current English text', () => {
    const vocabulary = hyphenVocabulary(corpus.editions.seed);
    expect(vocabulary.glued.get('turnbased')).toBe('turn-based');
    expect(vocabulary.glued.get('phasedout')).toBe('phased-out');
    expect(vocabulary.plain.has('nonactive')).toBe(true);
    // a word split at the break whose join the corpus hyphenates gets its hyphen back
    expect(joinWrapped('This turn', 'based action', vocabulary)).toBe('This turn-based action');
    expect(joinWrapped('all phased', 'out permanents', vocabulary)).toBe('all phased-out permanents');
    // ordinary wraps are joined with a space, and a glued word unknown to the corpus is left alone
    expect(joinWrapped('on the', 'stack.', vocabulary)).toBe('on the stack.');
    expect(joinWrapped('the non', 'active player', vocabulary)).toBe('the non active player');
    expect(joinWrapped('This turnbased', 'action', vocabulary)).toBe('This turn-based action');
  });
});

describe('edition map (text similarity)', () => {
  const map = corpus.editionMap;
  const entry = (n: string) => map.entries.find((e) => e.old === n)!;
  it('has one entry per 2011 rule, in 2011 order, and is one-to-one', () => {
    expect(map.entries.map((e) => e.old)).toEqual(old.ruleOrder);
    const targets = map.entries.flatMap((e) => (e.current ? [e.current] : []));
    expect(new Set(targets).size).toBe(targets.length);
    const ch5 = corpus.editions.seed.ruleOrder.filter((n) => n.startsWith('5'));
    expect([...targets, ...map.added].sort()).toEqual([...ch5].sort());
  });
  it("finds 2011's 506.6a–g renumbered as 506.7a–g", () => {
    expect(entry('506.6a')).toMatchObject({ current: '506.7a', kind: 'moved' });
    for (const l of 'abcdefg') expect(entry(`506.6${l}`)).toMatchObject({ current: `506.7${l}`, kind: 'moved' });
    expect(entry('506.6')).toMatchObject({ current: '506.7', kind: 'moved', similarity: 1 });
    expect(map.added).toContain('506.6'); // "had to attack" is new
  });
  it('finds other renumberings the same way', () => {
    expect(entry('508.6')).toMatchObject({ current: '508.8', kind: 'moved' }); // skip declare blockers
    expect(entry('509.4a')).toMatchObject({ current: '509.5a', kind: 'moved' });
    expect(entry('510.5')).toMatchObject({ current: '510.4', kind: 'moved' }); // first strike step
  });
  it('tells unchanged from changed, and keeps priority rules in their own step', () => {
    expect(entry('500.1')).toMatchObject({ current: '500.1', kind: 'unchanged', similarity: 1 });
    expect(entry('506.3')).toMatchObject({ current: '506.3', kind: 'changed' }); // battles were added
    expect(entry('504.3')).toMatchObject({ current: '504.2', kind: 'moved' }); // "the active player gets priority"
    expect(entry('508.3')).toMatchObject({ current: '508.2', kind: 'moved' });
    for (const e of map.entries)
      if (e.current) expect(e.current.slice(0, 3) === e.old.slice(0, 3) || e.similarity >= 0.8).toBe(true);
  });
  it('marks rules with no counterpart as removed', () => {
    expect(entry('510.1e')).toMatchObject({ kind: 'removed' }); // "assigned fully before another creature's damage"
    expect(entry('510.1e').current).toBeUndefined();
    const kinds = map.entries.reduce<Record<string, number>>((k, e) => ({ ...k, [e.kind]: (k[e.kind] ?? 0) + 1 }), {});
    expect(kinds).toEqual({ unchanged: 38, changed: 33, moved: 41, removed: 6 });
  });
  it('2011 509.4 (abilities go on the stack) is 509.4a, not 509.1i (abilities trigger)', () => {
    expect(plainText(old.rules['509.4'].en)).toMatch(
      /^Fourth, any abilities that triggered on blockers being declared go on the stack/,
    );
    expect(entry('509.4')).toMatchObject({ current: '509.4a', kind: 'moved' });
    expect(plainText(corpus.editions.seed.rules['509.4a'].en)).toMatch(
      /are put onto the stack before the active player gets priority/,
    );
    expect(map.added).toContain('509.1i');
    expect(entry('508.2')).toMatchObject({ current: '508.2b' }); // the same role in declare attackers
  });
  it('the "active player gets priority" rules pair with the rule that gives priority in their step today', () => {
    const seed = corpus.editions.seed;
    for (const [was, now] of [
      ['503.2', '503.1'],
      ['505.5', '505.6'],
      ['511.2', '511.1'],
      ['513.2', '513.1'],
      ['504.3', '504.2'],
      ['508.3', '508.2'],
      ['509.5', '509.4'],
    ]) {
      expect(plainText(old.rules[was].en)).toMatch(/^\w+, the active player gets priority\./);
      expect(plainText(seed.rules[now].en)).toMatch(/the active player gets priority\./);
      expect(entry(was)).toMatchObject({ current: now, kind: 'moved' });
    }
  });
});
