'use client';

import { AVATAR_TYPES, type Locale, type MemberSettings } from '@magazine/contracts';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef } from 'react';
import authStyles from '@/components/auth/auth.module.css';
import { useAuth } from '@/components/auth/auth-provider';
import { Field } from '@/components/auth/field';
import { FormFailure } from '@/components/auth/form-failure';
import { ResendVerificationButton } from '@/components/auth/resend-verification';
import { useAccountForm } from '@/components/auth/use-account-form';
import { avatarAction, saveEmailSettingsAction, saveSettingsAction } from '@/lib/member/profile-actions';
import styles from './profile.module.css';

/** After a save, the site's header asks again who the member is (name, avatar). */
function useRefreshHeader(notice: string | undefined) {
  const { refresh } = useAuth();
  useEffect(() => {
    if (notice) void refresh();
  }, [notice, refresh]);
}

function Notice({ text }: { text?: string }) {
  return text ? (
    <p className={authStyles.notice} role="status">
      {text}
    </p>
  ) : null;
}

/** Name, date of birth and language; what was typed stays on an error. */
export function SettingsForm({ locale, settings }: { locale: Locale; settings: MemberSettings }) {
  const t = useTranslations('profile');
  const languageId = useId();
  const { state, formAction, onSubmit, pending } = useAccountForm(saveSettingsAction, {
    values: { name: settings.name, dob: settings.dob ?? '', language: settings.language },
    fieldErrors: {},
  });
  useRefreshHeader(state.notice);
  return (
    <form action={formAction} onSubmit={onSubmit} className={authStyles.form} noValidate>
      <input type="hidden" name="locale" value={locale} />
      <FormFailure error={state.error} />
      <Field
        name="name"
        label={t('name')}
        autoComplete="name"
        required
        maxLength={100}
        locale={locale}
        defaultValue={state.values.name}
        serverError={state.fieldErrors.name}
        check={(v) => (v.trim() ? null : 'FULLNAME_REQUIRED')}
      />
      <Field
        name="dob"
        type="date"
        label={t('dob')}
        hint={t('dobHint')}
        autoComplete="bday"
        locale={locale}
        defaultValue={state.values.dob}
        serverError={state.fieldErrors.dob}
      />
      <div className={authStyles.field}>
        <label htmlFor={languageId} className={authStyles.label}>
          {t('language')}
        </label>
        <select
          id={languageId}
          name="language"
          className={styles.select}
          defaultValue={state.values.language}
        >
          <option value="vi">Tiếng Việt</option>
          <option value="en">English</option>
        </select>
      </div>
      <Notice text={state.notice} />
      <div className={styles.actions}>
        <button type="submit" className={authStyles.primary} disabled={pending}>
          {pending ? t('saving') : t('save')}
        </button>
      </div>
    </form>
  );
}

/** The avatar: upload a photo (the server makes it a small square), or remove it. */
export function AvatarForm({ locale, settings }: { locale: Locale; settings: MemberSettings }) {
  const t = useTranslations('profile');
  const id = useId();
  const { state, formAction, onSubmit, pending } = useAccountForm(avatarAction);
  useRefreshHeader(state.notice);
  const error = state.fieldErrors.avatar;
  // the file chosen stays after a refusal; once it is the avatar, the field empties
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (state.notice) form.current?.reset();
  }, [state]);
  return (
    <form
      ref={form}
      action={formAction}
      onSubmit={onSubmit}
      className={authStyles.form}
      encType="multipart/form-data"
    >
      <input type="hidden" name="locale" value={locale} />
      <FormFailure error={state.error} />
      <div className={authStyles.field}>
        <label htmlFor={id} className={authStyles.label}>
          {t('avatarFile')}
        </label>
        <input
          id={id}
          name="avatar"
          type="file"
          accept={AVATAR_TYPES.join(',')}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        />
        <p id={`${id}-hint`} className={authStyles.hint}>
          {t('avatarHint')}
        </p>
        {error && (
          <p id={`${id}-error`} className={authStyles.error} role="alert">
            {error}
          </p>
        )}
      </div>
      <Notice text={state.notice} />
      <div className={styles.actions}>
        <button type="submit" name="intent" value="upload" className={authStyles.primary} disabled={pending}>
          {t('avatarUpload')}
        </button>
        {settings.avatar && (
          <button
            type="submit"
            name="intent"
            value="remove"
            className={authStyles.secondary}
            disabled={pending}
          >
            {t('avatarRemove')}
          </button>
        )}
      </div>
    </form>
  );
}

/** The weekly newsletter and the Monday/Thursday suggestions (SPEC §9). */
export function EmailSettingsForm({ locale, settings }: { locale: Locale; settings: MemberSettings }) {
  const t = useTranslations('profile');
  // the page's answer, until this tab learns of a verification (the resend button finds it done)
  const auth = useAuth();
  const { state, formAction, onSubmit, pending } = useAccountForm(saveEmailSettingsAction, {
    values: {
      weeklyNewsletter: settings.weeklyNewsletter ? 'on' : '',
      suggestions: settings.suggestions ? 'on' : '',
    },
    fieldErrors: {},
  });
  return (
    <form action={formAction} onSubmit={onSubmit} className={authStyles.form}>
      <input type="hidden" name="locale" value={locale} />
      <FormFailure error={state.error} />
      {!(auth.user?.isEmailVerified ?? settings.isEmailVerified) && (
        // the lists send to verified addresses only: the choice is kept, and the mails wait
        <div className={`${authStyles.notice} ${styles.waiting}`} data-notice="mails-after-verify">
          <p>{t('mailsAfterVerify')}</p>
          <ResendVerificationButton className={authStyles.secondary} />
        </div>
      )}
      <label className={authStyles.check}>
        <input
          type="checkbox"
          name="weeklyNewsletter"
          defaultChecked={state.values.weeklyNewsletter === 'on'}
        />
        {t('weeklyNewsletter')}
      </label>
      <label className={authStyles.check}>
        <input type="checkbox" name="suggestions" defaultChecked={state.values.suggestions === 'on'} />
        {t('suggestions')}
      </label>
      <Notice text={state.notice} />
      <div className={styles.actions}>
        <button type="submit" className={authStyles.primary} disabled={pending}>
          {pending ? t('saving') : t('saveEmailSettings')}
        </button>
      </div>
    </form>
  );
}
