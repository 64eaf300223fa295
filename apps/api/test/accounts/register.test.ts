import { describe, expect, it } from 'vitest';
import { countUsers, IDENTITY, newEmail, register, solveCaptcha, withToken } from '../helpers/accounts';
import { useTestApp } from '../helpers/build-test-app';
import { useMailCatcher } from '../helpers/mail-catcher';

const mail = useMailCatcher();
const ctx = useTestApp({ env: () => ({ SMTP_URL: mail.url }) });

describe('POST /v2/user/register', () => {
  it('creates an unverified member, signs it in and mails a verification link in its language', async () => {
    const email = newEmail();
    const res = await register(ctx.app, { email, language: 'en', isSubcribe: true });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.errorCode).toBe(200);
    expect(body.message).toBe('REGISTER_SUCCESSFUL');
    expect(body.data).toMatchObject({
      email,
      name: email.split('@')[0],
      isEmailVerified: false,
      hasPassword: true,
      isSubcribe: true,
      language: 'en',
      role: 'member',
    });
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(body)).not.toMatch(/argon|password_hash|passwordHash/i);

    const message = await mail.waitFor(email, /Verify your email/);
    expect(message.links[0]).toMatch(/^http:\/\/magazine\.test\/en\/verify-email\/[A-Za-z0-9_-]{43}$/);
    expect(message.html).toContain('Verify email');

    const me = await ctx.app.inject({ url: '/v2/user-information', headers: withToken(body.data.token) });
    expect(me.json()).toMatchObject({
      message: 'GET_DATA_SUCCESSFUL',
      data: { email, isEmailVerified: false },
    });
  });

  it('mails in Vietnamese by default', async () => {
    const email = newEmail();
    await register(ctx.app, { email, language: undefined });
    const message = await mail.waitFor(email);
    expect(message.subject).toBe('Xác thực email của bạn tại Tạp Chí');
    expect(message.links[0]).toMatch(/^http:\/\/magazine\.test\/verify-email\//);
  });

  it('refuses an email that exists, whatever its case', async () => {
    const email = newEmail('Case');
    expect((await register(ctx.app, { email })).statusCode).toBe(200);
    const before = await countUsers(ctx.database.db);
    const again = await register(ctx.app, { email: `  ${email.toUpperCase()} ` });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ errorCode: 422, message: 'EMAIL_ALREADY_EXISTS' });
    expect(await countUsers(ctx.database.db)).toBe(before);
  });

  it('names each field with the SPEC texts in the request language', async () => {
    const res = await register(ctx.app, { email: 'no-at-sign', password: 'abc', language: 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('VALIDATION_ERROR');
    expect(res.json().data.fields).toEqual(
      expect.arrayContaining([
        { field: 'email', code: 'EMAIL_MISSING_AT', message: 'Email must contain @' },
        {
          field: 'password',
          code: 'PASSWORD_MIN_LENGTH',
          message: 'Password must contain at least 6 characters',
        },
      ]),
    );
    const vi = await register(ctx.app, { email: '', password: 'abcdef' });
    expect(vi.json().data.fields).toEqual(
      expect.arrayContaining([
        { field: 'email', code: 'EMAIL_EMPTY', message: 'Email không được bỏ trống' },
        { field: 'password', code: 'PASSWORD_NEEDS_NUMBER', message: 'Mật khẩu phải có ít nhất 1 chữ số' },
      ]),
    );
  });

  it('needs the terms agreement and a solved captcha, used once', async () => {
    const noTerms = await register(ctx.app, { email: newEmail(), agreeTerms: false });
    expect(noTerms.statusCode).toBe(400);
    expect(noTerms.json().data.fields).toEqual([
      expect.objectContaining({ field: 'agreeTerms', code: 'TERMS_REQUIRED' }),
    ]);

    const noCaptcha = await register(ctx.app, { email: newEmail(), captcha: undefined });
    expect(noCaptcha.statusCode).toBe(400);
    expect(noCaptcha.json().data.fields).toEqual([
      expect.objectContaining({ field: 'captcha', code: 'CAPTCHA_REQUIRED' }),
    ]);

    const forged = await register(ctx.app, {
      email: newEmail(),
      captcha: Buffer.from('{"signature":"x"}').toString('base64'),
    });
    expect(forged.statusCode).toBe(422);
    expect(forged.json().message).toBe('CAPTCHA_INVALID');

    const captcha = await solveCaptcha(ctx.app);
    expect((await register(ctx.app, { email: newEmail(), captcha })).statusCode).toBe(200);
    const replay = await register(ctx.app, { email: newEmail(), captcha });
    expect(replay.json().message).toBe('CAPTCHA_INVALID');
  });

  it('keeps the old form: POST /user/register names the member after the email', async () => {
    const email = newEmail('old.form');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/user/register',
      payload: {
        email,
        password: 'secret1',
        language: 'vi',
        agreeTerms: true,
        captcha: await solveCaptcha(ctx.app),
        identityCard: IDENTITY,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.name).toBe(email.split('@')[0]);
  });
});
