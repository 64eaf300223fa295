'use server';

import { SURVEY_MAX_OPTIONS, type Survey } from '@magazine/contracts';
import { updateTag } from 'next/cache';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ApiError } from '../api-client/client';
import { type FieldList, isIdShaped, localeOf, localized } from '../auth/action-helpers.server';
import { callApi } from '../auth/call.server';
import { setFlash } from '../auth/cookies.server';
import type { FormState } from '../auth/form-state';
import { withNotice } from '../notice';
import { blockCount, formFieldOf, MAX_BLOCKS, readDraft } from './draft';

// The editors' survey editor (/survey-results/new, and /survey-results/<id>/edit with the survey's
// id in the form): "add a question" gives the form one block more, "create" sends the survey to
// the API (which checks the role: POST a new one, PUT one no one has answered) and opens its
// results page. An edit refused because someone answered meanwhile comes back with what was typed,
// to be saved as a new survey (the form then sends no id).

type Messages = Awaited<ReturnType<typeof getTranslations<'surveyEditor'>>>;

/** The message of a problem with one of the form's fields, in the editor's language. */
function messageOf(t: Messages, field: string, code: string): string {
  const name = field.split('.').pop();
  if (name === 'options') {
    if (code === 'TOO_SMALL') return t('errors.optionsTooFew');
    if (code === 'TOO_MANY_ITEMS' || code === 'TOO_BIG')
      return t('errors.optionsTooMany', { max: SURVEY_MAX_OPTIONS });
    if (code === 'INVALID_VALUE') return t('errors.optionsRepeated');
  }
  if (field === 'slug') return code === 'REQUIRED' ? t('errors.slugNeeded') : t('errors.slugInvalid');
  if (field === 'opensAt' || field === 'closesAt')
    return code === 'INVALID_VALUE' ? t('errors.closesAtInvalid') : t('errors.timeInvalid');
  if (code === 'TOO_BIG') return t('errors.tooLong');
  if (code === 'REQUIRED' || code === 'TOO_SMALL') return t('errors.required');
  return t('errors.invalid');
}

export async function saveSurveyAction(_prev: FormState, form: FormData): Promise<FormState> {
  const locale = localeOf(form);
  const t = await getTranslations({ locale, namespace: 'surveyEditor' });
  const values: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string' && !name.startsWith('$') && !['intent', 'survey'].includes(name))
      values[name] = value;
  }
  // a survey being rewritten (its id), or none for a new one
  const survey = form.get('survey');
  const editing = typeof survey === 'string' && isIdShaped(survey) ? survey : null;
  if (survey !== null && !editing)
    return { values, fieldErrors: {}, error: { title: t('edit.errorTitle'), content: t('edit.gone') } };
  const blocks = blockCount(values);
  if (form.get('intent') === 'add') {
    // `added`: the form puts the focus in the new block
    return {
      values: { ...values, blocks: String(Math.min(MAX_BLOCKS, blocks + 1)) },
      fieldErrors: {},
      notice: 'added',
    };
  }
  values.blocks = String(blocks);
  const fail = (fieldErrors: Record<string, string>, content = t('fix')): FormState => ({
    values,
    fieldErrors,
    error: { title: editing ? t('edit.errorTitle') : t('errorTitle'), content },
  });

  const read = readDraft(values);
  const local = Object.entries(read.problems);
  if (local.length > 0) {
    return fail(
      Object.fromEntries(
        local.map(([field, code]) => [
          field,
          field === 'q0.label' && read.draft.questions.length === 0
            ? t('errors.noQuestion')
            : messageOf(t, field, code),
        ]),
      ),
    );
  }
  let saved: Survey;
  try {
    const res = await callApi<Survey | { fields?: FieldList }>(
      editing ? `v2/staff/survey/${editing}` : 'v2/staff/survey',
      { method: editing ? 'PUT' : 'POST', body: read.draft, locale },
    );
    if (res.errorCode === 400) {
      const fields = (res.data as { fields?: FieldList } | null)?.fields ?? [];
      const fieldErrors: Record<string, string> = {};
      for (const { field, code } of fields) {
        const name = formFieldOf(field, read.blocks);
        // a question's field (questions.2.options) is read by its last name
        fieldErrors[name] ??= field === 'questions' ? t('errors.noQuestion') : messageOf(t, field, code);
      }
      return fail(fieldErrors);
    }
    if (res.errorCode === 404) return fail({}, t('edit.gone'));
    if (res.errorCode !== 200) return fail({}, t('failed'));
    saved = res.data as Survey;
  } catch (err) {
    if (err instanceof ApiError && err.code === 'SURVEY_HAS_RESPONSES') {
      // what was typed comes back to be saved as a new survey: the form then sends no id, and
      // `asNew` keeps it so through "add a question" and later errors
      values.asNew = 'on';
      return fail({}, t('edit.answered'));
    }
    if (err instanceof ApiError && err.status === 409) return fail({ slug: t('errors.slugTaken') });
    // the session ended while the survey was being written: a trip to the login page would lose
    // it, so the form stays, to be saved again once logged in (in another tab)
    if (err instanceof ApiError && err.status === 401)
      return { ...fail({}, t('sessionEnded')), sessionEnded: true };
    if (err instanceof ApiError && err.status === 403)
      return fail({}, editing ? t('edit.forbidden') : t('forbidden'));
    return fail({}, t('failed'));
  }
  // readers see it at once: the survey's page and the invitation read the data tagged `surveys`
  updateTag('surveys');
  await setFlash({ type: 'success', code: editing ? 'SURVEY_UPDATED' : 'SURVEY_CREATED' }, locale);
  redirect(
    withNotice(
      `${localized(locale, '/survey-results')}?id=${saved._id}`,
      editing ? 'SURVEY_UPDATED' : 'SURVEY_CREATED',
    ),
  );
}

/**
 * "Delete survey" on the edit page: a survey no one has answered, once its box is ticked; the list
 * then says it is gone. Refused with the reason when someone has answered meanwhile.
 */
export async function deleteSurveyAction(_prev: FormState, form: FormData): Promise<FormState> {
  const locale = localeOf(form);
  const t = await getTranslations({ locale, namespace: 'surveyEditor' });
  const values = { confirm: form.get('confirm') === 'on' ? 'on' : '' };
  const survey = form.get('survey');
  const fail = (content: string): FormState => ({
    values,
    fieldErrors: {},
    error: { title: t('delete.errorTitle'), content },
  });
  if (typeof survey !== 'string' || !isIdShaped(survey)) return fail(t('edit.gone'));
  if (values.confirm !== 'on') return { values, fieldErrors: { confirm: t('delete.confirmRequired') } };
  try {
    const res = await callApi<null>(`v2/staff/survey/${survey}`, { method: 'DELETE', locale });
    if (res.errorCode === 404) return fail(t('edit.gone'));
    if (res.errorCode !== 200) return fail(t('failed'));
  } catch (err) {
    if (err instanceof ApiError && err.code === 'SURVEY_HAS_RESPONSES') return fail(t('delete.answered'));
    if (err instanceof ApiError && err.status === 401)
      redirect(
        `${localized(locale, '/login')}?redirect=${encodeURIComponent(localized(locale, `/survey-results/${survey}/edit`))}`,
      );
    return fail(err instanceof ApiError && err.status === 403 ? t('delete.forbidden') : t('failed'));
  }
  updateTag('surveys');
  await setFlash({ type: 'success', code: 'SURVEY_DELETED' }, locale);
  redirect(withNotice(localized(locale, '/survey-results'), 'SURVEY_DELETED'));
}
