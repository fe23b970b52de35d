// Properties of the inline tokenizer over generated text: it never loses or changes a character
// (the runs' texts concatenate back to the input, link markup aside), and every reference it
// reports is a number of the text that its resolver resolved.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plainText, refsOf } from '../../src/corpus/index.ts';
import { tokenizeInline } from '../../src/corpus/inline.ts';
import { makeResolver } from '../../src/corpus/references.ts';

const resolve = makeResolver({
  edition: 'seed',
  chapters: [5],
  numbers: ['505', '508', '508.8', '509', '509.1', '509.2', '509.3', '510.1a', '510.1b', '510.1c'],
});
const tokenize = (text: string, lang: 'en' | 'zh') =>
  tokenizeInline(text, { lang, file: 'generated', line: 1, resolve });

// Fragments that exercise every branch: references in and out of context, numbers that are not
// references, quotes, symbols, bare domains, Chinese text.
const fragment = fc.constantFrom(
  'see rule ',
  'rules ',
  'and ',
  ', ',
  ' ',
  '.',
  '(',
  ')',
  'a ',
  '5/6',
  '2 damage',
  '100',
  '2011',
  '+1/+1',
  '508.8',
  '509.1–3',
  '510.1a–c',
  '505',
  '702.19',
  '314',
  '“',
  '”',
  '“Flying”',
  '{T}',
  '{2}{B}',
  'Wizards.com/en/x',
  '参见规则',
  '508.8',
  '生物',
  '。',
  '，',
  'seven',
  'Example',
  '-',
);

describe('tokenizer properties', () => {
  it('keeps every character, in order (no link markup in the input)', () => {
    fc.assert(
      fc.property(fc.array(fragment, { maxLength: 30 }), fc.constantFrom<'en' | 'zh'>('en', 'zh'), (parts, lang) => {
        const text = parts.join('');
        let runs;
        try {
          runs = tokenize(text, lang);
        } catch {
          return true; // a malformed reference ("509.1–3–") may be refused, with file and line
        }
        expect(plainText(runs)).toBe(text);
        for (const r of refsOf(runs)) {
          expect(text).toContain(r.text);
          expect(r.ref.from).toMatch(/^[1-9]\d{2}/);
          if (r.ref.target === 'rule') expect(r.ref.numbers.length).toBeGreaterThan(0);
          else expect(r.ref.numbers).toEqual([]);
        }
        return true;
      }),
      { numRuns: 500, seed: 20231027 },
    );
  });
  it('a Chinese link reads as its text', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('508.8', '509.1-3', '510.1a-c', '505'),
        fc.string({ maxLength: 5 }).filter((s) => !/[[\]()\d{}“”]/.test(s)),
        (n, around) => {
          const anchor = 'cr' + n.replace(/-.*$/, '').replace('.', '-');
          const runs = tokenize(`${around}规则[${n}](/5#${anchor})${around}`, 'zh');
          expect(plainText(runs)).toBe(`${around}规则${n}${around}`);
          expect(refsOf(runs)).toHaveLength(1);
          expect(refsOf(runs)[0]).toMatchObject({ text: n, linked: true, ref: { target: 'rule' } });
          return true;
        },
      ),
      { numRuns: 200, seed: 7 },
    );
  });
});
