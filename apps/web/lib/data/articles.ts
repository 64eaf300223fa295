import 'server-only';
import {
  type ArticleCard,
  type ArticleDetail,
  type ArticlePage,
  DONT_MISS_OUT_DEFAULT_LIMIT,
  DONT_MISS_OUT_DEFAULT_PAGE,
  type Locale,
  SLUG_PATTERN,
  type Vertical,
} from '@magazine/contracts';
import { getPublic, getPublicList } from '../api-client/server';

export function getFeatureArticles(language: Locale): Promise<ArticleCard[]> {
  return getPublicList('v2/feature-article', { query: { language }, tags: ['articles'] });
}

export function getEditorPicks(language: Locale, limit = 4): Promise<ArticleCard[]> {
  return getPublicList('v2/editor-pick-article', { query: { language, limit }, tags: ['articles'] });
}

export function getPopularArticles(language: Locale, limit = 5): Promise<ArticleCard[]> {
  return getPublicList('v2/recommend-popular-article', { query: { language, limit }, tags: ['articles'] });
}

/** Older articles readers liked (SPEC §7 v2/dont-miss-out-articles, default 8, page 1). */
export async function getDontMissOut(
  language: Locale,
  limit = DONT_MISS_OUT_DEFAULT_LIMIT,
): Promise<ArticleCard[]> {
  const page = await getPublic<ArticlePage>('v2/dont-miss-out-articles', {
    query: { language, limit, page: DONT_MISS_OUT_DEFAULT_PAGE },
    tags: ['articles'],
  });
  return page?.docs ?? [];
}

type LatestOptions = {
  limit?: number;
  page?: number;
  vertical?: Vertical;
  groupTopic?: string;
  ignoreArticleIds?: string[];
};

export async function getLatestArticles(language: Locale, options: LatestOptions = {}): Promise<ArticlePage> {
  const page = await getPublic<ArticlePage>('v2/latest-article', {
    query: { language, ...options },
    tags: ['articles'],
  });
  return page ?? { docs: [], page: options.page ?? 1, limit: options.limit ?? 0, hasNextPage: false };
}

/** null when there is no such article (or the slug cannot be one). */
export async function getArticleDetail(slug: string, language: Locale): Promise<ArticleDetail | null> {
  // the contract allows 200 characters; a longer slug names no article
  if (slug.length > 200 || !SLUG_PATTERN.test(slug)) return null;
  return getPublic<ArticleDetail>(`v2/article-detail/${slug}`, {
    query: { language, isGetContentAsArray: true, isGetRelated: true },
    tags: ['articles', `article:${slug}`],
  });
}

/**
 * Read-also links inside an article's text (SPEC §7 v2/recommend-incontent-article, default 3):
 * related by shared tags, never one of `shown` (the page's related list).
 */
export function getInContentArticles(
  articleId: string,
  language: Locale,
  shown: string[],
): Promise<ArticleCard[]> {
  return getPublicList('v2/recommend-incontent-article', {
    query: { articleId, language, ignoreArticleIds: shown },
    tags: ['articles'],
  });
}

/** Most read today in Asia/Ho_Chi_Minh (SPEC §7 v2/top-daily-articles, default 5). */
export function getTopDailyArticles(language: Locale): Promise<ArticleCard[]> {
  return getPublicList('v2/top-daily-articles', { query: { language }, tags: ['articles'] });
}

/** The editors' recommendations, then popular articles (SPEC §7 v2/recommend-article). */
export function getRecommendedArticles(language: Locale, limit = 4): Promise<ArticleCard[]> {
  return getPublicList('v2/recommend-article', { query: { language, limit }, tags: ['articles'] });
}
