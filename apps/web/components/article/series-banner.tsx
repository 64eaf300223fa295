import type { SeriesRef } from '@magazine/contracts';
import { useTranslations } from 'next-intl';
import styles from './banners.module.css';

/** Slot: shown when the article belongs to a series (series pages come later). */
export function SeriesBanner({ series }: { series: SeriesRef | null }) {
  const t = useTranslations('article');
  if (!series) return null;
  return (
    <aside className={styles.series} aria-label={t('series', { title: series.title })}>
      {t('series', { title: series.title })}
    </aside>
  );
}
