'use client';

import type { Locale } from '@magazine/contracts';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import styles from '@/components/auth/auth.module.css';
import { FormFailure } from '@/components/auth/form-failure';
import { useAccountForm } from '@/components/auth/use-account-form';
import { submitPitchAction } from '@/lib/writers/writer-action';

type Name = 'fullname' | 'email' | 'phone' | 'topic' | 'pitch' | 'portfolioUrl';

/** The community writer form (SPEC §2 /community-writer-form): works without JavaScript too. */
export function WriterForm({ locale }: { locale: Locale }) {
  const t = useTranslations('writerForm');
  const { state, formAction, onSubmit, pending } = useAccountForm(submitPitchAction);
  const id = useId();

  if (state.notice === 'sent') {
    return (
      <div className={styles.notice} role="status">
        <h2>{t('thanksTitle')}</h2>
        <p>{t('thanks', { topic: state.values.topic ?? '', email: state.values.email ?? '' })}</p>
        <p>
          <a href={locale === 'en' ? '/en/community-writer-form' : '/community-writer-form'}>
            {t('another')}
          </a>
        </p>
      </div>
    );
  }

  const field = (
    name: Name,
    type: 'text' | 'email' | 'tel' | 'url' | 'textarea',
    required: boolean,
    hint?: string,
  ) => {
    const error = state.fieldErrors[name];
    const describedBy = [error ? `${id}-${name}-error` : null, hint ? `${id}-${name}-hint` : null]
      .filter(Boolean)
      .join(' ');
    const common = {
      id: `${id}-${name}`,
      name,
      defaultValue: state.values[name] ?? '',
      required,
      className: styles.input,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy || undefined,
    };
    return (
      <div className={styles.field}>
        <label htmlFor={common.id} className={styles.label}>
          {t(name)}
        </label>
        {type === 'textarea' ? (
          <textarea {...common} rows={8} minLength={50} maxLength={5000} />
        ) : (
          <input {...common} type={type} maxLength={name === 'portfolioUrl' ? 500 : 254} />
        )}
        {hint && (
          <p id={`${id}-${name}-hint`} className={styles.hint}>
            {hint}
          </p>
        )}
        {error && (
          <p id={`${id}-${name}-error`} className={styles.error}>
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    // the fields are not controlled: what was typed stays as it is when the server answers,
    // including what was typed while the answer was on its way
    <form action={formAction} onSubmit={onSubmit} className={styles.form} noValidate>
      <input type="hidden" name="locale" value={locale} />
      <FormFailure error={state.error} />
      {field('fullname', 'text', true)}
      {field('email', 'email', true)}
      {field('phone', 'tel', false)}
      {field('topic', 'text', true)}
      {field('pitch', 'textarea', true, t('pitchHint'))}
      {field('portfolioUrl', 'url', false)}
      <button type="submit" className={styles.primary} disabled={pending}>
        {pending ? t('sending') : t('submit')}
      </button>
    </form>
  );
}
