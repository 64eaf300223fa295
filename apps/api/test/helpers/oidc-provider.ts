import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import Provider from 'oidc-provider';

export type LocalAccount = { email?: string; email_verified?: boolean; name?: string };

export type LocalProvider = {
  issuer: string;
  /** profiles by login name; an unknown login signs in as `<login>@example.com`, verified */
  accounts: Map<string, LocalAccount>;
  /** the private signing key (tests sign their own tokens with it) */
  privateJwk: JWK;
  close(): Promise<void>;
};

export const CLIENTS = {
  google: { id: 'magazine-google', secret: 'google-secret-for-tests' },
  facebook: { id: 'magazine-facebook', secret: 'facebook-secret-for-tests' },
  other: { id: 'someone-else', secret: 'other-secret' },
};

/**
 * A real OpenID provider (the `oidc-provider` package) on loopback, standing in for Google
 * (discovery, code flow with PKCE, ID tokens) and for Facebook's endpoints (/auth, /token, /me).
 * Its development login form accepts any login name.
 */
export async function startLocalProvider(redirectUris: string[]): Promise<LocalProvider> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const privateJwk = { ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const accounts = new Map<string, LocalAccount>();
  const clients = Object.values(CLIENTS).map((c) => ({
    client_id: c.id,
    client_secret: c.secret,
    redirect_uris: redirectUris,
    token_endpoint_auth_method: 'client_secret_post' as const,
  }));
  const server = await new Promise<Server>((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => resolve(s));
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients,
    jwks: { keys: [privateJwk] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    scopes: ['openid', 'email', 'profile', 'public_profile'],
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    // the Graph-style /me of Facebook answers to a plain access token too
    conformIdTokenClaims: false,
    async findAccount(_ctx, id) {
      const account = accounts.get(id) ?? {
        email: `${id}@example.com`,
        email_verified: true,
        name: `User ${id}`,
      };
      return { accountId: id, claims: async () => ({ sub: id, ...account }) };
    },
  });
  provider.proxy = false;
  server.on('request', provider.callback());
  return {
    issuer,
    accounts,
    privateJwk,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

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
