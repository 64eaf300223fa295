'use client';

import type { Locale } from '@magazine/contracts';
import { useTranslations } from 'next-intl';
import { logoutFormAction } from '@/lib/auth/login-actions';
import { useAuth } from './auth-provider';

/**
 * Log out: with JavaScript the auth state does it (and goes home from the profile, in the page's
 * language, SPEC §4);
 * without, the form posts and the server action goes home.
 */
export function LogoutButton({ locale, className }: { locale: Locale; className?: string }) {
  const t = useTranslations('auth');
  const auth = useAuth();
  return (
    <form
      action={logoutFormAction}
      onSubmit={(e) => {
        e.preventDefault();
        void auth.logout(locale);
      }}
    >
      <input type="hidden" name="locale" value={locale} />
      <button type="submit" className={className}>
        {t('logout')}
      </button>
    </form>
  );
}
