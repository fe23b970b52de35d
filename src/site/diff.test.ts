import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../corpus/index';
import { ruleEnglish, wordDiff } from './diff';

/** Undo the markup: keep one side of the diff. */
const side = (html: string, keep: 'ins' | 'del') => {
  const drop = keep === 'ins' ? 'del' : 'ins';
  return html
    .replace(new RegExp(`<${drop}>[\\s\\S]*?</${drop}>`, 'g'), '')
    .replace(/<span class="diff-sep"> <\/span>/g, '')
    .replace(/<\/?(ins|del)>/g, '')
    .replace(/<br>/g, '\n')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
};

describe('wordDiff', () => {
  it('marks removed and added words', () => {
    const { html, stats } = wordDiff('the game returns to 715', 'the game returns to 728');
    expect(html).toBe('the game returns to <del>715</del><span class="diff-sep"> </span><ins>728</ins>');
    expect(stats).toEqual({ added: 1, removed: 1 });
  });

  it('reads a rewritten passage as one deletion and one insertion, not word by word', () => {
    const { html, stats } = wordDiff(
      'assigns it according to the damage assignment order',
      'assigns it divided as its controller chooses',
    );
    expect(html).toBe(
      'assigns it <del>according to the damage assignment order</del><span class="diff-sep"> </span><ins>divided as its controller chooses</ins>',
    );
    expect(stats).toEqual({ added: 5, removed: 6 });
  });

  it('diffs Chinese by words, and restores both texts', () => {
    const before = '它将其战斗伤害依照宣告的伤害分配顺序分配给这些生物。';
    const after = '它将其战斗伤害分配给这些生物，由其操控者选择。';
    const { html } = wordDiff(before, after, 'zh');
    expect(html).toContain('<del>');
    expect(html).toMatch(/^它将其战斗伤害/);
    expect(side(html, 'del')).toBe(before);
    expect(side(html, 'ins')).toBe(after);
  });

  it('escapes the texts', () => {
    expect(wordDiff('a <b>', 'a <b> & c').html).toContain('&lt;b&gt;');
  });

  it('restores both texts of every changed chapter-5 rule', () => {
    const corpus = loadCorpus();
    const changed = corpus.editionMap.entries.filter((e) => e.current && e.kind !== 'unchanged');
    expect(changed.length).toBeGreaterThan(10);
    for (const e of changed) {
      const before = ruleEnglish(corpus.editions['2011'].rules[e.old]);
      const after = ruleEnglish(corpus.editions.seed.rules[e.current!]);
      const { html } = wordDiff(before, after);
      expect(side(html, 'del')).toBe(before);
      expect(side(html, 'ins')).toBe(after);
    }
  });
});
