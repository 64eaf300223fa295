import { isLocale } from '@magazine/contracts';
import { getTranslations } from 'next-intl/server';
import { getLatestArticles } from '@/lib/data/articles';
import { env } from '@/lib/env';
import { publicPath } from '@/lib/routing/public-path';
import { RSS_ITEM_LIMIT, rssPath, rssXml } from '@/lib/seo/rss';
import { CACHED_XML_HEADERS } from '@/lib/seo/site';

export const revalidate = 60;
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

type Context = { params: Promise<{ locale: string }> };

/** The site's feed: the newest articles of one language (`/rss.xml`, `/en/rss.xml`). */
export async function GET(_request: Request, { params }: Context) {
  const { locale } = await params;
  if (!isLocale(locale)) return new Response('Not found', { status: 404 });
  const t = await getTranslations({ locale, namespace: 'seo' });
  const latest = await getLatestArticles(locale, { limit: RSS_ITEM_LIMIT });
  const xml = rssXml({
    publicUrl: env.PUBLIC_URL,
    title: t('rssTitle'),
    description: t('rssDescription'),
    link: publicPath('/', locale),
    self: rssPath(locale),
    language: locale,
    items: latest.docs,
  });
  return new Response(xml, {
    headers: { ...CACHED_XML_HEADERS, 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
}
