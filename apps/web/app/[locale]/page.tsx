import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { articleCardMessages } from '@/components/article/article-card';
import { ArticleGrid } from '@/components/article/article-grid';
import { ArticleSection } from '@/components/article/article-section';
import { ForYou } from '@/components/article/for-you';
import { PopularList } from '@/components/article/popular-list';
import { HomeMedia } from '@/components/media/home-media';
import { JsonLd } from '@/components/seo/json-ld';
import { Section } from '@/components/ui/section';
import {
  getDontMissOut,
  getEditorPicks,
  getFeatureArticles,
  getLatestArticles,
  getPopularArticles,
} from '@/lib/data/articles';
import { getEvents, getPodcastEpisodes, getVideos } from '@/lib/data/media';
import { type LocaleParams, metadataLocale, resolveLocale } from '@/lib/locale-params';
import { publicPath } from '@/lib/routing/public-path';
import { organizationLd, websiteLd } from '@/lib/seo/json-ld';
import { feedAlternate } from '@/lib/seo/rss';
import { siteInfo } from '@/lib/seo/site';

export const revalidate = 60;
export const dynamicParams = true;

// Nothing is fetched at build time: each language is rendered on its first request, then
// served from cache and refreshed every `revalidate` seconds.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const t = await getTranslations('home');
  const tSeo = await getTranslations('seo');
  return {
    title: { absolute: t('title') },
    description: t('description'),
    alternates: {
      canonical: publicPath('/', locale),
      languages: { vi: publicPath('/', 'vi'), en: publicPath('/', 'en'), 'x-default': '/' },
      types: feedAlternate(locale, tSeo('rssTitle')),
    },
    openGraph: {
      type: 'website',
      title: t('title'),
      description: t('description'),
      url: publicPath('/', locale),
      locale: locale === 'en' ? 'en_US' : 'vi_VN',
      alternateLocale: locale === 'en' ? 'vi_VN' : 'en_US',
      images: [{ url: '/apple-icon.png', width: 180, height: 180 }],
    },
    twitter: { card: 'summary', title: t('title'), description: t('description') },
  };
}

export default async function HomePage({ params }: { params: LocaleParams }) {
  const locale = await resolveLocale(params);
  const messages = await getMessages();
  const t = await getTranslations('home');
  const site = await siteInfo(locale);
  const featured = await getFeatureArticles(locale);
  const [latest, popular, picks, podcasts, videos, events, dontMissOut] = await Promise.all([
    getLatestArticles(locale, { limit: 7, ignoreArticleIds: featured.map((article) => article._id) }),
    getPopularArticles(locale, 5),
    getEditorPicks(locale, 3),
    getPodcastEpisodes(locale, 4),
    getVideos(locale, 3),
    getEvents(locale, 3),
    // SPEC §9: 8, two rows of four on a wide screen
    getDontMissOut(locale),
  ]);

  return (
    <>
      <JsonLd
        data={[
          websiteLd(site, publicPath('/', locale), locale === 'en' ? '/en/search' : '/tim-kiem'),
          organizationLd(site),
        ]}
      />
      <h1 className="visually-hidden">{t('title')}</h1>
      <Section id="latest" title={t('latest')}>
        <ArticleGrid articles={latest.docs} lead />
      </Section>
      <ArticleSection id="featured" title={t('featured')} articles={featured} />
      <Section id="popular" title={t('popular')}>
        <PopularList articles={popular} />
      </Section>
      <ArticleSection id="editors-picks" title={t('editorsPicks')} articles={picks} />
      <HomeMedia podcasts={podcasts} videos={videos} events={events} />
      <ArticleSection id="dont-miss-out" title={t('dontMissOut')} articles={dontMissOut} columns={4} />
      <NextIntlClientProvider
        messages={{ ...articleCardMessages(messages), home: { forYou: messages.home.forYou } }}
      >
        <ForYou />
      </NextIntlClientProvider>
    </>
  );
}
