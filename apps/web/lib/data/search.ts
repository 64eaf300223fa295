import 'server-only';
import { emptySearchPage, type Locale, type SearchPage } from '@magazine/contracts';
import { getPublic } from '../api-client/server';
import type { SearchRequest } from '../search';

/** One page of search results; the API answers an empty page to a query too short to search. */
export async function searchContent(
  language: Locale,
  request: SearchRequest,
  limit = 10,
): Promise<SearchPage> {
  const page = await getPublic<SearchPage>('v2/search', {
    query: { q: request.q, language, type: request.type, topic: request.topic, page: request.page, limit },
    tags: ['search'],
  });
  return page ?? emptySearchPage(request.q, request.page, limit);
}
