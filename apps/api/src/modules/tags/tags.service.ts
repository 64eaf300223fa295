import type { Locale, PagedQuery, TagDetail, TagPage } from '@magazine/contracts';
import type { Db } from '@magazine/db';
import { AppError } from '../../lib/app-error';
import { pageWindow, toPage } from '../../lib/paging';
import * as repo from './tags.repository';

const toSummary = ({ id, slug, name, articleCount }: repo.TagRow) => ({
  _id: id,
  slug,
  name,
  articleCount: Number(articleCount),
});

export async function getTagPage(db: Db, q: PagedQuery): Promise<TagPage> {
  const { limit, offset } = pageWindow(q);
  return toPage(await repo.findTagPage(db, q.language, limit, offset), q, toSummary);
}

export async function getTagOrThrow(db: Db, language: Locale, slug: string): Promise<TagDetail> {
  const row = await repo.findTagBySlug(db, language, slug);
  if (!row) throw new AppError('TAG_NOT_FOUND');
  return { ...toSummary(row), language };
}
