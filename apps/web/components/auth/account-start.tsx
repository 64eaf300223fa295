import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/link';
import { getAuthConfig, param, type SearchParams } from '@/lib/auth/config.server';
import { safeRedirect } from '@/lib/auth/redirect-target';
import { leaveIfSignedIn } from '@/lib/auth/signed-in.server';
import { type LocaleParams, metadataLocale, resolveLocale } from '@/lib/locale-params';
import { cameFromFailedProfile, PROFILE_FAILED_PARAM } from '@/lib/member/profile-tabs';
import styles from './auth.module.css';
import { AuthPage, accountMetadata } from './auth-page';
import { ProviderChoices } from './provider-choices';

type Props = { params: LocaleParams; searchParams: SearchParams };

// Login start and registration start (SPEC §2): the same three choices, each pointing to the other.
const MODES = {
  login: {
    title: 'loginTitle',
    lead: 'loginLead',
    emailPath: '/login/email',
    other: { question: 'noAccount', link: 'registerLink', pathname: '/register' },
  },
  register: {
    title: 'registerTitle',
    lead: 'registerLead',
    emailPath: '/register/email',
    other: { question: 'hasAccount', link: 'loginLink', pathname: '/login' },
  },
} as const;

export function accountStartRoute(mode: keyof typeof MODES) {
  const copy = MODES[mode];
  return {
    async generateMetadata({ params }: Props): Promise<Metadata> {
      await metadataLocale(params);
      return accountMetadata((await getTranslations('auth'))(copy.title));
    },
    async Page({ params, searchParams }: Props) {
      const locale = await resolveLocale(params);
      const t = await getTranslations('auth');
      const given = await param(searchParams, 'redirect');
      const redirect = given ? safeRedirect(given, locale) : undefined;
      // the profile sent its reader here because the API failed it (SPEC §8): the screen stays,
      // for a member still signed in too, where sending them back would go round in a loop
      const profileFailed =
        mode === 'login' && cameFromFailedProfile(await param(searchParams, PROFILE_FAILED_PARAM), redirect);
      if (!profileFailed) await leaveIfSignedIn(locale, redirect ?? safeRedirect(undefined, locale));
      const { providers } = await getAuthConfig();
      // the social start route sends the reader back here when the terms were not agreed to
      const termsRefused = mode === 'register' && (await param(searchParams, 'termsRequired')) === '1';
      const { pathname } = copy.other;
      return (
        <AuthPage title={t(copy.title)} lead={t(copy.lead)}>
          {profileFailed && (
            <p className={styles.notice} role="alert">
              {t('profileFailed')}
            </p>
          )}
          <ProviderChoices
            locale={locale}
            providers={providers}
            redirect={redirect}
            emailPath={copy.emailPath}
            mode={mode}
            termsRefused={termsRefused}
            profileFailed={profileFailed}
          />
          <p className={styles.aside}>
            {t(copy.other.question)}{' '}
            <Link href={redirect ? { pathname, query: { redirect } } : pathname}>{t(copy.other.link)}</Link>
          </p>
        </AuthPage>
      );
    },
  };
}
