import type { SocialProvider } from '@magazine/contracts';
import * as oidc from 'openid-client';
import type { Env } from '../../config/env';

// Google is OpenID Connect (discovered from its issuer); Facebook is OAuth 2 with the Graph
// API for the profile. Both are plain configuration, so tests point them at a local provider.

export type ProviderProfile = {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
};

type ProviderSettings = {
  clientId: string;
  clientSecret: string | undefined;
  kind: 'oidc' | 'oauth2';
  issuer?: string;
  authorizationUrl?: string;
  tokenUrl?: string;
  userinfoUrl?: string;
  scope: string;
};

export function providerSettings(config: Env, provider: SocialProvider): ProviderSettings | null {
  if (provider === 'google') {
    if (!config.GOOGLE_CLIENT_ID) return null;
    return {
      kind: 'oidc',
      clientId: config.GOOGLE_CLIENT_ID,
      clientSecret: config.GOOGLE_CLIENT_SECRET,
      issuer: config.GOOGLE_ISSUER,
      scope: 'openid email profile',
    };
  }
  if (!config.FACEBOOK_CLIENT_ID) return null;
  return {
    kind: 'oauth2',
    clientId: config.FACEBOOK_CLIENT_ID,
    clientSecret: config.FACEBOOK_CLIENT_SECRET,
    authorizationUrl: config.FACEBOOK_AUTHORIZATION_URL,
    tokenUrl: config.FACEBOOK_TOKEN_URL,
    userinfoUrl: config.FACEBOOK_USERINFO_URL,
    scope: config.FACEBOOK_SCOPE,
  };
}

export function configuredProviders(config: Env): SocialProvider[] {
  return (['google', 'facebook'] as const).filter((p) => providerSettings(config, p) !== null);
}

/** Plain http is allowed only for a provider on this machine (the tests' local provider). */
function isLoopback(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(hostname);
}

const configurations = new Map<string, Promise<oidc.Configuration>>();

/** The provider's client configuration, discovered once per process (retried after a failure). */
export function clientFor(settings: ProviderSettings): Promise<oidc.Configuration> {
  const key = `${settings.kind}:${settings.issuer ?? settings.authorizationUrl}:${settings.clientId}`;
  let found = configurations.get(key);
  if (!found) {
    found = makeClient(settings);
    found.catch(() => configurations.delete(key));
    configurations.set(key, found);
  }
  return found;
}

async function makeClient(settings: ProviderSettings): Promise<oidc.Configuration> {
  const target = settings.issuer ?? settings.authorizationUrl ?? '';
  const execute = isLoopback(target) ? [oidc.allowInsecureRequests] : [];
  if (settings.kind === 'oidc' && settings.issuer) {
    return oidc.discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
      execute,
    });
  }
  const config = new oidc.Configuration(
    {
      issuer: new URL(settings.authorizationUrl ?? '').origin,
      authorization_endpoint: settings.authorizationUrl,
      token_endpoint: settings.tokenUrl,
    },
    settings.clientId,
    settings.clientSecret,
  );
  for (const fn of execute) fn(config);
  return config;
}

/** The provider's login page for this browser, with state and PKCE (S256). */
export async function authorizationRequest(settings: ProviderSettings, redirectUri: string) {
  const client = await clientFor(settings);
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const url = oidc.buildAuthorizationUrl(client, {
    redirect_uri: redirectUri,
    scope: settings.scope,
    state,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
  return { authorizationUrl: url.href, state, codeVerifier };
}

/**
 * Exchanges the code (the site has already matched the state against its cookie) and reads
 * who signed in: from the verified ID token (OpenID Connect) or the profile endpoint (Facebook).
 */
export async function exchangeCode(
  settings: ProviderSettings,
  input: { code: string; codeVerifier: string; redirectUri: string; iss?: string },
): Promise<ProviderProfile> {
  const client = await clientFor(settings);
  const callback = new URL(input.redirectUri);
  callback.searchParams.set('code', input.code);
  if (input.iss) callback.searchParams.set('iss', input.iss);
  const tokens = await oidc.authorizationCodeGrant(client, callback, {
    pkceCodeVerifier: input.codeVerifier,
    expectedState: oidc.skipStateCheck,
  });
  if (settings.kind === 'oidc') {
    const claims = tokens.claims();
    if (!claims) throw new Error('no ID token');
    return profileFromClaims(claims);
  }
  const response = await oidc.fetchProtectedResource(
    client,
    tokens.access_token,
    new URL(settings.userinfoUrl ?? ''),
    'GET',
  );
  const body = (await response.json()) as Record<string, unknown>;
  const subject = String(body.id ?? body.sub ?? '');
  if (!subject) throw new Error('no subject in the profile');
  const picture = body.picture as { data?: { url?: string } } | string | undefined;
  return {
    subject,
    email: typeof body.email === 'string' ? body.email : null,
    // Facebook hands out only confirmed addresses
    emailVerified: typeof body.email === 'string',
    name: typeof body.name === 'string' ? body.name : null,
    picture: typeof picture === 'string' ? picture : (picture?.data?.url ?? null),
  };
}

export function profileFromClaims(claims: Record<string, unknown>): ProviderProfile {
  return {
    subject: String(claims.sub),
    email: typeof claims.email === 'string' ? claims.email : null,
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    name: typeof claims.name === 'string' ? claims.name : null,
    picture: typeof claims.picture === 'string' ? claims.picture : null,
  };
}
