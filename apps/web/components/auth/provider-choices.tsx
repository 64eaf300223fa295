import {
  type Locale,
  messageFor,
  SOCIAL_PROVIDER_NAMES,
  SOCIAL_PROVIDERS,
  type SocialProvider,
} from '@magazine/contracts';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/link';
import { PROFILE_FAILED_PARAM } from '@/lib/member/profile-tabs';
import styles from './auth.module.css';
import { TermsText, termsLinks } from './terms-text';

const LABELS = {
  google: { mark: 'G', text: 'withGoogle' },
  facebook: { mark: 'f', text: 'withFacebook' },
} as const satisfies Record<SocialProvider, { mark: string; text: string }>;

/**
 * Google, Facebook (when configured) and email: the start of login and of registration. To
 * register with a social network the reader first agrees to the terms of use and the privacy
 * policy (SPEC §5): the two buttons submit a form whose checkbox is required, and the start route
 * checks it again (`termsRefused`: it sent the reader back without it). The login's buttons say
 * what a first login by them makes and agrees to.
 */
export async function ProviderChoices({
  locale,
  providers,
  redirect,
  emailPath,
  mode,
  termsRefused = false,
  profileFailed = false,
}: {
  locale: Locale;
  providers: SocialProvider[];
  redirect: string | undefined;
  emailPath: '/login/email' | '/register/email';
  mode: 'login' | 'register';
  termsRefused?: boolean;
  /** the profile failed (SPEC §8): the email login stays too, for a member still signed in */
  profileFailed?: boolean;
}) {
  const t = await getTranslations('auth');
  // always Google, then Facebook, of those configured
  const offered = SOCIAL_PROVIDERS.filter((provider) => providers.includes(provider));
  const query = new URLSearchParams({ locale, ...(redirect ? { redirect } : {}) }).toString();
  const email = (
    <Link
      href={
        redirect
          ? {
              pathname: emailPath,
              query: { redirect, ...(profileFailed ? { [PROFILE_FAILED_PARAM]: '1' } : {}) },
            }
          : emailPath
      }
      className={styles.primary}
    >
      {t('withEmail')}
    </Link>
  );
  if (mode === 'register' && offered.length > 0) {
    return (
      <div className={styles.choices}>
        {/* a route handler, not a page: a plain GET form, which works without JavaScript too */}
        <form method="get" action={`/api/auth/${offered[0]}/start`} className={styles.choices}>
          <input type="hidden" name="locale" value={locale} />
          {redirect && <input type="hidden" name="redirect" value={redirect} />}
          <input type="hidden" name="mode" value="register" />
          <div className={styles.field}>
            <label className={styles.check}>
              <input
                type="checkbox"
                name="agreeTerms"
                value="1"
                required
                aria-invalid={termsRefused || undefined}
                aria-describedby={termsRefused ? 'social-terms-error' : undefined}
              />
              <TermsText />
            </label>
            {termsRefused && (
              <p id="social-terms-error" className={styles.error} data-field-error="agreeTerms" role="alert">
                {messageFor('TERMS_REQUIRED', locale)}
              </p>
            )}
          </div>
          {offered.map((provider) => (
            <button
              key={provider}
              type="submit"
              formAction={`/api/auth/${provider}/start`}
              className={styles.provider}
              data-provider={provider}
            >
              <span aria-hidden="true">{LABELS[provider].mark}</span> {t(LABELS[provider].text)}
            </button>
          ))}
        </form>
        {email}
      </div>
    );
  }
  return (
    <div className={styles.choices}>
      {offered.map((provider) => (
        // a route handler, not a page: a plain link
        <a
          key={provider}
          href={`/api/auth/${provider}/start?${query}`}
          className={styles.provider}
          data-provider={provider}
        >
          <span aria-hidden="true">{LABELS[provider].mark}</span> {t(LABELS[provider].text)}
        </a>
      ))}
      {offered.length > 0 && (
        // a first login by a social network makes the account (the social first-login welcome,
        // SPEC §2): the login screen says so, and what that agrees to (decision 0062)
        <p className={styles.hint}>
          {t.rich('socialTerms', {
            ...termsLinks,
            providers: offered
              .map((provider) => SOCIAL_PROVIDER_NAMES[provider])
              .join(locale === 'vi' ? ' hoặc ' : ' or '),
          })}
        </p>
      )}
      {email}
    </div>
  );
}
