import 'server-only';
import type { AuthConfig } from '@magazine/contracts';
import { getPublic } from '../api-client/server';

/** Which social logins the API has configured (cached like public data; a button is hidden when not). */
export async function getAuthConfig(): Promise<AuthConfig> {
  try {
    return (
      (await getPublic<AuthConfig>('v2/user/auth-config', { tags: ['auth-config'] })) ?? {
        providers: [],
        captcha: { enabled: true },
      }
    );
  } catch {
    return { providers: [], captcha: { enabled: true } };
  }
}

export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function param(searchParams: SearchParams, name: string): Promise<string | undefined> {
  const value = (await searchParams)[name];
  return typeof value === 'string' ? value : undefined;
}
