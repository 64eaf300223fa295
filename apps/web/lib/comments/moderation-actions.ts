'use server';

import { messageFor } from '@magazine/contracts';
import { refresh } from 'next/cache';
import { ApiError } from '../api-client/client';
import { fieldErrorsOf, isIdShaped, localeOf, sessionEnded, text } from '../auth/action-helpers.server';
import { callApi } from '../auth/call.server';
import type { FormState } from '../auth/form-state';
import {
  backToStaffPage,
  type StaffButtonResult,
  staffAnswer,
  staffButton,
} from '../auth/staff-button.server';

// The staff's moderation buttons (approve, hide, ban, the banned-word list). The API checks the
// role on every call; these only carry the staff member's token there.

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
export async function moderate(form: FormData): Promise<StaffButtonResult> {
  const locale = localeOf(form);
  const intent = text(form, 'intent') as Intent;
  const target = text(form, 'target');
  if (!Object.hasOwn(CALLS, intent) || (intent !== 'removeWord' && !isIdShaped(target)) || target === '')
    return staffAnswer(locale, '/moderation', false, 'VALIDATION_ERROR');
  return staffButton(locale, '/moderation', CALLS[intent](target));
}

/** The same without JavaScript: do it, then the queue page again with the outcome as a notice. */
export async function moderateFormAction(form: FormData): Promise<void> {
  await backToStaffPage(form, '/moderation', await moderate(form));
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
    return { values, fieldErrors: fieldErrorsOf(res.data, locale) };
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return sessionEnded(locale, values);
    return { values, fieldErrors: { word: messageFor('SOMETHING_WENT_WRONG', locale) } };
  }
}
