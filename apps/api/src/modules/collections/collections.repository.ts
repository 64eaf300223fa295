import type { Locale } from '@magazine/contracts';
import { articles, collectionItems, collections, type Db } from '@magazine/db';
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import { isListed, selectCards } from '../articles/articles.repository';

function withLiveCounts(db: Db, language: Locale, where?: SQL) {
  return db
    .select({
      id: collections.id,
      slug: collections.slug,
      title: collections.title,
      description: collections.description,
      articleCount: count(articles.id),
    })
    .from(collections)
    .leftJoin(collectionItems, eq(collectionItems.collectionId, collections.id))
    .leftJoin(articles, and(eq(articles.id, collectionItems.articleId), isListed()))
    .where(and(eq(collections.language, language), where))
    .groupBy(collections.id)
    .$dynamic();
}

export type CollectionRow = Awaited<ReturnType<typeof findCollections>>[number];

export function findCollections(db: Db, language: Locale) {
  return withLiveCounts(db, language).orderBy(asc(collections.createdAt), asc(collections.id));
}

export async function findCollectionBySlug(db: Db, language: Locale, slug: string) {
  const [row] = await withLiveCounts(db, language, eq(collections.slug, slug)).limit(1);
  return row;
}

/** The live articles of a collection in the editors' order. */
export function findCollectionCards(db: Db, collectionId: string, limit: number, offset: number) {
  const position = sql`(select ci.position from collection_items ci
    where ci.collection_id = ${collectionId} and ci.article_id = ${articles.id})`;
  return selectCards(
    db,
    and(
      sql`${articles.id} in (select ci.article_id from collection_items ci where ci.collection_id = ${collectionId})`,
      isListed(),
    ),
    [sql`${position} asc`, sql`${articles.id} asc`],
    limit,
    offset,
  );
}
