import { LOCALES, type Locale, slugify } from '@magazine/contracts';
import type { Db } from '@magazine/db';
import { collectionItems, collections } from '@magazine/db/schema';
import { collectionRanks } from './article-plan';
import { COLLECTIONS } from './content/series';
import { DAY_MS, type SeedContext } from './context';
import { makeId } from './ids';
import { insertRows } from './insert';

/** The article ranks each collection will hold, known before the articles are generated. */
export function planCollectionRanks(ctx: SeedContext): Record<Locale, Set<number>> {
  const wanted = { vi: new Set<number>(), en: new Set<number>() };
  for (const lang of LOCALES) {
    COLLECTIONS.forEach((_, c) => {
      for (const rank of collectionRanks(ctx, lang, c)) wanted[lang].add(rank);
    });
  }
  return wanted;
}

export async function seedCollections(
  db: Db,
  ctx: SeedContext,
  idsByRank: Record<Locale, Map<number, string>>,
): Promise<number> {
  const collectionRows: (typeof collections.$inferInsert)[] = [];
  const itemRows: (typeof collectionItems.$inferInsert)[] = [];
  for (const lang of LOCALES) {
    COLLECTIONS.forEach((collection, c) => {
      const createdAt = new Date(ctx.now.getTime() - (30 + c * 20) * DAY_MS);
      const id = makeId(createdAt, ctx.seed, 'collection', lang, c);
      collectionRows.push({
        id,
        language: lang,
        slug: slugify(collection.title[lang]),
        title: collection.title[lang],
        description: collection.description[lang],
        createdAt,
      });
      collectionRanks(ctx, lang, c).forEach((rank, position) => {
        const articleId = idsByRank[lang].get(rank);
        if (articleId) itemRows.push({ collectionId: id, articleId, position });
      });
    });
  }
  await insertRows(db, collections, collectionRows);
  await insertRows(db, collectionItems, itemRows);
  return collectionRows.length;
}
