'use client';

import type { Locale } from '@magazine/contracts';
import { useTranslations } from 'next-intl';
import { useAuth } from '@/components/auth/auth-provider';
import { logoutFormAction } from '@/lib/auth/login-actions';
import styles from './profile.module.css';

/** Logout from the profile goes home in its language (SPEC §4); the form works without JavaScript. */
export function LogoutButton({ locale }: { locale: Locale }) {
  const t = useTranslations('auth');
  const auth = useAuth();
  return (
    <form
      action={logoutFormAction}
      onSubmit={(e) => {
        e.preventDefault();
        void auth.logout();
      }}
    >
      <input type="hidden" name="locale" value={locale} />
      <button type="submit" className={styles.logout}>
        {t('logout')}
      </button>
    </form>
  );
}
