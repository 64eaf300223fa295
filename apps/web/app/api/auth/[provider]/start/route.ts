import { isLocale, type SocialStart } from '@magazine/contracts';
import { cookies } from 'next/headers';
import type { NextRequest } from 'next/server';
import { callApi } from '@/lib/auth/call.server';
import { safeRedirect } from '@/lib/auth/redirect-target';
import { env } from '@/lib/env';
import { publicPath } from '@/lib/routing/public-path';
import { callbackUrl, isProvider, OAUTH_COOKIE, OAUTH_COOKIE_PATH, writePending } from '../social.server';

export const dynamic = 'force-dynamic';

// GET /api/auth/:provider/start?locale=vi&redirect=/path[&mode=register&agreeTerms=1] – off to
// Google or Facebook, with the
// state and PKCE verifier kept in a short-lived HttpOnly cookie for the way back
export async function GET(req: NextRequest, { params }: { params: Promise<{ provider: string }> }) {
  const { provider } = await params;
  const localeParam = req.nextUrl.searchParams.get('locale');
  const locale = isLocale(localeParam) ? localeParam : 'vi';
  const fail = () =>
    Response.redirect(
      `${env.PUBLIC_URL}${publicPath('/verify-login', locale)}?error=${provider === 'facebook' ? 'facebook' : 'google'}`,
      303,
    );
  if (!isProvider(provider)) return fail();
  // registering through a social network needs the terms agreed to (SPEC §5): the register page's
  // form has the box; without it, back there with the reason
  const query = req.nextUrl.searchParams;
  if (query.get('mode') === 'register' && query.get('agreeTerms') !== '1') {
    const redirect = query.get('redirect');
    const back = new URLSearchParams({
      termsRequired: '1',
      ...(redirect ? { redirect: safeRedirect(redirect, locale) } : {}),
    });
    return Response.redirect(`${env.PUBLIC_URL}${publicPath('/register', locale)}?${back}`, 303);
  }
  try {
    const res = await callApi<SocialStart>('v2/user/social-login/start', {
      method: 'POST',
      body: { provider, redirectUri: callbackUrl(provider) },
      locale,
    });
    if (res.errorCode !== 200) return fail();
    (await cookies()).set(
      OAUTH_COOKIE,
      writePending({
        provider,
        state: res.data.state,
        codeVerifier: res.data.codeVerifier,
        redirect: safeRedirect(req.nextUrl.searchParams.get('redirect'), locale),
        locale,
      }),
      {
        httpOnly: true,
        sameSite: 'lax',
        secure: env.PUBLIC_URL.startsWith('https://'),
        path: OAUTH_COOKIE_PATH,
        maxAge: 600,
      },
    );
    return Response.redirect(res.data.authorizationUrl, 303);
  } catch {
    return fail();
  }
}
