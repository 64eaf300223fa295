import type { Locale, PagedQuery, TagDetail, TagPage } from '@magazine/contracts';
import type { Db } from '@magazine/db';
import { AppError } from '../../lib/app-error';
import * as repo from './tags.repository';

const toSummary = ({ id, slug, name, articleCount }: repo.TagRow) => ({
  _id: id,
  slug,
  name,
  articleCount: Number(articleCount),
});

export async function getTagPage(db: Db, q: PagedQuery): Promise<TagPage> {
  const rows = await repo.findTagPage(db, q.language, q.limit + 1, (q.page - 1) * q.limit);
  return {
    docs: rows.slice(0, q.limit).map(toSummary),
    page: q.page,
    limit: q.limit,
    hasNextPage: rows.length > q.limit,
  };
}

export async function getTagOrThrow(db: Db, language: Locale, slug: string): Promise<TagDetail> {
  const row = await repo.findTagBySlug(db, language, slug);
  if (!row) throw new AppError('TAG_NOT_FOUND');
  return { ...toSummary(row), language };
}
