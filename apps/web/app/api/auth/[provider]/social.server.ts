import 'server-only';
import { isLocale, type Locale, SOCIAL_PROVIDERS, type SocialProvider } from '@magazine/contracts';
import { env } from '@/lib/env';

export const OAUTH_COOKIE = 'oauth_pending';
export const OAUTH_COOKIE_PATH = '/api/auth';

export type Pending = {
  provider: SocialProvider;
  state: string;
  codeVerifier: string;
  redirect: string;
  locale: Locale;
};

export function isProvider(value: string): value is SocialProvider {
  return (SOCIAL_PROVIDERS as readonly string[]).includes(value);
}

export function callbackUrl(provider: SocialProvider): string {
  return `${env.PUBLIC_URL}/api/auth/${provider}/callback`;
}

export function readPending(raw: string | undefined): Pending | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Pending;
    return typeof value.state === 'string' && typeof value.codeVerifier === 'string' && isLocale(value.locale)
      ? value
      : null;
  } catch {
    return null;
  }
}

export function writePending(pending: Pending): string {
  return Buffer.from(JSON.stringify(pending)).toString('base64url');
}
