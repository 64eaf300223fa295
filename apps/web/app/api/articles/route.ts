import { type ArticlePage, LatestArticleQuery } from '@magazine/contracts';
import { getPublic } from '@/lib/api-client/server';
import { LISTING_PAGE_SIZE } from '@/lib/data/listings';

const FILTERS = ['groupTopic', 'tag', 'author', 'series', 'vertical'] as const;

// GET /api/articles?language=&page=|cursor=&groupTopic|tag|author|series|vertical= – the next page
// of a listing for "load more" (by the cursor the page before gave, else by number); the same
// cached API read the listing pages make.
export async function GET(request: Request) {
  const params = new URL(request.url).searchParams;
  const query: Record<string, string> = { limit: String(LISTING_PAGE_SIZE) };
  for (const key of ['language', 'page', 'cursor', ...FILTERS]) {
    const value = params.get(key);
    if (value) query[key] = value;
  }
  const parsed = LatestArticleQuery.safeParse(query);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join('.'));
    return Response.json({ error: 'VALIDATION_ERROR', fields }, { status: 400 });
  }
  const page = await getPublic<ArticlePage>('v2/latest-article', { query, tags: ['articles'] });
  return Response.json(
    page ?? { docs: [], page: parsed.data.page, limit: parsed.data.limit, hasNextPage: false },
    {
      headers: { 'cache-control': 'public, max-age=60' },
    },
  );
}
