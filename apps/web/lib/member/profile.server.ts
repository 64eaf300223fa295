import 'server-only';
import type { Locale, MemberSettings } from '@magazine/contracts';
import { redirect } from 'next/navigation';
import { ApiError } from '../api-client/client';
import { localized } from '../auth/action-helpers.server';
import { callApi } from '../auth/call.server';
import { readCredentials } from '../auth/cookies.server';
import { type ProfileTab, profileTabPath } from './profile-tabs';

/** Off to the login screen, coming back to this tab afterwards. */
export function loginFirst(locale: Locale, tab: ProfileTab): never {
  redirect(`${localized(locale, '/login')}?redirect=${encodeURIComponent(profileTabPath(tab, locale))}`);
}

/**
 * The member behind the profile page, or the login screen: the profile is rendered per request
 * for the one member whose token the request carries (never cached, never shared).
 */
export async function memberSettingsOrLogin(locale: Locale, tab: ProfileTab): Promise<MemberSettings> {
  if (!(await readCredentials())?.accessToken) loginFirst(locale, tab);
  const res = await callApi<MemberSettings>('v2/member/settings', { locale }).catch((err: unknown) => {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  });
  if (res?.errorCode !== 200) loginFirst(locale, tab);
  return res.data;
}

/** A read for the profile's member; a session that ended meanwhile goes to the login. */
export async function memberRead<T>(
  path: string,
  locale: Locale,
  tab: ProfileTab,
  query: Record<string, string>,
): Promise<T> {
  const res = await callApi<T>(path, { locale, query }).catch((err: unknown) => {
    if (err instanceof ApiError && err.status === 401) loginFirst(locale, tab);
    throw err;
  });
  if (res.errorCode !== 200) throw new ApiError(res.errorCode, res.message);
  return res.data;
}
