import {
  type ArticleCard,
  type ArticleDetail,
  type ArticleDetailQuery,
  type ArticlePage,
  articleHref,
  FEATURE_ARTICLE_LIMIT,
  type LatestArticleQuery,
  type Locale,
  parseArticleCursor,
  RELATED_ARTICLES_LIMIT,
} from '@magazine/contracts';
import type { Db } from '@magazine/db';
import { AppError } from '../../lib/app-error';
import { pageWindow, toPage } from '../../lib/paging';
import { matchesHash } from '../../lib/tokens';
import { renderBlocksToHtml } from './article-content';
import { toCard } from './article-mapper';
import * as repo from './articles.repository';

const toCards = (rows: repo.CardRow[]): ArticleCard[] => rows.map(toCard);

export async function getLatestArticles(db: Db, q: LatestArticleQuery): Promise<ArticlePage> {
  const filter: repo.ListFilter = {
    language: q.language,
    topicSlug: q.groupTopic,
    vertical: q.vertical,
    tagSlug: q.tag,
    authorSlug: q.author,
    seriesSlug: q.series,
    ignoreIds: q.ignoreArticleIds,
  };
  // the pinned articles of the list head its first page; later pages have none
  const firstPage = !q.cursor && q.page === 1;
  const [rows, pinned] = await Promise.all([
    repo.findLatestCards(db, {
      ...filter,
      ...(q.cursor ? { limit: q.limit + 1, offset: 0 } : pageWindow(q)),
      after: q.cursor ? parseArticleCursor(q.cursor) : undefined,
      excludePinned: q.isGetPinArticles,
    }),
    q.isGetPinArticles && firstPage ? repo.findPinnedCards(db, filter, q.limit) : [],
  ]);
  const page: ArticlePage = toPage(rows, q, toCard);
  page.nextCursor = page.hasNextPage ? (rows[q.limit - 1]?.cursor ?? null) : null;
  if (q.isGetPinArticles) page.pinArticles = toCards(pinned);
  return page;
}

export async function getFeatureArticles(db: Db, language: Locale) {
  return toCards(await repo.findFlaggedCards(db, 'isFeatured', language, FEATURE_ARTICLE_LIMIT));
}

export async function getEditorPickArticles(db: Db, language: Locale, limit: number) {
  return toCards(await repo.findFlaggedCards(db, 'isEditorPick', language, limit));
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
    ? await repo.findRelatedCards(
        db,
        { id: row.id, language: q.language, topicId: row.topicId },
        RELATED_ARTICLES_LIMIT,
      )
    : undefined;
  return toDetail(row, q, publicUrl, related);
}

/**
 * A draft (or any article) for its editors: shown only when both the pin and the key match what
 * is stored for it; anything else is the same 404 as an unknown article, revealing nothing.
 */
export async function getPreviewOrThrow(
  db: Db,
  articleId: string,
  secrets: { pin: string; key: string; isGetContentAsArray: boolean },
  publicUrl: string,
): Promise<ArticleDetail> {
  const row = await repo.findArticleById(db, articleId);
  // both comparisons always run, so timing says nothing about which one failed
  const pinMatches = matchesHash(secrets.pin, row?.previewPinHash ?? null);
  const keyMatches = matchesHash(secrets.key, row?.previewKeyHash ?? null);
  if (!row || !(pinMatches && keyMatches)) throw new AppError('ARTICLE_NOT_FOUND');
  const language = row.language as Locale;
  return toDetail(
    row,
    { language, isGetContentAsArray: secrets.isGetContentAsArray, isNoContent: false, isGetRelated: false },
    publicUrl,
  );
}

function toDetail(
  row: repo.DetailRow,
  q: ArticleDetailQuery,
  publicUrl: string,
  related?: repo.CardRow[],
): ArticleDetail {
  const language = row.language as Locale;
  const path = articleHref(language, row.slug, row.openPublishing);
  const translation = row.translation
    ? {
        ...row.translation,
        path: articleHref(row.translation.language, row.translation.slug, row.translation.openPublishing),
      }
    : null;
  const detail: ArticleDetail = {
    ...toCard(row),
    tags: row.tags,
    seo: row.seo,
    url_meta: {
      path,
      canonical: new URL(path, publicUrl).toString(),
      alternates: {
        [language]: path,
        ...(translation ? { [translation.language]: translation.path } : {}),
      },
    },
    isRedirect: row.isRedirect,
    redirectTo: row.isRedirect ? row.redirectTo : null,
    translation,
    updatedAt: row.updatedAt.toISOString(),
  };
  if (!q.isNoContent) detail.content = q.isGetContentAsArray ? row.body : renderBlocksToHtml(row.body);
  if (related) detail.related = toCards(related);
  return detail;
}
