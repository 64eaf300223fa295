import { describe, expect, it } from 'vitest';
import { parseSearchParams, searchHref, searchOutcome, splitByRanges } from './search';

describe('search page parameters', () => {
  it('keeps what is valid and drops the rest', () => {
    expect(parseSearchParams({ q: '  phở bò ', type: 'video', topic: 'am-thuc', page: '3' })).toEqual({
      q: 'phở bò',
      type: 'video',
      topic: 'am-thuc',
      page: 3,
    });
    expect(parseSearchParams({ q: ['a', 'b'], type: 'podcast', topic: 'Ẩm thực', page: '-1' })).toEqual({
      q: 'a',
      type: undefined,
      topic: undefined,
      page: 1,
    });
    expect(parseSearchParams({}).q).toBe('');
    expect(parseSearchParams({ q: 'x'.repeat(900) }).q).toHaveLength(500);
  });

  it('links to the localized search path, page 1 left out', () => {
    expect(searchHref('vi', { q: 'phở', page: 1 })).toBe('/tim-kiem?q=ph%E1%BB%9F');
    expect(searchHref('en', { q: 'pho', type: 'video', topic: 'food', page: 2 })).toBe(
      '/en/search?q=pho&type=video&topic=food&page=2',
    );
    expect(searchHref('vi', {})).toBe('/tim-kiem');
  });
});

describe('splitByRanges', () => {
  it('cuts a text into marked and plain parts', () => {
    expect(
      splitByRanges('Đường phố Sài Gòn', [
        [0, 5],
        [6, 9],
      ]),
    ).toEqual([
      { text: 'Đường', marked: true, start: 0 },
      { text: ' ', marked: false, start: 5 },
      { text: 'phố', marked: true, start: 6 },
      { text: ' Sài Gòn', marked: false, start: 9 },
    ]);
  });

  it('ignores ranges that overlap, go backwards or run past the end', () => {
    expect(
      splitByRanges('abcdef', [
        [1, 3],
        [2, 4],
        [5, 99],
      ]),
    ).toEqual([
      { text: 'a', marked: false, start: 0 },
      { text: 'bc', marked: true, start: 1 },
      { text: 'def', marked: false, start: 3 },
    ]);
  });
});

describe('searchOutcome', () => {
  const request = parseSearchParams({ q: 'phở' });
  it('prompts before a search, and tells results from none', () => {
    expect(searchOutcome(request, null)).toBe('prompt');
    expect(searchOutcome(request, { docs: [{}], total: 1 })).toBe('results');
    expect(searchOutcome(request, { docs: [], total: 0 })).toBe('noResults');
  });

  it('tells a page past the last one from a search with no match', () => {
    const page3 = { ...request, page: 3 };
    expect(searchOutcome(page3, { docs: [], total: 12 })).toBe('pastEnd');
    expect(searchOutcome(page3, { docs: [], total: 0 })).toBe('noResults');
  });
});
