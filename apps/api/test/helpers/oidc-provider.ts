import assert from 'node:assert/strict';
import type { Envelope, SocialStart } from '@magazine/contracts';
import type { App } from '../../src/app';

// The provider itself is shared with `npm start`'s demo sign-in (scripts/start.mjs).
export { CLIENTS, socialLoginEnv } from '../../scripts/demo-sign-in.mjs';
export {
  type LocalAccount,
  type LocalProvider,
  startLocalProvider,
} from '../../scripts/local-identity-provider.mjs';

type Jar = Map<string, string>;

function remember(jar: Jar, res: Response) {
  for (const cookie of res.headers.getSetCookie()) {
    const [pair] = cookie.split(';');
    const [name, ...value] = (pair ?? '').split('=');
    if (name) jar.set(name.trim(), value.join('='));
  }
}

const cookieHeader = (jar: Jar) => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');

/**
 * Walks the provider's pages as a person would (login form with any password, then the
 * consent button) and answers the URL the provider finally redirects the browser to.
 */
export async function signInAtProvider(authorizationUrl: string, login: string): Promise<URL> {
  const jar: Jar = new Map();
  let url = authorizationUrl;
  for (let step = 0; step < 12; step++) {
    const res = await fetch(url, { redirect: 'manual', headers: { cookie: cookieHeader(jar) } });
    remember(jar, res);
    const location = res.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (!next.href.startsWith(new URL(authorizationUrl).origin)) return next;
      url = next.href;
      continue;
    }
    const html = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    if (!action || !prompt) throw new Error(`unexpected provider page: ${html.slice(0, 200)}`);
    const body = new URLSearchParams({ prompt, ...(prompt === 'login' ? { login, password: 'any' } : {}) });
    const posted = await fetch(new URL(action, url), {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: cookieHeader(jar), 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
    remember(jar, posted);
    url = new URL(posted.headers.get('location') ?? '', url).href;
  }
  throw new Error('the provider never redirected back');
}

/**
 * A whole social login through the API: its start, the provider's pages as `login`, the state
 * the provider sends back checked, then the API's exchange of the code. Answers the API's reply.
 */
export async function socialLoginThrough(
  app: App,
  {
    provider,
    login,
    redirectUri,
    language,
  }: {
    provider: 'google' | 'facebook';
    login: string;
    redirectUri: string;
    language: 'vi' | 'en';
  },
) {
  const start = await app.inject({
    method: 'POST',
    url: '/v2/user/social-login/start',
    payload: { provider, redirectUri },
  });
  assert.equal(start.statusCode, 200, start.body);
  const { authorizationUrl, state, codeVerifier } = (start.json() as Envelope<SocialStart>).data;
  const back = await signInAtProvider(authorizationUrl, login);
  // node's assert, not vitest's: the browser journeys' setup imports this module too
  assert.equal(back.searchParams.get('state'), state);
  return app.inject({
    method: 'POST',
    url: '/v2/user/social-login',
    payload: {
      provider,
      code: back.searchParams.get('code'),
      iss: back.searchParams.get('iss') ?? undefined,
      codeVerifier,
      redirectUri,
      language,
    },
  });
}
