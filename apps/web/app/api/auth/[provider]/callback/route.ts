import type { AuthSession } from '@magazine/contracts';
import { cookies } from 'next/headers';
import type { NextRequest } from 'next/server';
import { callApi } from '@/lib/auth/call.server';
import { startMemberSession } from '@/lib/auth/cookies.server';
import { safeEqualStrings } from '@/lib/auth/safe-equal';
import { env } from '@/lib/env';
import { publicPath } from '@/lib/routing/public-path';
import { callbackUrl, isProvider, OAUTH_COOKIE, OAUTH_COOKIE_PATH, readPending } from '../social.server';

export const dynamic = 'force-dynamic';

// GET /api/auth/:provider/callback?code=…&state=… – the provider sends the reader back here
export async function GET(req: NextRequest, { params }: { params: Promise<{ provider: string }> }) {
  const { provider } = await params;
  const jar = await cookies();
  const pending = readPending(jar.get(OAUTH_COOKIE)?.value);
  jar.delete({ name: OAUTH_COOKIE, path: OAUTH_COOKIE_PATH });
  const locale = pending?.locale ?? 'vi';
  const verifyLogin = `${env.PUBLIC_URL}${publicPath('/verify-login', locale)}`;
  const fail = () =>
    Response.redirect(`${verifyLogin}?error=${provider === 'facebook' ? 'facebook' : 'google'}`, 303);

  const query = req.nextUrl.searchParams;
  const code = query.get('code');
  const state = query.get('state') ?? '';
  // the state proves this browser started the login (no login CSRF)
  if (
    !isProvider(provider) ||
    !pending ||
    pending.provider !== provider ||
    !code ||
    !safeEqualStrings(state, pending.state)
  )
    return fail();
  try {
    const res = await callApi<AuthSession>('v2/user/social-login', {
      method: 'POST',
      body: {
        provider,
        code,
        codeVerifier: pending.codeVerifier,
        redirectUri: callbackUrl(provider),
        iss: query.get('iss') ?? undefined,
        language: locale,
      },
      locale,
    });
    if (res.errorCode !== 200) return fail();
    await startMemberSession(res.data.token, res.data, res.data.isFirstLogin);
    return Response.redirect(`${verifyLogin}?redirect=${encodeURIComponent(pending.redirect)}`, 303);
  } catch {
    return fail();
  }
}
