import { describe, expect, it } from 'vitest';
import { pageHref, pageQuery, parsePageSegment } from './listing';

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
