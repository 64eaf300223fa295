import { describe, expect, it } from 'vitest';
import { parseQueryString } from './query-string';

describe('parseQueryString', () => {
  it('reads key[]=… and repeated keys as arrays, other keys as strings', () => {
    expect(parseQueryString('ignoreArticleIds[]=a&ignoreArticleIds[]=b&limit=5')).toEqual({
      ignoreArticleIds: ['a', 'b'],
      limit: '5',
    });
    expect(parseQueryString('tag=x&tag=y')).toEqual({ tag: ['x', 'y'] });
  });

  it('keeps a single bracketed value an array', () => {
    expect(parseQueryString('ignoreArticleIds[]=a')).toEqual({ ignoreArticleIds: ['a'] });
  });

  it('decodes percent-encoding and plus signs', () => {
    expect(parseQueryString('q=ph%E1%BB%9F+b%C3%B2')).toEqual({ q: 'phở bò' });
  });

  it('gives an empty object for an empty query', () => {
    expect(parseQueryString('')).toEqual({});
  });
});
