import { describe, expect, it } from 'vitest';
import { carryQuery } from './redirect-query.mjs';

describe("a page's redirect keeps the reader's query", () => {
  it('carries safeTracking and the campaign tags to a path of this site, nothing else', () => {
    expect(carryQuery('/en/bun-cha', '/vi-sao-bun-cha?lang=en&safeTracking')).toBe(
      '/en/bun-cha?safeTracking=',
    );
    expect(carryQuery('/vi-sao', '/why?safeTracking=1&utm_source=x')).toBe(
      '/vi-sao?safeTracking=1&utm_source=x',
    );
    expect(carryQuery('/en/topic/food#top', '/chu-de/am-thuc?lang=EN&safeTracking=1')).toBe(
      '/en/topic/food?safeTracking=1#top',
    );
  });

  it("never carries a link's token, nor lang", () => {
    expect(carryQuery('/reset-password/expired', '/reset-password?token=abc&safeTracking')).toBe(
      '/reset-password/expired?safeTracking=',
    );
    expect(carryQuery('/unsubscribe/done', '/unsubscribe?token=abc&list=weekly')).toBe('/unsubscribe/done');
  });

  it('leaves alone a location with its own query, another site, and a request with nothing to carry', () => {
    expect(carryQuery('/login?redirect=%2Fprofile', '/profile?tab=liked')).toBe('/login?redirect=%2Fprofile');
    expect(carryQuery('https://example.com/', '/x?safeTracking')).toBe('https://example.com/');
    expect(carryQuery('//example.com/', '/x?safeTracking')).toBe('//example.com/');
    expect(carryQuery('/en/bun-cha', '/vi-sao-bun-cha?lang=en')).toBe('/en/bun-cha');
    expect(carryQuery('/en/bun-cha', '/vi-sao-bun-cha')).toBe('/en/bun-cha');
    expect(carryQuery(undefined, '/x?y=1')).toBeUndefined();
  });
});
