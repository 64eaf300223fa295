import type { ArticleDetail } from '@magazine/contracts';
import type { Metadata } from 'next';
import { largestImageUrl } from './image-source';

const OG_LOCALES = { vi: 'vi_VN', en: 'en_US' } as const;

/** Title, description, canonical and language alternates of an article, from its url_meta. */
export function articleMetadata(article: ArticleDetail): Metadata {
  const title = article.seo.title || article.title;
  const description = article.seo.description || article.excerpt;
  const image = largestImageUrl(article.seo.image) ?? largestImageUrl(article.images);
  const languages: Record<string, string> = { ...article.url_meta.alternates };
  if (article.translation) languages[article.translation.language] = article.translation.path;
  if (languages.vi) languages['x-default'] = languages.vi;
  return {
    title,
    description,
    alternates: { canonical: article.url_meta.canonical, languages },
    openGraph: {
      type: 'article',
      title,
      description,
      url: article.url_meta.canonical,
      locale: OG_LOCALES[article.language],
      publishedTime: article.publishedAt,
      authors: article.authors.map((author) => author.name),
      tags: article.tags.map((tag) => tag.name),
      images: image ? [{ url: image, alt: article.images.alt }] : undefined,
    },
    twitter: {
      card: image ? 'summary_large_image' : 'summary',
      title,
      description,
      images: image ? [image] : undefined,
    },
  };
}
