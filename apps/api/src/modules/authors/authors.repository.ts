import type { Locale } from '@magazine/contracts';
import { articleAuthors, articles, authors, type Db } from '@magazine/db';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { isListed } from '../articles/articles.repository';

function withLiveCounts(db: Db, language: Locale, where?: SQL) {
  return db
    .select({
      id: authors.id,
      slug: authors.slug,
      name: authors.name,
      role: authors.role,
      bio: language === 'vi' ? authors.bioVi : authors.bioEn,
      avatar: authors.avatar,
      articleCount: count(articles.id),
    })
    .from(authors)
    .leftJoin(articleAuthors, eq(articleAuthors.authorId, authors.id))
    .leftJoin(
      articles,
      and(eq(articles.id, articleAuthors.articleId), eq(articles.language, language), isListed()),
    )
    .where(where)
    .groupBy(authors.id)
    .$dynamic();
}

export type AuthorRow = Awaited<ReturnType<typeof findAuthorPage>>[number];

/** Authors with live articles in the language, the most published first. */
export function findAuthorPage(db: Db, language: Locale, limit: number, offset: number) {
  return withLiveCounts(db, language)
    .having(({ articleCount }) => sql`${articleCount} > 0`)
    .orderBy(desc(count(articles.id)), asc(authors.name), asc(authors.id))
    .limit(limit)
    .offset(offset);
}

export async function findAuthorBySlug(db: Db, language: Locale, slug: string) {
  const [row] = await withLiveCounts(db, language, eq(authors.slug, slug)).limit(1);
  return row;
}
