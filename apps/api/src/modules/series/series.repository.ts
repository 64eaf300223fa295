import type { Locale } from '@magazine/contracts';
import { articles, type Db, series } from '@magazine/db';
import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import { isListed } from '../articles/articles.repository';

function withLiveCounts(db: Db, language: Locale, where?: SQL) {
  const vi = language === 'vi';
  return db
    .select({
      id: series.id,
      slug: vi ? series.slugVi : series.slugEn,
      title: vi ? series.titleVi : series.titleEn,
      description: vi ? series.descriptionVi : series.descriptionEn,
      cover: series.cover,
      slugVi: series.slugVi,
      slugEn: series.slugEn,
      articleCount: count(articles.id),
    })
    .from(series)
    .leftJoin(articles, and(eq(articles.seriesId, series.id), eq(articles.language, language), isListed()))
    .where(where)
    .groupBy(series.id)
    .$dynamic();
}

export type SeriesRow = Awaited<ReturnType<typeof findAllSeries>>[number];

export function findAllSeries(db: Db, language: Locale) {
  return withLiveCounts(db, language).orderBy(asc(series.createdAt), asc(series.id));
}

export async function findSeriesBySlug(db: Db, language: Locale, slug: string) {
  const [row] = await withLiveCounts(
    db,
    language,
    eq(language === 'vi' ? series.slugVi : series.slugEn, slug),
  ).limit(1);
  return row;
}
