import type { AuthSession, Locale, SocialProvider } from '@magazine/contracts';
import { checkEmail, normalizeEmail } from '@magazine/contracts';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { AppError } from '../../lib/app-error';
import { type AccountsContext, identityDir } from './context';
import { removeIdentityImages } from './identity';
import { createSession, revokeOtherSessions } from './sessions';
import {
  authorizationRequest,
  clientFor,
  exchangeCode,
  type ProviderProfile,
  profileFromClaims,
  providerSettings,
} from './social-providers';
import { nameFromEmail, toUser, type UserRow } from './user-mapper';
import {
  deleteIdentity,
  findSocialAccount,
  findUserByEmail,
  findUserById,
  insertUser,
  linkSocialAccount,
  providersOf,
  updateUser,
} from './users.repository';

// jose caches the keys inside a key set (and refetches on an unknown kid): one set per provider
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
function keySetFor(jwksUri: string) {
  let set = keySets.get(jwksUri);
  if (!set) {
    set = createRemoteJWKSet(new URL(jwksUri));
    keySets.set(jwksUri, set);
  }
  return set;
}

function settingsOrThrow(ctx: AccountsContext, provider: SocialProvider) {
  const settings = providerSettings(ctx.config, provider);
  if (!settings) throw new AppError('SOCIAL_PROVIDER_NOT_CONFIGURED');
  return settings;
}

export async function startSocialLogin(ctx: AccountsContext, provider: SocialProvider, redirectUri: string) {
  const settings = settingsOrThrow(ctx, provider);
  try {
    return await authorizationRequest(settings, redirectUri);
  } catch (err) {
    ctx.log.warn({ err: { message: (err as Error).message }, provider }, 'provider unreachable');
    throw new AppError('SERVICE_UNAVAILABLE');
  }
}

/** POST v2/user/social-login: the authorization code of Google or Facebook. */
export async function socialLogin(
  ctx: AccountsContext,
  input: {
    provider: SocialProvider;
    code: string;
    codeVerifier: string;
    redirectUri: string;
    language: Locale;
  },
): Promise<AuthSession> {
  const settings = settingsOrThrow(ctx, input.provider);
  let profile: ProviderProfile;
  try {
    profile = await exchangeCode(settings, input);
  } catch (err) {
    ctx.log.info(
      {
        err: {
          message: (err as Error).message,
          cause: (err as { cause?: { message?: string } }).cause?.message,
        },
        provider: input.provider,
      },
      'social login refused',
    );
    throw new AppError('LOGIN_FAIL');
  }
  return signIn(ctx, input.provider, profile, input.language);
}

/**
 * POST v2/user/google-verify-token: an ID token from Google's own button. Its signature is
 * checked against Google's published keys, and so are the audience (our client id), the
 * issuer and the expiry.
 */
export async function googleVerifyToken(
  ctx: AccountsContext,
  input: { idToken: string; language: Locale },
): Promise<AuthSession> {
  const settings = settingsOrThrow(ctx, 'google');
  let profile: ProviderProfile;
  try {
    const client = await clientFor(settings);
    const metadata = client.serverMetadata();
    if (!metadata.jwks_uri) throw new Error('the provider publishes no keys');
    const keys = keySetFor(metadata.jwks_uri);
    const issuers = [metadata.issuer];
    // Google signs with either form of its issuer
    if (metadata.issuer === 'https://accounts.google.com') issuers.push('accounts.google.com');
    const { payload } = await jwtVerify(input.idToken, keys, {
      issuer: issuers,
      audience: settings.clientId,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    profile = profileFromClaims(payload);
  } catch (err) {
    ctx.log.info({ err: { message: (err as Error).message } }, 'Google ID token refused');
    throw new AppError('LOGIN_FAIL');
  }
  return signIn(ctx, 'google', profile, input.language);
}

/**
 * The member behind a provider identity: the linked one; else the account with the same
 * verified email (linked now); else a new member without a password. Linking to an account
 * whose email was never verified drops its password and sessions: whoever typed them had not
 * proved the address, and the provider has (account pre-hijacking).
 */
async function signIn(
  ctx: AccountsContext,
  provider: SocialProvider,
  profile: ProviderProfile,
  language: Locale,
): Promise<AuthSession> {
  const { db } = ctx;
  let user: UserRow | undefined;
  let isFirstLogin = false;
  const linked = await findSocialAccount(db, provider, profile.subject);
  if (linked) user = await findUserById(db, linked.userId);

  if (!user) {
    // an address the provider has not verified proves nothing: no account is made or linked on it
    if (!profile.email || !profile.emailVerified || checkEmail(profile.email))
      throw new AppError('LOGIN_FAIL');
    const email = normalizeEmail(profile.email);
    const existing = await findUserByEmail(db, email);
    if (existing) {
      user = existing;
      if (!existing.emailVerifiedAt) {
        // whoever registered it never proved the address: nothing they set is kept
        user =
          (await updateUser(db, existing.id, {
            emailVerifiedAt: new Date(),
            passwordHash: null,
            name: (profile.name?.trim() || nameFromEmail(email)).slice(0, 100),
          })) ?? existing;
        const dropped = await deleteIdentity(db, existing.id);
        await removeIdentityImages(identityDir(ctx.config), dropped);
        await revokeOtherSessions(db, existing.id, null);
      }
    } else {
      user = await insertUser(db, {
        email,
        name: (profile.name?.trim() || nameFromEmail(email)).slice(0, 100),
        passwordHash: null,
        language,
        isSubscribed: false,
        emailVerifiedAt: new Date(),
        avatarUrl: profile.picture,
      });
      if (!user) throw new AppError('LOGIN_FAIL'); // the email was registered a moment ago
      isFirstLogin = true;
    }
    await linkSocialAccount(db, { provider, subject: profile.subject, userId: user.id, email });
  }
  const token = await createSession(db, user.id, { idleDays: ctx.config.SESSION_IDLE_DAYS });
  return { ...toUser(user, await providersOf(db, user.id)), token, isFirstLogin };
}
