import type { Locale } from '@magazine/contracts';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import listingStyles from '@/components/listing/listing.module.css';
import { JsonLd } from '@/components/media/json-ld';
import gridStyles from '@/components/media/media-grid.module.css';
import { PodcastCard } from '@/components/media/podcast-card';
import styles from '@/components/media/podcast-page.module.css';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { Section } from '@/components/ui/section';
import { getPodcastShow } from '@/lib/data/media';
import { newerPage, parsePageSegment } from '@/lib/listing';
import { metadataLocale, resolveLocale } from '@/lib/locale-params';
import { podcastSeriesLd } from '@/lib/media-json-ld';
import { mediaMetadata } from '@/lib/media-metadata';
import { goToOtherLanguage } from '@/lib/routing/other-language';

type Props = { params: Promise<{ locale: string; show: string; page?: string }> };

/** Episodes per show page, newest first; older ones on `/podcast/[show]/page/2`… */
const EPISODES_PER_PAGE = 24;

const findShow = cache((slug: string, locale: Locale, page: number) =>
  getPodcastShow(slug, locale, page, EPISODES_PER_PAGE),
);

/** The show and the page number the URL names, or null (unknown show, or not a page number). */
async function read(params: Props['params'], locale: Locale) {
  const { show: slug, page } = await params;
  const number = parsePageSegment(page);
  if (number === null) return null;
  const show = await findShow(slug, locale, number);
  return show ? { show, number } : null;
}

const showPageHref = (path: string, page: number) => (page <= 1 ? path : `${path}/page/${page}`);

async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const found = await read(params, locale);
  if (!found) return {};
  const { show, number } = found;
  const t = await getTranslations('podcast');
  const metadata = mediaMetadata({
    title: show.title,
    description: show.description,
    language: show.language,
    url_meta: show.url_meta,
    image: show.cover,
    feed: { url: show.feedUrl, title: t('feedTitle', { show: show.title }) },
  });
  if (number === 1) return metadata;
  const tl = await getTranslations('listing');
  return {
    ...metadata,
    title: `${show.title} · ${tl('pageNumber', { page: number })}`,
    alternates: {
      ...metadata.alternates,
      canonical: showPageHref(show.url_meta.canonical, number),
      languages: {},
    },
    robots: show.episodes.docs.length === 0 ? { index: false, follow: true } : undefined,
  };
}

async function PodcastShowPage({ params }: Props) {
  const locale = await resolveLocale(params);
  const found = await read(params, locale);
  if (!found) {
    // the other language's show, at the same page number (any other miss stays a 404)
    const { show: slug, page } = await params;
    const number = parsePageSegment(page);
    if (number !== null)
      await goToOtherLanguage(
        locale,
        showPageHref(`/podcast/${slug}`, number),
        (language) => findShow(slug, language, 1),
        (path) => showPageHref(path, number),
      );
    notFound();
  }
  const { show, number } = found;
  const lastPage = Math.max(1, Math.ceil(show.episodeCount / EPISODES_PER_PAGE));
  const newer = newerPage(number, show.episodes.docs.length === 0, lastPage);
  const [t, ts, tl] = await Promise.all([
    getTranslations('podcast'),
    getTranslations('site'),
    getTranslations('listing'),
  ]);
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
          <p>{number > 1 ? t('pastTheEnd') : t('noEpisodes')}</p>
        ) : (
          <div className={gridStyles.grid}>
            {show.episodes.docs.map((episode) => (
              <PodcastCard key={episode._id} episode={episode} showKicker={false} />
            ))}
          </div>
        )}
        <nav className={listingStyles.pager} aria-label={tl('pagination')}>
          {newer !== null && (
            <a href={showPageHref(show.path, newer)} rel="prev" className={listingStyles.pagerLink}>
              {t('newer')}
            </a>
          )}
          {show.episodes.hasNextPage && (
            <a href={showPageHref(show.path, number + 1)} rel="next" className={listingStyles.pagerLink}>
              {t('older')}
            </a>
          )}
        </nav>
      </Section>
    </>
  );
}

/** The show page (`/podcast/[show]`) and its older pages (`/podcast/[show]/page/[page]`). */
export const podcastShowRoute = { generateMetadata, Page: PodcastShowPage };
