import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { newEmail, register, registerOk, solveCaptcha, withToken } from '../helpers/accounts';
import { useTestApp } from '../helpers/build-test-app';
import { tokenOf, useMailCatcher } from '../helpers/mail-catcher';

const mail = useMailCatcher();
const ctx = useTestApp({ env: () => ({ SMTP_URL: mail.url }) });

const identity = {
  fullname: 'Nguyễn Thị Hoa',
  dob: '1995-03-08',
  identityNumber: '079195001234',
  identityDate: '2021-06-01',
  identityPlace: 'Cục Cảnh sát QLHC về TTXH',
};

async function countUsers(): Promise<number> {
  const { users } = await import('@magazine/db');
  return (await ctx.database.db.select().from(users)).length;
}

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
    const before = await countUsers();
    const again = await register(ctx.app, { email: `  ${email.toUpperCase()} ` });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ errorCode: 422, message: 'EMAIL_ALREADY_EXISTS' });
    expect(await countUsers()).toBe(before);
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
        identityCard: identity,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.name).toBe(email.split('@')[0]);
  });
});

describe('identity information', () => {
  it('is optional, empty values are stripped, and the v2 form names the member after it', async () => {
    const empty = await registerOk(ctx.app, { identityCard: { fullname: '', dob: '', identityPlace: null } });
    expect(empty.name).toBe(empty.email.split('@')[0]);
    const full = await registerOk(ctx.app, { identityCard: identity });
    expect(full.name).toBe('Nguyễn Thị Hoa');
    const info = await ctx.app.inject({
      url: '/v2/user-information?fields=information',
      headers: withToken(full.token),
    });
    expect(info.json().data.identity).toEqual({
      fullname: 'Nguyễn Thị Hoa',
      dob: '1995-03-08',
      identityNumberMasked: '•••••••••234',
      identityDate: '2021-06-01',
      identityPlace: 'Cục Cảnh sát QLHC về TTXH',
      hasFrontImage: false,
      hasBackImage: false,
    });
    expect(info.body).not.toContain('079195001234');
  });

  it('lists every missing field with the SPEC messages and creates nothing', async () => {
    const before = await countUsers();
    const res = await register(ctx.app, { email: newEmail(), identityCard: { identityPlace: 'Hà Nội' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields.map((f: { message: string }) => f.message)).toEqual([
      'Họ và tên không được bỏ trống',
      'Ngày sinh không được bỏ trống',
      'Số CMND/CCCD không được bỏ trống',
      'Ngày cấp không được bỏ trống',
    ]);
    expect(await countUsers()).toBe(before);
  });

  it.each([
    [
      {
        dob: new Date(Date.now() - 10 * 365 * 86_400_000).toISOString().slice(0, 10),
        identityDate: '2025-01-01',
      },
      'INVALID_AGE',
      'identityCard.dob',
    ],
    [{ dob: '1995-02-30' }, 'INVALID_BIRTHDAY', 'identityCard.dob'],
    [{ identityDate: '2999-01-01' }, 'INVALID_DATE_OF_ISSUE', 'identityCard.identityDate'],
    [{ identityDate: '1990-01-01' }, 'INVALID_DATE_OF_ISSUE', 'identityCard.identityDate'],
  ])('refuses %j with %s (422) and creates nothing', async (change, code, field) => {
    const before = await countUsers();
    const res = await register(ctx.app, { email: newEmail(), identityCard: { ...identity, ...change } });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(code);
    expect(res.json().data.fields).toEqual([expect.objectContaining({ field, code })]);
    expect(await countUsers()).toBe(before);
  });

  it('explains the legal guardian rule below 14, in English too', async () => {
    const res = await register(ctx.app, {
      email: newEmail(),
      language: 'en',
      identityCard: { ...identity, dob: '2020-01-01', identityDate: '2025-01-01' },
    });
    expect(res.json().data.fields[0].message).toMatch(/legal guardian/);
  });

  it('refuses an identity number that is not 9 or 12 digits', async () => {
    const res = await register(ctx.app, {
      email: newEmail(),
      identityCard: { ...identity, identityNumber: '12345' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields).toEqual([
      expect.objectContaining({ field: 'identityCard.identityNumber', code: 'INVALID_IDENTITY_NUMBER' }),
    ]);
  });

  it('accepts real JPEG/PNG/WebP card images and refuses anything that does not decode', async () => {
    const png = await sharp({ create: { width: 40, height: 25, channels: 3, background: '#3a6' } })
      .png()
      .toBuffer();
    const webp = await sharp(png).webp().toBuffer();
    const ok = await registerOk(ctx.app, {
      identityCard: {
        ...identity,
        identityCardFront: `data:image/png;base64,${png.toString('base64')}`,
        identityCardBack: webp.toString('base64'),
      },
    });
    const info = await ctx.app.inject({
      url: '/v2/user-information?fields=information',
      headers: withToken(ok.token),
    });
    expect(info.json().data.identity).toMatchObject({ hasFrontImage: true, hasBackImage: true });

    const fake = Buffer.concat([png.subarray(0, 40), Buffer.from('not really an image')]);
    const bad = await register(ctx.app, {
      email: newEmail(),
      identityCard: {
        ...identity,
        identityCardFront: fake.toString('base64'),
        identityCardBack: 'this is not base64!',
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.fields.map((f: { code: string }) => f.code)).toEqual([
      'IDENTITY_IMAGE_INVALID',
      'IDENTITY_IMAGE_INVALID',
    ]);
  });

  it('refuses a card image over 5 MB', async () => {
    const big = await sharp({ create: { width: 1400, height: 1300, channels: 3, background: '#888' } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(5 * 1024 * 1024);
    const res = await register(ctx.app, {
      email: newEmail(),
      identityCard: { ...identity, identityCardFront: big.toString('base64') },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields).toEqual([expect.objectContaining({ code: 'IDENTITY_IMAGE_TOO_LARGE' })]);
  });
});

describe('email verification', () => {
  it('verifies once with the emailed link, sends the welcome mail, and the link then stays "verified"', async () => {
    const member = await registerOk(ctx.app, { language: 'en' });
    const link = (await mail.waitFor(member.email, /Verify/)).links[0] ?? '';
    const res = await ctx.app.inject({ url: `/user/verify-email/${tokenOf(link)}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'EMAIL_VERIFIED',
      data: { email: member.email, isEmailVerified: true },
    });
    await mail.waitFor(member.email, /Welcome/);
    const again = await ctx.app.inject({ url: `/user/verify-email/${tokenOf(link)}` });
    expect(again.json().message).toBe('EMAIL_VERIFIED');
    expect(mail.inbox.filter((m) => m.to === member.email && /Welcome/.test(m.subject))).toHaveLength(1);
  });

  it('refuses an unknown link', async () => {
    const res = await ctx.app.inject({ url: `/user/verify-email/${'x'.repeat(43)}` });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('LINK_INVALID');
  });

  it('answers LINK_EXPIRED after 24 hours, with the email to send a new link to, which works', async () => {
    const member = await registerOk(ctx.app);
    const link = (await mail.waitFor(member.email)).links[0] ?? '';
    const { accountLinks } = await import('@magazine/db');
    const { eq } = await import('drizzle-orm');
    const { hashToken } = await import('../../src/modules/accounts/tokens');
    await ctx.database.db
      .update(accountLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountLinks.tokenHash, hashToken(tokenOf(link))));
    const expired = await ctx.app.inject({ url: `/user/verify-email/${tokenOf(link)}` });
    expect(expired.statusCode).toBe(422);
    expect(expired.json()).toMatchObject({ message: 'LINK_EXPIRED', data: { email: member.email } });

    const resend = await ctx.app.inject({
      method: 'POST',
      url: '/v2/user/resend-validation-link',
      payload: { email: member.email, language: 'en' },
    });
    expect(resend.json()).toMatchObject({ errorCode: 200, message: 'VERIFICATION_EMAIL_SENT' });
    const fresh = (await mail.waitFor(member.email, /Verify your email/)).links[0] ?? '';
    expect(fresh).not.toBe(link);
    const ok = await ctx.app.inject({ url: `/user/verify-email/${tokenOf(fresh)}` });
    expect(ok.json().message).toBe('EMAIL_VERIFIED');
  });

  it('resend: USER_NOT_FOUND for an unknown email, EMAIL_ALREADY_VERIFIED once verified', async () => {
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/v2/user/resend-validation-link',
      payload: { email: newEmail('nobody'), language: 'vi' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('USER_NOT_FOUND');

    const member = await registerOk(ctx.app);
    const link = (await mail.waitFor(member.email)).links[0] ?? '';
    await ctx.app.inject({ url: `/user/verify-email/${tokenOf(link)}` });
    const verified = await ctx.app.inject({
      method: 'POST',
      url: '/v2/user/resend-validation-link',
      payload: { email: member.email, language: 'en' },
    });
    expect(verified.statusCode).toBe(422);
    expect(verified.json()).toMatchObject({ message: 'EMAIL_ALREADY_VERIFIED' });
  });
});
