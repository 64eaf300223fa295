import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { login, registerOk, solveCaptcha, withToken } from '../helpers/accounts';
import { useTestApp } from '../helpers/build-test-app';
import { tokenOf, useMailCatcher } from '../helpers/mail-catcher';

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _enc, done) {
    logLines.push(String(chunk));
    done();
  },
});

const mail = useMailCatcher();
// a log written at the most detailed level, read back below (the limits: rate-limits.test.ts)
const ctx = useTestApp({
  env: () => ({ SMTP_URL: mail.url, RATE_LIMIT_SCALE: '1' }),
  logger: { level: 'trace', stream: logStream },
});

const ip = (n: number) => ({ 'x-forwarded-for': `203.0.113.${n}` });

describe('malformed bodies: 400 with field codes, nothing changes, never a 5xx', () => {
  const bodies: [string, unknown, string][] = [
    [
      'wrong types',
      { email: 42, password: ['x'], language: 'fr', isSubcribe: 'yes', agreeTerms: 'true' },
      'INVALID',
    ],
    [
      'a 1 MB string',
      { email: `${'a'.repeat(1_000_000)}@example.com`, password: 'secret1', agreeTerms: true },
      '',
    ],
    [
      'unknown fields',
      { email: 'x@example.com', password: 'secret1', agreeTerms: true, role: 'admin' },
      'UNKNOWN_FIELD',
    ],
    ['an array', [1, 2, 3], ''],
    ['null', null, ''],
  ];
  it.each(bodies)('%s', async (_name, payload, code) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v2/user/register',
      headers: { 'content-type': 'application/json', ...ip(120) },
      payload: JSON.stringify(payload),
    });
    expect([400, 413]).toContain(res.statusCode);
    expect(res.json().errorCode).toBe(res.statusCode);
    if (code) expect(JSON.stringify(res.json().data.fields)).toContain(code);
  });

  it('invalid JSON and a wrong content type', async () => {
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/v2/user/email-login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "x@',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('VALIDATION_ERROR');
    const xml = await ctx.app.inject({
      method: 'POST',
      url: '/v2/user/email-login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().errorCode).toBe(415);
  });

  it('every account endpoint answers garbage with a 4xx', async () => {
    const member = await registerOk(ctx.app);
    const paths = [
      '/v2/user/register',
      '/user/register',
      '/v2/user/email-login',
      '/v2/user/resend-validation-link',
      '/v2/forget-password',
      '/v2/restore-password',
      '/v2/user/social-login',
      '/v2/user/social-login/start',
      '/v2/user/google-verify-token',
      '/v2/user/profile',
      '/v2/user/change-password',
      '/v2/user/create-password',
    ];
    for (const url of paths) {
      for (const payload of ['{"email":{"$ne":null}}', '"just a string"', '{"password":123,"token":[]}']) {
        const res = await ctx.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json', ...withToken(member.token), ...ip(130) },
          payload,
        });
        expect(res.statusCode, `${url} ${payload}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${url} ${payload}`).toBeLessThan(500);
      }
    }
  });
});

describe('staff routes', () => {
  it('identity documents: 401 without a token, 403 for a member, shown to an admin', async () => {
    const member = await registerOk(ctx.app, {
      identityCard: {
        fullname: 'Lê Văn Tám',
        dob: '1990-01-01',
        identityNumber: '001090001234',
        identityDate: '2020-01-01',
        identityPlace: 'Hà Nội',
      },
    });
    const url = `/v2/staff/users/${member._id}/identity`;
    expect((await ctx.app.inject({ url })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url, headers: withToken(member.token) })).statusCode).toBe(403);

    const admin = await registerOk(ctx.app);
    const { users } = await import('@magazine/db');
    const { eq } = await import('drizzle-orm');
    await ctx.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin._id));
    const res = await ctx.app.inject({ url, headers: withToken(admin.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.identityNumber).toBe('001090001234');
    // a field named masked is masked here too: a screen that shows it shows the last 3 digits
    expect(res.json().data.identityNumberMasked).toBe('•••••••••234');
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('logs', () => {
  it('never contain a password, a token or an identity number', async () => {
    const password = 'Unique9Password';
    const member = await registerOk(ctx.app, {
      password,
      identityCard: {
        fullname: 'Phạm Thu',
        dob: '1992-02-02',
        identityNumber: '079092009999',
        identityDate: '2021-01-01',
        identityPlace: 'TP HCM',
      },
    });
    const verifyLink = (await mail.waitFor(member.email)).links[0] ?? '';
    await ctx.app.inject({ url: `/user/verify-email/${tokenOf(verifyLink)}` });
    await login(ctx.app, member.email, password);
    await login(ctx.app, member.email, 'Wrong9Password');
    await ctx.app.inject({ url: '/v2/user-information', headers: withToken(member.token) });
    await ctx.app.inject({
      method: 'POST',
      url: '/v2/forget-password',
      headers: ip(140),
      payload: { email: member.email, language: 'en' },
    });
    const reset = (await mail.waitFor(member.email, /Reset/)).links[0] ?? '';
    await ctx.app.inject({ url: `/v2/validate-restore-password-token/${tokenOf(reset)}` });
    await ctx.app.inject({
      method: 'POST',
      url: '/v2/restore-password',
      payload: { token: tokenOf(reset), password: 'Other9Password' },
    });
    await solveCaptcha(ctx.app);

    const log = logLines.join('');
    expect(log.length).toBeGreaterThan(1000);
    expect(log).toContain('/user/verify-email/[redacted]');
    for (const secret of [
      password,
      'Wrong9Password',
      'Other9Password',
      member.token,
      tokenOf(verifyLink),
      tokenOf(reset),
      '079092009999',
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});

describe('bodies the database could not store', () => {
  it('a NUL character is a 400, not a 500, and the log keeps no personal data of the request', async () => {
    for (const [url, payload] of [
      ['/v2/user/email-login', { email: 'nul@example.com', password: 'abc\u0000def' }],
      ['/v2/forget-password', { email: 'nul\u0000@example.com', language: 'vi' }],
    ] as const) {
      const res = await ctx.app.inject({ method: 'POST', url, headers: ip(150), payload });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toBe('VALIDATION_ERROR');
    }
  });
});
