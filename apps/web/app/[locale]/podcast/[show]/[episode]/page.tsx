import { formatDuration, type Locale } from '@magazine/contracts';
import type { Metadata } from 'next';
import NextLink from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { JsonLd } from '@/components/media/json-ld';
import { playableEpisode } from '@/components/media/playable';
import { PlayEpisodeButton } from '@/components/media/player/play-episode-button';
import styles from '@/components/media/podcast-page.module.css';
import { LocalDate } from '@/components/ui/local-date';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { getPodcastEpisode } from '@/lib/data/media';
import { metadataLocale, resolveLocale } from '@/lib/locale-params';
import { podcastEpisodeLd } from '@/lib/media-json-ld';
import { mediaMetadata } from '@/lib/media-metadata';
import { goToOtherLanguage } from '@/lib/routing/other-language';

export const revalidate = 60;
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ locale: string; show: string; episode: string }> };

const findEpisode = cache((show: string, episode: string, locale: Locale) =>
  getPodcastEpisode(show, episode, locale),
);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const { show, episode: slug } = await params;
  const episode = await findEpisode(show, slug, locale);
  if (!episode) return {};
  return mediaMetadata({
    title: `${episode.title} · ${episode.show.title}`,
    description: episode.description,
    language: episode.language,
    url_meta: episode.url_meta,
    image: episode.cover,
    ogType: 'music.song',
  });
}

export default async function PodcastEpisodePage({ params }: Props) {
  const locale = await resolveLocale(params);
  const { show, episode: slug } = await params;
  const episode = await findEpisode(show, slug, locale);
  if (!episode) {
    await goToOtherLanguage(locale, `/podcast/${show}/${slug}`, (language) =>
      findEpisode(show, slug, language),
    );
    notFound();
  }
  const t = await getTranslations('podcast');
  return (
    <article>
      <JsonLd data={podcastEpisodeLd(episode)} />
      <header className={styles.header}>
        <ResponsiveImage
          image={episode.cover}
          ratio="ONE_ONE"
          sizes="(max-width: 829.98px) 40vw, 240px"
          className={styles.cover}
          priority
        />
        <div>
          <p className={styles.kicker}>
            <NextLink href={episode.show.path}>{episode.show.title}</NextLink>
          </p>
          <h1 className="page-title">{episode.title}</h1>
          <p className={styles.meta}>
            <LocalDate iso={episode.publishedAt} locale={locale} />
            <span>{t('duration', { duration: formatDuration(episode.durationSeconds) })}</span>
          </p>
          <div className={styles.actions}>
            <PlayEpisodeButton
              episode={playableEpisode(episode)}
              labels={{ play: t('play'), pause: t('pause') }}
            />
            <a href={episode.audioUrl} type={episode.audioType} download>
              {t('download')}
            </a>
          </div>
        </div>
      </header>
      <p className={styles.description}>{episode.description}</p>
      <nav className={styles.neighbours} aria-label={t('moreEpisodes')}>
        {episode.previous && (
          <NextLink href={episode.previous.path} rel="prev">
            <span>{t('previous')}</span> {episode.previous.title}
          </NextLink>
        )}
        {episode.next && (
          <NextLink href={episode.next.path} rel="next">
            <span>{t('next')}</span> {episode.next.title}
          </NextLink>
        )}
        <NextLink href={episode.show.path}>{t('allEpisodes', { show: episode.show.title })}</NextLink>
      </nav>
    </article>
  );
}
