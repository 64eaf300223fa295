'use server';

import { updateTag } from 'next/cache';
import { isIdShaped, localeOf, text } from '../auth/action-helpers.server';
import {
  backToStaffPage,
  type StaffButtonResult,
  staffAnswer,
  staffButton,
} from '../auth/staff-button.server';

// The editors' buttons on /survey-results: close a survey now, or open it again. The API checks
// the role; these carry the staff member's token there.

const INTENTS = ['close', 'reopen'];

/** Closes or reopens one survey; the list refreshes after it. */
export async function setSurveyOpen(form: FormData): Promise<StaffButtonResult> {
  const locale = localeOf(form);
  const survey = text(form, 'survey');
  const intent = text(form, 'intent');
  if (!isIdShaped(survey) || !INTENTS.includes(intent))
    return staffAnswer(locale, '/survey-results', false, 'VALIDATION_ERROR');
  const result = await staffButton(locale, '/survey-results', {
    path: `v2/staff/survey/${survey}/${intent}`,
    method: 'POST',
  });
  // readers see it at once: the survey's page and the invitation read the data tagged `surveys`
  if (result.ok) updateTag('surveys');
  return result;
}

/** The same without JavaScript: do it, then the results page again with the outcome as a notice. */
export async function setSurveyOpenFormAction(form: FormData): Promise<void> {
  await backToStaffPage(form, '/survey-results', await setSurveyOpen(form));
}
