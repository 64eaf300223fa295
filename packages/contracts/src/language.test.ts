import { describe, expect, it } from 'vitest';
import { Language, LanguageParam } from './language';

describe('LanguageParam', () => {
  it('reads vi, en, VN and EN in any case as vi or en', () => {
    for (const [given, read] of [
      ['vi', 'vi'],
      ['VI', 'vi'],
      ['VN', 'vi'],
      ['vn', 'vi'],
      [' en ', 'en'],
      ['EN', 'en'],
      ['En', 'en'],
    ]) {
      expect(LanguageParam.parse(given)).toBe(read);
    }
  });

  it('refuses any other language, a blank and a non-string', () => {
    for (const given of ['fr', 'vie', 'english', '', 5, null]) {
      expect(LanguageParam.safeParse(given).success).toBe(false);
    }
  });

  it('answers as the API states a language: vi or en, nothing else', () => {
    expect(Language.safeParse('VN').success).toBe(false);
    expect(Language.options).toEqual(['vi', 'en']);
  });
});
