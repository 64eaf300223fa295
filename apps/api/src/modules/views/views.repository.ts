import { VIEW_DEDUPE_WINDOW_MINUTES } from '@magazine/contracts';
import { articleDailyViews, articles, articleViewMarks, type Db } from '@magazine/db';
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
