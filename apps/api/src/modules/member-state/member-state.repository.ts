import { articleLikes, authorFollows, bookmarks, type Db, seriesFollows, topicFollows } from '@magazine/db';
import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

export interface StateIds {
  articleIds: string[];
  topicIds: string[];
  authorIds: string[];
  seriesIds: string[];
}

export interface StateRows {
  likeCounts: Record<string, number>;
  liked: string[];
  bookmarked: string[];
  topics: string[];
  authors: string[];
  series: string[];
  /** all the member's follows, of every kind (for the unverified limit) */
  follows: number;
}

/** The ids among `ids` that `column` holds for the member, as a JSON array ('[]' when none asked). */
function among(table: PgTable, member: AnyPgColumn, column: AnyPgColumn, userId: string, ids: string[]): SQL {
  if (ids.length === 0) return sql`'[]'::json`;
  return sql`(select coalesce(json_agg(${column}), '[]'::json) from ${table}
    where ${and(eq(member, userId), inArray(column, ids))})`;
}

/**
 * Everything v2/member/state needs, in one statement: like counts of the articles and, for a
 * member, which of them they like and bookmarked, which topics, authors and series they follow,
 * and how many follows they have. One round trip instead of seven (PGlite runs one query at a time).
 */
export async function readState(db: Db, ids: StateIds, userId: string | null): Promise<StateRows> {
  const likeCounts =
    ids.articleIds.length === 0
      ? sql`'{}'::json`
      : sql`(select coalesce(json_object_agg(c.article_id, c.n), '{}'::json) from (
          select ${articleLikes.articleId} as article_id, ${count()} as n from ${articleLikes}
          where ${inArray(articleLikes.articleId, ids.articleIds)} group by ${articleLikes.articleId}) c)`;
  const none = sql`'[]'::json`;
  const member = userId
    ? {
        liked: among(articleLikes, articleLikes.userId, articleLikes.articleId, userId, ids.articleIds),
        bookmarked: among(bookmarks, bookmarks.userId, bookmarks.articleId, userId, ids.articleIds),
        topics: among(topicFollows, topicFollows.userId, topicFollows.topicId, userId, ids.topicIds),
        authors: among(authorFollows, authorFollows.userId, authorFollows.authorId, userId, ids.authorIds),
        series: among(seriesFollows, seriesFollows.userId, seriesFollows.seriesId, userId, ids.seriesIds),
        follows: sql`(select count(*) from ${topicFollows} where ${eq(topicFollows.userId, userId)})
          + (select count(*) from ${authorFollows} where ${eq(authorFollows.userId, userId)})
          + (select count(*) from ${seriesFollows} where ${eq(seriesFollows.userId, userId)})`,
      }
    : { liked: none, bookmarked: none, topics: none, authors: none, series: none, follows: sql`0` };
  const result = (await db.execute(sql`select ${likeCounts} as like_counts, ${member.liked} as liked,
    ${member.bookmarked} as bookmarked, ${member.topics} as topics, ${member.authors} as authors,
    ${member.series} as series, (${member.follows})::int as follows`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  const row = result.rows[0]!;
  // node-postgres parses json columns; PGlite may hand them over as text
  const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;
  const counts = json<Record<string, number | string>>(row.like_counts);
  return {
    likeCounts: Object.fromEntries(ids.articleIds.map((id) => [id, Number(counts[id] ?? 0)])),
    liked: json(row.liked),
    bookmarked: json(row.bookmarked),
    topics: json(row.topics),
    authors: json(row.authors),
    series: json(row.series),
    follows: Number(row.follows),
  };
}
