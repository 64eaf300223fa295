import { articleLikes, type Db } from '@magazine/db';
import { and, count, eq, inArray } from 'drizzle-orm';

// A like is one row per (member, article); the count is the number of rows, so it is exact
// however many members like at once.

export async function setLike(db: Db, userId: string, articleId: string, like: boolean): Promise<void> {
  if (like) await db.insert(articleLikes).values({ userId, articleId }).onConflictDoNothing();
  else
    await db
      .delete(articleLikes)
      .where(and(eq(articleLikes.userId, userId), eq(articleLikes.articleId, articleId)));
}

export async function likedAmong(db: Db, userId: string, articleIds: string[]): Promise<Set<string>> {
  if (articleIds.length === 0) return new Set();
  const rows = await db
    .select({ articleId: articleLikes.articleId })
    .from(articleLikes)
    .where(and(eq(articleLikes.userId, userId), inArray(articleLikes.articleId, articleIds)));
  return new Set(rows.map((row) => row.articleId));
}

/** Like counts of the articles (0 for an article nobody likes). */
export async function likeCounts(db: Db, articleIds: string[]): Promise<Map<string, number>> {
  const counts = new Map(articleIds.map((id) => [id, 0]));
  if (articleIds.length === 0) return counts;
  const rows = await db
    .select({ articleId: articleLikes.articleId, likes: count() })
    .from(articleLikes)
    .where(inArray(articleLikes.articleId, articleIds))
    .groupBy(articleLikes.articleId);
  for (const row of rows) counts.set(row.articleId, row.likes);
  return counts;
}
