import { describe, expect, it } from 'vitest';
import { etagOf, matchesEtag } from './page-etag.mjs';

describe('ETags', () => {
  it('names a body by its bytes and its length', () => {
    const a = etagOf(Buffer.from('<p>Phở</p>'));
    expect(a).toMatch(/^"[A-Za-z0-9_-]{27}[0-9a-z]+"$/);
    expect(etagOf(Buffer.from('<p>Phở</p>'))).toBe(a);
    expect(etagOf(Buffer.from('<p>Phố</p>'))).not.toBe(a);
  });

  it('matches If-None-Match the way a cache sends it: weak, in a list, or *', () => {
    expect(matchesEtag('"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('W/"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('"x", "abc"', '"abc"')).toBe(true);
    expect(matchesEtag('*', '"abc"')).toBe(true);
    expect(matchesEtag('"abcd"', '"abc"')).toBe(false);
    expect(matchesEtag(undefined, '"abc"')).toBe(false);
  });
});
