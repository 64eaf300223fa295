import type { Locale } from '@magazine/contracts';
import { getTranslations } from 'next-intl/server';
import { AccountMenu } from '@/components/auth/account-menu';
import { Link } from '@/components/ui/link';
import { env } from '@/lib/env';
import { LanguageSwitch } from './language-switch';
import { SectionLinks } from './section-links';
import styles from './site-header.module.css';

export async function SiteHeader({ locale }: { locale: Locale }) {
  const t = await getTranslations('nav');
  const site = await getTranslations('site');
  const ts = await getTranslations('search');
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        {/* the visible name is the link's name (WCAG 2.5.3); the TC mark is drawn by CSS */}
        <Link href="/" className={styles.logo}>
          <span className={styles.mark} aria-hidden="true" />
          <span className={styles.wordmark}>{site('name')}</span>
          <span className="visually-hidden"> – {t('home')}</span>
        </Link>
        <div className={styles.tools}>
          <Link href="/search" className={styles.search}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <span className="visually-hidden">{ts('headerLink')}</span>
          </Link>
          <LanguageSwitch
            locale={locale}
            label={t('otherLanguage')}
            title={t('switchLanguage')}
            className={styles.lang}
          />
          <AccountMenu locale={locale} />
          {/* A checkbox drives the mobile menu: it opens without any JavaScript. */}
          <input id="nav-toggle" type="checkbox" className={styles.toggle} aria-label={t('menu')} />
          <label htmlFor="nav-toggle" className={styles.burger} aria-hidden="true">
            <span />
            {t('menu')}
          </label>
          <nav className={styles.nav} aria-label={t('label')}>
            <ul className={styles.primary}>
              <li>
                <Link href="/all-topics">{t('topics')}</Link>
              </li>
              <li>
                <Link href="/podcast">{t('podcasts')}</Link>
              </li>
              <li>
                <Link href="/video">{t('videos')}</Link>
              </li>
              <li>
                <Link href="/events">{t('events')}</Link>
              </li>
              <li>
                {env.STORE_URL ? (
                  <a href={env.STORE_URL} rel="noopener">
                    {t('store')}
                  </a>
                ) : (
                  <Link href="/store">{t('store')}</Link>
                )}
              </li>
            </ul>
            <ul className={styles.verticals}>
              <SectionLinks locale={locale} />
            </ul>
          </nav>
        </div>
      </div>
    </header>
  );
}
