import type { Envelope, Locale } from '@magazine/contracts';
import { encodeQuery, type Query } from '../api-client/query';

/**
 * Sent on `window` when a member call is answered 401: the session ended meanwhile (a password
 * changed in another browser, the session expired). The auth state asks again (SPEC §4:
 * INVALID_TOKEN leaves the reader signed out), so the page stops showing a member.
 */
export const SESSION_ENDED_EVENT = 'magazine:session-ended';

/**
 * The browser's member calls (through /api/member, which adds the httpOnly token). Answers are
 * the API envelope whatever the status, so a caller reads `errorCode` (200 is success, 401 means
 * log in first) and `message` (the domain code, for the user's language).
 */
export async function memberCall<T>(
  path: string,
  options: { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; body?: unknown; query?: Query; locale: Locale },
): Promise<Envelope<T>> {
  const qs = encodeQuery({ ...options.query, lang: options.locale });
  const init: RequestInit = {
    method: options.method ?? 'GET',
    credentials: 'same-origin',
    cache: 'no-store',
    headers: { Accept: 'application/json' },
  };
  if (options.body !== undefined) {
    if (options.body instanceof FormData) init.body = options.body;
    else {
      init.body = JSON.stringify(options.body);
      init.headers = { ...init.headers, 'Content-Type': 'application/json' };
    }
  } else if (init.method !== 'GET') {
    init.body = '{}';
    init.headers = { ...init.headers, 'Content-Type': 'application/json' };
  }
  try {
    const res = await fetch(`/api/member/${path.replace(/^\/+/, '')}?${qs}`, init);
    const text = await res.text();
    try {
      const body = JSON.parse(text) as Envelope<T>;
      if (body?.errorCode === 401) window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
      if (typeof body?.errorCode === 'number') return body;
    } catch {}
    return { errorCode: res.status, message: 'SOMETHING_WENT_WRONG', data: null as T };
  } catch {
    return { errorCode: 999, message: 'SOMETHING_WENT_WRONG', data: null as T };
  }
}
