'use client';

import { checkEmail, checkPassword, type Locale } from '@magazine/contracts';
import { useTranslations } from 'next-intl';
import type { FormState } from '@/lib/auth/form-state';
import { Field } from './field';

// The fields several account forms share, each with its SPEC §5 rule and what the server said.

export function EmailField({ locale, state }: { locale: Locale; state: FormState }) {
  const t = useTranslations('auth');
  return (
    <Field
      name="email"
      type="email"
      label={t('email')}
      placeholder={t('emailPlaceholder')}
      autoComplete="email"
      inputMode="email"
      required
      locale={locale}
      defaultValue={state.values.email}
      serverError={state.fieldErrors.email}
      check={(v) => checkEmail(v)}
    />
  );
}

/** A new password and its confirmation, which must match (reset, change and create). */
export function NewPasswordFields({
  locale,
  state,
  name,
}: {
  locale: Locale;
  state: FormState;
  name: 'password' | 'newPassword';
}) {
  const t = useTranslations('auth');
  return (
    <>
      <Field
        name={name}
        type="password"
        label={t('newPassword')}
        hint={t('passwordHint')}
        autoComplete="new-password"
        required
        locale={locale}
        defaultValue={state.values[name]}
        serverError={state.fieldErrors[name]}
        // and, where the form asks for the current password, not the same one (SPEC §5)
        check={(v, input) => {
          const current = input.form?.elements.namedItem('oldPassword');
          const same = current instanceof HTMLInputElement && current.value !== '' && current.value === v;
          return checkPassword(v) ?? (same ? 'PASSWORD_SAME_AS_OLD' : null);
        }}
      />
      <Field
        name="confirmPassword"
        type="password"
        label={t('confirmPassword')}
        autoComplete="new-password"
        required
        locale={locale}
        defaultValue={state.values.confirmPassword}
        serverError={state.fieldErrors.confirmPassword}
        // the new password as its field holds it now: typed, filled by a password manager, or
        // given back by the server after a refused submit
        check={(v, input) => {
          const first = input.form?.elements.namedItem(name);
          return first instanceof HTMLInputElement && first.value === v ? null : 'PASSWORD_CONFIRM_MISMATCH';
        }}
      />
    </>
  );
}
