import type {
  ArticleCard,
  ArticlePage,
  DontMissOutQuery,
  InContentQuery,
  Locale,
  RecommendQuery,
} from '@magazine/contracts';
import type { Db } from '@magazine/db';
import { and } from 'drizzle-orm';
import { AppError } from '../../lib/app-error';
import { pageWindow, toPage } from '../../lib/paging';
import { toCard } from '../articles/article-mapper';
import { type CardRow, findLiveArticleRef } from '../articles/articles.repository';
import * as repo from './recommendations.repository';

/** Days of counted views that make an article "popular" now. */
const POPULAR_WINDOW_DAYS = 7;
/** "For you" prefers articles of the last month. */
const FOR_YOU_RECENT_DAYS = 30;
/** "Don't miss out" digs out articles older than a week that readers liked. */
const DONT_MISS_OUT_OLDER_THAN_DAYS = 7;

type Fill = (limit: number, exclude: string[]) => Promise<CardRow[]>;

/** The first source's cards, then the next sources' ones not already taken, up to `limit`. */
async function fillUpTo(limit: number, exclude: string[], sources: Fill[]): Promise<ArticleCard[]> {
  const taken: CardRow[] = [];
  const seen = new Set(exclude);
  for (const source of sources) {
    if (taken.length >= limit) break;
    for (const row of await source(limit - taken.length, [...seen])) {
      if (seen.has(row.id) || taken.length >= limit) continue;
      seen.add(row.id);
      taken.push(row);
    }
  }
  return taken.map(toCard);
}

const excludedBy = (q: { articleId?: string; ignoreArticleIds: string[] }) =>
  q.articleId ? [q.articleId, ...q.ignoreArticleIds] : q.ignoreArticleIds;

const mostViewed =
  (db: Db, language: Locale, daysBack: number): Fill =>
  async (limit, exclude) =>
    repo.findCardsInOrder(db, await repo.findMostViewedIds(db, language, daysBack, limit, exclude));

const popularOfAllTime =
  (db: Db, language: Locale): Fill =>
  (limit, exclude) =>
    repo.findPopularCards(db, language, limit, exclude);

/**
 * Related to the article being read: shared tags first, then its topic, then the newest; never
 * the ones the page already shows (`ignoreArticleIds`).
 */
export async function getInContent(db: Db, q: InContentQuery): Promise<ArticleCard[]> {
  const article = await findLiveArticleRef(db, q.articleId);
  if (!article) throw new AppError('ARTICLE_NOT_FOUND');
  const language = q.language ?? (article.language as Locale);
  return fillUpTo(
    q.limit,
    [article.id, ...q.ignoreArticleIds],
    [
      async (limit, exclude) =>
        repo.findCardsInOrder(db, await repo.findRelatedIds(db, { ...article, language }, limit, exclude)),
      (limit, exclude) => repo.findNewestCards(db, language, limit, exclude),
    ],
  );
}

/** Most read over the last week (views counted per day), then of all time. */
export function getPopular(db: Db, q: RecommendQuery): Promise<ArticleCard[]> {
  return fillUpTo(q.limit, excludedBy(q), [
    mostViewed(db, q.language, POPULAR_WINDOW_DAYS - 1),
    popularOfAllTime(db, q.language),
  ]);
}

/** Most read today in Asia/Ho_Chi_Minh, then this week's and all-time popular ones. */
export function getTopDaily(db: Db, q: RecommendQuery): Promise<ArticleCard[]> {
  return fillUpTo(q.limit, excludedBy(q), [
    mostViewed(db, q.language, 0),
    mostViewed(db, q.language, POPULAR_WINDOW_DAYS - 1),
    popularOfAllTime(db, q.language),
  ]);
}

/** The editors' recommendations (their picks, newest first), then popular articles. */
export function getRecommended(db: Db, q: RecommendQuery): Promise<ArticleCard[]> {
  return fillUpTo(q.limit, excludedBy(q), [
    (limit, exclude) => repo.findEditorPickCards(db, q.language, limit, exclude),
    popularOfAllTime(db, q.language),
  ]);
}

/**
 * For a visitor: recent and popular in the reader's language, never the article being read; then
 * the newest. For a member (`memberId`): first the newest from the topics, authors and series they
 * follow, then the same fallbacks; never what they read or bookmarked, in either language.
 */
export function getForYou(db: Db, q: RecommendQuery, memberId: string | null = null): Promise<ArticleCard[]> {
  const unseen = memberId ? repo.unseenBy(memberId) : undefined;
  const recentPopular = and(repo.publishedSince(FOR_YOU_RECENT_DAYS), unseen);
  return fillUpTo(q.limit, excludedBy(q), [
    ...(memberId
      ? [
          (limit: number, exclude: string[]) =>
            repo.findNewestCards(db, q.language, limit, exclude, and(repo.followedBy(memberId), unseen)),
        ]
      : []),
    (limit, exclude) => repo.findPopularCards(db, q.language, limit, exclude, recentPopular),
    (limit, exclude) => repo.findNewestCards(db, q.language, limit, exclude, unseen),
  ]);
}

/** Older articles readers liked, most read first, paged. */
export async function getDontMissOut(db: Db, q: DontMissOutQuery): Promise<ArticlePage> {
  const { limit, offset } = pageWindow(q);
  const rows = await repo.findPopularPage(
    db,
    q.language,
    limit,
    offset,
    q.ignoreArticleIds,
    repo.publishedBefore(DONT_MISS_OUT_OLDER_THAN_DAYS),
  );
  return toPage(rows, q, toCard);
}
