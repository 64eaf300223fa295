import 'server-only';
import type { Locale, MemberSettings } from '@magazine/contracts';
import { redirect } from 'next/navigation';
import { ApiError } from '../api-client/client';
import { callApi } from '../auth/call.server';
import { readCredentials } from '../auth/cookies.server';
import { PROFILE_LOGIN_CODES, type ProfileTab, profileLoginPath } from './profile-tabs';

/**
 * Off to the login screen, coming back to this tab afterwards. `failed`: the API failed the
 * profile (SPEC §8's codes, PROFILE_LOGIN_CODES, or a refusal of the settings); the login screen
 * then says so and stays even for a member still signed in, where it would otherwise send them
 * straight back here.
 */
export function loginFirst(locale: Locale, tab: ProfileTab, failed = false): never {
  redirect(profileLoginPath(tab, locale, failed));
}

/** A profile read that failed: 401 is a session that ended, SPEC §8's codes a failed profile. */
function leaveOnFailure(err: unknown, locale: Locale, tab: ProfileTab): void {
  if (!(err instanceof ApiError)) return;
  if (err.status === 401) loginFirst(locale, tab);
  if (PROFILE_LOGIN_CODES.has(err.errorCode)) loginFirst(locale, tab, true);
}

/**
 * The member behind the profile page, or the login screen: the profile is rendered per request
 * for the one member whose token the request carries (never cached, never shared).
 */
export async function memberSettingsOrLogin(locale: Locale, tab: ProfileTab): Promise<MemberSettings> {
  if (!(await readCredentials())?.accessToken) loginFirst(locale, tab);
  const res = await callApi<MemberSettings>('v2/member/settings', { locale }).catch((err: unknown) => {
    leaveOnFailure(err, locale, tab);
    throw err;
  });
  // SPEC §8's codes, and any other refusal of a member whose token the API took: the login says
  // so and stays (a signed-in member sent on from it would be back here, round and round)
  if (res.errorCode !== 200) loginFirst(locale, tab, true);
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
    leaveOnFailure(err, locale, tab);
    throw err;
  });
  if (PROFILE_LOGIN_CODES.has(res.errorCode)) loginFirst(locale, tab, true);
  if (res.errorCode !== 200) throw new ApiError(res.errorCode, res.message);
  return res.data;
}
