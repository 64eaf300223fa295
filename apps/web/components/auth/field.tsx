'use client';

import { type FieldErrorCode, type Locale, messageFor } from '@magazine/contracts';
import { useTranslations } from 'next-intl';
import { type InputHTMLAttributes, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import styles from './auth.module.css';

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> & {
  name: string;
  label: ReactNode;
  locale: Locale;
  /** the message the server gave for this field */
  serverError?: string;
  hint?: string;
  /** a rule of packages/contracts, run when the reader leaves the field (`input`: to read its form) */
  check?: (value: string, input: HTMLInputElement) => FieldErrorCode | null;
};

/** A labelled input whose message appears under it when the reader leaves it (and after a submit). */
export function Field({
  name,
  label,
  locale,
  serverError,
  hint,
  check,
  type = 'text',
  ...input
}: FieldProps) {
  const id = useId();
  const t = useTranslations('auth');
  const [local, setLocal] = useState<string | null>(null);
  const [shown, setShown] = useState(false);
  const [lastServer, setLastServer] = useState(serverError);
  if (serverError !== lastServer) {
    // a new answer from the server replaces what the browser found
    setLastServer(serverError);
    setLocal(null);
  }
  const ref = useRef<HTMLInputElement>(null);
  /** A shown message, checked again: it goes when it no longer holds, or says the new reason. */
  const checkAgain = (field: HTMLInputElement) => {
    const code = check?.(field.value, field);
    setLocal((shown) => (shown === null ? null : code ? messageFor(code, locale) : null));
  };
  const again = useRef(checkAgain);
  again.current = checkAgain;
  const shownMessage = local !== null;
  // a rule that reads other fields (the confirmation, "differs from the current password", the
  // identity fields once one is given) is checked again as the reader changes those; no new message
  // appears until this field is left or the form is sent
  useEffect(() => {
    const field = ref.current;
    const form = field?.form;
    if (!shownMessage || !field || !form) return;
    const recheck = (event: Event) => {
      if (event.target === field) return;
      // after React's own handlers (a refused picture's input is emptied there, with no event)
      setTimeout(() => again.current(field), 0);
    };
    form.addEventListener('input', recheck);
    form.addEventListener('change', recheck);
    return () => {
      form.removeEventListener('input', recheck);
      form.removeEventListener('change', recheck);
    };
  }, [shownMessage]);
  const error = local ?? serverError;
  const describedBy =
    [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  const isPassword = type === 'password';
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={isPassword ? styles.passwordRow : undefined}>
        <input
          {...input}
          ref={ref}
          id={id}
          name={name}
          type={isPassword && shown ? 'text' : type}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onBlur={(e) => {
            input.onBlur?.(e);
            if (!check) return;
            const code = check(e.currentTarget.value, e.currentTarget);
            setLocal(code ? messageFor(code, locale) : null);
          }}
          onChange={(e) => {
            input.onChange?.(e);
            if (local) checkAgain(e.currentTarget);
          }}
        />
        {isPassword && (
          <button
            type="button"
            className={styles.reveal}
            aria-pressed={shown}
            onClick={() => setShown((v) => !v)}
          >
            {shown ? t('hidePassword') : t('showPassword')}
          </button>
        )}
      </div>
      {hint && !error && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error} data-field-error={name}>
          {error}
        </p>
      )}
    </div>
  );
}
