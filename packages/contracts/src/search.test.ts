import { describe, expect, it } from 'vitest';
import { LIST_LIMIT_MAX } from './constants';
import { SearchQuery } from './search';
import { SEARCH_QUERY_MAX_LENGTH } from './search-text';

describe('SearchQuery', () => {
  it('fills the defaults: empty query, Vietnamese, page 1, 10 results', () => {
    expect(SearchQuery.parse({})).toEqual({ q: '', language: 'vi', page: 1, limit: 10 });
  });

  it('cuts a long query instead of refusing it', () => {
    const parsed = SearchQuery.parse({ q: `  ${'a'.repeat(2000)}` });
    expect(parsed.q).toHaveLength(SEARCH_QUERY_MAX_LENGTH);
  });

  it('refuses an unknown type or language, a bad topic slug and a limit past 50', () => {
    expect(SearchQuery.safeParse({ type: 'podcast' }).success).toBe(false);
    expect(SearchQuery.safeParse({ language: 'fr' }).success).toBe(false);
    expect(SearchQuery.safeParse({ topic: 'Ẩm thực' }).success).toBe(false);
    expect(SearchQuery.safeParse({ limit: String(LIST_LIMIT_MAX + 1) }).success).toBe(false);
    expect(SearchQuery.safeParse({ page: '0' }).success).toBe(false);
    expect(SearchQuery.safeParse({ type: 'podcastEpisode', topic: 'am-thuc', limit: '50' }).success).toBe(
      true,
    );
  });
});
