'use client';

import type { Locale } from '@magazine/contracts';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import authStyles from '@/components/auth/auth.module.css';
import { Field } from '@/components/auth/field';
import { FormFailure } from '@/components/auth/form-failure';
import { useAccountForm } from '@/components/auth/use-account-form';
import { ActionForm } from '@/components/ui/action-form';
import staffButtons from '@/components/ui/staff-button.module.css';
import type { FormState } from '@/lib/auth/form-state';
import { checkInAction, undoCheckIn, undoCheckInFormAction } from '@/lib/events/desk-actions';
import styles from './desk.module.css';
import { CHECK_IN_UNDONE_EVENT, GATE_FIELD } from './gate-field';

/**
 * The gate's one field: a reservation's code, checked in for this edition. After each answer the
 * field has the focus again, ready for the next code: empty after a check-in, the code kept after
 * a refusal. The outcome is also said in a live region that is always there, so it is announced.
 * A check-in just made can be taken back from there (the wrong code scanned), or from its row of
 * the table, after which the answer says so; `back` is the desk page's address, where the button
 * lands without JavaScript.
 */
export function CheckInForm({
  locale,
  editionId,
  back,
}: {
  locale: Locale;
  editionId: string;
  back: string;
}) {
  const t = useTranslations('desk');
  const { state, formAction, onSubmit, pending } = useAccountForm(checkInAction);
  const form = useRef<HTMLFormElement>(null);
  // the answer whose check-in was taken back: its notice gives way to the undo's
  const [undone, setUndone] = useState<FormState | null>(null);
  const refusal = state.fieldErrors.code;
  const admitted = state.values.admitted;

  // the same code taken back from its row of the table: this answer's undo would now be refused
  useEffect(() => {
    if (!admitted) return;
    const onUndone = (event: Event) => {
      if ((event as CustomEvent<string>).detail !== admitted) return;
      setUndone(state);
      event.preventDefault();
    };
    window.addEventListener(CHECK_IN_UNDONE_EVENT, onUndone);
    return () => window.removeEventListener(CHECK_IN_UNDONE_EVENT, onUndone);
  }, [admitted, state]);

  useEffect(() => {
    const code = form.current?.elements.namedItem('code');
    if (!(code instanceof HTMLInputElement) || (!state.notice && !state.fieldErrors.code)) return;
    // empty for the next code, unless the next code was already typed (scanned) while this one was sent
    if (state.notice && code.value.trim().toUpperCase() === admitted) code.value = '';
    code.focus();
  }, [state, admitted]);

  return (
    <>
      <form
        ref={form}
        action={formAction}
        onSubmit={onSubmit}
        className={`${authStyles.form} ${styles.checkIn}`}
        noValidate
        data-check-in
      >
        <input type="hidden" name="locale" value={locale} />
        <FormFailure error={state.error} />
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
          serverError={refusal}
        />
        <p
          role="status"
          className={state.notice ? `${authStyles.notice} ${styles.admitted}` : undefined}
          data-undone={undone === state || undefined}
        >
          {undone === state && admitted ? t('undone', { code: admitted }) : state.notice}
          {refusal && <span className="visually-hidden">{refusal}</span>}
        </p>
        <button type="submit" className={styles.button} disabled={pending}>
          {t('checkIn')}
        </button>
      </form>
      {admitted && undone !== state && (
        <ActionForm
          run={undoCheckIn}
          fallback={undoCheckInFormAction}
          fields={{ locale, editionId, code: admitted, back }}
          className={`${staffButtons.small} ${styles.undo}`}
          focusAfter={GATE_FIELD}
          onDone={(result) => {
            // the answer's line says it (a live region): no snackbar besides
            if (result.ok) setUndone(state);
            return result.ok;
          }}
        >
          {t('undoLabel', { code: admitted })}
        </ActionForm>
      )}
    </>
  );
}
