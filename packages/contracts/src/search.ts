import { z } from 'zod';
import { LIST_LIMIT_MAX, LIST_PAGE_MAX } from './constants';
import { ImageSet } from './images';
import { Language, LanguageParam } from './language';
import { DEFAULT_LOCALE } from './locale';
import { queryInt } from './query';
import { normalizeSearchQuery } from './search-text';
import { Id, Slug, TopicRef } from './taxonomy';

// Search (issue 6): what the API's GET /v2/search and the search page agree on; the text work both
// sides do (the words of a query, where they occur in a text) is in search-text.ts.

export const SEARCH_KINDS = ['article', 'podcastEpisode', 'video'] as const;
export const SearchKind = z.enum(SEARCH_KINDS);
export type SearchKind = z.infer<typeof SearchKind>;

export const SEARCH_DEFAULT_LIMIT = 10;
/** When the full-text search finds fewer than this, titles close to the query (typos) are added. */
export const SEARCH_FUZZY_BELOW = 3;
/**
 * Matches are counted up to this many (or as far as the page asked for, if further): a broad word
 * ("phở" in a third of the magazine) would otherwise cost a visit to every matching document on
 * each search. Past it the page says "more than 1 000 results".
 */
export const SEARCH_COUNT_CAP = 1000;

/** [start, end) offsets into a text (search-text's HighlightRange). */
const HighlightRange = z.tuple([z.number().int(), z.number().int()]);

// ---- request and response ---------------------------------------------------------------

export const SearchQuery = z.object({
  /** the reader's words; trimmed and cut to 500 characters, never refused for its length */
  q: z.string().default('').transform(normalizeSearchQuery),
  language: LanguageParam.default(DEFAULT_LOCALE),
  type: SearchKind.optional(),
  /** a topic slug in the requested language */
  topic: Slug.optional(),
  page: queryInt(1, LIST_PAGE_MAX).default(1),
  limit: queryInt(1, LIST_LIMIT_MAX).default(SEARCH_DEFAULT_LIMIT),
});
export type SearchQuery = z.infer<typeof SearchQuery>;

export const SearchHit = z.object({
  kind: SearchKind,
  _id: Id,
  slug: z.string(),
  language: Language,
  path: z.string(),
  title: z.string(),
  titleHighlights: z.array(HighlightRange),
  snippet: z.string(),
  highlights: z.array(HighlightRange),
  /** the article's image, the episode's cover or the video's thumbnail */
  image: ImageSet.nullable(),
  publishedAt: z.string(),
  topic: TopicRef.nullable(),
  /** an article for readers of 18 and over (ArticleCard.adultOnly); false for episodes and videos */
  adultOnly: z.boolean(),
  /** the show of a podcast episode */
  show: z.object({ slug: z.string(), title: z.string() }).nullable(),
});
export type SearchHit = z.infer<typeof SearchHit>;

export const SearchPage = z.object({
  /** the query as searched: trimmed and cut */
  q: z.string(),
  docs: z.array(SearchHit),
  page: z.number().int(),
  limit: z.number().int(),
  hasNextPage: z.boolean(),
  /** the number of matches, or with `totalCapped` how many were counted (SEARCH_COUNT_CAP) */
  total: z.number().int(),
  /** true when more documents match than `total`: counting stopped there */
  totalCapped: z.boolean(),
  /** true when titles close to the query (a typo) were added to few exact matches */
  fuzzy: z.boolean(),
});
export type SearchPage = z.infer<typeof SearchPage>;

/** A page with nothing on it: a query too short to search, or (on the site) an API that failed. */
export function emptySearchPage(q: string, page: number, limit: number): SearchPage {
  return { q, docs: [], page, limit, hasNextPage: false, total: 0, totalCapped: false, fuzzy: false };
}
