import type { AuthSession, Envelope } from '@magazine/contracts';
import { importJWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, newEmail, registerOk, withToken } from '../helpers/accounts';
import { useTestApp } from '../helpers/build-test-app';
import { tokenOf, useMailCatcher } from '../helpers/mail-catcher';
import {
  CLIENTS,
  type LocalProvider,
  socialLoginEnv,
  socialLoginThrough,
  startLocalProvider,
} from '../helpers/oidc-provider';

const REDIRECT = 'http://magazine.test/api/auth/google/callback';
const FB_REDIRECT = 'http://magazine.test/api/auth/facebook/callback';
let idp: LocalProvider;
beforeAll(async () => {
  idp = await startLocalProvider([REDIRECT, FB_REDIRECT]);
});
afterAll(async () => idp?.close());

const mail = useMailCatcher();
const ctx = useTestApp({
  env: () => ({
    SMTP_URL: mail.url,
    // what `npm start`'s demo sign-in gives the API too
    ...socialLoginEnv(idp.issuer),
  }),
});

function socialLogin(provider: 'google' | 'facebook', login: string) {
  const redirectUri = provider === 'google' ? REDIRECT : FB_REDIRECT;
  return socialLoginThrough(ctx.app, { provider, login, redirectUri, language: 'en' });
}

describe('social login through a local OpenID provider', () => {
  it('lists the configured providers', async () => {
    const res = await ctx.app.inject({ url: '/v2/user/auth-config' });
    expect(res.json().data).toEqual({ providers: ['google', 'facebook'], captcha: { enabled: true } });
  });

  it('creates a verified member without a password on the first Google login, then finds it again', async () => {
    idp.accounts.set('lan', { email: 'Lan.Nguyen@Example.com', email_verified: true, name: 'Nguyễn Lan' });
    const first = await socialLogin('google', 'lan');
    expect(first.statusCode).toBe(200);
    const session = (first.json() as Envelope<AuthSession>).data;
    expect(session).toMatchObject({
      email: 'lan.nguyen@example.com',
      name: 'Nguyễn Lan',
      isEmailVerified: true,
      hasPassword: false,
      isFirstLogin: true,
      providers: ['google'],
    });
    const again = (await socialLogin('google', 'lan')).json().data;
    expect(again).toMatchObject({ _id: session._id, isFirstLogin: false });
  });

  it('a social account must create a password before changing one; then both logins work', async () => {
    idp.accounts.set('minh', { email: 'minh@example.com', email_verified: true, name: 'Minh' });
    const session = (await socialLogin('google', 'minh')).json().data as AuthSession;
    const headers = withToken(session.token);
    const change = await ctx.app.inject({
      method: 'POST',
      url: '/v2/user/change-password',
      headers,
      payload: { oldPassword: 'whatever1', newPassword: 'new1pass', confirmPassword: 'new1pass' },
    });
    expect(change.statusCode).toBe(422);
    expect(change.json().message).toBe('PASSWORD_NOT_SET');
    expect((await login(ctx.app, 'minh@example.com', 'new1pass')).json().message).toBe(
      'WRONG_EMAIL_OR_PASSWORD',
    );

    const mismatch = await ctx.app.inject({
      method: 'POST',
      url: '/v2/user/create-password',
      headers,
      payload: { password: 'new1pass', confirmPassword: 'new2pass' },
    });
    expect(mismatch.statusCode).toBe(400);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/v2/user/create-password',
      headers,
      payload: { password: 'new1pass', confirmPassword: 'new1pass' },
    });
    // the answer is the member as /v2/user-information gives it: the Google login still linked
    expect(created.json()).toMatchObject({
      message: 'PASSWORD_CREATED',
      data: { hasPassword: true, providers: ['google'] },
    });
    expect((await login(ctx.app, 'minh@example.com', 'new1pass')).json().message).toBe('LOGIN_SUCCESSFUL');
    expect((await socialLogin('google', 'minh')).json().data._id).toBe(session._id);
  });

  it('makes a first password only within 10 minutes of a login: a stolen session alone cannot', async () => {
    idp.accounts.set('khoa', { email: 'khoa@example.com', email_verified: true, name: 'Khoa' });
    const session = (await socialLogin('google', 'khoa')).json().data as AuthSession;
    const { sessions } = await import('@magazine/db');
    const { eq, sql } = await import('drizzle-orm');
    await ctx.database.db
      .update(sessions)
      .set({ createdAt: sql`now() - interval '11 minutes'` })
      .where(eq(sessions.userId, session._id));
    const create = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/v2/user/create-password',
        headers: withToken(session.token),
        payload: { password: 'new1pass', confirmPassword: 'new1pass' },
      });
    const stale = await create();
    expect(stale.statusCode).toBe(422);
    expect(stale.json().message).toBe('REAUTHENTICATION_REQUIRED');
    expect((await login(ctx.app, 'khoa@example.com', 'new1pass')).json().message).toBe(
      'WRONG_EMAIL_OR_PASSWORD',
    );
    // logging in again (the provider asks the person) makes a fresh session that may
    const again = (await socialLogin('google', 'khoa')).json().data as AuthSession;
    const fresh = await ctx.app.inject({
      method: 'POST',
      url: '/v2/user/create-password',
      headers: withToken(again.token),
      payload: { password: 'new1pass', confirmPassword: 'new1pass' },
    });
    expect(fresh.json().message).toBe('PASSWORD_CREATED');
  });

  it('reaches the account registered with the same verified email', async () => {
    const member = await registerOk(ctx.app, { password: 'mine1pass' });
    const link = (await mail.waitFor(member.email)).links[0] ?? '';
    await ctx.app.inject({ url: `/user/verify-email/${tokenOf(link)}` });
    idp.accounts.set('same', { email: member.email, email_verified: true, name: 'Someone' });
    const res = (await socialLogin('google', 'same')).json().data;
    expect(res).toMatchObject({
      _id: member._id,
      isFirstLogin: false,
      hasPassword: true,
      providers: ['google'],
    });
    expect((await login(ctx.app, member.email, 'mine1pass')).statusCode).toBe(200);
  });

  it('linking to an account whose email was never verified drops the password nobody proved', async () => {
    const squatter = await registerOk(ctx.app, {
      password: 'squat1pass',
      identityCard: {
        fullname: 'Kẻ Chiếm Chỗ',
        dob: '1990-01-01',
        identityNumber: '001090009999',
        identityDate: '2020-01-01',
        identityPlace: 'Hà Nội',
      },
    });
    idp.accounts.set('owner', { email: squatter.email, email_verified: true, name: 'Owner' });
    const res = (await socialLogin('google', 'owner')).json().data;
    expect(res).toMatchObject({
      _id: squatter._id,
      isEmailVerified: true,
      hasPassword: false,
      name: 'Owner',
    });
    expect(
      (await ctx.app.inject({ url: '/v2/user-information', headers: withToken(squatter.token) })).statusCode,
    ).toBe(401);
    expect((await login(ctx.app, squatter.email, 'squat1pass')).json().message).toBe(
      'WRONG_EMAIL_OR_PASSWORD',
    );
    const info = await ctx.app.inject({
      url: '/v2/user-information?fields=information',
      headers: withToken(res.token),
    });
    expect(info.json().data.identity).toBeNull();
  });

  it('an address the provider has not verified makes and links nothing (LOGIN_FAIL)', async () => {
    const member = await registerOk(ctx.app);
    for (const email of [member.email, newEmail('unverified')]) {
      idp.accounts.set(`unverified-${email}`, { email, email_verified: false, name: 'Mallory' });
      const res = await socialLogin('google', `unverified-${email}`);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('LOGIN_FAIL');
    }
    const me = await ctx.app.inject({ url: '/v2/user-information', headers: withToken(member.token) });
    expect(me.json().data.providers).toEqual([]);
  });

  it('Facebook: code flow, profile from the /me endpoint', async () => {
    idp.accounts.set('fb-user', { email: newEmail('fb'), email_verified: true, name: 'Hà FB' });
    const res = await socialLogin('facebook', 'fb-user');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Hà FB', providers: ['facebook'], isFirstLogin: true });
  });

  it('refuses a made-up code with LOGIN_FAIL', async () => {
    const start = await ctx.app.inject({
      method: 'POST',
      url: '/v2/user/social-login/start',
      payload: { provider: 'google', redirectUri: REDIRECT },
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v2/user/social-login',
      payload: {
        provider: 'google',
        code: 'made-up',
        codeVerifier: start.json().data.codeVerifier,
        redirectUri: REDIRECT,
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('LOGIN_FAIL');
  });
});

describe('POST /v2/user/google-verify-token', () => {
  async function idToken(claims: Record<string, unknown>, key = idp.privateJwk) {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({
      iss: idp.issuer,
      aud: CLIENTS.google.id,
      sub: 'token-user',
      iat: now,
      exp: now + 600,
      email: 'token.user@example.com',
      email_verified: true,
      name: 'Token User',
      ...claims,
    })
      .setProtectedHeader({ alg: 'RS256', kid: key.kid ?? 'test-key' })
      .sign(await importJWK(key, 'RS256'));
  }
  const verify = (token: string) =>
    ctx.app.inject({ method: 'POST', url: '/v2/user/google-verify-token', payload: { idToken: token } });

  it('signs in with a token signed by the provider for our client', async () => {
    const res = await verify(await idToken({}));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ email: 'token.user@example.com', providers: ['google'] });
  });

  it('refuses a bad signature, another audience, another issuer and an expired token', async () => {
    const { generateKeyPair, exportJWK } = await import('jose');
    const stranger = {
      ...(await exportJWK((await generateKeyPair('RS256', { extractable: true })).privateKey)),
      kid: 'test-key',
    };
    const past = Math.floor(Date.now() / 1000) - 3600;
    const tokens = [
      await idToken({}, stranger),
      await idToken({ aud: CLIENTS.other.id }),
      await idToken({ iss: 'https://evil.example.com' }),
      await idToken({ exp: past, iat: past - 600 }),
      'not.a.jwt',
    ];
    for (const token of tokens) {
      const res = await verify(token);
      expect(res.statusCode, token.slice(0, 30)).toBe(422);
      expect(res.json().message).toBe('LOGIN_FAIL');
    }
  });
});
