import type { ArticleCard, Locale } from '@magazine/contracts';
import { absoluteUrl } from './escape';
import { element, text, XML_DECLARATION } from './xml';

/** How many articles a feed carries. */
export const RSS_ITEM_LIMIT = 30;

export type RssChannel = {
  publicUrl: string;
  title: string;
  description: string;
  /** path of the page the feed follows (home or topic) */
  link: string;
  /** path of the feed itself */
  self: string;
  language: Locale;
  items: ArticleCard[];
};

const RSS_LANGUAGE: Record<Locale, string> = { vi: 'vi-VN', en: 'en-US' };

/** RSS 2.0 with atom:self; dates in RFC 822 as the format asks. */
export function rssXml(channel: RssChannel): string {
  const { publicUrl } = channel;
  const items = channel.items.map((article) => {
    const url = absoluteUrl(publicUrl, article.path);
    return element('item', {}, [
      text('title', article.title),
      text('link', url),
      element('guid', { isPermaLink: 'true' }, { text: url }),
      text('description', article.excerpt),
      text('pubDate', new Date(article.publishedAt).toUTCString()),
      ...article.authors.map((author) => text('dc:creator', author.name)),
      ...(article.topic ? [text('category', article.topic.name)] : []),
    ]);
  });
  const newest = channel.items[0]?.publishedAt;
  const body = element('channel', {}, [
    text('title', channel.title),
    text('link', absoluteUrl(publicUrl, channel.link)),
    text('description', channel.description),
    text('language', RSS_LANGUAGE[channel.language]),
    element('atom:link', {
      href: absoluteUrl(publicUrl, channel.self),
      rel: 'self',
      type: 'application/rss+xml',
    }),
    ...(newest ? [text('lastBuildDate', new Date(newest).toUTCString())] : []),
    ...items,
  ]);
  const rss = element(
    'rss',
    {
      version: '2.0',
      'xmlns:atom': 'http://www.w3.org/2005/Atom',
      'xmlns:dc': 'http://purl.org/dc/elements/1.1/',
    },
    [body],
  );
  return `${XML_DECLARATION}\n${rss}\n`;
}

/** Public path of the site feed or a topic's feed in a language. */
export function rssPath(language: Locale, topicSlug?: string): string {
  const prefix = language === 'en' ? '/en' : '';
  if (!topicSlug) return `${prefix}/rss.xml`;
  return language === 'en' ? `/en/topic/${topicSlug}/rss.xml` : `/chu-de/${topicSlug}/rss.xml`;
}

/** For a page's metadata: `alternates: { types: feedAlternate(…) }` gives `<link rel="alternate" type="application/rss+xml">`. */
export function feedAlternate(language: Locale, title: string, topicSlug?: string) {
  return { 'application/rss+xml': [{ url: rssPath(language, topicSlug), title }] };
}
