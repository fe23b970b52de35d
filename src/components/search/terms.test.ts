import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../../corpus/index.ts';
import { buildSearchTerms, chineseNames, englishNames } from './term-data';
import { editDistance, latinWords, matchTerms, stem, termKey, type SearchTerms } from './terms';
import { twToCn } from './opencc-tw-cn';

describe('compared forms', () => {
  it('reduce plurals and possessives, keep other words', () => {
    expect(['effects', 'abilities', 'trample', 'status', 'loss', 'player’s', 'is'].map(stem)).toEqual([
      'effect',
      'ability',
      'trample',
      'status',
      'loss',
      'player',
      'is',
    ]);
  });
  it('split at anything that is not a letter or digit, apostrophes dropped', () => {
    expect(latinWords('State-Based Actions')).toEqual(['state', 'based', 'action']);
    expect(latinWords('can’t be blocked')).toEqual(['cant', 'be', 'blocked']);
    expect(latinWords('{T}: Add {G}.')).toEqual(['t', 'add', 'g']);
  });
  it('key a name by its words, or its characters without punctuation', () => {
    expect(termKey('Replacement Effects')).toBe(termKey('replacement effect'));
    expect(termKey('state based actions')).toBe(termKey('State-Based Actions'));
    expect(termKey('替代性效应 ')).toBe('替代性效应');
    expect(termKey('“传奇规则”')).toBe('传奇规则');
  });
});

describe('editDistance', () => {
  it('counts a swap of neighbours as one typo', () => {
    expect(editDistance('trampel', 'trample', 2)).toBe(1);
    expect(editDistance('comabt damage', 'combat damage', 2)).toBe(1);
    expect(editDistance('hexprof', 'hexproof', 2)).toBe(1);
    expect(editDistance('ward', 'card', 2)).toBe(1);
    expect(editDistance('trample', 'trample', 2)).toBe(0);
  });
  it('stops past the limit', () => {
    expect(editDistance('deathtouch', 'lifelink', 1)).toBe(2);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });
});

describe('names as the rules write them', () => {
  it('English: comma-separated single words, obsolete marks and quotes dropped, a parenthesised name kept', () => {
    expect(englishNames('Kicker, Kicked')).toEqual(['Kicker', 'Kicked']);
    expect(englishNames('Damage Assignment Order (Obsolete)')).toEqual(['Damage Assignment Order']);
    expect(englishNames('Active Player, Nonactive Player Order')).toEqual(['Active Player, Nonactive Player Order']);
    expect(englishNames('∞ (Infinity)')).toEqual(['∞', 'Infinity']);
  });
  it('Chinese: alternatives split, notes dropped, an older translation kept', () => {
    expect(chineseNames('复制/复制品')).toEqual(['复制', '复制品']);
    expect(chineseNames('反击/指示物（译注：在英文中这两个词是相同的。）')).toEqual(['反击', '指示物']);
    expect(chineseNames('鹏洛客（旧译旅法师）')).toEqual(['鹏洛客', '旅法师']);
    expect(chineseNames('伤害分配顺序（已废止）')).toEqual(['伤害分配顺序']);
  });
});

const small: SearchTerms = {
  edition: 'test',
  terms: [
    { en: ['Trample'], zh: ['践踏'], rules: ['702.19'], kind: 'k' },
    { en: ['Trample'], zh: ['践踏'], rules: ['702.19'], kind: 'g' },
    { en: ['Extra Turn'], zh: ['额外回合'], rules: ['500.7', '805.8', '807.4'], kind: 'g' },
    { en: ['Poison Counter'], zh: ['中毒指示物'], rules: ['122', '704.5c'], kind: 'g' },
    { en: ['Ward'], zh: ['守护'], rules: ['702.21'], kind: 'k' },
    { en: ['Replacement Effects'], zh: ['替代性效应'], rules: ['614'], kind: 's' },
  ],
};

describe('matchTerms', () => {
  it('answers a name with its rules, in either language, the first strongest', () => {
    expect(matchTerms(small, 'TRAMPLE').exact).toEqual([{ rule: '702.19', weight: 1 }]);
    expect(matchTerms(small, '践踏').exact.map((r) => r.rule)).toEqual(['702.19']);
    expect(matchTerms(small, '额外回合').exact.map((r) => r.rule)).toEqual(['500.7', '805.8', '807.4']);
    const weights = matchTerms(small, 'extra turns').exact.map((r) => r.weight);
    expect(weights[0]).toBeGreaterThan(weights[1]);
  });
  it('favours the longest name inside a longer query', () => {
    const m = matchTerms(small, 'ten or more poison counters');
    expect(m.exact).toEqual([]);
    expect(m.contained).toEqual(['122', '704.5c']);
    expect(matchTerms(small, '具有践踏的攻击生物').contained).toEqual(['702.19']);
  });
  it('suggests the name a typo is of, never for a name typed right or a short word', () => {
    expect(matchTerms(small, 'trampel').suggestion).toMatchObject({ en: 'Trample', rules: ['702.19'] });
    expect(matchTerms(small, 'trample').suggestion).toBeUndefined();
    // Four letters allow no typo: "card" is not "Ward".
    expect(matchTerms(small, 'card').suggestion).toBeUndefined();
    expect(matchTerms(small, 'replacment effects').suggestion?.en).toBe('Replacement Effects');
  });
});

describe('the names of the newest edition (/search/terms.json)', () => {
  const data = buildSearchTerms(loadCorpus());
  const first = (q: string) => matchTerms(data, q).exact[0]?.rule;

  it.each([
    ['trample', '702.19'],
    ['践踏', '702.19'],
    [twToCn('踐踏'), '702.19'],
    ['deathtouch', '702.2'],
    ['死触', '702.2'],
    ['hexproof', '702.11'],
    ['辟邪', '702.11'],
    ['Replacement Effects', '614'],
    ['替代性效应', '614'],
    [twToCn('替代性效應'), '614'],
    ['extra turn', '500.7'],
    ['额外回合', '500.7'],
    ['combat damage', '510'],
    ['战斗伤害', '510'],
    ['damage assignment order', '510.1c'],
    ['旅法师', '306'],
  ])('%s → %s first', (query, rule) => {
    expect(first(query)).toBe(rule);
  });

  it('leads only to rules the edition has', () => {
    const edition = loadCorpus().editions[data.edition];
    const missing = data.terms.flatMap((t) => t.rules).filter((r) => !edition.rules[r] && !edition.sections[r]);
    expect(missing).toEqual([]);
  });

  it('answers a term that leads to no rule with its glossary entry, in each language', () => {
    const m = matchTerms(data, 'mana burn');
    expect(m.exact).toEqual([]);
    expect(m.entries).toEqual([
      {
        en: 'Mana Burn',
        zh: '法术力灼烧',
        href: { en: '/en/glossary/m/#g-mana-burn-obsolete', zh: '/zh/glossary/m/#g-mana-burn-obsolete' },
      },
    ]);
    expect(matchTerms(data, '法术力灼烧').entries?.[0].en).toBe('Mana Burn');
  });

  it('reads the typos of the query set as the names they miss', () => {
    for (const [typo, name] of [
      ['trampel', 'Trample'],
      ['deathtuch', 'Deathtouch'],
      ['menance', 'Menace'],
      ['priorty', 'Priority'],
      ['comabt damage', 'Combat Damage'],
    ]) {
      expect(matchTerms(data, typo).suggestion?.en, typo).toBe(name);
    }
  });
});
