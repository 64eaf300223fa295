import type { CollectionDetail, CollectionDetailQuery, CollectionSummary, Locale } from '@magazine/contracts';
import type { Db } from '@magazine/db';
import { AppError } from '../../lib/app-error';
import { pageWindow, toPage } from '../../lib/paging';
import { toCard } from '../articles/article-mapper';
import { findSeriesDetail, getAllSeries } from '../series/series.service';
import * as repo from './collections.repository';

function toSummary(row: repo.CollectionRow, language: Locale): CollectionSummary {
  return {
    _id: row.id,
    kind: 'collection',
    slug: row.slug,
    title: row.title,
    description: row.description,
    cover: null,
    alternates: { [language]: row.slug },
    articleCount: Number(row.articleCount),
  };
}

/** The editors' collections of a language, then the series. */
export async function getCollections(db: Db, language: Locale): Promise<CollectionSummary[]> {
  const [own, series] = await Promise.all([repo.findCollections(db, language), getAllSeries(db, language)]);
  return [...own.map((row) => toSummary(row, language)), ...series];
}

/** `v2/collection/detail`: a collection by slug, else a series by its slug in the language. */
export async function getCollectionDetailOrThrow(
  db: Db,
  q: CollectionDetailQuery,
): Promise<CollectionDetail> {
  const row = await repo.findCollectionBySlug(db, q.language, q.slug);
  if (!row) {
    const series = await findSeriesDetail(db, q);
    if (!series) throw new AppError('COLLECTION_NOT_FOUND');
    return series;
  }
  const { limit, offset } = pageWindow(q);
  const cards = await repo.findCollectionCards(db, row.id, limit, offset);
  const summary = toSummary(row, q.language);
  const cover = cards[0]?.images ?? null;
  return {
    ...summary,
    cover,
    articles: toPage(cards, q, toCard),
  };
}
