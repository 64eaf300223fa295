import {
  type ArticleCard,
  type ArticleDetail,
  type ArticleDetailQuery,
  type ArticlePage,
  articlePath,
  FEATURE_ARTICLE_LIMIT,
  type LatestArticleQuery,
  type Locale,
  RELATED_ARTICLES_LIMIT,
} from '@magazine/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { renderBlocksToHtml } from './article-content';
import { groupAuthors, toCard } from './article-mapper';
import * as repo from './articles.repository';

async function withAuthors(db: Db, rows: repo.CardRow[]): Promise<ArticleCard[]> {
  const authors = groupAuthors(
    await repo.findAuthorsOf(
      db,
      rows.map((r) => r.id),
    ),
  );
  return rows.map((row) => toCard(row, authors.get(row.id) ?? []));
}

export async function getLatestArticles(db: Db, q: LatestArticleQuery): Promise<ArticlePage> {
  const rows = await repo.findLatestCards(db, {
    language: q.language,
    limit: q.limit + 1, // one more tells whether a next page exists
    offset: (q.page - 1) * q.limit,
    topicSlug: q.groupTopic,
    vertical: q.vertical,
    ignoreIds: q.ignoreArticleIds,
    excludePinned: q.isGetPinArticles,
  });
  const page: ArticlePage = {
    docs: await withAuthors(db, rows.slice(0, q.limit)),
    page: q.page,
    limit: q.limit,
    hasNextPage: rows.length > q.limit,
  };
  if (q.isGetPinArticles)
    page.pinArticles = await withAuthors(db, await repo.findPinnedCards(db, q.language, q.limit));
  return page;
}

export async function getFeatureArticles(db: Db, language: Locale) {
  return withAuthors(db, await repo.findFlaggedCards(db, 'isFeatured', language, FEATURE_ARTICLE_LIMIT));
}

export async function getEditorPickArticles(db: Db, language: Locale, limit: number) {
  return withAuthors(db, await repo.findFlaggedCards(db, 'isEditorPick', language, limit));
}

export async function getPopularArticles(db: Db, language: Locale, limit: number) {
  return withAuthors(db, await repo.findPopularCards(db, language, limit));
}

export async function getArticleDetailOrThrow(
  db: Db,
  slug: string,
  q: ArticleDetailQuery,
  publicUrl: string,
): Promise<ArticleDetail> {
  const row = await repo.findLiveArticleBySlug(db, q.language, slug);
  if (!row) throw new AppError('ARTICLE_NOT_FOUND');
  const related = q.isGetRelated
    ? repo
        .findRelatedCards(
          db,
          { id: row.id, language: q.language, topicId: row.topicId },
          RELATED_ARTICLES_LIMIT,
        )
        .then((rows) => withAuthors(db, rows))
    : undefined;
  const [[card], tagRows, translation, relatedCards] = await Promise.all([
    withAuthors(db, [row]),
    repo.findTagsOf(db, row.id),
    repo.findLiveTranslation(db, row.translationGroupId, q.language),
    related,
  ]);
  const path = articlePath(q.language, row.slug);
  const translationPath = translation
    ? articlePath(translation.language as Locale, translation.slug)
    : undefined;
  const detail: ArticleDetail = {
    ...card!,
    tags: tagRows.map((t) => ({ _id: t.id, slug: t.slug, name: t.name })),
    seo: row.seo,
    url_meta: {
      path,
      canonical: new URL(path, publicUrl).toString(),
      alternates: { [q.language]: path, ...(translation ? { [translation.language]: translationPath } : {}) },
    },
    isRedirect: row.isRedirect,
    redirectTo: row.isRedirect ? row.redirectTo : null,
    translation: translation
      ? { language: translation.language as Locale, slug: translation.slug, path: translationPath! }
      : null,
  };
  if (!q.isNoContent) detail.content = q.isGetContentAsArray ? row.body : renderBlocksToHtml(row.body);
  if (relatedCards) detail.related = relatedCards;
  return detail;
}
