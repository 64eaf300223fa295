import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import styles from '@/components/auth/auth.module.css';
import { AuthPage, accountMetadata } from '@/components/auth/auth-page';
import { LoginForm } from '@/components/auth/login-form';
import { Link } from '@/components/ui/link';
import { param, type SearchParams } from '@/lib/auth/config.server';
import { safeRedirect } from '@/lib/auth/redirect-target';
import { leaveIfSignedIn } from '@/lib/auth/signed-in.server';
import { type LocaleParams, metadataLocale, resolveLocale } from '@/lib/locale-params';
import { cameFromFailedProfile, PROFILE_FAILED_PARAM } from '@/lib/member/profile-tabs';

type Props = { params: LocaleParams; searchParams: SearchParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await metadataLocale(params);
  return accountMetadata((await getTranslations('auth'))('emailLoginTitle'));
}

// /login/email – email and password
export default async function EmailLoginPage({ params, searchParams }: Props) {
  const locale = await resolveLocale(params);
  const t = await getTranslations('auth');
  const given = await param(searchParams, 'redirect');
  const redirect = safeRedirect(given, locale);
  // sent from a profile the API failed (SPEC §8): a member still signed in may log in again here
  if (!cameFromFailedProfile(await param(searchParams, PROFILE_FAILED_PARAM), given && redirect))
    await leaveIfSignedIn(locale, redirect);
  return (
    <AuthPage title={t('emailLoginTitle')}>
      <LoginForm locale={locale} redirect={redirect} />
      <p className={styles.aside}>
        {t('noAccount')} <Link href="/register/email">{t('registerLink')}</Link>
      </p>
    </AuthPage>
  );
}
