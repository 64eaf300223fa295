import { DEFAULT_TIMEZONE, type Locale } from '@magazine/contracts';
import {
  articleAuthors,
  articleDailyViews,
  articles,
  articleTags,
  authorFollows,
  bookmarks,
  type Db,
  readingHistory,
  seriesFollows,
  topicFollows,
} from '@magazine/db';
import {
  and,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  lt,
  ne,
  notInArray,
  or,
  type SQL,
  sql,
  sum,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  type CardRow,
  descNullsLast,
  isListed,
  newestFirst,
  selectCards,
} from '../articles/articles.repository';

/** Today in the magazine's time zone: the day views are counted on. */
export const todayInMagazineZone = sql.raw(`(now() at time zone '${DEFAULT_TIMEZONE}')::date`);

const notIn = (ids: string[]) => (ids.length > 0 ? notInArray(articles.id, ids) : undefined);

/** Cards of the given ids, in the order of the ids (ids that are not live are left out). */
export async function findCardsInOrder(db: Db, ids: string[]): Promise<CardRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectCards(db, and(inArray(articles.id, ids), isListed()), newestFirst, ids.length);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Articles sharing tags (two points per tag) or the topic (one point) with an article, best first.
 * Candidates are only the articles that share a tag and the newest 200 of the topic, so the cost
 * does not grow with the archive.
 */
export async function findRelatedIds(
  db: Db,
  article: { id: string; language: Locale; topicId: string | null },
  limit: number,
  exclude: string[] = [],
): Promise<string[]> {
  const tagHits = db
    .select({ articleId: articleTags.articleId, shared: sql<number>`count(*)::int`.as('shared') })
    .from(articleTags)
    .where(
      and(
        inArray(
          articleTags.tagId,
          db
            .select({ tagId: articleTags.tagId })
            .from(articleTags)
            .where(eq(articleTags.articleId, article.id)),
        ),
        ne(articleTags.articleId, article.id),
      ),
    )
    .groupBy(articleTags.articleId)
    .as('tag_hits');
  const sameTopic = alias(articles, 'same_topic');
  const topicHits = article.topicId
    ? inArray(
        articles.id,
        db
          .select({ id: sameTopic.id })
          .from(sameTopic)
          .where(
            and(
              eq(sameTopic.topicId, article.topicId),
              eq(sameTopic.language, article.language),
              isListed(sameTopic),
            ),
          )
          .orderBy(descNullsLast(sameTopic.publishedAt), descNullsLast(sameTopic.id))
          .limit(200),
      )
    : undefined;
  const topicPoint = article.topicId
    ? sql`(case when ${articles.topicId} = ${article.topicId} then 1 else 0 end)`
    : sql`0`;
  const rows = await db
    .select({ id: articles.id })
    .from(articles)
    .leftJoin(tagHits, eq(tagHits.articleId, articles.id))
    .where(
      and(
        eq(articles.language, article.language),
        ne(articles.id, article.id),
        notIn(exclude),
        isListed(),
        or(isNotNull(tagHits.articleId), topicHits),
      ),
    )
    .orderBy(
      sql`coalesce(${tagHits.shared}, 0) * 2 + ${topicPoint} desc`,
      descNullsLast(articles.publishedAt),
      descNullsLast(articles.id),
    )
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Article ids by views counted since `daysBack` days before today (0 = today only), most first. */
export async function findMostViewedIds(
  db: Db,
  language: Locale,
  daysBack: number,
  limit: number,
  exclude: string[],
): Promise<string[]> {
  const rows = await db
    .select({ articleId: articleDailyViews.articleId })
    .from(articleDailyViews)
    // an article taken offline keeps its counted days: only live ones may take a slot
    .innerJoin(articles, and(eq(articles.id, articleDailyViews.articleId), isListed()))
    .where(
      and(
        eq(articleDailyViews.language, language),
        gte(articleDailyViews.day, sql`${todayInMagazineZone} - ${daysBack}::int`),
        exclude.length > 0 ? notInArray(articleDailyViews.articleId, exclude) : undefined,
      ),
    )
    .groupBy(articleDailyViews.articleId)
    .orderBy(desc(sum(articleDailyViews.views)), desc(articleDailyViews.articleId))
    .limit(limit);
  return rows.map((row) => row.articleId);
}

/** The most read live articles of all time (the view counter's total). */
export function findPopularCards(db: Db, language: Locale, limit: number, exclude: string[], where?: SQL) {
  return selectCards(
    db,
    and(eq(articles.language, language), isListed(), notIn(exclude), where),
    [descNullsLast(articles.viewCount), descNullsLast(articles.id)],
    limit,
  );
}

export const publishedSince = (days: number) =>
  gte(articles.publishedAt, sql`now() - make_interval(days => ${days})`);
export const publishedBefore = (days: number) =>
  lt(articles.publishedAt, sql`now() - make_interval(days => ${days})`);

export function findPopularPage(
  db: Db,
  language: Locale,
  limit: number,
  offset: number,
  exclude: string[],
  where?: SQL,
) {
  return selectCards(
    db,
    and(eq(articles.language, language), isListed(), notIn(exclude), where),
    [descNullsLast(articles.viewCount), descNullsLast(articles.id)],
    limit,
    offset,
  );
}

export function findEditorPickCards(db: Db, language: Locale, limit: number, exclude: string[]) {
  return selectCards(
    db,
    and(eq(articles.language, language), eq(articles.isEditorPick, true), isListed(), notIn(exclude)),
    newestFirst,
    limit,
  );
}

export function findNewestCards(db: Db, language: Locale, limit: number, exclude: string[], where?: SQL) {
  return selectCards(
    db,
    and(eq(articles.language, language), isListed(), notIn(exclude), where),
    newestFirst,
    limit,
  );
}

/**
 * Not read and not bookmarked by the member, in any language: a story read in Vietnamese is not
 * offered again in English.
 */
export const unseenBy = (userId: string): SQL => sql`${articles.translationGroupId} not in (
  select seen.translation_group_id from ${articles} seen
  where seen.id in (select article_id from ${readingHistory} where user_id = ${userId}
                    union all
                    select article_id from ${bookmarks} where user_id = ${userId}))`;

/** Written in a topic or series the member follows, or by an author they follow. */
export const followedBy = (userId: string): SQL => sql`(
  ${articles.topicId} in (select topic_id from ${topicFollows} where user_id = ${userId})
  or ${articles.seriesId} in (select series_id from ${seriesFollows} where user_id = ${userId})
  or exists (select 1 from ${articleAuthors} aa
             join ${authorFollows} af on af.author_id = aa.author_id and af.user_id = ${userId}
             where aa.article_id = ${articles.id}))`;
