import { useTranslations } from 'next-intl';
import { Banner } from '@/components/ui/banner/banner-provider';
import { Link } from '@/components/ui/link';
import styles from './banners.module.css';

/** The open-publishing banner: invites readers to pitch; a reader who closes it does not see it again. */
export function OpenPublishingBanner() {
  const t = useTranslations('article');
  return (
    <Banner
      id="open-publishing"
      label={t('openPublishingTitle')}
      closeLabel={t('closeBanner')}
      className={styles.openPublishing}
    >
      <h2>{t('openPublishingTitle')}</h2>
      <p>{t('openPublishingText')}</p>
      <Link href="/community-writer-form" className={styles.cta}>
        {t('openPublishingCta')}
      </Link>
    </Banner>
  );
}

/** Above an open-publishing piece's title: it comes from an outside writer, and how to write one. */
export function OpenPublishingLabel() {
  const t = useTranslations('article');
  return (
    <p className={styles.openPublishingLabel}>
      <span>{t('openPublishingLabel')}</span>{' '}
      <Link href="/write-with-us">{t('openPublishingLabelLink')}</Link>
    </p>
  );
}
