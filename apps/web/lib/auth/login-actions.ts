'use server';

import { type AuthSession, checkEmail } from '@magazine/contracts';
import { redirect } from 'next/navigation';
import { withNotice } from '../notice';
import { failure, fieldErrorsOf, localCheck, localeOf, localized, text } from './action-helpers.server';
import { callApi } from './call.server';
import { endMemberSession, readCredentials, setFlash, startMemberSession } from './cookies.server';
import type { FormState } from './form-state';
import { safeRedirect } from './redirect-target';

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
    if (res.errorCode === 400) return { values, fieldErrors: fieldErrorsOf(res.data, locale) };
    if (res.errorCode !== 200)
      return { values, fieldErrors: {}, error: await failure(locale, 'loginFailed', res.message) };
    session = res.data;
    message = res.message;
  } catch (err) {
    return { values, fieldErrors: {}, error: await failure(locale, 'loginFailed', err) };
  }
  await startMemberSession(session.token, session);
  const target = safeRedirect(values.redirect, locale);
  if (message === 'EMAIL_NOT_YET_VERIFIED') {
    await setFlash({ type: 'warning', code: 'EMAIL_NOT_YET_VERIFIED', email: session.email }, locale);
    // without JavaScript the page says it (address-notice.mjs); with it, the snackbar above
    redirect(withNotice(target, 'EMAIL_NOT_YET_VERIFIED'));
  }
  redirect(target);
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
