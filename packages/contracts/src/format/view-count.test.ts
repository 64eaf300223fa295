import { describe, expect, it } from 'vitest';
import { formatViewCount } from './view-count';

describe('formatViewCount', () => {
  it.each([
    [0, '0', '0'],
    [999, '999', '999'],
    [1000, '1k', '1N'],
    [1049, '1k', '1N'],
    [1050, '1.1k', '1,1N'],
    [1540, '1.5k', '1,5N'],
    [999_949, '999.9k', '999,9N'],
    [999_950, '1M', '1Tr'],
    [1_000_000, '1M', '1Tr'],
    [2_345_678, '2.3M', '2,3Tr'],
    [999_950_000, '1B', '1T'],
    [1_000_000_000, '1B', '1T'],
    [12_500_000_000, '12.5B', '12,5T'],
  ])('%d reads %s in English and %s in Vietnamese', (count, en, vi) => {
    expect(formatViewCount(count, 'en')).toBe(en);
    expect(formatViewCount(count, 'vi')).toBe(vi);
  });

  it('treats negative and non-finite counts as zero', () => {
    expect(formatViewCount(-5, 'en')).toBe('0');
    expect(formatViewCount(Number.NaN, 'vi')).toBe('0');
  });
});
