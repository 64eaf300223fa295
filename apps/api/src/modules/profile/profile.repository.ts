import type { FollowedItem, FollowKind, Locale } from '@magazine/contracts';
import {
  articleLikes,
  articles,
  authorFollows,
  authors,
  bookmarks,
  type Db,
  series,
  seriesFollows,
  topicFollows,
  topics,
} from '@magazine/db';
import { and, desc, eq } from 'drizzle-orm';
import { isListed } from '../articles/articles.repository';

// The member's own lists for the profile tabs, newest first. Only listed articles are counted
// (live, and not a redirect: the cards are made of the same rows, so a page is always full and
// its "more" true to what follows); a bookmark of an article taken down or moved stays, and shows
// again if it comes back.

export async function savedArticleIds(
  db: Db,
  which: 'bookmarked' | 'liked',
  userId: string,
  limit: number,
  offset: number,
): Promise<string[]> {
  const table = which === 'bookmarked' ? bookmarks : articleLikes;
  const rows = await db
    .select({ id: table.articleId })
    .from(table)
    .innerJoin(articles, eq(articles.id, table.articleId))
    .where(and(eq(table.userId, userId), isListed()))
    .orderBy(desc(table.createdAt), desc(table.articleId))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => row.id);
}

type Row = { id: string; slugVi: string; slugEn: string; nameVi: string; nameEn: string; at: Date };

async function followedRows(
  db: Db,
  kind: FollowKind,
  userId: string,
  limit: number,
  offset: number,
): Promise<Row[]> {
  if (kind === 'topic') {
    return db
      .select({
        id: topics.id,
        slugVi: topics.slugVi,
        slugEn: topics.slugEn,
        nameVi: topics.nameVi,
        nameEn: topics.nameEn,
        at: topicFollows.createdAt,
      })
      .from(topicFollows)
      .innerJoin(topics, eq(topics.id, topicFollows.topicId))
      .where(eq(topicFollows.userId, userId))
      .orderBy(desc(topicFollows.createdAt), desc(topics.id))
      .limit(limit)
      .offset(offset);
  }
  if (kind === 'series') {
    return db
      .select({
        id: series.id,
        slugVi: series.slugVi,
        slugEn: series.slugEn,
        nameVi: series.titleVi,
        nameEn: series.titleEn,
        at: seriesFollows.createdAt,
      })
      .from(seriesFollows)
      .innerJoin(series, eq(series.id, seriesFollows.seriesId))
      .where(eq(seriesFollows.userId, userId))
      .orderBy(desc(seriesFollows.createdAt), desc(series.id))
      .limit(limit)
      .offset(offset);
  }
  return db
    .select({
      id: authors.id,
      slugVi: authors.slug,
      slugEn: authors.slug,
      nameVi: authors.name,
      nameEn: authors.name,
      at: authorFollows.createdAt,
    })
    .from(authorFollows)
    .innerJoin(authors, eq(authors.id, authorFollows.authorId))
    .where(eq(authorFollows.userId, userId))
    .orderBy(desc(authorFollows.createdAt), desc(authors.id))
    .limit(limit)
    .offset(offset);
}

export async function followedItems(
  db: Db,
  kind: FollowKind,
  userId: string,
  language: Locale,
  limit: number,
  offset: number,
): Promise<FollowedItem[]> {
  const rows = await followedRows(db, kind, userId, limit, offset);
  return rows.map((row) => ({
    kind,
    _id: row.id,
    slug: language === 'en' ? row.slugEn : row.slugVi,
    name: language === 'en' ? row.nameEn : row.nameVi,
    followedAt: row.at.toISOString(),
  }));
}
