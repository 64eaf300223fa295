import { formatDuration, type PodcastEpisodeCard } from '@magazine/contracts';
import NextLink from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import cardLink from '@/components/ui/card-link.module.css';
import { LocalDate } from '@/components/ui/local-date';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import styles from './media-card.module.css';
import { playableEpisode } from './playable';
import { PlayEpisodeButton } from './player/play-episode-button';

export function PodcastCard({
  episode,
  showKicker = true,
}: {
  episode: PodcastEpisodeCard;
  showKicker?: boolean;
}) {
  const t = useTranslations('podcast');
  const locale = useLocale();
  return (
    <article className={`${styles.card} ${cardLink.cover}`}>
      <ResponsiveImage
        image={episode.cover}
        ratio="ONE_ONE"
        sizes="(max-width: 829.98px) 100vw, 320px"
        className={styles.square}
      />
      {showKicker && <p className={styles.kicker}>{episode.show.title}</p>}
      <h3 className={styles.title}>
        <NextLink href={episode.path} className={cardLink.link}>
          {episode.title}
        </NextLink>
      </h3>
      <p className={styles.text}>{episode.description}</p>
      <p className={styles.meta}>
        <LocalDate iso={episode.publishedAt} locale={locale} />
        <span>{t('duration', { duration: formatDuration(episode.durationSeconds) })}</span>
      </p>
      <PlayEpisodeButton episode={playableEpisode(episode)} labels={{ play: t('play'), pause: t('pause') }} />
    </article>
  );
}
