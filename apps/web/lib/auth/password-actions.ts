'use server';

import { checkEmail, checkPassword, type ErrorCode, messageFor } from '@magazine/contracts';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ApiError } from '../api-client/client';
import {
  failure,
  fieldErrorsOf,
  localCheck,
  localeOf,
  localized,
  sessionEnded,
  text,
} from './action-helpers.server';
import { callApi } from './call.server';
import { endMemberSession } from './cookies.server';
import type { FormState } from './form-state';

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
    if (res.errorCode === 400) return { values, fieldErrors: fieldErrorsOf(res.data, locale) };
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
    if (res.errorCode === 400) return { values, fieldErrors: fieldErrorsOf(res.data, locale) };
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
    if (res.errorCode === 400) return { values, fieldErrors: fieldErrorsOf(res.data, locale) };
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
    const fields = fieldErrorsOf(res.data, locale);
    if (creating && fields.password) fields.newPassword = fields.password;
    if (res.message === 'OLD_PASSWORD_INCORRECT')
      fields.oldPassword = messageFor('OLD_PASSWORD_INCORRECT', locale);
    const refusal =
      res.errorCode === 400 || res.message === 'OLD_PASSWORD_INCORRECT'
        ? undefined
        : creating && res.message === 'REAUTHENTICATION_REQUIRED'
          ? { title: t('somethingWrong'), content: t('createNeedsFreshLogin') }
          : await failure(locale, 'somethingWrong', res.message);
    return { values, fieldErrors: fields, error: refusal };
  } catch (err) {
    // the session ended while the passwords were typed: the form stays, to be sent again once
    // logged in (in another tab); the login page would have lost them
    if (err instanceof ApiError && err.status === 401) return sessionEnded(locale, values);
    return { values, fieldErrors: {}, error: await failure(locale, 'somethingWrong', err) };
  }
}
