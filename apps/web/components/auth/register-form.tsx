'use client';

import {
  checkIdentity,
  checkPassword,
  DEFAULT_TIMEZONE,
  IDENTITY_IMAGE_MAX_BYTES,
  IDENTITY_IMAGE_TYPES,
  isoDayIn,
  type Locale,
  messageFor,
} from '@magazine/contracts';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { registerAction } from '@/lib/auth/register-actions';
import { EmailField } from './account-fields';
import styles from './auth.module.css';
import { CaptchaField } from './captcha-field';
import { Field } from './field';
import { FormFailure } from './form-failure';
import { TermsText } from './terms-text';
import { useAccountForm } from './use-account-form';

const IMAGE_TYPES = IDENTITY_IMAGE_TYPES.join(',');
const IDENTITY_FIELDS = ['fullname', 'dob', 'identityNumber', 'identityDate', 'identityPlace'] as const;
type IdentityField = (typeof IDENTITY_FIELDS)[number];

/**
 * SPEC §5's identity rules for one field, as the server runs them (contracts' checkIdentity): only
 * once the reader gives any of it (a field or a picture), since the information is optional.
 */
function identityProblem(field: IdentityField, input: HTMLInputElement) {
  if (!input.form) return null;
  const data = new FormData(input.form);
  const values = Object.fromEntries(IDENTITY_FIELDS.map((f) => [f, String(data.get(f) ?? '').trim()]));
  const picture = ['identityCardFront', 'identityCardBack'].some((f) => {
    const file = data.get(f);
    return file instanceof File && file.size > 0;
  });
  if (!picture && Object.values(values).every((v) => v === '')) return null;
  // the magazine's day, as the server judges the age and the dates
  const today = isoDayIn(DEFAULT_TIMEZONE);
  return checkIdentity(values, today).find((p) => p.field === field)?.code ?? null;
}

export function RegisterForm({ locale, redirect }: { locale: Locale; redirect: string }) {
  const t = useTranslations('auth');
  const { state, formAction, onSubmit, pending, reloaded } = useAccountForm(registerAction, {
    values: { redirect },
    fieldErrors: {},
  });
  // every answer used the captcha solution up: solve a new one for the next try
  const [round, setRound] = useState(0);
  // what the browser found of a picture as it was chosen (onChosen, below)
  const [imageErrors, setImageErrors] = useState<Record<string, string | undefined>>({});
  useEffect(() => {
    if (state.error || Object.keys(state.fieldErrors).length > 0) setRound((r) => r + 1);
    // a new answer says what it found of the pictures sent: the browser's own words give way
    setImageErrors({});
  }, [state]);
  const v = state.values;
  const e = state.fieldErrors;
  // an image the page came back without, until the reader chooses one again
  const [rechosen, setRechosen] = useState<ReadonlySet<string>>(new Set());
  const chooseAgain = (name: 'identityCardFront' | 'identityCardBack') => {
    const chosen = v[`${name}Chosen`];
    return reloaded && chosen && !rechosen.has(name) ? t('chooseAgain', { name: chosen }) : undefined;
  };
  // a picture too big or not one the site takes is refused as it is chosen, before it is sent:
  // two phone photos would otherwise go past what one post may carry, and fail as a whole
  const onChosen = (e: React.ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const { name } = input;
    setRechosen((current) => new Set(current).add(name));
    const file = input.files?.[0];
    // a file the browser gives no type (no extension) is left to the server to judge
    const code = !file
      ? null
      : file.type !== '' && !(IDENTITY_IMAGE_TYPES as readonly string[]).includes(file.type)
        ? 'IDENTITY_IMAGE_INVALID'
        : file.size > IDENTITY_IMAGE_MAX_BYTES
          ? 'IDENTITY_IMAGE_TOO_LARGE'
          : null;
    if (code) input.value = '';
    setImageErrors((current) => ({ ...current, [name]: code ? messageFor(code, locale) : undefined }));
  };
  const identity = (name: IdentityField, type = 'text') => (
    <Field
      name={name}
      type={type}
      label={t(name)}
      locale={locale}
      defaultValue={v[name]}
      serverError={e[name]}
      check={(_value, input) => identityProblem(name, input)}
    />
  );
  return (
    <form
      action={formAction}
      onSubmit={onSubmit}
      className={styles.form}
      noValidate
      encType="multipart/form-data"
    >
      <input type="hidden" name="locale" value={locale} />
      <FormFailure error={state.error} />
      <input type="hidden" name="redirect" value={v.redirect ?? redirect} />
      <EmailField locale={locale} state={state} />
      <Field
        name="password"
        type="password"
        label={t('password')}
        hint={t('passwordHint')}
        autoComplete="new-password"
        required
        locale={locale}
        defaultValue={v.password}
        serverError={e.password}
        check={(value) => checkPassword(value)}
      />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('identityTitle')}</legend>
        <p className={styles.hint}>{t('identityLead')}</p>
        {identity('fullname')}
        {identity('dob', 'date')}
        {identity('identityNumber')}
        {identity('identityDate', 'date')}
        {identity('identityPlace')}
        <Field
          name="identityCardFront"
          type="file"
          accept={IMAGE_TYPES}
          label={t('identityFront')}
          hint={chooseAgain('identityCardFront')}
          onChange={onChosen}
          locale={locale}
          serverError={imageErrors.identityCardFront ?? e.identityCardFront}
        />
        <Field
          name="identityCardBack"
          type="file"
          accept={IMAGE_TYPES}
          label={t('identityBack')}
          hint={chooseAgain('identityCardBack')}
          onChange={onChosen}
          locale={locale}
          serverError={imageErrors.identityCardBack ?? e.identityCardBack}
        />
      </fieldset>
      <label className={styles.check}>
        <input type="checkbox" name="isSubcribe" defaultChecked={v.isSubcribe === 'on'} />
        <span>{t('subscribe')}</span>
      </label>
      <div className={styles.field}>
        <label className={styles.check}>
          <input
            type="checkbox"
            name="agreeTerms"
            required
            defaultChecked={v.agreeTerms === 'on'}
            aria-invalid={e.agreeTerms ? true : undefined}
            aria-describedby={e.agreeTerms ? 'agree-error' : undefined}
          />
          <TermsText />
        </label>
        {e.agreeTerms && (
          <p id="agree-error" className={styles.error} data-field-error="agreeTerms">
            {e.agreeTerms}
          </p>
        )}
      </div>
      <CaptchaField round={round} />
      {e.captcha && <p className={styles.error}>{e.captcha}</p>}
      <button type="submit" className={styles.primary} disabled={pending}>
        {pending ? t('sending') : t('registerButton')}
      </button>
    </form>
  );
}
