import { VIEW_DEDUPE_WINDOW_MINUTES } from '@magazine/contracts';
import { articleDailyViews, articles, articleViewMarks, type Db, readingHistory } from '@magazine/db';
import { eq, lt, sql } from 'drizzle-orm';
import { todayInMagazineZone } from '../recommendations/recommendations.repository';

/**
 * Counts one view of a live article by a reader key, unless that key was counted for it within the
 * dedupe window. The mark's upsert decides atomically, so concurrent requests count once.
 * Returns the article's total, and whether this view counted.
 */
export async function countView(db: Db, article: { id: string; language: string }, readerKey: string) {
  return db.transaction(async (tx) => {
    const marked = await tx
      .insert(articleViewMarks)
      .values({ articleId: article.id, readerKey, countedAt: sql`now()` })
      .onConflictDoUpdate({
        target: [articleViewMarks.articleId, articleViewMarks.readerKey],
        set: { countedAt: sql`now()` },
        setWhere: lt(
          articleViewMarks.countedAt,
          sql`now() - make_interval(mins => ${VIEW_DEDUPE_WINDOW_MINUTES})`,
        ),
      })
      .returning({ articleId: articleViewMarks.articleId });
    if (marked.length === 0) {
      const [row] = await tx
        .select({ viewCount: articles.viewCount })
        .from(articles)
        .where(eq(articles.id, article.id));
      return { counted: false, viewCount: row?.viewCount ?? 0 };
    }
    const [row] = await tx
      .update(articles)
      .set({ viewCount: sql`${articles.viewCount} + 1` })
      .where(eq(articles.id, article.id))
      .returning({ viewCount: articles.viewCount });
    await tx
      .insert(articleDailyViews)
      .values({
        articleId: article.id,
        day: sql`${todayInMagazineZone}`,
        language: article.language,
        views: 1,
      })
      .onConflictDoUpdate({
        target: [articleDailyViews.articleId, articleDailyViews.day],
        set: { views: sql`${articleDailyViews.views} + 1` },
      });
    return { counted: true, viewCount: row?.viewCount ?? 0 };
  });
}

/**
 * Deletes the marks past the dedupe window (they decide nothing any more), a batch at a time so a
 * long backlog never holds one big lock. Answers how many went.
 */
export async function pruneViewMarks(db: Db, batchSize = 5_000): Promise<number> {
  let removed = 0;
  for (;;) {
    const gone = await db
      .delete(articleViewMarks)
      .where(
        sql`(${articleViewMarks.articleId}, ${articleViewMarks.readerKey}) in (
          select article_id, reader_key from ${articleViewMarks}
          where counted_at < now() - make_interval(mins => ${VIEW_DEDUPE_WINDOW_MINUTES})
          limit ${batchSize})`,
      )
      .returning({ articleId: articleViewMarks.articleId });
    const count = gone.length;
    removed += count;
    if (count < batchSize) return removed;
  }
}

/** A member read the article (kept: for-you leaves it out); the latest read time wins. */
export async function recordRead(db: Db, userId: string, articleId: string): Promise<void> {
  await db
    .insert(readingHistory)
    .values({ userId, articleId })
    .onConflictDoUpdate({
      target: [readingHistory.userId, readingHistory.articleId],
      set: { readAt: sql`now()` },
    });
}
