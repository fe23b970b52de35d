import { describe, expect, it } from 'vitest';
import { normalizeQuery, numberInAddress, parseRuleNumber, ruleAnchor, ruleFromAnchor } from './rule-number';

describe('parseRuleNumber', () => {
  it.each([
    ['510.1c', '510.1c', '510'],
    ['510.1C', '510.1c', '510'],
    ['r510.1c', '510.1c', '510'],
    ['R510.1c', '510.1c', '510'],
    ['rule 510.1c', '510.1c', '510'],
    ['  510.1  ', '510.1', '510'],
    ['510', '510', '510'],
    ['510.', '510', '510'],
    ['510.1.', '510.1', '510'],
    ['cr510-1c', '510.1c', '510'],
    ['规则509.1b', '509.1b', '509'],
    ['601.12', '601.12', '601'],
    ['５１０．１ｃ', '510.1c', '510'],
    ['規則５１０．１Ｃ', '510.1c', '510'],
    ['510。1c', '510.1c', '510'],
    ['510.1 c', '510.1c', '510'],
    ['117.3 A', '117.3a', '117'],
    ['Rule\u3000510.1c', '510.1c', '510'],
    ['CR 704.5J', '704.5j', '704'],
    ['§704.5j', '704.5j', '704'],
    ['第510.1c条', '510.1c', '510'],
    ['第 614 條', '614', '614'],
    ['rule 702.2b.', '702.2b', '702'],
  ])('reads %j as rule %s', (query, number, section) => {
    expect(parseRuleNumber(query)).toEqual({ number, section });
  });

  it.each([
    'blocker',
    '51',
    '5100',
    '510.1cc',
    'damage 510',
    '510 1',
    '',
    '阻挡',
    '510.1 cc',
    '510.1 and',
    'rule of 510',
  ])('leaves %j to full-text search', (query) => {
    expect(parseRuleNumber(query)).toBeNull();
  });
});

describe('normalizeQuery', () => {
  it('turns full-width forms into ASCII and squeezes spaces, leaving Chinese as typed', () => {
    expect(normalizeQuery('  ５１０．１ｃ ')).toBe('510.1c');
    expect(normalizeQuery('Ｔｒａｍｐｌｅ\u3000ｄａｍａｇｅ')).toBe('Trample damage');
    expect(normalizeQuery('践踏　 伤害')).toBe('践踏 伤害');
    expect(normalizeQuery('510。1c')).toBe('510.1c');
  });
});

describe('anchors', () => {
  it('round-trips rule numbers and the cr… ids of the pages', () => {
    for (const n of ['510', '510.1', '510.1c', '601.12a']) expect(ruleFromAnchor(ruleAnchor(n))).toBe(n);
    expect(ruleAnchor('510.1c')).toBe('cr510-1c');
    expect(ruleFromAnchor('site-search-en')).toBeNull();
  });
});

describe('a rule number in an address (the 404 page)', () => {
  it.each([
    ['/zh/510.1C/', '', '510.1c'],
    ['/r/510.1x/', '', '510.1x'],
    ['/en/2019-01-25/510.1c/', '', '510.1c'],
    ['/en/nowhere/', '#cr510-1c', '510.1c'],
    ['/rule%20601.2a', '', '601.2a'],
    ['/en/trample/', '', null],
    ['/', '', null],
  ])('%s%s → %s', (path, hash, expected) => {
    expect(numberInAddress(path, hash)).toBe(expected);
  });
});
