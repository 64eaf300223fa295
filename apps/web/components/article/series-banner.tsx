import type { SeriesRef } from '@magazine/contracts';
import { useTranslations } from 'next-intl';
import { FollowButton } from '@/components/member/member-buttons';
import { Banner } from '@/components/ui/banner/banner-provider';
import { Link } from '@/components/ui/link';
import styles from './banners.module.css';

/** The series banner: the article is part of a series; it leads to the series page. */
export function SeriesBanner({ series }: { series: SeriesRef | null }) {
  const t = useTranslations('article');
  if (!series) return null;
  return (
    <Banner
      id={`series:${series._id}`}
      label={t('series', { title: series.title })}
      closeLabel={t('closeBanner')}
      className={styles.series}
    >
      {t('series', { title: series.title })} ·{' '}
      <Link href={{ pathname: '/collection/[slug]', params: { slug: series.slug } }}>{t('seriesLink')}</Link>{' '}
      <FollowButton kind="series" id={series._id} name={series.title} />
    </Banner>
  );
}
