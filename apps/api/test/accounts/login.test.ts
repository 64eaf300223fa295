import { describe, expect, it } from 'vitest';
import { expireSession, login, newEmail, registerOk, withToken } from '../helpers/accounts';
import { useTestApp } from '../helpers/build-test-app';
import { tokenOf, useMailCatcher } from '../helpers/mail-catcher';

const mail = useMailCatcher();
const ctx = useTestApp({ env: () => ({ SMTP_URL: mail.url }) });

describe('POST /v2/user/email-login', () => {
  it('logs in an unverified member, with EMAIL_NOT_YET_VERIFIED as the message', async () => {
    const member = await registerOk(ctx.app, { password: 'first1pass' });
    const res = await login(ctx.app, member.email, 'first1pass');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      errorCode: 200,
      message: 'EMAIL_NOT_YET_VERIFIED',
      data: { email: member.email },
    });
    expect(res.json().data.token).not.toBe(member.token);
    // SPEC §3: User has id, name and token (id and _id are one value)
    expect(res.json().data).toMatchObject({
      id: member._id,
      _id: member._id,
      name: member.email.split('@')[0],
    });
  });

  it('answers LOGIN_SUCCESSFUL once verified, for any case of the email', async () => {
    const member = await registerOk(ctx.app, { password: 'first1pass' });
    const link = (await mail.waitFor(member.email)).links[0] ?? '';
    await ctx.app.inject({ url: `/user/verify-email/${tokenOf(link)}` });
    const res = await login(ctx.app, member.email.toUpperCase(), 'first1pass');
    expect(res.json()).toMatchObject({ message: 'LOGIN_SUCCESSFUL', data: { isEmailVerified: true } });
  });

  it('gives one answer for a wrong password and an unknown email (no enumeration)', async () => {
    const member = await registerOk(ctx.app, { password: 'first1pass' });
    const wrong = await login(ctx.app, member.email, 'wrong1pass');
    const unknown = await login(ctx.app, newEmail('ghost'), 'wrong1pass');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ errorCode: 422, message: 'WRONG_EMAIL_OR_PASSWORD', data: null });
    }
  });

  it('checks the fields with the SPEC messages', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v2/user/email-login',
      headers: { 'accept-language': 'en' },
      payload: { email: 'reader@', flatform: 'web' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields).toEqual([
      { field: 'email', code: 'EMAIL_FORMAT_INCORRECT', message: 'Email format is incorrect' },
      { field: 'password', code: 'PASSWORD_REQUIRED', message: 'Password must not be empty' },
    ]);
  });

  it('takes the language in the body, as the other account calls do', async () => {
    const member = await registerOk(ctx.app, { password: 'first1pass' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v2/user/email-login',
      payload: { email: member.email, password: 'first1pass', flatform: 'web', language: 'en' },
    });
    expect(res.json()).toMatchObject({ errorCode: 200, message: 'EMAIL_NOT_YET_VERIFIED' });
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/v2/user/email-login',
      payload: { email: 'reader@', password: 'first1pass', language: 'en' },
    });
    expect(wrong.json().data.fields).toEqual([
      { field: 'email', code: 'EMAIL_FORMAT_INCORRECT', message: 'Email format is incorrect' },
    ]);
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/v2/user/email-login',
      payload: { email: member.email, password: 'first1pass', language: 'fr' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().data.fields.map((f: { field: string }) => f.field)).toEqual(['language']);
  });

  it('says so when the body is not JSON, in the language asked for, and logs no one in', async () => {
    for (const [payload, language, field] of [
      [
        '{"email": "a@b.co", "password": ',
        'en',
        { field: 'body', code: 'INVALID_FORMAT', message: 'body is not in the right format' },
      ],
      ['garbage', 'vi', { field: 'body', code: 'INVALID_FORMAT', message: 'body không đúng định dạng' }],
      ['', 'en', { field: 'body', code: 'REQUIRED', message: 'body is required' }],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/v2/user/email-login?language=${language}`,
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ errorCode: 400, message: 'VALIDATION_ERROR', data: { fields: [field] } });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });
});

describe('sessions', () => {
  it('GET /v2/user-information needs a valid token: missing or unknown is 401 INVALID_TOKEN', async () => {
    const none = await ctx.app.inject({ url: '/v2/user-information' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ errorCode: 401, message: 'INVALID_TOKEN', data: null });
    const forged = await ctx.app.inject({ url: '/v2/user-information', headers: withToken('A'.repeat(43)) });
    expect(forged.statusCode).toBe(401);
    const junk = await ctx.app.inject({ url: '/v2/user-information', headers: withToken('💥 not a token') });
    expect(junk.statusCode).toBe(401);
  });

  it('logout ends the session on the server, other sessions live on', async () => {
    const member = await registerOk(ctx.app, { password: 'first1pass' });
    const second = (await login(ctx.app, member.email, 'first1pass')).json().data.token;
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/v2/user/logout',
      headers: withToken(member.token),
    });
    expect(out.json()).toMatchObject({ errorCode: 200, message: 'LOGOUT_SUCCESSFUL' });
    expect(
      (await ctx.app.inject({ url: '/v2/user-information', headers: withToken(member.token) })).statusCode,
    ).toBe(401);
    expect(
      (await ctx.app.inject({ url: '/v2/user-information', headers: withToken(second) })).statusCode,
    ).toBe(200);
  });

  it('stores only a hash of the token', async () => {
    const member = await registerOk(ctx.app);
    const { sessions } = await import('@magazine/db');
    const rows = await ctx.database.db.select().from(sessions);
    expect(rows.some((r) => r.tokenHash === member.token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
  });

  it('an expired session is refused', async () => {
    const member = await registerOk(ctx.app);
    await expireSession(ctx.database.db, member.token);
    expect(
      (await ctx.app.inject({ url: '/v2/user-information', headers: withToken(member.token) })).statusCode,
    ).toBe(401);
  });
});

describe('profile', () => {
  it('POST /v2/user/profile changes name, language and newsletter, and checks them', async () => {
    const member = await registerOk(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v2/user/profile',
      headers: withToken(member.token),
      payload: { name: '  Trần Minh  ', language: 'en', isSubcribe: true },
    });
    // joining the weekly newsletter is "subscribed successfully" (SPEC §8)
    expect(res.json()).toMatchObject({
      errorCode: 200,
      message: 'POST_DATA_SUCCESSFUL',
      data: { name: 'Trần Minh', language: 'en', isSubcribe: true },
    });
    // already on it, or leaving it: the profile was saved
    for (const isSubcribe of [true, false]) {
      const again = await ctx.app.inject({
        method: 'POST',
        url: '/v2/user/profile',
        headers: withToken(member.token),
        payload: { isSubcribe },
      });
      expect(again.json()).toMatchObject({ message: 'PROFILE_UPDATED', data: { isSubcribe } });
    }
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/v2/user/profile',
      headers: withToken(member.token),
      payload: { name: ' ', role: 'admin' },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .data.fields.map((f: { code: string }) => f.code)
        .sort(),
    ).toEqual(['FULLNAME_REQUIRED', 'UNKNOWN_FIELD']);
    const me = await ctx.app.inject({ url: '/v2/user-information', headers: withToken(member.token) });
    expect(me.json().data).toMatchObject({ name: 'Trần Minh', role: 'member' });
  });

  it('fields=hyvorTalk answers null while no SSO key is configured', async () => {
    const member = await registerOk(ctx.app);
    const res = await ctx.app.inject({
      url: '/v2/user-information?fields=hyvorTalk',
      headers: withToken(member.token),
    });
    expect(res.json().data.hyvorTalk).toBeNull();
    const bad = await ctx.app.inject({
      url: '/v2/user-information?fields=everything',
      headers: withToken(member.token),
    });
    expect(bad.statusCode).toBe(400);
  });
});
