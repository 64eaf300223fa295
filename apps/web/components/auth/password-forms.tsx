'use client';

import { type Locale, SOCIAL_PROVIDER_NAMES, type SocialProvider } from '@magazine/contracts';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import {
  changePasswordAction,
  forgotPasswordAction,
  resendLinkAction,
  resetPasswordAction,
} from '@/lib/auth/password-actions';
import { publicPath } from '@/lib/routing/public-path';
import { EmailField, NewPasswordFields } from './account-fields';
import styles from './auth.module.css';
import { useAuth } from './auth-provider';
import { Field } from './field';
import { FormFailure } from './form-failure';
import { useAccountForm } from './use-account-form';

export function ForgotPasswordForm({ locale }: { locale: Locale }) {
  const t = useTranslations('auth');
  const { state, formAction, onSubmit, pending } = useAccountForm(forgotPasswordAction);
  return (
    <form action={formAction} onSubmit={onSubmit} className={styles.form} noValidate>
      <input type="hidden" name="locale" value={locale} />
      <FormFailure error={state.error} />
      <EmailField locale={locale} state={state} />
      <button type="submit" className={styles.primary} disabled={pending}>
        {pending ? t('sending') : t('forgotButton')}
      </button>
    </form>
  );
}

export function ResetPasswordForm({ locale, token }: { locale: Locale; token: string }) {
  const t = useTranslations('auth');
  const { state, formAction, onSubmit, pending } = useAccountForm(resetPasswordAction);
  return (
    <form action={formAction} onSubmit={onSubmit} className={styles.form} noValidate>
      <input type="hidden" name="locale" value={locale} />
      <FormFailure error={state.error} />
      <input type="hidden" name="token" value={token} />
      <NewPasswordFields locale={locale} state={state} name="password" />
      <button type="submit" className={styles.primary} disabled={pending}>
        {pending ? t('sending') : t('resetButton')}
      </button>
    </form>
  );
}

/** "Send a new link" for an email (the expired-link screen; also works without JavaScript). */
export function ResendLinkForm({ locale, email }: { locale: Locale; email: string }) {
  const t = useTranslations('auth');
  const { state, formAction, onSubmit, pending } = useAccountForm(resendLinkAction, {
    values: { email },
    fieldErrors: {},
  });
  return (
    <form action={formAction} onSubmit={onSubmit} className={styles.form} noValidate>
      <input type="hidden" name="locale" value={locale} />
      <FormFailure error={state.error} />
      <EmailField locale={locale} state={state} />
      {state.notice && (
        <p className={styles.notice} role="status">
          {state.notice}
        </p>
      )}
      <button type="submit" className={styles.primary} disabled={pending}>
        {pending ? t('sending') : t('resend')}
      </button>
    </form>
  );
}

/** Change the password, or create the first one of a social account (SPEC §4). */
export function ChangePasswordForm({
  locale,
  hasPassword,
  providers,
}: {
  locale: Locale;
  hasPassword: boolean;
  /** the social networks the account logs in with: a fresh login there lets a first password be made */
  providers: SocialProvider[];
}) {
  const t = useTranslations('auth');
  const { state, formAction, onSubmit, pending, successes } = useAccountForm(changePasswordAction, {
    values: { mode: hasPassword ? 'change' : 'create' },
    fieldErrors: {},
  });
  const creating = (state.values.mode ?? (hasPassword ? 'change' : 'create')) === 'create';
  // a first password made: the header's menu and this page's heading say "change" from now on
  const { refresh } = useAuth();
  const router = useRouter();
  useEffect(() => {
    if (successes === 0) return;
    void refresh();
    router.refresh();
  }, [successes, refresh, router]);
  return (
    <form
      action={formAction}
      onSubmit={onSubmit}
      className={styles.form}
      noValidate
      // a password changed empties the form; a refusal leaves it as it is
      key={successes}
    >
      <input type="hidden" name="locale" value={locale} />
      <FormFailure error={state.error} />
      <input type="hidden" name="mode" value={creating ? 'create' : 'change'} />
      {creating && <p className={styles.hint}>{t('createPasswordLead')}</p>}
      {creating && providers.length > 0 && (
        // the API makes a first password only in the 10 minutes after a login (a stolen session
        // alone must not make one): said before the reader types, with the way to a fresh login
        <div className={styles.field}>
          <p className={styles.hint}>{t('createFreshLogin')}</p>
          {providers.map((provider) => (
            // a route handler, not a page: a plain link
            <a
              key={provider}
              className={styles.provider}
              data-provider={provider}
              href={`/api/auth/${provider}/start?${new URLSearchParams({ locale, redirect: publicPath('/change-password', locale) })}`}
            >
              {t('loginAgainWith', { provider: SOCIAL_PROVIDER_NAMES[provider] })}
            </a>
          ))}
        </div>
      )}
      {!creating && (
        <Field
          name="oldPassword"
          type="password"
          label={t('currentPassword')}
          autoComplete="current-password"
          required
          locale={locale}
          defaultValue={state.values.oldPassword}
          serverError={state.fieldErrors.oldPassword}
          check={(v) => (v ? null : 'PASSWORD_REQUIRED')}
        />
      )}
      <NewPasswordFields locale={locale} state={state} name="newPassword" />
      {state.notice && (
        <p className={styles.notice} role="status">
          {state.notice}
        </p>
      )}
      <button type="submit" className={styles.primary} disabled={pending}>
        {pending ? t('sending') : creating ? t('createPassword') : t('changeButton')}
      </button>
    </form>
  );
}
