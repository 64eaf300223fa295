import 'server-only';
import type { Locale, User } from '@magazine/contracts';
import { redirect } from 'next/navigation';
import { callApi } from './call.server';
import { readCredentials } from './cookies.server';

/**
 * The member in front of the server, as the API knows them; null when signed out or when the
 * session behind the cookie has ended (the cookie alone is not proof).
 */
export async function signedInUser(locale: Locale): Promise<User | null> {
  if (!(await readCredentials())?.accessToken) return null;
  const res = await callApi<User>('v2/user-information', { locale }).catch(() => null);
  return res?.errorCode === 200 ? res.data : null;
}

/**
 * The login and registration screens are for someone signed out: a member who opens one (a
 * bookmark, the back button) goes where the screen would have sent them after logging in. An
 * ended session's cookie keeps no one from logging in again (signedInUser asks the API).
 */
export async function leaveIfSignedIn(locale: Locale, target: string): Promise<void> {
  if (await signedInUser(locale)) redirect(target);
}
