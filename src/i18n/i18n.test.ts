import { describe, expect, it } from 'vitest';
import en from './en.json';
import zh from './zh.json';
import { t } from './index';

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('UI strings', () => {
  it('exist in both languages with the same keys, non-empty, with the same placeholders', () => {
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(en)) {
      const other = (zh as Record<string, string>)[key];
      expect(text.trim(), key).not.toBe('');
      expect(other.trim(), key).not.toBe('');
      expect(placeholders(other), key).toEqual(placeholders(text));
    }
  });

  it('fill placeholders', () => {
    expect(t('en', 'ref.notIncluded', { n: 7 })).toBe('Chapter 7 is not included in this site');
    expect(t('zh', 'rule.referencedBy', { n: 3 })).toBe('被引用（3）：');
  });
});
