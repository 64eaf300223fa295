'use client';

import type { Locale } from '@magazine/contracts';
import { useTranslations } from 'next-intl';
import authStyles from '@/components/auth/auth.module.css';
import { Field } from '@/components/auth/field';
import { useAccountForm } from '@/components/auth/use-account-form';
import { checkInAction } from '@/lib/events/desk-actions';
import styles from './desk.module.css';

/** The gate's one field: a reservation's code, checked in for this edition. */
export function CheckInForm({ locale, editionId }: { locale: Locale; editionId: string }) {
  const t = useTranslations('desk');
  const { state, formAction, onSubmit, pending } = useAccountForm(checkInAction);
  return (
    <form
      action={formAction}
      onSubmit={onSubmit}
      className={`${authStyles.form} ${styles.checkIn}`}
      key={state.notice ?? 'form'}
      noValidate
    >
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="editionId" value={editionId} />
      <Field
        name="code"
        label={t('codeLabel')}
        hint={t('codeHint')}
        locale={locale}
        maxLength={16}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        defaultValue={state.values.code}
        serverError={state.fieldErrors.code}
      />
      {state.notice && (
        <p className={`${authStyles.notice} ${styles.admitted}`} role="status">
          {state.notice}
        </p>
      )}
      <button type="submit" className={styles.button} disabled={pending}>
        {t('checkIn')}
      </button>
    </form>
  );
}
