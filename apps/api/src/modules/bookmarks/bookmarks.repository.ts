import { bookmarks, type Db } from '@magazine/db';
import { and, eq, inArray } from 'drizzle-orm';

// One row per (member, article): a repeated or concurrent bookmark inserts nothing more.

export async function addBookmark(db: Db, userId: string, articleId: string): Promise<void> {
  await db.insert(bookmarks).values({ userId, articleId }).onConflictDoNothing();
}

export async function removeBookmark(db: Db, userId: string, articleId: string): Promise<void> {
  await db.delete(bookmarks).where(and(eq(bookmarks.userId, userId), eq(bookmarks.articleId, articleId)));
}

/** Which of the articles the member has bookmarked. */
export async function bookmarkedAmong(db: Db, userId: string, articleIds: string[]): Promise<Set<string>> {
  if (articleIds.length === 0) return new Set();
  const rows = await db
    .select({ articleId: bookmarks.articleId })
    .from(bookmarks)
    .where(and(eq(bookmarks.userId, userId), inArray(bookmarks.articleId, articleIds)));
  return new Set(rows.map((row) => row.articleId));
}
