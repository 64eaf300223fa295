// When and how `npm start` points Google and Facebook at the local OpenID provider
// (local-identity-provider.mjs, decision 0045). No dependencies: start.mjs reads this on every
// start and imports the provider (oidc-provider, a development package) only when it is wanted.

/** The provider's clients: the two logins, and one the API must refuse tokens for. */
export const CLIENTS = {
  google: { id: 'magazine-google', secret: 'google-secret-for-tests' },
  facebook: { id: 'magazine-facebook', secret: 'facebook-secret-for-tests' },
  other: { id: 'someone-else', secret: 'other-secret' },
};

/**
 * The demo's sign-ins answer addresses in a reserved domain (RFC 2606 `.invalid`) that no real
 * account has: a name typed at the provider never signs in as a member or staff account that
 * registered with its own address (social login links an identity to the account of its email).
 */
export const DEMO_EMAIL_DOMAIN = 'demo-sign-in.invalid';
export const DEMO_SIGN_IN_PORT = 4600;

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Whether `npm start` runs the provider for the demo: neither social login is configured (an
 * empty id counts as configured: "no button"), `DEMO_SIGN_IN` is not `false`, and the site is
 * on this machine. A site others reach never gets a sign-in that takes any name.
 */
export function wantsDemoSignIn(env) {
  if (env.DEMO_SIGN_IN === 'false') return false;
  if (env.GOOGLE_CLIENT_ID !== undefined || env.FACEBOOK_CLIENT_ID !== undefined) return false;
  try {
    return LOOPBACK.has(new URL(env.PUBLIC_URL ?? '').hostname);
  } catch {
    return false;
  }
}

/** Where the provider may send a reader back to: the site's two callbacks. */
export function callbackUrls(publicUrl) {
  const base = publicUrl.replace(/\/+$/, '');
  return ['google', 'facebook'].map((provider) => `${base}/api/auth/${provider}/callback`);
}

/** The API's settings that send both social logins to the provider at `issuer`. */
export function socialLoginEnv(issuer) {
  return {
    GOOGLE_CLIENT_ID: CLIENTS.google.id,
    GOOGLE_CLIENT_SECRET: CLIENTS.google.secret,
    GOOGLE_ISSUER: issuer,
    FACEBOOK_CLIENT_ID: CLIENTS.facebook.id,
    FACEBOOK_CLIENT_SECRET: CLIENTS.facebook.secret,
    FACEBOOK_AUTHORIZATION_URL: `${issuer}/auth`,
    FACEBOOK_TOKEN_URL: `${issuer}/token`,
    FACEBOOK_USERINFO_URL: `${issuer}/me`,
    FACEBOOK_SCOPE: 'openid email profile',
  };
}
