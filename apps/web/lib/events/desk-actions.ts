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
        values: {},
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
    if (err instanceof ApiError && err.status === 401) return refuse(messageFor('INVALID_TOKEN', locale));
    if (err instanceof ApiError && err.status === 403) return refuse(messageFor('FORBIDDEN', locale));
    return refuse(messageFor('SOMETHING_WENT_WRONG', locale));
  }
}
