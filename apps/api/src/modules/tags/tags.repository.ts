import type { Locale } from '@magazine/contracts';
import { articles, articleTags, type Db, tags } from '@magazine/db';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { isListed } from '../articles/articles.repository';

function withLiveCounts(db: Db, language: Locale, where?: SQL) {
  return db
    .select({ id: tags.id, slug: tags.slug, name: tags.name, articleCount: count(articles.id) })
    .from(tags)
    .leftJoin(articleTags, eq(articleTags.tagId, tags.id))
    .leftJoin(articles, and(eq(articles.id, articleTags.articleId), isListed()))
    .where(and(eq(tags.language, language), where))
    .groupBy(tags.id)
    .$dynamic();
}

export type TagRow = Awaited<ReturnType<typeof findTagPage>>[number];

/** Tags of a language that have live articles, the most used first. */
export function findTagPage(db: Db, language: Locale, limit: number, offset: number) {
  return withLiveCounts(db, language)
    .having(({ articleCount }) => sql`${articleCount} > 0`)
    .orderBy(desc(count(articles.id)), asc(tags.name), asc(tags.id))
    .limit(limit)
    .offset(offset);
}

export async function findTagBySlug(db: Db, language: Locale, slug: string) {
  const [row] = await withLiveCounts(db, language, eq(tags.slug, slug)).limit(1);
  return row;
}
