import type { Locale, SocialProvider } from '@magazine/contracts';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import styles from './auth.module.css';

/** Google, Facebook (when configured) and email: the start of login and of registration. */
export async function ProviderChoices({
  locale,
  providers,
  redirect,
  emailPath,
}: {
  locale: Locale;
  providers: SocialProvider[];
  redirect: string | undefined;
  emailPath: '/login/email' | '/register/email';
}) {
  const t = await getTranslations('auth');
  const query = new URLSearchParams({ locale, ...(redirect ? { redirect } : {}) }).toString();
  return (
    <div className={styles.choices}>
      {providers.includes('google') && (
        // a route handler, not a page: a plain link
        <a href={`/api/auth/google/start?${query}`} className={styles.provider} data-provider="google">
          <span aria-hidden="true">G</span> {t('withGoogle')}
        </a>
      )}
      {providers.includes('facebook') && (
        <a href={`/api/auth/facebook/start?${query}`} className={styles.provider} data-provider="facebook">
          <span aria-hidden="true">f</span> {t('withFacebook')}
        </a>
      )}
      <Link
        href={redirect ? { pathname: emailPath, query: { redirect } } : emailPath}
        className={styles.primary}
      >
        {t('withEmail')}
      </Link>
    </div>
  );
}
