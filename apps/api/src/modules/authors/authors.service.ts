import type { AuthorPage, AuthorSummary, Locale, PagedQuery } from '@magazine/contracts';
import type { Db } from '@magazine/db';
import { AppError } from '../../lib/app-error';
import * as repo from './authors.repository';

const toSummary = ({ id, articleCount, ...rest }: repo.AuthorRow): AuthorSummary => ({
  _id: id,
  ...rest,
  articleCount: Number(articleCount),
});

export async function getAuthorPage(db: Db, q: PagedQuery): Promise<AuthorPage> {
  const rows = await repo.findAuthorPage(db, q.language, q.limit + 1, (q.page - 1) * q.limit);
  return {
    docs: rows.slice(0, q.limit).map(toSummary),
    page: q.page,
    limit: q.limit,
    hasNextPage: rows.length > q.limit,
  };
}

export async function getAuthorOrThrow(db: Db, language: Locale, slug: string): Promise<AuthorSummary> {
  const row = await repo.findAuthorBySlug(db, language, slug);
  if (!row) throw new AppError('AUTHOR_NOT_FOUND');
  return toSummary(row);
}
