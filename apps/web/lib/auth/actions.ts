'use server';

import {
  type AuthSession,
  checkEmail,
  checkPassword,
  type ErrorCode,
  type FieldErrorCode,
  isLocale,
  type Locale,
  messageFor,
} from '@magazine/contracts';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ApiError } from '../api-client/client';
import { callApi } from './call.server';
import { endMemberSession, readCredentials, setFlash, startMemberSession } from './cookies.server';
import type { FormState } from './form-state';
import { safeRedirect } from './redirect-target';

type FieldList = { field: string; code: string; message: string }[];

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};
const localeOf = (form: FormData): Locale => {
  const value = form.get('locale');
  return isLocale(value) ? value : 'vi';
};
const localized = (locale: Locale, path: string) => (locale === 'en' ? `/en${path}` : path);

/** Field texts of a VALIDATION_ERROR (or a 422 naming fields), keyed by the form's field names. */
function fieldErrorsOf(data: unknown): Record<string, string> {
  const fields = (data as { fields?: FieldList } | null)?.fields ?? [];
  return Object.fromEntries(fields.map((f) => [f.field.replace(/^identityCard\./, ''), f.message]));
}

/** The snackbar text of a failure the API or the network gave. */
async function failure(
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

function localCheck(locale: Locale, checks: [string, FieldErrorCode | null][]): Record<string, string> {
  return Object.fromEntries(
    checks
      .filter(([, code]) => code)
      .map(([field, code]) => [field, messageFor(code as FieldErrorCode, locale)]),
  );
}

// ---- login ----------------------------------------------------------------------------------

export async function loginAction(_prev: FormState, form: FormData): Promise<FormState> {
  const locale = localeOf(form);
  const values = {
    email: text(form, 'email'),
    password: text(form, 'password'),
    redirect: text(form, 'redirect'),
  };
  const fieldErrors = localCheck(locale, [
    ['email', checkEmail(values.email)],
    ['password', values.password ? null : 'PASSWORD_REQUIRED'],
  ]);
  if (Object.keys(fieldErrors).length > 0) return { values, fieldErrors };

  let session: AuthSession;
  let message: string;
  try {
    const res = await callApi<AuthSession>('v2/user/email-login', {
      method: 'POST',
      body: { email: values.email, password: values.password, flatform: 'web' },
      locale,
    });
    if (res.errorCode === 400) return { values, fieldErrors: fieldErrorsOf(res.data) };
    if (res.errorCode !== 200)
      return { values, fieldErrors: {}, error: await failure(locale, 'loginFailed', res.message) };
    session = res.data;
    message = res.message;
  } catch (err) {
    return { values, fieldErrors: {}, error: await failure(locale, 'loginFailed', err) };
  }
  await startMemberSession(session.token, session);
  if (message === 'EMAIL_NOT_YET_VERIFIED') {
    await setFlash({ type: 'warning', code: 'EMAIL_NOT_YET_VERIFIED', email: session.email });
  }
  redirect(safeRedirect(values.redirect, locale));
}

// ---- registration ---------------------------------------------------------------------------

const IDENTITY_FIELDS = ['fullname', 'dob', 'identityNumber', 'identityDate', 'identityPlace'] as const;

async function imageData(form: FormData, name: string): Promise<string | undefined> {
  const file = form.get(name);
  if (!(file instanceof File) || file.size === 0) return undefined;
  return Buffer.from(await file.arrayBuffer()).toString('base64');
}

export async function registerAction(_prev: FormState, form: FormData): Promise<FormState> {
  const locale = localeOf(form);
  const values: Record<string, string> = {
    email: text(form, 'email'),
    password: text(form, 'password'),
    isSubcribe: form.get('isSubcribe') ? 'on' : '',
    agreeTerms: form.get('agreeTerms') ? 'on' : '',
    redirect: text(form, 'redirect'),
  };
  for (const field of IDENTITY_FIELDS) values[field] = text(form, field);
  const fieldErrors = localCheck(locale, [
    ['email', checkEmail(values.email)],
    ['password', checkPassword(values.password)],
    ['agreeTerms', values.agreeTerms ? null : 'TERMS_REQUIRED'],
  ]);
  if (Object.keys(fieldErrors).length > 0) return { values, fieldErrors };

  const identityCard = {
    ...Object.fromEntries(IDENTITY_FIELDS.map((f) => [f, values[f]?.trim()]).filter(([, v]) => v)),
    identityCardFront: await imageData(form, 'identityCardFront'),
    identityCardBack: await imageData(form, 'identityCardBack'),
  };
  const hasIdentity = Object.values(identityCard).some(Boolean);
  let session: AuthSession;
  try {
    const res = await callApi<AuthSession>('v2/user/register', {
      method: 'POST',
      locale,
      body: {
        email: values.email,
        password: values.password,
        language: locale,
        isSubcribe: values.isSubcribe === 'on',
        agreeTerms: true,
        captcha: text(form, 'captcha') || undefined,
        ...(hasIdentity ? { identityCard } : {}),
      },
    });
    if (res.errorCode !== 200) {
      const fields = fieldErrorsOf(res.data);
      if (res.message === 'EMAIL_ALREADY_EXISTS') fields.email = messageFor('EMAIL_ALREADY_EXISTS', locale);
      const refusal =
        res.errorCode === 400 ? undefined : await failure(locale, 'registerFailed', res.message);
      return { values, fieldErrors: fields, error: refusal };
    }
    session = res.data;
  } catch (err) {
    return { values, fieldErrors: {}, error: await failure(locale, 'registerFailed', err) };
  }
  await startMemberSession(session.token, session);
  redirect(localized(locale, '/register/success'));
}

// ---- links and passwords ----------------------------------------------------------------------

export async function forgotPasswordAction(_prev: FormState, form: FormData): Promise<FormState> {
  const locale = localeOf(form);
  const values = { email: text(form, 'email') };
  const problem = checkEmail(values.email);
  if (problem) return { values, fieldErrors: { email: messageFor(problem, locale) } };
  try {
    const res = await callApi<null>('v2/forget-password', {
      method: 'POST',
      body: { email: values.email, language: locale },
      locale,
    });
    if (res.errorCode === 404)
      return { values, fieldErrors: { email: messageFor('USER_NOT_FOUND', locale) } };
    if (res.errorCode === 400) return { values, fieldErrors: fieldErrorsOf(res.data) };
    if (res.errorCode !== 200)
      return { values, fieldErrors: {}, error: await failure(locale, 'somethingWrong', res.message) };
  } catch (err) {
    return { values, fieldErrors: {}, error: await failure(locale, 'somethingWrong', err) };
  }
  redirect(localized(locale, '/forgot-password/sent'));
}

export async function resetPasswordAction(_prev: FormState, form: FormData): Promise<FormState> {
  const locale = localeOf(form);
  const values = { password: text(form, 'password'), confirmPassword: text(form, 'confirmPassword') };
  const fieldErrors = localCheck(locale, [
    ['password', checkPassword(values.password)],
    ['confirmPassword', values.confirmPassword === values.password ? null : 'PASSWORD_CONFIRM_MISMATCH'],
  ]);
  if (Object.keys(fieldErrors).length > 0) return { values, fieldErrors };
  try {
    const res = await callApi<null>('v2/restore-password', {
      method: 'POST',
      body: { password: values.password, token: text(form, 'token') },
      locale,
    });
    if (res.errorCode === 400) return { values, fieldErrors: fieldErrorsOf(res.data) };
    if (res.errorCode !== 200)
      return { values, fieldErrors: {}, error: await failure(locale, 'somethingWrong', res.message) };
  } catch (err) {
    return { values, fieldErrors: {}, error: await failure(locale, 'somethingWrong', err) };
  }
  await endMemberSession();
  redirect(localized(locale, '/reset-password/success'));
}

/** "Send a new link": from the expired-link screen and the unverified snackbar. */
export async function resendLinkAction(_prev: FormState, form: FormData): Promise<FormState> {
  const locale = localeOf(form);
  const values = { email: text(form, 'email') };
  const problem = checkEmail(values.email);
  if (problem) return { values, fieldErrors: { email: messageFor(problem, locale) } };
  const t = await getTranslations({ locale, namespace: 'auth' });
  try {
    const res = await callApi<null>('v2/user/resend-validation-link', {
      method: 'POST',
      body: { email: values.email, language: locale },
      locale,
    });
    if (res.errorCode === 200)
      return { values, fieldErrors: {}, notice: t('resent', { email: values.email }) };
    if (res.errorCode === 400) return { values, fieldErrors: fieldErrorsOf(res.data) };
    return {
      values,
      fieldErrors: { email: messageFor(res.message as ErrorCode, locale) ?? t('somethingWrong') },
    };
  } catch (err) {
    return { values, fieldErrors: {}, error: await failure(locale, 'somethingWrong', err) };
  }
}

export async function changePasswordAction(_prev: FormState, form: FormData): Promise<FormState> {
  const locale = localeOf(form);
  const creating = text(form, 'mode') === 'create';
  const values = {
    oldPassword: text(form, 'oldPassword'),
    newPassword: text(form, 'newPassword'),
    confirmPassword: text(form, 'confirmPassword'),
    mode: creating ? 'create' : 'change',
  };
  const t = await getTranslations({ locale, namespace: 'auth' });
  try {
    const res = await callApi<null>(creating ? 'v2/user/create-password' : 'v2/user/change-password', {
      method: 'POST',
      body: creating
        ? { password: values.newPassword, confirmPassword: values.confirmPassword }
        : {
            oldPassword: values.oldPassword,
            newPassword: values.newPassword,
            confirmPassword: values.confirmPassword,
          },
      locale,
    });
    if (res.errorCode === 200) {
      return { values: { mode: 'change' }, fieldErrors: {}, notice: creating ? t('created') : t('changed') };
    }
    const fields = fieldErrorsOf(res.data);
    if (creating && fields.password) fields.newPassword = fields.password;
    if (res.message === 'OLD_PASSWORD_INCORRECT')
      fields.oldPassword = messageFor('OLD_PASSWORD_INCORRECT', locale);
    const refusal =
      res.errorCode === 400 || res.message === 'OLD_PASSWORD_INCORRECT'
        ? undefined
        : await failure(locale, 'somethingWrong', res.message);
    return { values, fieldErrors: fields, error: refusal };
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) {
      await endMemberSession();
      redirect(
        `${localized(locale, '/login')}?redirect=${encodeURIComponent(localized(locale, '/change-password'))}`,
      );
    }
    return { values, fieldErrors: {}, error: await failure(locale, 'somethingWrong', err) };
  }
}

// ---- logout -----------------------------------------------------------------------------------

/** Ends the session on the API, then the member cookies (a fresh anonymous key stays). */
export async function logoutAction(): Promise<void> {
  const credentials = await readCredentials();
  if (credentials?.accessToken) {
    await callApi<null>('v2/user/logout', { method: 'POST', locale: 'vi' }).catch(() => undefined);
  }
  await endMemberSession();
}

/** The no-JavaScript logout form: log out, then go home. */
export async function logoutFormAction(form: FormData): Promise<void> {
  await logoutAction();
  redirect(localized(localeOf(form), '/'));
}

// ---- email verification -----------------------------------------------------------------------

export type VerifyState = {
  status: 'idle' | 'verified' | 'expired' | 'invalid';
  email?: string;
  error?: FormState['error'];
};

/**
 * The reader's click on "Verify my email": mail scanners open links but do not press buttons,
 * so a link a scanner opened still needs its owner (docs/decisions/0002).
 */
export async function verifyEmailAction(_prev: VerifyState, form: FormData): Promise<VerifyState> {
  const locale = localeOf(form);
  try {
    const res = await callApi<{ email: string }>(
      `user/verify-email/${encodeURIComponent(text(form, 'token'))}`,
      {
        locale,
      },
    );
    if (res.errorCode === 200) return { status: 'verified', email: res.data.email };
    if (res.message === 'LINK_EXPIRED')
      return { status: 'expired', email: (res.data as { email?: string } | null)?.email ?? '' };
    return { status: 'invalid' };
  } catch (err) {
    return { status: 'idle', error: await failure(locale, 'somethingWrong', err) };
  }
}
