import type { CollectionDetail, CollectionDetailQuery, CollectionSummary, Locale } from '@magazine/contracts';
import type { Db } from '@magazine/db';
import { getLatestArticles } from '../articles/articles.service';
import * as repo from './series.repository';

function toSummary(row: repo.SeriesRow): CollectionSummary {
  return {
    _id: row.id,
    kind: 'series',
    slug: row.slug,
    title: row.title,
    description: row.description,
    cover: row.cover ?? null,
    alternates: { vi: row.slugVi, en: row.slugEn },
    articleCount: Number(row.articleCount),
  };
}

export async function getAllSeries(db: Db, language: Locale): Promise<CollectionSummary[]> {
  return (await repo.findAllSeries(db, language)).map(toSummary);
}

/** A series as a collection page: its articles in the language, newest first; null if unknown. */
export async function findSeriesDetail(db: Db, q: CollectionDetailQuery): Promise<CollectionDetail | null> {
  const row = await repo.findSeriesBySlug(db, q.language, q.slug);
  if (!row) return null;
  const page = await getLatestArticles(db, {
    language: q.language,
    limit: q.limit,
    page: q.page,
    series: row.slug,
    ignoreArticleIds: [],
    isGetPinArticles: false,
  });
  return { ...toSummary(row), articles: page };
}
