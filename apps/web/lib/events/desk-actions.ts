'use server';

import {
  type ErrorCode,
  formatCalendarDay,
  formatDateTime,
  formatVnd,
  messageFor,
  RESERVATION_CODE_PATTERN,
  type StaffReservation,
} from '@magazine/contracts';
import { refresh } from 'next/cache';
import { getTranslations } from 'next-intl/server';
import { ApiError } from '../api-client/client';
import { isIdShaped, localeOf, text } from '../auth/action-helpers.server';
import { callApi } from '../auth/call.server';
import type { FormState } from '../auth/form-state';
import {
  backToStaffPage,
  type StaffButtonResult,
  staffAnswer,
  staffButton,
} from '../auth/staff-button.server';

/**
 * The gate: checks a reservation code in for the edition of the desk page. The code the staff
 * typed stays in the field on a refusal, with the reason under it (and when it was let in, or
 * which day a pass is for); on success the desk's counts and list refresh.
 */
export async function checkInAction(_prev: FormState, form: FormData): Promise<FormState> {
  const locale = localeOf(form);
  const t = await getTranslations({ locale, namespace: 'desk' });
  const values = { code: text(form, 'code') };
  const editionId = text(form, 'editionId');
  const code = values.code.trim().toUpperCase();
  const refuse = (message: string): FormState => ({ values, fieldErrors: { code: message } });
  if (code === '') return refuse(t('codeRequired'));
  if (!RESERVATION_CODE_PATTERN.test(code) || !isIdShaped(editionId)) return refuse(t('codeFormat'));
  try {
    const res = await callApi<StaffReservation>(`v2/staff/event-edition/${editionId}/check-in`, {
      method: 'POST',
      body: { code },
      query: { language: locale },
      locale,
    });
    if (res.errorCode === 200) {
      refresh();
      const r = res.data;
      const what = `${r.quantity} × ${r.ticketName}${r.validOn ? ` · ${formatCalendarDay(r.validOn, locale)}` : ''}`;
      return {
        // the field empties for the next code; the one let in is kept for its undo button
        values: { admitted: r.code },
        fieldErrors: {},
        notice: t('checkedIn', {
          code: r.code,
          what,
          total: formatVnd(r.totalVnd, locale),
          member: r.member.name,
        }),
      };
    }
    const reason = messageFor(res.message as ErrorCode, locale) ?? messageFor('SOMETHING_WENT_WRONG', locale);
    const data = res.data as { checkedInAt?: string; validOn?: string } | null;
    if (data?.checkedInAt) return refuse(`${reason} (${formatDateTime(new Date(data.checkedInAt), locale)})`);
    if (data?.validOn) return refuse(`${reason} (${formatCalendarDay(data.validOn, locale)})`);
    return refuse(reason);
  } catch (err) {
    // the code stays in its field; the page learns it is signed out
    if (err instanceof ApiError && err.status === 401)
      return { ...refuse(messageFor('INVALID_TOKEN', locale)), sessionEnded: true };
    if (err instanceof ApiError && err.status === 403) return refuse(messageFor('FORBIDDEN', locale));
    return refuse(messageFor('SOMETHING_WENT_WRONG', locale));
  }
}

/**
 * A reservation's row at the desk: takes its check-in back (the wrong row, or a code that was
 * not the one shown); the counts and the list refresh.
 */
export async function undoCheckIn(form: FormData): Promise<StaffButtonResult> {
  const locale = localeOf(form);
  const editionId = text(form, 'editionId');
  const code = text(form, 'code');
  if (!RESERVATION_CODE_PATTERN.test(code) || !isIdShaped(editionId))
    return staffAnswer(locale, '/event-desk', false, 'VALIDATION_ERROR');
  return staffButton(locale, '/event-desk', {
    path: `v2/staff/event-edition/${editionId}/undo-check-in`,
    method: 'POST',
    body: { code },
  });
}

/** The same without JavaScript: do it, then the desk page it came from with the outcome. */
export async function undoCheckInFormAction(form: FormData): Promise<void> {
  await backToStaffPage(form, '/event-desk', await undoCheckIn(form));
}
