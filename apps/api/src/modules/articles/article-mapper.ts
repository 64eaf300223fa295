import { type ArticleCard, articleHref, type Locale, type Vertical } from '@magazine/contracts';
import type { CardRow } from './articles.repository';

export function toCard(row: CardRow): ArticleCard {
  const language = row.language as Locale;
  const vi = language === 'vi';
  return {
    _id: row.id,
    slug: row.slug,
    language,
    path: articleHref(language, row.slug, row.openPublishing),
    openPublishing: row.openPublishing,
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
    authors: row.authors,
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
    adultOnly: row.adultOnly,
    commentCount: row.commentCount,
  };
}
