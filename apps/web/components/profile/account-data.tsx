'use client';

import type { Locale } from '@magazine/contracts';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import authStyles from '@/components/auth/auth.module.css';
import { Field } from '@/components/auth/field';
import { FormFailure } from '@/components/auth/form-failure';
import { useAccountForm } from '@/components/auth/use-account-form';
import { deleteAccountAction } from '@/lib/member/profile-actions';
import styles from './profile.module.css';

/** Who is there: the password, or (a social account without one) the advice to log in again. */
function ReauthField({
  locale,
  hasPassword,
  problem,
}: {
  locale: Locale;
  hasPassword: boolean;
  problem?: string;
}) {
  const t = useTranslations('profile');
  if (hasPassword)
    return (
      <Field
        name="password"
        type="password"
        label={t('passwordToConfirm')}
        autoComplete="current-password"
        locale={locale}
        serverError={problem}
      />
    );
  return (
    <>
      <p className={authStyles.hint}>{t('freshLoginNeeded')}</p>
      {problem && (
        <p className={authStyles.error} role="alert">
          {problem}
        </p>
      )}
    </>
  );
}

/**
 * "Download my data": the form posts to /api/account/export, which answers the JSON file (so it
 * works without JavaScript); with it, a wrong password shows under the field and the page stays.
 */
export function ExportForm({
  locale,
  hasPassword,
  error,
}: {
  locale: Locale;
  hasPassword: boolean;
  error?: string;
}) {
  const t = useTranslations('profile');
  const [problem, setProblem] = useState(error);
  const [busy, setBusy] = useState(false);
  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    try {
      const res = await fetch('/api/account/export', {
        method: 'POST',
        body: new FormData(event.currentTarget),
        headers: { accept: 'application/json' },
      });
      if (!res.ok) {
        const body = (await res.json().catch(() => null)) as { message?: string } | null;
        setProblem(body?.message === 'REAUTHENTICATION_REQUIRED' ? t('wrongPassword') : t('exportFailed'));
        return;
      }
      setProblem(undefined);
      const url = URL.createObjectURL(await res.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = 'tap-chi-my-data.json';
      link.click();
      URL.revokeObjectURL(url);
    } catch {
      // no answer (offline) or one cut short: said at the field, the password stays typed
      setProblem(t('exportFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      action="/api/account/export"
      method="post"
      encType="multipart/form-data"
      onSubmit={onSubmit}
      className={authStyles.form}
    >
      <input type="hidden" name="locale" value={locale} />
      <ReauthField locale={locale} hasPassword={hasPassword} problem={problem} />
      <div className={styles.actions}>
        <button type="submit" className={authStyles.secondary} disabled={busy}>
          {t('exportButton')}
        </button>
      </div>
    </form>
  );
}

/** Deleting the account: the password (or a fresh login) and a ticked box. */
export function DeleteAccountForm({ locale, hasPassword }: { locale: Locale; hasPassword: boolean }) {
  const t = useTranslations('profile');
  const confirmId = useId();
  const { state, formAction, onSubmit, pending } = useAccountForm(deleteAccountAction);
  return (
    <form action={formAction} onSubmit={onSubmit} className={authStyles.form} noValidate>
      <input type="hidden" name="locale" value={locale} />
      <FormFailure error={state.error} />
      <p className={authStyles.hint}>{t('deleteLead')}</p>
      <ReauthField locale={locale} hasPassword={hasPassword} problem={state.fieldErrors.password} />
      <label className={authStyles.check} htmlFor={confirmId}>
        <input
          id={confirmId}
          type="checkbox"
          name="confirm"
          defaultChecked={state.values.confirm === 'on'}
          aria-invalid={state.fieldErrors.confirm ? true : undefined}
        />
        {t('deleteConfirm')}
      </label>
      {state.fieldErrors.confirm && (
        <p className={authStyles.error} role="alert">
          {state.fieldErrors.confirm}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className={authStyles.primary} disabled={pending}>
          {t('deleteButton')}
        </button>
      </div>
    </form>
  );
}
