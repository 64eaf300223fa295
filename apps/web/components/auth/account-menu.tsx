'use client';

import type { Locale } from '@magazine/contracts';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import styles from './account-menu.module.css';
import { useAuth } from './auth-provider';
import { LogoutButton } from './logout-button';

/**
 * The header's login button, or the member's name and avatar. It keeps one size whatever it
 * shows, so the page does not shift when the session answer arrives.
 */
export function AccountMenu({ locale }: { locale: Locale }) {
  const t = useTranslations('auth');
  const auth = useAuth();
  const pathname = usePathname();
  if (!auth.finishedLogin || !auth.user) {
    const here = pathname && !/\/(login|register)/.test(pathname) ? pathname : undefined;
    return (
      <Link
        href={here ? { pathname: '/login', query: { redirect: here } } : '/login'}
        className={styles.login}
        data-auth={auth.finishedLogin ? 'anonymous' : 'pending'}
      >
        {t('loginLink')}
      </Link>
    );
  }
  const { user } = auth;
  const initial = user.name.trim().charAt(0).toUpperCase() || '?';
  return (
    <details className={styles.menu} data-auth="member">
      <summary className={styles.summary}>
        <span className="visually-hidden">{t('account')}: </span>
        {user.avatar ? (
          <img
            src={user.avatar}
            alt=""
            width={28}
            height={28}
            className={styles.avatar}
            referrerPolicy="no-referrer"
          />
        ) : (
          <span className={styles.avatar} aria-hidden="true" data-initial={initial} />
        )}
        <span className={styles.name}>{user.name}</span>
      </summary>
      <div className={styles.panel}>
        <p className={styles.email}>{user.email}</p>
        <Link href="/profile">{t('profileLink')}</Link>
        {(user.role === 'editor' || user.role === 'admin') && (
          <>
            <Link href="/moderation">{t('moderationLink')}</Link>
            <Link href="/event-desk">{t('eventDeskLink')}</Link>
            <Link href="/survey-results">{t('surveyResultsLink')}</Link>
            <Link href="/writer-pitches">{t('writerPitchesLink')}</Link>
          </>
        )}
        <Link href="/change-password">{user.hasPassword ? t('changePassword') : t('createPassword')}</Link>
        <LogoutButton locale={locale} className={styles.logout} />
      </div>
    </details>
  );
}
