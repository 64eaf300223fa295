import { formatDuration, type PodcastEpisodeCard } from '@magazine/contracts';
import { useLocale, useTranslations } from 'next-intl';
import { LocalDate } from '@/components/ui/local-date';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import styles from './media-card.module.css';

export function PodcastCard({ episode }: { episode: PodcastEpisodeCard }) {
  const t = useTranslations('podcast');
  const locale = useLocale();
  return (
    <article className={styles.card}>
      <ResponsiveImage
        image={episode.cover}
        ratio="ONE_ONE"
        sizes="(max-width: 829.98px) 100vw, 320px"
        className={styles.square}
      />
      <p className={styles.kicker}>{episode.show.title}</p>
      <h3 className={styles.title}>{episode.title}</h3>
      <p className={styles.text}>{episode.description}</p>
      <p className={styles.meta}>
        <LocalDate iso={episode.publishedAt} locale={locale} />
        <span>{t('duration', { duration: formatDuration(episode.durationSeconds) })}</span>
      </p>
      {/* biome-ignore lint/a11y/useMediaCaption: the API serves no caption track for episodes; the description stands in */}
      <audio className={styles.audio} controls preload="none" src={episode.audioUrl} />
    </article>
  );
}
