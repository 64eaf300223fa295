import { describe, expect, it } from 'vitest';
import { readerLocale } from './reader-locale.mjs';

describe('the reader’s language as the site’s server reads it (SPEC §2)', () => {
  it('takes the lang query first, then an /en prefix, else Vietnamese', () => {
    const cases: [string | undefined, 'en' | 'vi'][] = [
      ['/khong-co?lang=en', 'en'],
      ['/chu-de/khong-co?x=1&lang=EN', 'en'],
      ['/en/nothing-here?lang=vi', 'vi'],
      ['/en/nothing-here?lang=VN', 'vi'],
      ['/en/nothing-here', 'en'],
      ['/en', 'en'],
      ['/en?lang=fr', 'en'],
      ['/khong-co?lang=fr', 'vi'],
      ['/enigma', 'vi'],
      ['/', 'vi'],
      [undefined, 'vi'],
    ];
    for (const [url, locale] of cases) expect(readerLocale(url), url).toBe(locale);
  });
});
