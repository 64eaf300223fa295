'use server';

import { type ErrorCode, messageFor } from '@magazine/contracts';
import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';
import type { ActionResult } from '../action-result';
import { ApiError } from '../api-client/client';
import { fieldErrorsOf, localeOf, localized, text } from '../auth/action-helpers.server';
import { callApi } from '../auth/call.server';
import { setFlash } from '../auth/cookies.server';
import type { FormState } from '../auth/form-state';

// The staff's moderation buttons (approve, hide, ban, the banned-word list). The API checks the
// role on every call; these only carry the staff member's token there.

const ID = /^[0-9a-f-]{36}$/i;
const CALLS = {
  approve: (id: string) => ({ path: `v2/moderation/comment/${id}/approve`, method: 'POST' as const }),
  hide: (id: string) => ({ path: `v2/moderation/comment/${id}/hide`, method: 'POST' as const }),
  ban: (id: string) => ({ path: `v2/moderation/member/${id}/ban`, method: 'POST' as const }),
  removeWord: (word: string) => ({
    path: `v2/moderation/banned-words/${encodeURIComponent(word)}`,
    method: 'DELETE' as const,
  }),
};
type Intent = keyof typeof CALLS;

/** One moderation button; the queue refreshes after it. */
export async function moderate(form: FormData): Promise<ActionResult & { code: string }> {
  const locale = localeOf(form);
  const intent = text(form, 'intent') as Intent;
  const target = text(form, 'target');
  const answer = (ok: boolean, code: string) => ({
    ok,
    code,
    text: messageFor(code as ErrorCode, locale) ?? messageFor('SOMETHING_WENT_WRONG', locale),
    ...(code === 'INVALID_TOKEN'
      ? {
          redirectTo: `${localized(locale, '/login')}?redirect=${encodeURIComponent(localized(locale, '/moderation'))}`,
        }
      : {}),
  });
  if (!Object.hasOwn(CALLS, intent) || (intent !== 'removeWord' && !ID.test(target)) || target === '')
    return answer(false, 'VALIDATION_ERROR');
  try {
    const { path, method } = CALLS[intent](target);
    const res = await callApi<unknown>(path, { method, locale });
    if (res.errorCode === 200) refresh();
    return answer(res.errorCode === 200, res.message);
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return answer(false, 'INVALID_TOKEN');
    if (err instanceof ApiError && err.status === 403) return answer(false, 'FORBIDDEN');
    return answer(false, 'SOMETHING_WENT_WRONG');
  }
}

/** The same without JavaScript: do it, then the queue page again with the outcome as a notice. */
export async function moderateFormAction(form: FormData): Promise<void> {
  const locale = localeOf(form);
  const result = await moderate(form);
  if (result.redirectTo) redirect(result.redirectTo);
  await setFlash({ type: result.ok ? 'success' : 'error', code: result.code }, locale);
  const back = text(form, 'back');
  redirect(back.startsWith(localized(locale, '/moderation')) ? back : localized(locale, '/moderation'));
}

/** Adds a word or phrase to the banned-word list (stored without tone marks by the API). */
export async function addBannedWordAction(_prev: FormState, form: FormData): Promise<FormState> {
  const locale = localeOf(form);
  const values = { word: text(form, 'word') };
  try {
    const res = await callApi<{ word: string }>('v2/moderation/banned-words', {
      method: 'POST',
      body: { word: values.word },
      locale,
    });
    if (res.errorCode === 200) {
      refresh();
      return { values: {}, fieldErrors: {}, notice: messageFor('BANNED_WORD_ADDED', locale) };
    }
    return { values, fieldErrors: fieldErrorsOf(res.data) };
  } catch {
    return { values, fieldErrors: { word: messageFor('SOMETHING_WENT_WRONG', locale) } };
  }
}
