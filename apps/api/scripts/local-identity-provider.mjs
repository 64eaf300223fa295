// A real OpenID provider (the `oidc-provider` package) on loopback, standing in for Google
// (discovery, code flow with PKCE, ID tokens) and for Facebook's endpoints (/auth, /token, /me).
// Its development login form accepts any login name and any password.
//
// Two users: the API's and the site's tests (test/helpers/oidc-provider.ts, the e2e
// setup), and `npm start`, which runs one on the demo so that the login and registration screens
// offer Google and Facebook as SPEC §2 draws them (scripts/start.mjs; README "Social login").
import { createServer } from 'node:http';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';
import { CLIENTS } from './demo-sign-in.mjs';

export { CLIENTS };

/**
 * The address part of an email for a login name as typed: "Trần Mai" → "tran.mai" (accents and
 * đ dropped, anything but letters and digits a dot), so that any name gives an address the API
 * accepts; "user" when nothing is left.
 */
export function mailboxOf(login) {
  const plain = login
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.+|\.+$/g, '')
    .slice(0, 64);
  return plain || 'user';
}

/**
 * Starts the provider on `host:port` (port 0: any free one). `accounts` holds profiles by login
 * name; an unknown login signs in with that name and the address `mailboxOf(login)@<emailDomain>`,
 * verified.
 */
export async function startLocalProvider(
  redirectUris,
  { host = '127.0.0.1', port = 0, emailDomain = 'example.com' } = {},
) {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const privateJwk = { ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const accounts = new Map();
  const clients = Object.values(CLIENTS).map((c) => ({
    client_id: c.id,
    client_secret: c.secret,
    redirect_uris: redirectUris,
    token_endpoint_auth_method: 'client_secret_post',
  }));
  const server = await new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(port, host, () => resolve(s));
  });
  const issuer = `http://${host}:${server.address().port}`;
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
        email: `${mailboxOf(id)}@${emailDomain}`,
        email_verified: true,
        name: id.trim() || 'User',
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
