import 'server-only';
import { type ErrorCode, type FieldErrorCode, isLocale, type Locale, messageFor } from '@magazine/contracts';
import { getTranslations } from 'next-intl/server';
import { ApiError } from '../api-client/client';
import { formFieldMessage } from './field-message';
import type { FormState } from './form-state';

// What every account server action shares: reading the form, the reader's language, and turning
// the API's answers into field messages and failure snackbars.

export type FieldList = { field: string; code: string; message: string }[];

export const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};
export const localeOf = (form: FormData): Locale => {
  const value = form.get('locale');
  return isLocale(value) ? value : 'vi';
};
export const localized = (locale: Locale, path: string) => (locale === 'en' ? `/en${path}` : path);

/**
 * A form's or an address's id has the shape of the API's ids before anything is asked of the API:
 * a UUID as zod's `uuid()` takes it (a version 1–8 and the RFC variant), so the API never answers
 * it 400.
 */
export const isIdShaped = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i.test(value);

/** Field texts of a VALIDATION_ERROR (or a 422 naming fields), keyed by the form's field names. */
export function fieldErrorsOf(data: unknown, locale: Locale): Record<string, string> {
  const fields = (data as { fields?: FieldList } | null)?.fields ?? [];
  return Object.fromEntries(
    fields.map((f) => [f.field.replace(/^identityCard\./, ''), formFieldMessage(f.field, f.message, locale)]),
  );
}

/** The snackbar text of a failure the API or the network gave. */
export async function failure(
  locale: Locale,
  title: 'loginFailed' | 'registerFailed' | 'somethingWrong',
  err: unknown,
) {
  const t = await getTranslations({ locale, namespace: 'auth' });
  const heading = title === 'somethingWrong' ? t('somethingWrong') : t(title);
  if (err instanceof ApiError && err.status === 429) {
    const minutes = Math.max(1, Math.ceil((err.retryAfterSeconds ?? 60) / 60));
    return { title: heading, content: t('tryAgainIn', { minutes }) };
  }
  if (typeof err === 'string')
    return { title: heading, content: messageFor(err as ErrorCode, locale) ?? t('somethingWrong') };
  return { title: heading, content: t('somethingWrong') };
}

/**
 * What a form sent after the member's session ended (a password changed or a logout elsewhere)
 * answers: the form stays with what was typed, to be sent again once logged in in another tab,
 * where a trip to the login page would lose it; the page learns it is signed out.
 */
export async function sessionEnded(locale: Locale, values: Record<string, string>): Promise<FormState> {
  return { values, fieldErrors: {}, error: await sessionEndedWords(locale), sessionEnded: true };
}

/** The words of sessionEnded: its snackbar's title and text. */
export async function sessionEndedWords(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'auth' });
  return { title: t('sessionEndedTitle'), content: t('sessionEndedText') };
}

export function localCheck(
  locale: Locale,
  checks: [string, FieldErrorCode | null][],
): Record<string, string> {
  return Object.fromEntries(
    checks
      .filter(([, code]) => code)
      .map(([field, code]) => [field, messageFor(code as FieldErrorCode, locale)]),
  );
}
