import { describe, expect, it } from 'vitest';
import { headingHits, ruleHits, type PageData } from './rule-hits';

// Pagefind's own data for a two-rule page (as observed from pagefind 1.6): English words are
// split at whitespace, segmented Chinese at zero-width spaces; locations count those words.
const en: PageData = {
  url: '/en/510/',
  content:
    '510. Combat Damage Step. 510.1 First, the active player announces how each attacking creature assigns its combat damage & stuff <x>. 510.1c A blocked creature assigns its combat damage to the creatures blocking it.',
  raw_content:
    '510. Combat Damage Step. 510.1 First, the active player announces how each attacking creature assigns its combat damage & stuff &lt;x&gt;. 510.1c A blocked creature assigns its combat damage to the creatures blocking it.',
  meta: { title: '510. Combat Damage Step' },
  anchors: [
    { element: 'h1', id: 'cr510', text: '510. Combat Damage Step', location: 0 },
    { element: 'div', id: 'cr510-1', text: '510.1', location: 4 },
    { element: 'div', id: 'cr510-1c', text: '510.1c', location: 21 },
    { element: 'div', id: 'not-a-rule', text: '', location: 30 },
  ],
  weighted_locations: [
    { weight: 1, balanced_score: 512, location: 23 },
    { weight: 1, balanced_score: 512, location: 32 },
    { weight: 7, balanced_score: 25095, location: 2 },
  ],
};

const zh: PageData = {
  url: 'http://127.0.0.1:1/zh/510/',
  content: '',
  raw_content:
    '510\u200B. \u200B战斗\u200B伤害\u200B步骤\u200B. \u200B510.1 \u200B首先\u200B，\u200B510.1c \u200B被\u200B阻挡\u200B的\u200B生物\u200B。',
  meta: { title: '510. 战斗伤害步骤' },
  anchors: [
    { element: 'h1', id: 'cr510', text: '510. 战斗伤害步骤', location: 0 },
    { element: 'div', id: 'cr510-1', text: '510.1', location: 6 },
    { element: 'div', id: 'cr510-1c', text: '510.1c', location: 9 },
  ],
  weighted_locations: [{ weight: 1, balanced_score: 512, location: 11 }],
};

const text = (parts: { text: string }[]) => parts.map((p) => p.text).join('');

describe('ruleHits', () => {
  it('gives one hit per rule, at the rule anchor, best first', () => {
    const hits = ruleHits(en, 12);
    expect(hits.map((h) => [h.rule, h.url])).toEqual([
      ['510', '/en/510/#cr510'],
      ['510.1c', '/en/510/#cr510-1c'],
    ]);
    expect(hits[1].score).toBe(1024);
    expect(hits[1].pageTitle).toBe('510. Combat Damage Step');
  });

  it('cuts the excerpt from the rule own words, number left out, matches marked', () => {
    const hit = ruleHits(en, 30).find((h) => h.rule === '510.1c')!;
    expect(text(hit.excerpt)).toBe('A blocked creature assigns its combat damage to the creatures blocking it.');
    expect(hit.excerpt.filter((p) => p.mark).map((p) => p.text)).toEqual(['blocked', 'blocking']);
  });

  it('unescapes what pagefind escaped', () => {
    const page = { ...en, weighted_locations: [{ weight: 1, balanced_score: 1, location: 18 }] };
    expect(text(ruleHits(page, 30)[0].excerpt)).toContain('& stuff <x>.');
  });

  it('shortens a long rule around the first match', () => {
    const hit = ruleHits(en, 4).find((h) => h.rule === '510.1c')!;
    expect(text(hit.excerpt)).toBe('A blocked creature assigns …');
  });

  it('joins segmented Chinese without spaces', () => {
    const [hit] = ruleHits(zh, 40);
    expect(hit.rule).toBe('510.1c');
    expect(text(hit.excerpt)).toBe('被阻挡的生物。');
    expect(hit.excerpt.find((p) => p.mark)?.text).toBe('阻挡');
  });
});

describe('a match on the rule number itself', () => {
  it('shows the rule from its start', () => {
    const page = { ...en, weighted_locations: [{ weight: 1, balanced_score: 1, location: 21 }] };
    const [hit] = ruleHits(page, 3);
    expect(hit.rule).toBe('510.1c');
    expect(text(hit.excerpt)).toBe('A blocked creature …');
  });
});

describe('headingHits', () => {
  // An article in Traditional Chinese: pagefind's anchors are its headings (and the rule numbers
  // it quotes are plain text, not anchors); the excerpt starts after the heading's own words.
  const article: PageData = {
    url: '/commentary/',
    content: '',
    raw_content:
      '先備\u200B知識\u200B回合\u200B動作\u200B回合\u200B動作\u200B屬於\u200B遊戲\u200B動作\u200B。\u200B優先\u200B權\u200B玩家\u200B讓過\u200B。',
    meta: { title: '回合結構' },
    anchors: [
      { element: 'h2', id: 'toc-h', text: '', location: 0 },
      { element: 'h3', id: '回合動作', text: '回合動作', location: 2 },
      { element: 'h3', id: 'priority', text: '優先權', location: 10 },
    ],
    weighted_locations: [
      { weight: 1, balanced_score: 100, location: 6 },
      { weight: 1, balanced_score: 300, location: 11 },
    ],
  };

  it('gives one hit per heading that holds a match, linking to its id, best first', () => {
    const hits = headingHits(article, 48);
    expect(hits.map((h) => [h.rule, h.url])).toEqual([
      ['優先權', '/commentary/#priority'],
      ['回合動作', '/commentary/#回合動作'],
    ]);
    expect(text(hits[1].excerpt)).toBe('回合動作屬於遊戲動作。');
    expect(hits[1].excerpt.filter((p) => p.mark).map((p) => p.text)).toEqual(['屬於']);
    expect(text(hits[0].excerpt)).toBe('玩家讓過。');
  });
});
