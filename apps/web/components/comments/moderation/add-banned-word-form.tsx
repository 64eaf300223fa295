'use client';

import type { Locale } from '@magazine/contracts';
import { useTranslations } from 'next-intl';
import authStyles from '@/components/auth/auth.module.css';
import { Field } from '@/components/auth/field';
import { FormFailure } from '@/components/auth/form-failure';
import { useAccountForm } from '@/components/auth/use-account-form';
import { addBannedWordAction } from '@/lib/comments/moderation-actions';
import styles from './moderation.module.css';

export function AddBannedWordForm({ locale }: { locale: Locale }) {
  const t = useTranslations('moderation');
  const { state, formAction, onSubmit, pending, successes } = useAccountForm(addBannedWordAction);
  return (
    // a word added empties the form; a refusal leaves it as it is
    <form action={formAction} onSubmit={onSubmit} className={authStyles.form} key={successes}>
      <input type="hidden" name="locale" value={locale} />
      <FormFailure error={state.error} />
      <Field
        name="word"
        label={t('addWordLabel')}
        locale={locale}
        maxLength={100}
        defaultValue={state.values.word}
        serverError={state.fieldErrors.word}
      />
      {state.notice && (
        <p className={authStyles.notice} role="status">
          {state.notice}
        </p>
      )}
      <button type="submit" className={styles.button} disabled={pending}>
        {t('addWord')}
      </button>
    </form>
  );
}
