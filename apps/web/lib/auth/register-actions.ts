'use server';

import { type AuthSession, checkEmail, checkPassword, messageFor } from '@magazine/contracts';
import { redirect } from 'next/navigation';
import { failure, fieldErrorsOf, localCheck, localeOf, localized, text } from './action-helpers.server';
import { callApi } from './call.server';
import { startMemberSession } from './cookies.server';
import type { FormState } from './form-state';
import { withRedirect } from './redirect-target';

// ---- registration ---------------------------------------------------------------------------

const IDENTITY_FIELDS = ['fullname', 'dob', 'identityNumber', 'identityDate', 'identityPlace'] as const;
const IMAGE_FIELDS = ['identityCardFront', 'identityCardBack'] as const;

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
  // the names of the images chosen: a page that comes back without scripts has empty file fields,
  // and says which image to choose again
  for (const field of IMAGE_FIELDS) {
    const file = form.get(field);
    if (file instanceof File && file.size > 0) values[`${field}Chosen`] = file.name || '…';
  }
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
      const fields = fieldErrorsOf(res.data, locale);
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
  // the page the reader registered from stays the end of the road (register success, choose topics)
  redirect(withRedirect(localized(locale, '/register/success'), values.redirect ?? '', locale));
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
