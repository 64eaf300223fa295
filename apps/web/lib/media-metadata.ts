import type { ImageSet, Locale } from '@magazine/contracts';
import type { Metadata } from 'next';
import { env } from './env';
import { largestImageUrl } from './image-source';

const OG_LOCALES = { vi: 'vi_VN', en: 'en_US' } as const;

type MediaPage = {
  title: string;
  description: string;
  language: Locale;
  url_meta: { canonical: string; alternates: Partial<Record<Locale, string>> };
  image: ImageSet;
  /** an RSS feed the page announces with <link rel="alternate" type="application/rss+xml"> */
  feed?: { url: string; title: string };
  ogType?: 'website' | 'video.other' | 'music.song';
};

/** Title, description, canonical, the page's language, social cards (and a feed link) of a media page. */
export function mediaMetadata(page: MediaPage): Metadata {
  const image = largestImageUrl(page.image);
  return {
    title: page.title,
    description: page.description,
    alternates: {
      canonical: page.url_meta.canonical,
      languages: { ...page.url_meta.alternates },
      types: page.feed
        ? { 'application/rss+xml': [{ url: page.feed.url, title: page.feed.title }] }
        : undefined,
    },
    openGraph: {
      type:
        page.ogType === 'video.other'
          ? 'video.other'
          : page.ogType === 'music.song'
            ? 'music.song'
            : 'website',
      title: page.title,
      description: page.description,
      url: page.url_meta.canonical,
      locale: OG_LOCALES[page.language],
      images: image ? [{ url: image, alt: page.image.alt }] : undefined,
    },
    twitter: {
      card: image ? 'summary_large_image' : 'summary',
      title: page.title,
      description: page.description,
      images: image ? [image] : undefined,
    },
  };
}

/** An absolute URL on the site, for structured data. */
export function absoluteUrl(path: string): string {
  return new URL(path, env.PUBLIC_URL).toString();
}
