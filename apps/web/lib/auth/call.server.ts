import 'server-only';
import type { Envelope, Locale } from '@magazine/contracts';
import { headers } from 'next/headers';
import type { RequestOptions } from '../api-client/client';
import { apiClient } from '../api-client/server';
import { readCredentials } from './cookies.server';

/**
 * A call the web server makes for the reader in front of it: the reader's token (if any),
 * address (the API's rate limits are per reader, not per web server) and language.
 */
export async function callApi<T>(
  path: string,
  options: {
    method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
    body?: unknown;
    raw?: RequestOptions['raw'];
    locale: Locale;
    query?: Record<string, string>;
  },
): Promise<Envelope<T>> {
  const incoming = await headers();
  // NOTE: the last address is the one the nearest proxy (or Next itself) saw; earlier ones are
  // whatever the client claimed
  const forwarded = incoming.get('x-forwarded-for')?.split(',').at(-1)?.trim() || '';
  const credentials = await readCredentials();
  return apiClient<T>(path, {
    method: options.method ?? 'GET',
    body: options.body,
    raw: options.raw,
    query: options.query,
    token: credentials?.raw,
    headers: {
      'Accept-Language': options.locale,
      ...(forwarded ? { 'X-Forwarded-For': forwarded } : {}),
    },
  });
}
