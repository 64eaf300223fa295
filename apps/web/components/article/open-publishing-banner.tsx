import { useTranslations } from 'next-intl';
import { Banner } from '@/components/ui/banner/banner-provider';
import { Link } from '@/i18n/navigation';
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
