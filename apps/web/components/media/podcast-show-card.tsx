import type { PodcastShowCard as Show } from '@magazine/contracts';
import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import cardLink from '@/components/ui/card-link.module.css';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import styles from './media-card.module.css';

export function PodcastShowCard({ show }: { show: Show }) {
  const t = useTranslations('podcast');
  return (
    <article className={`${styles.card} ${cardLink.cover}`}>
      <ResponsiveImage
        image={show.cover}
        ratio="ONE_ONE"
        sizes="(max-width: 829.98px) 100vw, 320px"
        className={styles.square}
      />
      <h3 className={styles.title}>
        <NextLink href={show.path} className={cardLink.link}>
          {show.title}
        </NextLink>
      </h3>
      <p className={styles.text}>{show.description}</p>
      <p className={styles.meta}>
        <span>{t('episodeCount', { count: show.episodeCount })}</span>
      </p>
    </article>
  );
}
