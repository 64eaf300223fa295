import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/link';
import styles from './site-footer.module.css';

const LINKS = [
  ['/about', 'about'],
  ['/contact', 'contact'],
  ['/write-with-us', 'writeWithUs'],
  ['/community-writer-form', 'writerForm'],
  ['/contributors', 'contributors'],
  ['/collection', 'collections'],
  ['/tags', 'tags'],
  ['/innovators-summit', 'summit'],
  ['/editorial-guideline', 'editorialGuideline'],
  ['/privacy-policy', 'privacy'],
  ['/terms-of-use', 'terms'],
  ['/media-kit', 'mediaKit'],
  ['/store', 'store'],
] as const;

export async function SiteFooter() {
  const t = await getTranslations('footer');
  const site = await getTranslations('site');
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div>
          <p className={styles.name}>{site('name')}</p>
          <p className={styles.tagline}>{site('tagline')}</p>
          <p className={styles.note}>{t('note')}</p>
        </div>
        <nav aria-label={t('label')}>
          <ul className={styles.links}>
            {LINKS.map(([href, key]) => (
              <li key={href}>
                <Link href={href}>{t(key)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
