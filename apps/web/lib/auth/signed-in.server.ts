import 'server-only';
import type { Locale, User } from '@magazine/contracts';
import { notFound, redirect } from 'next/navigation';
import { ApiError } from '../api-client/client';
import { publicPath } from '../routing/public-path';
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

/** The login screen in `locale`, coming back to `here` (a public path) afterwards. */
export function loginPath(locale: Locale, here: string): string {
  return `${publicPath('/login', locale)}?redirect=${encodeURIComponent(here)}`;
}

/**
 * The login and registration screens are for someone signed out: a member who opens one (a
 * bookmark, the back button) goes where the screen would have sent them after logging in. An
 * ended session's cookie keeps no one from logging in again (signedInUser asks the API).
 */
export async function leaveIfSignedIn(locale: Locale, target: string): Promise<void> {
  if (await signedInUser(locale)) redirect(target);
}

/**
 * A read of a staff page (moderation, the event desk): a session that ended goes to `login`; a
 * member without the role, or something the API does not have, is the page's 404.
 */
export async function staffRead<T>(
  path: string,
  locale: Locale,
  query: Record<string, string>,
  login: string,
): Promise<T> {
  const res = await callApi<T>(path, { locale, query }).catch((err: unknown) => {
    if (err instanceof ApiError && err.status === 401) redirect(login);
    if (err instanceof ApiError && err.status === 403) notFound();
    throw err;
  });
  if (res.errorCode === 404) notFound();
  if (res.errorCode !== 200) throw new ApiError(res.errorCode, res.message);
  return res.data;
}

/**
 * The editor or admin in front of a staff page at `here`: signed out goes to the login (and back
 * here after it), anyone else sees a 404. Answers them and the login path for later reads.
 */
export async function requireStaff(locale: Locale, here: string): Promise<{ me: User; login: string }> {
  const login = loginPath(locale, here);
  if (!(await readCredentials())?.accessToken) redirect(login);
  const me = await staffRead<User>('v2/user-information', locale, {}, login);
  if (me.role !== 'editor' && me.role !== 'admin') notFound();
  return { me, login };
}
