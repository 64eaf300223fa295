import type { Locale } from '@magazine/contracts';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { JsonLd } from '@/components/media/json-ld';
import gridStyles from '@/components/media/media-grid.module.css';
import { PodcastCard } from '@/components/media/podcast-card';
import styles from '@/components/media/podcast-page.module.css';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { Section } from '@/components/ui/section';
import { getPodcastShow } from '@/lib/data/media';
import { metadataLocale, resolveLocale } from '@/lib/locale-params';
import { podcastSeriesLd } from '@/lib/media-json-ld';
import { mediaMetadata } from '@/lib/media-metadata';

export const revalidate = 60;
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ locale: string; show: string }> };

/** Episodes on the show page: every one of a demo show; a show with more lists its newest. */
const EPISODES_ON_PAGE = 50;

const findShow = cache((slug: string, locale: Locale) => getPodcastShow(slug, locale, 1, EPISODES_ON_PAGE));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const show = await findShow((await params).show, locale);
  if (!show) return {};
  const t = await getTranslations('podcast');
  return mediaMetadata({
    title: show.title,
    description: show.description,
    language: show.language,
    url_meta: show.url_meta,
    image: show.cover,
    feed: { url: show.feedUrl, title: t('feedTitle', { show: show.title }) },
  });
}

export default async function PodcastShowPage({ params }: Props) {
  const locale = await resolveLocale(params);
  const show = await findShow((await params).show, locale);
  if (!show) notFound();
  const [t, ts] = await Promise.all([getTranslations('podcast'), getTranslations('site')]);
  return (
    <>
      <JsonLd data={podcastSeriesLd(show, ts('name'))} />
      <header className={styles.header}>
        <ResponsiveImage
          image={show.cover}
          ratio="ONE_ONE"
          sizes="(max-width: 829.98px) 40vw, 240px"
          className={styles.cover}
          priority
        />
        <div>
          <p className={styles.kicker}>{t('show')}</p>
          <h1 className="page-title">{show.title}</h1>
          <p className="page-lead">{show.description}</p>
          <p className={styles.meta}>
            {show.author && <span>{show.author}</span>}
            <span>{t('episodeCount', { count: show.episodeCount })}</span>
            <a href={show.feedPath} type="application/rss+xml" className={styles.feed}>
              {t('feed')}
            </a>
          </p>
        </div>
      </header>
      <Section id="episodes" title={t('episodes')}>
        {show.episodes.docs.length === 0 ? (
          <p>{t('noEpisodes')}</p>
        ) : (
          <div className={gridStyles.grid}>
            {show.episodes.docs.map((episode) => (
              <PodcastCard key={episode._id} episode={episode} showKicker={false} />
            ))}
          </div>
        )}
      </Section>
    </>
  );
}
