'use server';

import { isIdShaped, localeOf, sessionEndedWords, text } from '../auth/action-helpers.server';
import {
  backToStaffPage,
  type StaffButtonResult,
  staffAnswer,
  staffButton,
} from '../auth/staff-button.server';

// The editors' answer to a writer's pitch (accept or decline, with a note the writer gets by
// mail). The API checks the role and that the pitch is still waiting.

const DECISIONS = new Set(['accept', 'decline']);

/** Accept or decline (the button pressed), with the form's note; the inbox refreshes after it. */
async function answerPitch(form: FormData): Promise<StaffButtonResult> {
  const locale = localeOf(form);
  const decision = text(form, 'decision');
  const id = text(form, 'target');
  if (!DECISIONS.has(decision) || !isIdShaped(id))
    return staffAnswer(locale, '/writer-pitches', false, 'VALIDATION_ERROR');
  return staffButton(locale, '/writer-pitches', {
    path: `v2/staff/writer-pitch/${id}/${decision}`,
    method: 'POST',
    body: { note: text(form, 'note') },
  });
}

/**
 * The answer from the page, with JavaScript. A session that ended stays on the page with its
 * note, to be sent again once logged in in another tab (the login page would lose the note).
 */
export async function decidePitch(form: FormData): Promise<StaffButtonResult> {
  const result = await answerPitch(form);
  if (result.code !== 'INVALID_TOKEN') return result;
  const { title, content } = await sessionEndedWords(localeOf(form));
  return { ok: false, code: result.code, text: `${title}. ${content}`, sessionEnded: true };
}

/** The same without JavaScript: do it, then the inbox again with the outcome as a notice. */
export async function decidePitchFormAction(form: FormData): Promise<void> {
  await backToStaffPage(form, '/writer-pitches', await answerPitch(form));
}
