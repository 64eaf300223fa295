'use server';

import { checkEmail, WriterSubmissionBody } from '@magazine/contracts';
import { getTranslations } from 'next-intl/server';
import { ApiError } from '../api-client/client';
import { fieldErrorsOf, localeOf, text } from '../auth/action-helpers.server';
import { callApi } from '../auth/call.server';
import type { FormState } from '../auth/form-state';

const FIELDS = ['fullname', 'email', 'phone', 'topic', 'pitch', 'portfolioUrl'] as const;
const LIMITS = WriterSubmissionBody.shape;

/** The community writer form: checks in the reader's language, then the API stores and acknowledges. */
export async function submitPitchAction(_prev: FormState, form: FormData): Promise<FormState> {
  const locale = localeOf(form);
  const t = await getTranslations({ locale, namespace: 'writerForm' });
  const values = Object.fromEntries(FIELDS.map((name) => [name, text(form, name).trim()])) as Record<
    (typeof FIELDS)[number],
    string
  >;
  const fieldErrors: Record<string, string> = {};
  for (const name of ['fullname', 'email', 'topic', 'pitch'] as const) {
    if (!values[name]) fieldErrors[name] = t('required');
  }
  if (values.email && checkEmail(values.email)) fieldErrors.email = t('invalidEmail');
  if (values.pitch && values.pitch.length < 50) fieldErrors.pitch = t('pitchTooShort');
  if (values.phone && !LIMITS.phone.safeParse(values.phone).success) fieldErrors.phone = t('invalidPhone');
  if (values.portfolioUrl && !LIMITS.portfolioUrl.safeParse(values.portfolioUrl).success) {
    fieldErrors.portfolioUrl = t('invalidUrl');
  }
  for (const name of ['fullname', 'topic', 'pitch'] as const) {
    if (!fieldErrors[name] && !LIMITS[name].safeParse(values[name]).success) fieldErrors[name] = t('tooLong');
  }
  if (Object.keys(fieldErrors).length > 0) {
    return { values, fieldErrors, error: { title: t('errorTitle'), content: t('fix') } };
  }
  try {
    const res = await callApi<{ id: string }>('v2/community-writer', {
      method: 'POST',
      body: { language: locale, ...values },
      locale,
    });
    if (res.errorCode === 200) {
      return { values: { topic: values.topic, email: values.email }, fieldErrors: {}, notice: 'sent' };
    }
    if (res.errorCode === 400) {
      return {
        values,
        fieldErrors: fieldErrorsOf(res.data, locale),
        error: { title: t('errorTitle'), content: t('fix') },
      };
    }
    return { values, fieldErrors: {}, error: { title: t('errorTitle'), content: t('failed') } };
  } catch (err) {
    const content = err instanceof ApiError && err.status === 429 ? t('tooMany') : t('failed');
    return { values, fieldErrors: {}, error: { title: t('errorTitle'), content } };
  }
}
