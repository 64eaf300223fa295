import type { AuthorPage, AuthorSummary, Locale, PagedQuery } from '@magazine/contracts';
import type { Db } from '@magazine/db';
import { AppError } from '../../lib/app-error';
import { pageWindow, toPage } from '../../lib/paging';
import * as repo from './authors.repository';

const toSummary = ({ id, articleCount, ...rest }: repo.AuthorRow): AuthorSummary => ({
  _id: id,
  ...rest,
  articleCount: Number(articleCount),
});

export async function getAuthorPage(db: Db, q: PagedQuery): Promise<AuthorPage> {
  const { limit, offset } = pageWindow(q);
  return toPage(await repo.findAuthorPage(db, q.language, limit, offset), q, toSummary);
}

export async function getAuthorOrThrow(db: Db, language: Locale, slug: string): Promise<AuthorSummary> {
  const row = await repo.findAuthorBySlug(db, language, slug);
  if (!row) throw new AppError('AUTHOR_NOT_FOUND');
  return toSummary(row);
}
