'use client';

import type { Locale } from '@magazine/contracts';
import { useTranslations } from 'next-intl';
import {
  changePasswordAction,
  forgotPasswordAction,
  resendLinkAction,
  resetPasswordAction,
} from '@/lib/auth/password-actions';
import { EmailField, NewPasswordFields } from './account-fields';
import styles from './auth.module.css';
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
export function ChangePasswordForm({ locale, hasPassword }: { locale: Locale; hasPassword: boolean }) {
  const t = useTranslations('auth');
  const { state, formAction, onSubmit, pending, successes } = useAccountForm(changePasswordAction, {
    values: { mode: hasPassword ? 'change' : 'create' },
    fieldErrors: {},
  });
  const creating = (state.values.mode ?? (hasPassword ? 'change' : 'create')) === 'create';
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
