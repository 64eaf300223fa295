import { describe, expect, it } from 'vitest';
import { isMemberApiPath } from './paths';

describe('isMemberApiPath', () => {
  it('lets the member calls through', () => {
    expect(isMemberApiPath('bookmark/bookmark-article/0190a0b2-0000-7000-8000-000000000001')).toBe(true);
    expect(isMemberApiPath('v2/bookmarked-articles-as-object')).toBe(true);
    expect(isMemberApiPath('v2/like/article')).toBe(true);
  });
  it('keeps the rest of the API and path tricks out', () => {
    expect(isMemberApiPath('v2/article-detail/x')).toBe(false);
    expect(isMemberApiPath('v2/like/../../docs')).toBe(false);
    expect(isMemberApiPath('bookmark%2F..%2Fdocs')).toBe(false);
    expect(isMemberApiPath('')).toBe(false);
  });
});
