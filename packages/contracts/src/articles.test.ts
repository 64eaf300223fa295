import { describe, expect, it } from 'vitest';
import { LatestArticleQuery } from './articles';
import { LIST_LIMIT_MAX } from './constants';

describe('LatestArticleQuery', () => {
  it('fills the defaults', () => {
    expect(LatestArticleQuery.parse({})).toEqual({
      limit: 12,
      page: 1,
      language: 'vi',
      ignoreArticleIds: [],
      isGetPinArticles: false,
    });
  });

  it('reads query strings: numbers, booleans written as false/0', () => {
    const q = LatestArticleQuery.parse({ limit: '5', page: '2', isGetPinArticles: 'false' });
    expect(q).toMatchObject({ limit: 5, page: 2, isGetPinArticles: false });
  });

  it('rejects a limit past the maximum and a page below 1', () => {
    expect(LatestArticleQuery.safeParse({ limit: String(LIST_LIMIT_MAX + 1) }).success).toBe(false);
    expect(LatestArticleQuery.safeParse({ limit: String(LIST_LIMIT_MAX) }).success).toBe(true);
    expect(LatestArticleQuery.safeParse({ page: '0' }).success).toBe(false);
  });

  it('rejects an unknown language or vertical and a malformed id', () => {
    expect(LatestArticleQuery.safeParse({ language: 'fr' }).success).toBe(false);
    expect(LatestArticleQuery.safeParse({ vertical: 'sports' }).success).toBe(false);
    expect(LatestArticleQuery.safeParse({ ignoreArticleIds: ['nope'] }).success).toBe(false);
  });
});
