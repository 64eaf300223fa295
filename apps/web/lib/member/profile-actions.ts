'use server';

import { AVATAR_MAX_BYTES, AVATAR_TYPES, type ErrorCode, type Locale, messageFor } from '@magazine/contracts';
import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { ActionResult } from '../action-result';
import { ApiError } from '../api-client/client';
import {
  failure,
  fieldErrorsOf,
  isIdShaped,
  localeOf,
  localized,
  sessionEnded,
  text,
} from '../auth/action-helpers.server';
import { callApi } from '../auth/call.server';
import { endMemberSession, setFlash } from '../auth/cookies.server';
import type { FormState } from '../auth/form-state';
import { pageQuery } from '../listing';
import { withNotice } from '../notice';
import { isProfileListTab, type ProfileTab, profileTabPath } from './profile-tabs';

// The profile's forms. Each works without JavaScript (the page posts and comes back with the
// state); what the member typed comes back with any error.

/** A session that ended under a press of "remove": log in again and come back to the same tab. */
async function loginAgain(locale: Locale, tab: ProfileTab): Promise<never> {
  await endMemberSession();
  redirect(`${localized(locale, '/login')}?redirect=${encodeURIComponent(profileTabPath(tab, locale))}`);
}

/**
 * Calls the API for the member; failures become the form's error. A 401 (the session ended under
 * the form) too: the form stays with what was typed, where the login page would lose it.
 */
async function submit(
  locale: Locale,
  values: Record<string, string>,
  call: () => ReturnType<typeof callApi<unknown>>,
  done: (t: Awaited<ReturnType<typeof getTranslations>>, message: string) => string,
): Promise<FormState> {
  try {
    const res = await call();
    if (res.errorCode === 200) {
      // the header of the profile (name, avatar) and the site's header show the new values
      refresh();
      const t = await getTranslations({ locale, namespace: 'profile' });
      return { values, fieldErrors: {}, notice: done(t, res.message) };
    }
    const fieldErrors = fieldErrorsOf(res.data, locale);
    if (Object.keys(fieldErrors).length > 0) return { values, fieldErrors };
    return { values, fieldErrors: {}, error: await failure(locale, 'somethingWrong', res.message) };
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return sessionEnded(locale, values);
    return { values, fieldErrors: {}, error: await failure(locale, 'somethingWrong', err) };
  }
}

export async function saveSettingsAction(_prev: FormState, form: FormData): Promise<FormState> {
  const locale = localeOf(form);
  const values = { name: text(form, 'name'), dob: text(form, 'dob'), language: text(form, 'language') };
  if (values.name.trim() === '')
    return { values, fieldErrors: { name: messageFor('FULLNAME_REQUIRED', locale) } };
  return submit(
    locale,
    values,
    () =>
      callApi('v2/member/settings', {
        method: 'POST',
        body: { name: values.name, dob: values.dob, language: values.language === 'en' ? 'en' : 'vi' },
        // the body's language is the preference being saved; the answer is in the page's
        query: { language: locale },
        locale,
      }),
    (t) => t('settingsSaved'),
  );
}

export async function saveEmailSettingsAction(_prev: FormState, form: FormData): Promise<FormState> {
  const locale = localeOf(form);
  const values = {
    weeklyNewsletter: form.get('weeklyNewsletter') === 'on' ? 'on' : '',
    suggestions: form.get('suggestions') === 'on' ? 'on' : '',
  };
  return submit(
    locale,
    values,
    () =>
      callApi('v2/member/email-settings', {
        method: 'POST',
        body: {
          weeklyNewsletter: values.weeklyNewsletter === 'on',
          suggestions: values.suggestions === 'on',
        },
        locale,
      }),
    // newly subscribed to the weekly newsletter: the API says so (POST_DATA_SUCCESSFUL)
    (t, message) =>
      message === 'POST_DATA_SUCCESSFUL' ? messageFor(message, locale) : t('emailSettingsSaved'),
  );
}

/** A new avatar (the file of the form), or none when the member removes it. */
export async function avatarAction(_prev: FormState, form: FormData): Promise<FormState> {
  const locale = localeOf(form);
  if (text(form, 'intent') === 'remove')
    return submit(
      locale,
      {},
      () => callApi('v2/member/avatar', { method: 'DELETE', locale }),
      (t) => t('avatarRemoved'),
    );
  const file = form.get('avatar');
  const invalid = messageFor('IMAGE_INVALID', locale);
  if (!(file instanceof File) || file.size === 0) return { values: {}, fieldErrors: { avatar: invalid } };
  if (file.size > AVATAR_MAX_BYTES || !(AVATAR_TYPES as readonly string[]).includes(file.type))
    return { values: {}, fieldErrors: { avatar: invalid } };
  const bytes = new Uint8Array(await file.arrayBuffer());
  // a refusal of the image itself (it does not decode, too large, not an image) is said at the
  // field; anything else (too many tries, the API away) is said as what it is
  let refusedImage = false;
  const state = await submit(
    locale,
    {},
    async () => {
      try {
        const res = await callApi('v2/member/avatar', {
          method: 'PUT',
          raw: { bytes, contentType: file.type },
          locale,
        });
        refusedImage = res.errorCode === 400 || res.errorCode === 422;
        return res;
      } catch (err) {
        refusedImage = err instanceof ApiError && (err.status === 413 || err.status === 415);
        throw err;
      }
    },
    (t) => t('avatarSaved'),
  );
  // said as the whole sentence (which images are taken, up to what size), not the API's field message
  if (refusedImage) return { values: {}, fieldErrors: { avatar: invalid } };
  return state;
}

/** Deletes the account (password, or a fresh login), ends the session and goes home with a notice. */
export async function deleteAccountAction(_prev: FormState, form: FormData): Promise<FormState> {
  const locale = localeOf(form);
  const values = { confirm: form.get('confirm') === 'on' ? 'on' : '' };
  const t = await getTranslations({ locale, namespace: 'profile' });
  if (values.confirm !== 'on') return { values, fieldErrors: { confirm: t('deleteConfirmRequired') } };
  try {
    const res = await callApi<null>('v2/member/delete-account', {
      method: 'POST',
      body: { password: text(form, 'password') || undefined },
      locale,
    });
    if (res.errorCode !== 200) {
      if (res.message === 'REAUTHENTICATION_REQUIRED')
        return { values, fieldErrors: { password: messageFor('REAUTHENTICATION_REQUIRED', locale) } };
      return { values, fieldErrors: fieldErrorsOf(res.data, locale) };
    }
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return sessionEnded(locale, values);
    return { values, fieldErrors: {}, error: await failure(locale, 'somethingWrong', err) };
  }
  await endMemberSession();
  await setFlash({ type: 'success', code: 'ACCOUNT_DELETED' }, locale);
  // without JavaScript the home page says it (address-notice.mjs); with it, the snackbar
  redirect(withNotice(localized(locale, '/'), 'ACCOUNT_DELETED'));
}

const REMOVE_PATHS = {
  bookmark: (id: string) => `bookmark/unbookmark-article/${id}`,
  like: () => 'v2/like/article',
  topic: (id: string) => `v2/unfollow/topic/${id}`,
  author: (id: string) => `v2/unfollow/author/${id}`,
  series: (id: string) => `v2/unfollow/series/${id}`,
} as const;

/**
 * "Remove" in a list tab: unbookmark, unlike or unfollow one item. Answers the API's code
 * (UNBOOKMARKED, UNLIKED, UNFOLLOWED, INVALID_TOKEN…) with its text, and refreshes the tab.
 */
export async function removeFromProfile(form: FormData): Promise<ActionResult & { message: string }> {
  const locale = localeOf(form);
  const kind = text(form, 'kind') as keyof typeof REMOVE_PATHS;
  const id = text(form, 'id');
  const tab = text(form, 'tab') as ProfileTab;
  const answer = (ok: boolean, message: string) => ({
    ok,
    message,
    text: messageFor(message as ErrorCode, locale) ?? messageFor('SOMETHING_WENT_WRONG', locale),
    // a session that ended meanwhile: log in again, then back to this tab
    ...(message === 'INVALID_TOKEN'
      ? {
          redirectTo: `${localized(locale, '/login')}?redirect=${encodeURIComponent(text(form, 'back') || profileTabPath(tab, locale))}`,
        }
      : {}),
  });
  if (!Object.hasOwn(REMOVE_PATHS, kind) || !isIdShaped(id)) return answer(false, 'VALIDATION_ERROR');
  try {
    const res = await callApi<unknown>(REMOVE_PATHS[kind](id), {
      method: 'POST',
      body: kind === 'like' ? { articleId: id, like: false } : {},
      locale,
    });
    if (res.errorCode === 200) refresh();
    return answer(res.errorCode === 200, res.message || 'SOMETHING_WENT_WRONG');
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) {
      await endMemberSession();
      return answer(false, 'INVALID_TOKEN');
    }
    return answer(false, 'SOMETHING_WENT_WRONG');
  }
}

/** The same as a plain form post (no JavaScript): the tab again, with the outcome as a notice. */
export async function removeFromProfileFormAction(form: FormData): Promise<void> {
  const locale = localeOf(form);
  const asked = text(form, 'tab');
  const tab = isProfileListTab(asked) ? asked : 'bookmarked';
  const result = await removeFromProfile(form);
  if (result.message === 'INVALID_TOKEN') await loginAgain(locale, tab);
  await setFlash({ type: result.ok ? 'success' : 'error', code: result.message }, locale);
  // back to the page of the tab the member was on, saying what happened: the address is made
  // here from the tab and the page number `back` had, never taken from the form as it came
  const home = profileTabPath(tab, locale);
  const back = new URL(text(form, 'back') || home, 'http://site.invalid');
  const page = back.host === 'site.invalid' && back.pathname === home ? back.searchParams.get('page') : null;
  redirect(withNotice(profileTabPath(tab, locale, pageQuery(page ?? undefined)), result.message));
}
