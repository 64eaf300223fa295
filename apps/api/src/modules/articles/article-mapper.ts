import {
  type ArticleCard,
  type AuthorRef,
  articlePath,
  type Locale,
  type Vertical,
} from '@magazine/contracts';
import type { CardRow } from './articles.repository';

type AuthorRow = { articleId: string; id: string; slug: string; name: string; avatar: AuthorRef['avatar'] };

export function groupAuthors(rows: AuthorRow[]): Map<string, AuthorRef[]> {
  const byArticle = new Map<string, AuthorRef[]>();
  for (const { articleId, id, slug, name, avatar } of rows) {
    const list = byArticle.get(articleId) ?? [];
    list.push({ _id: id, slug, name, avatar: avatar ?? null });
    byArticle.set(articleId, list);
  }
  return byArticle;
}

export function toCard(row: CardRow, authors: AuthorRef[]): ArticleCard {
  const language = row.language as Locale;
  const vi = language === 'vi';
  return {
    _id: row.id,
    slug: row.slug,
    language,
    path: articlePath(language, row.slug),
    title: row.title,
    excerpt: row.excerpt,
    images: row.images,
    topic: row.topicId
      ? {
          _id: row.topicId,
          slug: (vi ? row.topicSlugVi : row.topicSlugEn)!,
          name: (vi ? row.topicNameVi : row.topicNameEn)!,
        }
      : null,
    authors,
    series: row.seriesId
      ? {
          _id: row.seriesId,
          slug: (vi ? row.seriesSlugVi : row.seriesSlugEn)!,
          title: (vi ? row.seriesTitleVi : row.seriesTitleEn)!,
        }
      : null,
    vertical: row.vertical as Vertical | null,
    publishedAt: (row.publishedAt ?? new Date(0)).toISOString(),
    viewCount: row.viewCount,
    readingTimeMinutes: row.readingTimeMinutes,
    isPinned: row.isPinned,
    isEditorPick: row.isEditorPick,
  };
}
