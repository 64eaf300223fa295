import { describe, expect, it } from 'vitest';
import { newerPage, pageHref, pageQuery, parsePageSegment } from './listing';

describe('parsePageSegment', () => {
  it('reads no segment as page 1 and a plain number from 2 on', () => {
    expect(parsePageSegment(undefined)).toBe(1);
    expect(parsePageSegment('2')).toBe(2);
    expect(parsePageSegment('10000')).toBe(10_000);
  });

  it('refuses page 1 spelled out, zero padding, words and pages past the bound', () => {
    for (const bad of ['1', '0', '02', 'abc', '-3', '2.5', '10001', '99999']) {
      expect(parsePageSegment(bad)).toBeNull();
    }
  });
});

describe('pageHref', () => {
  it('keeps page 1 at the base URL and appends the number otherwise', () => {
    expect(pageHref('/chu-de/am-thuc', 1)).toBe('/chu-de/am-thuc');
    expect(pageHref('/en/topic/food', 3)).toBe('/en/topic/food/3');
    expect(pageHref('/en/tags/', 2)).toBe('/en/tags/2');
  });
});

describe('pageQuery', () => {
  it('reads ?page= as a whole number from 1, else page 1', () => {
    expect(pageQuery('3')).toBe(3);
    for (const bad of [undefined, '', '0', '-1', '02', '1.5', 'abc', '99999']) expect(pageQuery(bad)).toBe(1);
    expect(pageQuery(['2', '5'])).toBe(2);
  });
});

describe('newerPage', () => {
  it('leads from a page with items to the one before, and from the first nowhere', () => {
    expect(newerPage(3, false, null)).toBe(2);
    expect(newerPage(3, false, 9)).toBe(2);
    expect(newerPage(1, false, 5)).toBeNull();
    expect(newerPage(1, true, null)).toBeNull();
  });

  it('leads from past the end to the last page with items, never to another empty page', () => {
    expect(newerPage(999, true, 4)).toBe(4);
    expect(newerPage(5, true, 4)).toBe(4);
    // the total unknown: no "newer" (the first-page link is the way back)
    expect(newerPage(999, true, null)).toBeNull();
  });
});
