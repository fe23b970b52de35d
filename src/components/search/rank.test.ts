import { describe, expect, it } from 'vitest';
import { features, firstSentence, rankCandidates, termBoost, within, type Candidate } from './rank';
import type { TermMatch } from './terms';

const none: TermMatch = { exact: [], contained: [], names: [] };

describe('within', () => {
  it('puts a rule under its parent rule or section, never under a neighbour', () => {
    expect(within('702.19a', '702.19')).toBe(true);
    expect(within('510.1c', '510')).toBe(true);
    expect(within('702.190', '702.19')).toBe(false);
    expect(within('702.1', '702.19')).toBe(false);
    expect(within('5100', '510')).toBe(false);
  });
});

describe('firstSentence', () => {
  it('ends at the first full stop followed by a space (not one inside a number)', () => {
    expect(firstSentence('Trample is a static ability. It modifies rule 510.1c. More.')).toBe(
      'Trample is a static ability.',
    );
    expect(firstSentence('See rule 601.2a-d for details. Then more.')).toBe('See rule 601.2a-d for details.');
    expect(firstSentence('Trample')).toBe('Trample');
    expect(firstSentence('一些持续性效应为替代性效应。与防止性效应相同')).toBe('一些持续性效应为替代性效应。');
  });
});

describe('features', () => {
  it('match whole words only: "trample" is not the {T} symbol, nor "trampled"', () => {
    expect(features('trample', '{T}: Add {G}.').coverage).toBe(0);
    expect(features('trample', 'A creature trampled over.').coverage).toBe(0);
    expect(features('trample', 'The creature has trample.')).toEqual({ phrase: true, coverage: 1, defines: 1 });
  });
  it('tell a phrase from scattered words, and a definition from a mention', () => {
    const defining = features(
      'replacement effects',
      'Some continuous effects are replacement effects. Like prevention effects …',
    );
    const mentioning = features(
      'replacement effects',
      'If two or more effects apply to an event, see rule 614. Replacement of one card by another effects nothing.',
    );
    expect(defining).toEqual({ phrase: true, coverage: 1, defines: 1 });
    expect(mentioning.phrase).toBe(false);
    expect(mentioning.defines).toBe(0);
  });
  it('ignore stop words in coverage, not in the phrase', () => {
    expect(features('ten or more poison counters', 'A player with ten or more poison counters loses.')).toEqual({
      phrase: true,
      coverage: 1,
      defines: 1,
    });
    expect(features('ten or more poison counters', 'A player with more poison counters than ten.').phrase).toBe(false);
  });
  it('read a first sentence that states a condition as a use of the term, not its definition', () => {
    expect(
      features('extra turn', 'If an effect would cause a player to take an extra turn after the current turn …')
        .defines,
    ).toBe(0.5);
    expect(features('extra turn', 'Some effects can give a player extra turns.').defines).toBe(1);
    expect(features('额外回合', '如果一个效应令某牌手在当前回合结束后进行一个额外回合。').defines).toBe(0.5);
  });
  it('read a first sentence that opens with the term and says what it is as its definition', () => {
    expect(features('trample', 'Trample is a static ability that modifies the rules.').defines).toBe(1.5);
    expect(features('trample', 'Trample over planeswalkers is a variant of trample.').defines).toBe(1);
    expect(features('践踏', '践踏属于静止式异能，会影响分配战斗伤害的规则。').defines).toBe(1.5);
    expect(features('践踏', '践踏鹏洛客是践踏异能的变化。').defines).toBe(1);
  });
  it('compare Chinese by characters in a row', () => {
    expect(features('额外回合', '一些效应可以赋予牌手额外的回合。')).toMatchObject({ phrase: false, coverage: 1 });
    expect(features('额外回合', '牌手得到数个额外回合时，额外回合单独依次添加。')).toMatchObject({
      phrase: true,
      defines: 1,
    });
  });
});

describe('termBoost', () => {
  const match: TermMatch = {
    exact: [
      { rule: '500.7', weight: 1 },
      { rule: '807.4', weight: 0.8 },
    ],
    contained: ['122'],
    names: [],
  };
  it('puts the named rules first, the first name first, the rules under them next', () => {
    expect(termBoost('500.7', match)).toBe(100);
    expect(termBoost('807.4', match)).toBe(80);
    expect(termBoost('807.4j', match)).toBe(16);
    expect(termBoost('122.1f', match)).toBe(3);
    expect(termBoost('616.1', match)).toBe(0);
  });
});

const hit = (rule: string, lang: 'en' | 'zh', text: string, score = 1): Candidate => ({ rule, lang, text, score });

describe('rankCandidates', () => {
  it('never puts the other language above the page language', () => {
    const ranked = rankCandidates(
      '践踏',
      'zh',
      [hit('702.19b', 'en', 'Trample'), hit('702.19a', 'zh', '践踏属于静止式异能。'), hit('509.1', 'zh', '阻挡')],
      none,
    );
    expect(ranked.map((c) => `${c.rule} ${c.lang}`)).toEqual(['702.19a zh', '509.1 zh', '702.19b en']);
  });

  it('drops Chinese hits that lack a Latin query as a whole word ({T} for "trample")', () => {
    const ranked = rankCandidates(
      'trample',
      'en',
      [hit('804.2', 'zh', '{T}：横置。', 9), hit('702.19a', 'en', 'Trample is a static ability.')],
      none,
    );
    expect(ranked.map((c) => c.rule)).toEqual(['702.19a']);
  });

  it('ranks the rule that defines a term above one that mentions it, whatever pagefind scored', () => {
    const ranked = rankCandidates(
      'extra turn',
      'en',
      [
        hit(
          '807.4j',
          'en',
          'If an effect would cause a player to take an extra turn after the current turn, but that player wouldn’t have a turn marker …',
          50,
        ),
        hit(
          '500.7',
          'en',
          'Some effects can give a player extra turns. They do this by adding the turns directly after the specified turn.',
          10,
        ),
      ],
      none,
    );
    expect(ranked.map((c) => c.rule)).toEqual(['500.7', '807.4j']);
  });

  it('puts the section a query names first (614 before 616 for 替代性效应)', () => {
    const match: TermMatch = { exact: [{ rule: '614', weight: 1 }], contained: [], names: [] };
    const ranked = rankCandidates(
      '替代性效应',
      'zh',
      [
        hit('616', 'zh', '替代性效应和/或防止性效应的互动', 30),
        hit('616.1', 'zh', '如果两个或更多替代性和/或防止性效应尝试改变一个事件如何影响一个物件或牌手', 20),
        hit('614.1', 'zh', '一些持续性效应为替代性效应。', 5),
        hit('614', 'zh', '替代性效应', 5),
      ],
      match,
    );
    expect(ranked.map((c) => c.rule)).toEqual(['614', '614.1', '616', '616.1']);
  });

  it('keeps pagefind order between equals', () => {
    const ranked = rankCandidates(
      'damage',
      'en',
      [hit('120.1', 'en', 'Damage is dealt.'), hit('120.2', 'en', 'Damage is dealt.')],
      none,
    );
    expect(ranked.map((c) => c.rule)).toEqual(['120.1', '120.2']);
  });
});
