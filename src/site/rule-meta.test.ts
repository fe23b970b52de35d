import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../corpus/index';
import { commentaryNoteHtml, fateHtml, historyHtml, referencedByHtml } from './rule-meta';

const corpus = loadCorpus();
const current = corpus.editions.seed.rules;
const old = corpus.editions['2011'].rules;

describe('rule notes', () => {
  it('shows a changed rule with its 2011 number and a word diff', () => {
    const entry = corpus.editionMap.entries.find((e) => e.kind === 'changed')!;
    const html = historyHtml('en', current[entry.current!], { entry, old: old[entry.old] });
    expect(html).toContain(`href="/en/2011/${entry.old.slice(0, 3)}/#${old[entry.old].anchor}"`);
    expect(html).toMatch(/<details><summary>Show the difference<\/summary><p class="diff" lang="en">.*<(ins|del)>/);
  });

  it('shows an unchanged rule without a diff, and a new rule as new', () => {
    const entry = corpus.editionMap.entries.find((e) => e.kind === 'unchanged')!;
    const html = historyHtml('zh', current[entry.current!], { entry, old: old[entry.old] });
    expect(html).toMatch(/^<p class="history">自2011年以来未变（规则<a href="\/zh\/2011\//);
    expect(historyHtml('en', current[corpus.editionMap.added[0]], 'added')).toBe(
      '<p class="history">New since 2011</p>',
    );
  });

  it('tells what became of a 2011 rule', () => {
    const removed = corpus.editionMap.entries.find((e) => e.kind === 'removed')!;
    expect(fateHtml('en', removed)).toBe('<p class="history">Removed</p>');
    const moved = corpus.editionMap.entries.find((e) => e.kind === 'moved')!;
    // the 2011 map leads to the seed chapters, whose pages are under /zh/seed/
    expect(fateHtml('zh', moved)).toContain(`现为规则<a href="/zh/seed/${moved.current!.slice(0, 3)}/#`);
  });

  it('lists referencing rules and commentary sections, or nothing', () => {
    expect(referencedByHtml([], { lang: 'en', edition: corpus.newest })).toBe('');
    const html = referencedByHtml(['509.4a', '805.10d'], { lang: 'en', edition: corpus.newest, page: '509' });
    expect(html).toBe(
      '<p class="referenced-by">Referenced by (2): <a class="ref" href="#cr509-4a">509.4a</a>, ' +
        '<a class="ref" href="/en/805/#cr805-10d">805.10d</a></p>',
    );
    expect(commentaryNoteHtml('zh', [{ id: 'a&b', heading: '<傷害>' }])).toBe(
      '<p class="commentary-note">规则解说中有讨论：<a href="/commentary/#a&amp;b" lang="zh-TW">&lt;傷害&gt;</a></p>',
    );
  });
});
