import 'server-only';
import type { Locale, User } from '@magazine/contracts';
import { redirect } from 'next/navigation';
import { callApi } from './call.server';
import { readCredentials } from './cookies.server';

/**
 * The login and registration screens are for someone signed out: a member who opens one (a
 * bookmark, the back button) goes where the screen would have sent them after logging in. The
 * API is asked, not the cookie alone: the cookie of a session that has ended must not keep anyone
 * from logging in again.
 */
export async function leaveIfSignedIn(locale: Locale, target: string): Promise<void> {
  if (!(await readCredentials())?.accessToken) return;
  const res = await callApi<User>('v2/user-information', { locale }).catch(() => null);
  if (res?.errorCode === 200) redirect(target);
}
