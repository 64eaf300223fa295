import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import styles from './banners.module.css';

/** Slot: invites readers to pitch through the open-publishing programme. */
export function OpenPublishingBanner() {
  const t = useTranslations('article');
  return (
    <aside className={styles.openPublishing}>
      <h2>{t('openPublishingTitle')}</h2>
      <p>{t('openPublishingText')}</p>
      <Link href="/write-with-us" className={styles.cta}>
        {t('openPublishingCta')}
      </Link>
    </aside>
  );
}
