import 'server-only';
import { randomUUID } from 'node:crypto';
import {
  ERROR_CODES,
  FIRST_VISIT_COOKIE,
  FIRST_VISIT_COOKIE_MAX_AGE_DAYS,
  type Locale,
  messageFor,
  TOKEN_COOKIE,
  TOKEN_COOKIE_MAX_AGE_DAYS,
  TOKEN_SEPARATOR,
  type User,
} from '@magazine/contracts';
import { cookies } from 'next/headers';
import { env } from '../env';

const DAY_S = 24 * 60 * 60;
const TOKEN_MAX_AGE_S = TOKEN_COOKIE_MAX_AGE_DAYS * DAY_S;

/** SPEC §3 cookies beside `token`; readable by the page (they hold no secret). */
export const IS_LOGIN_COOKIE = 'web_custom_islogin';
export const USER_ID_COOKIE = 'user_id';
export const FIRST_LOGIN_COOKIE = 'firstLogin';
/** a one-time notice for the next page (set by a server action before it redirects) */
export const FLASH_COOKIE = 'flash';

const secure = env.PUBLIC_URL.startsWith('https://');
const readable = { path: '/', sameSite: 'lax' as const, secure, maxAge: TOKEN_MAX_AGE_S };

/** The token cookie (`accessToken++userkey`): HttpOnly, so no script ever reads the token. */
const tokenOptions = { ...readable, httpOnly: true };

export type Credentials = { accessToken: string; userKey: string; raw: string };

export async function readCredentials(): Promise<Credentials | null> {
  const raw = (await cookies()).get(TOKEN_COOKIE)?.value;
  if (!raw) return null;
  const at = raw.indexOf(TOKEN_SEPARATOR);
  if (at === -1) return null;
  return { accessToken: raw.slice(0, at), userKey: raw.slice(at + TOKEN_SEPARATOR.length), raw };
}

function newUserKey(): string {
  return randomUUID().replaceAll('-', '');
}

/** An anonymous visitor gets `++<key>` (SPEC §6); answers the key. Also stamps the first visit. */
export async function ensureVisitor(): Promise<string> {
  const jar = await cookies();
  if (!jar.get(FIRST_VISIT_COOKIE)) {
    jar.set(FIRST_VISIT_COOKIE, String(Date.now()), {
      ...readable,
      maxAge: FIRST_VISIT_COOKIE_MAX_AGE_DAYS * DAY_S,
    });
  }
  const current = await readCredentials();
  if (current?.userKey) return current.userKey;
  const key = newUserKey();
  jar.set(TOKEN_COOKIE, `${TOKEN_SEPARATOR}${key}`, tokenOptions);
  return key;
}

/** After a login: the token joins the visitor's key; the readable flags follow. */
export async function startMemberSession(accessToken: string, user: User, firstLogin = false): Promise<void> {
  const jar = await cookies();
  const key = (await readCredentials())?.userKey || newUserKey();
  jar.set(TOKEN_COOKIE, `${accessToken}${TOKEN_SEPARATOR}${key}`, tokenOptions);
  jar.set(IS_LOGIN_COOKIE, 'true', readable);
  jar.set(USER_ID_COOKIE, user._id, readable);
  if (firstLogin) jar.set(FIRST_LOGIN_COOKIE, 'true', { ...readable, maxAge: 10 * 60 });
}

/**
 * SPEC §4 LOGIN_SUCCESS from the session call: a live session's readable flags, put back if the
 * browser lost them (the header would otherwise ask for the session after every navigation).
 */
export async function keepMemberFlags(user: User): Promise<void> {
  const jar = await cookies();
  if (jar.get(IS_LOGIN_COOKIE)?.value !== 'true') jar.set(IS_LOGIN_COOKIE, 'true', readable);
  if (jar.get(USER_ID_COOKIE)?.value !== user._id) jar.set(USER_ID_COOKIE, user._id, readable);
}

/** A visitor's browser holding login flags without a session (a late answer after a logout). */
export async function dropMemberFlags(): Promise<void> {
  const jar = await cookies();
  for (const name of [IS_LOGIN_COOKIE, USER_ID_COOKIE]) if (jar.get(name)) jar.delete(name);
}

/** Logout / INVALID_TOKEN: member cookies go, a fresh anonymous key stays (SPEC §4). */
export async function endMemberSession(): Promise<void> {
  const jar = await cookies();
  jar.set(TOKEN_COOKIE, `${TOKEN_SEPARATOR}${newUserKey()}`, tokenOptions);
  for (const name of [IS_LOGIN_COOKIE, USER_ID_COOKIE, FIRST_LOGIN_COOKIE]) jar.delete(name);
}

export type Flash = {
  type: 'success' | 'warning' | 'error' | 'info';
  code: string;
  email?: string;
  name?: string;
};

/**
 * The cookie carries the code's text in the reader's language (SPEC §8's table), written here:
 * the page that shows it then needs no copy of the table (5 KB of gzip on every page).
 * A code outside the table has no text: the page says "something went wrong".
 */
export async function setFlash(flash: Flash, locale: Locale): Promise<void> {
  const text = Object.hasOwn(ERROR_CODES, flash.code)
    ? messageFor(flash.code as keyof typeof ERROR_CODES, locale)
    : undefined;
  (await cookies()).set(FLASH_COOKIE, JSON.stringify({ ...flash, text }), {
    path: '/',
    sameSite: 'lax',
    secure,
    maxAge: 60,
  });
}
