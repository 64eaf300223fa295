import { isLocale, otherLocale, SLUG_PATTERN, sectionPath } from '@magazine/contracts';
import { getTranslations } from 'next-intl/server';
import { getLatestArticles } from '@/lib/data/articles';
import { getTopic } from '@/lib/data/listings';
import { getTopics } from '@/lib/data/media';
import { env } from '@/lib/env';
import { RSS_ITEM_LIMIT, rssPath, rssXml } from '@/lib/seo/rss';
import { CACHED_XML_HEADERS } from '@/lib/seo/site';

export const revalidate = 60;
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

type Context = { params: Promise<{ locale: string; slug: string }> };

/**
 * A topic's feed (`/chu-de/[slug]/rss.xml`, `/en/topic/[slug]/rss.xml`). A slug of the other
 * language (`/chu-de/am-thuc/rss.xml?lang=en`, as the topic page takes it) moves to the feed of
 * the same topic in this one; an unknown topic is a 404.
 */
export async function GET(_request: Request, { params }: Context) {
  const { locale, slug } = await params;
  if (!isLocale(locale) || !SLUG_PATTERN.test(slug)) return new Response('Not found', { status: 404 });
  const topic = (await getTopics(locale)).find((candidate) => candidate.slug === slug);
  if (!topic) {
    const here = (await getTopic(slug, otherLocale(locale)))?.alternates[locale];
    if (here) return new Response(null, { status: 308, headers: { Location: rssPath(locale, here) } });
    return new Response('Not found', { status: 404 });
  }
  const latest = await getLatestArticles(locale, { limit: RSS_ITEM_LIMIT, groupTopic: slug });
  const t = await getTranslations({ locale, namespace: 'seo' });
  const xml = rssXml({
    publicUrl: env.PUBLIC_URL,
    title: t('rssTopicTitle', { topic: topic.name }),
    description: t('rssTopicDescription', { topic: topic.name }),
    link: sectionPath('topic', locale, slug),
    self: rssPath(locale, slug),
    language: locale,
    items: latest.docs,
  });
  return new Response(xml, {
    headers: { ...CACHED_XML_HEADERS, 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
}
