import { formatDuration, formatViewCount, type VideoCard as Video } from '@magazine/contracts';
import NextLink from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import cardLink from '@/components/ui/card-link.module.css';
import { LocalDate } from '@/components/ui/local-date';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import styles from './media-card.module.css';

export function VideoCard({ video }: { video: Video }) {
  const t = useTranslations('video');
  const locale = useLocale();
  return (
    <article className={`${styles.card} ${cardLink.cover}`}>
      <div className={styles.thumb}>
        <ResponsiveImage
          image={video.thumbnail}
          ratio="SIX_NINE"
          sizes="(max-width: 829.98px) 100vw, 360px"
        />
        <span className={styles.duration}>{formatDuration(video.durationSeconds)}</span>
      </div>
      <h3 className={styles.title}>
        <NextLink href={video.path} className={cardLink.link}>
          {video.title}
        </NextLink>
      </h3>
      <p className={styles.text}>{video.description}</p>
      <p className={styles.meta}>
        <LocalDate iso={video.publishedAt} locale={locale} />
        <span>{t('views', { count: formatViewCount(video.viewCount, locale) })}</span>
      </p>
    </article>
  );
}
