/** One scenario per measured address; connections and duration are explicit inputs. */
export interface Scenario {
  name: string;
  /** where the request goes: 'web' (Next.js) or 'api' (Fastify) */
  target: 'web' | 'api';
  path: string;
  /** add a changing, ignored query parameter so every request misses the API's answer cache */
  bustCache?: boolean;
}

export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
export const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);

/** What the scenarios point at: the newest article and the ids of one page of cards. */
export interface Subjects {
  articleSlug: string;
  articleId: string;
  cardIds: string[];
}

export function scenarios({ articleSlug, articleId, cardIds }: Subjects): Scenario[] {
  return [
    { name: 'home page (/)', target: 'web', path: '/' },
    { name: 'article page (/[slug])', target: 'web', path: `/${articleSlug}` },
    {
      name: 'API v2/article-detail',
      target: 'api',
      path: `/v2/article-detail/${articleSlug}?isGetContentAsArray=true&isGetRelated=true`,
    },
    {
      name: 'API v2/article-detail, uncached',
      target: 'api',
      path: `/v2/article-detail/${articleSlug}?isGetContentAsArray=true&isGetRelated=true`,
      bustCache: true,
    },
    { name: 'API v2/latest-article', target: 'api', path: '/v2/latest-article?limit=12' },
    {
      name: 'API v2/latest-article, uncached',
      target: 'api',
      path: '/v2/latest-article?limit=12',
      bustCache: true,
    },
    // what every page asks after it loads: the like counts (and, for members, flags) of its cards
    {
      name: 'API v2/member/state (12 cards)',
      target: 'api',
      path: `/v2/member/state?articleIds=${cardIds.join(',')}`,
    },
    {
      name: 'API v2/comments, uncached',
      target: 'api',
      path: `/v2/comments?articleId=${articleId}`,
      bustCache: true,
    },
  ];
}
