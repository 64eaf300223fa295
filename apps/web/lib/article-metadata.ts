import { type ArticleDetail, otherLocale } from '@magazine/contracts';
import type { Metadata } from 'next';
import { absoluteUrl } from './seo/escape';
import { articleImage } from './seo/json-ld';

export const OG_LOCALES = { vi: 'vi_VN', en: 'en_US' } as const;

/**
 * Title, description, canonical, language alternates, OpenGraph and Twitter card of an article,
 * from its url_meta; the card image is the SEO image (else the cover), absolute, with its size.
 */
export function articleMetadata(article: ArticleDetail, publicUrl: string, siteName?: string): Metadata {
  const title = article.seo.title || article.title;
  const description = article.seo.description || article.excerpt;
  const image = articleImage(publicUrl, article);
  const canonical = absoluteUrl(publicUrl, article.url_meta.path);
  const languages: Record<string, string> = { ...article.url_meta.alternates };
  if (article.translation) languages[article.translation.language] = article.translation.path;
  if (languages.vi) languages['x-default'] = languages.vi;
  return {
    title,
    description,
    alternates: { canonical, languages },
    openGraph: {
      type: 'article',
      siteName,
      title,
      description,
      url: canonical,
      locale: OG_LOCALES[article.language],
      alternateLocale: article.translation ? OG_LOCALES[otherLocale(article.language)] : undefined,
      publishedTime: article.publishedAt,
      section: article.topic?.name,
      authors: article.authors.map((author) => author.name),
      tags: article.tags.map((tag) => tag.name),
      images: image ? [{ ...image, alt: article.seo.image?.alt || article.images.alt }] : undefined,
    },
    twitter: {
      card: 'summary_large_image',
      title,
      description,
      images: image ? [image.url] : undefined,
    },
    // search engines' SafeSearch reads this
    other: article.adultOnly ? { rating: 'adult' } : undefined,
  };
}

/** The AMP version of an article page: `/amp/slug`, `/en/amp/slug`. */
export function ampPath(article: Pick<ArticleDetail, 'language' | 'slug'>): string {
  return article.language === 'en' ? `/en/amp/${article.slug}` : `/amp/${article.slug}`;
}

/**
 * The article a moved article's address points at, when it reads as one (`/slug`, `/en/slug`,
 * `/open-publishing/slug`, `/en/open-publishing/slug`): its AMP page is where the moved one's goes.
 */
export function articleAt(redirectTo: string): Pick<ArticleDetail, 'language' | 'slug'> | null {
  const match = /^(\/en)?\/(?:open-publishing\/)?([^/?#]+)$/.exec(redirectTo);
  const slug = match?.[2];
  if (!match || !slug || (!match[1] && slug === 'en')) return null;
  return { language: match[1] ? 'en' : 'vi', slug };
}
