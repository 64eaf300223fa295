'use client';

import type { Locale } from '@magazine/contracts';
import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { loginAction } from '@/lib/auth/login-actions';
import { EmailField } from './account-fields';
import styles from './auth.module.css';
import { Field } from './field';
import { FormFailure } from './form-failure';
import { useAccountForm } from './use-account-form';

export function LoginForm({ locale, redirect }: { locale: Locale; redirect: string }) {
  const t = useTranslations('auth');
  const { state, formAction, onSubmit, pending } = useAccountForm(loginAction, {
    values: { redirect },
    fieldErrors: {},
  });
  return (
    <form action={formAction} onSubmit={onSubmit} className={styles.form} noValidate>
      <input type="hidden" name="locale" value={locale} />
      <FormFailure error={state.error} />
      <input type="hidden" name="redirect" value={state.values.redirect ?? redirect} />
      <EmailField locale={locale} state={state} />
      <Field
        name="password"
        type="password"
        label={t('password')}
        autoComplete="current-password"
        required
        locale={locale}
        defaultValue={state.values.password}
        serverError={state.fieldErrors.password}
        check={(v) => (v ? null : 'PASSWORD_REQUIRED')}
      />
      <div className={styles.row}>
        <Link href="/forgot-password">{t('forgotLink')}</Link>
      </div>
      <button type="submit" className={styles.primary} disabled={pending}>
        {pending ? t('sending') : t('loginButton')}
      </button>
    </form>
  );
}
