import { describe, expect, it } from 'vitest';
import { languagesFor } from './full-text';

describe('languagesFor', () => {
  it('searches Chinese characters in the Chinese text, Latin letters in the English, numbers in both', () => {
    expect(languagesFor('践踏', 'en', null)).toEqual(['zh']);
    expect(languagesFor('trample', 'zh', null)).toEqual(['en']);
    expect(languagesFor('510.1c', 'zh', null)).toEqual(['zh', 'en']);
    expect(languagesFor('rule 510.1c', 'en', null)).toEqual(['en', 'zh']);
    expect(languagesFor('0', 'en', null)).toEqual(['en', 'zh']);
    expect(languagesFor('510.1c 践踏', 'en', null)).toEqual(['zh']);
  });
  it('keeps to the page language when the reader left the other out', () => {
    expect(languagesFor('践踏', 'en', 'en')).toEqual(['en']);
    expect(languagesFor('510.1c', 'zh', 'zh')).toEqual(['zh']);
    expect(languagesFor('trample', 'en', 'en')).toEqual(['en']);
  });
});
