import 'server-only';
import { type ErrorCode, type Locale, messageFor } from '@magazine/contracts';
import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';
import type { ActionResult } from '../action-result';
import { ApiError } from '../api-client/client';
import { withNotice } from '../notice';
import { localeOf, localized, text } from './action-helpers.server';
import { callApi } from './call.server';
import { setFlash } from './cookies.server';

export type StaffButtonResult = ActionResult & { code: string };

/** The outcome of a staff page's button as the page shows it: the code's text in `locale`. */
export function staffAnswer(locale: Locale, home: string, ok: boolean, code: string): StaffButtonResult {
  return {
    ok,
    code,
    text: messageFor(code as ErrorCode, locale) ?? messageFor('SOMETHING_WENT_WRONG', locale),
    // a session that ended: log in again, then back to the staff page
    ...(code === 'INVALID_TOKEN'
      ? {
          redirectTo: `${localized(locale, '/login')}?redirect=${encodeURIComponent(localized(locale, home))}`,
        }
      : {}),
  };
}

/**
 * One button of a staff page (moderation, pitches): the call with the staff member's token (the
 * API checks the role on every call); on success the page's lists are read again.
 */
export async function staffButton(
  locale: Locale,
  home: string,
  call: { path: string; method: 'POST' | 'DELETE'; body?: unknown },
): Promise<StaffButtonResult> {
  try {
    const res = await callApi<unknown>(call.path, { method: call.method, body: call.body, locale });
    if (res.errorCode === 200) refresh();
    return staffAnswer(locale, home, res.errorCode === 200, res.message);
  } catch (err) {
    if (err instanceof ApiError && err.status === 401)
      return staffAnswer(locale, home, false, 'INVALID_TOKEN');
    if (err instanceof ApiError && err.status === 403) return staffAnswer(locale, home, false, 'FORBIDDEN');
    return staffAnswer(locale, home, false, 'SOMETHING_WENT_WRONG');
  }
}

/**
 * After a staff button posted without JavaScript: the outcome as a notice on the staff page the
 * form came from (its `back` field: the same tab and page), or on `home`: the page's `notice`
 * parameter, and the flash cookie for a browser whose scripts had not started when it was clicked.
 */
export async function backToStaffPage(
  form: FormData,
  home: string,
  result: StaffButtonResult,
): Promise<never> {
  const locale = localeOf(form);
  if (result.redirectTo) redirect(result.redirectTo);
  await setFlash({ type: result.ok ? 'success' : 'error', code: result.code }, locale);
  const back = text(form, 'back');
  const start = localized(locale, home);
  redirect(withNotice(back === start || back.startsWith(`${start}?`) ? back : start, result.code));
}
