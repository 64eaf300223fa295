import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { countUsers, IDENTITY, newEmail, register, registerOk, withToken } from '../helpers/accounts';
import { useTestApp } from '../helpers/build-test-app';
import { useMailCatcher } from '../helpers/mail-catcher';

const mail = useMailCatcher();
const ctx = useTestApp({ env: () => ({ SMTP_URL: mail.url }) });

describe('identity information', () => {
  it('is optional, empty values are stripped, and the v2 form names the member after it', async () => {
    const empty = await registerOk(ctx.app, { identityCard: { fullname: '', dob: '', identityPlace: null } });
    expect(empty.name).toBe(empty.email.split('@')[0]);
    const full = await registerOk(ctx.app, { identityCard: IDENTITY });
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
    // the card's date of birth is the profile's, so adults-only pages know the member's age
    expect(info.json().data.isAdult).toBe(true);
    expect(empty.isAdult).toBeNull();
    const settings = await ctx.app.inject({ url: '/v2/member/settings', headers: withToken(full.token) });
    expect(settings.json().data.dob).toBe('1995-03-08');
  });

  it('lists every missing field with the SPEC messages and creates nothing', async () => {
    const before = await countUsers(ctx.database.db);
    const res = await register(ctx.app, { email: newEmail(), identityCard: { identityPlace: 'Hà Nội' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields.map((f: { message: string }) => f.message)).toEqual([
      'Họ và tên không được bỏ trống',
      'Ngày sinh không được bỏ trống',
      'Số CMND/CCCD không được bỏ trống',
      'Ngày cấp không được bỏ trống',
    ]);
    expect(await countUsers(ctx.database.db)).toBe(before);
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
    // a day written longer than YYYY-MM-DD is not one, not a value "too big"
    [{ dob: '1995-03-08T00:00' }, 'INVALID_BIRTHDAY', 'identityCard.dob'],
    [{ identityDate: '2021-06-01T00:00:00Z' }, 'INVALID_DATE_OF_ISSUE', 'identityCard.identityDate'],
    [{ identityDate: '2999-01-01' }, 'INVALID_DATE_OF_ISSUE', 'identityCard.identityDate'],
    [{ identityDate: '1990-01-01' }, 'INVALID_DATE_OF_ISSUE', 'identityCard.identityDate'],
  ])('refuses %j with %s (422) and creates nothing', async (change, code, field) => {
    const before = await countUsers(ctx.database.db);
    const res = await register(ctx.app, { email: newEmail(), identityCard: { ...IDENTITY, ...change } });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(code);
    expect(res.json().data.fields).toEqual([expect.objectContaining({ field, code })]);
    expect(await countUsers(ctx.database.db)).toBe(before);
  });

  it('explains the legal guardian rule below 14, in English too', async () => {
    const res = await register(ctx.app, {
      email: newEmail(),
      language: 'en',
      identityCard: { ...IDENTITY, dob: '2020-01-01', identityDate: '2025-01-01' },
    });
    expect(res.json().data.fields[0].message).toMatch(/legal guardian/);
  });

  it.each(['12345', '0791950012345'])(
    'refuses the identity number %s, not 9 or 12 digits',
    async (number) => {
      const res = await register(ctx.app, {
        email: newEmail(),
        identityCard: { ...IDENTITY, identityNumber: number },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().data.fields).toEqual([
        expect.objectContaining({ field: 'identityCard.identityNumber', code: 'INVALID_IDENTITY_NUMBER' }),
      ]);
    },
  );

  it('takes a passport number (SPEC §5: an official ID or passport), kept as printed', async () => {
    const member = await registerOk(ctx.app, { identityCard: { ...IDENTITY, identityNumber: 'c1234567' } });
    const info = await ctx.app.inject({
      url: '/v2/user-information?fields=information',
      headers: withToken(member.token),
    });
    expect(info.json().data.identity.identityNumberMasked).toBe('•••••567');
    const refused = await register(ctx.app, {
      email: newEmail(),
      language: 'en',
      identityCard: { ...IDENTITY, identityNumber: 'C123456' },
    });
    expect(refused.json().data.fields).toEqual([
      expect.objectContaining({
        field: 'identityCard.identityNumber',
        message:
          'Invalid ID number: 9 digits (ID card), 12 digits (citizen ID card) or a letter and 7 digits (passport)',
      }),
    ]);
  });

  it('takes an identity card of null as none given (SPEC §3: empty values stripped)', async () => {
    const member = await registerOk(ctx.app, { identityCard: null });
    expect(member.name).toBe(member.email.split('@')[0]);
  });

  it('accepts real JPEG/PNG/WebP card images and refuses anything that does not decode', async () => {
    const png = await sharp({ create: { width: 40, height: 25, channels: 3, background: '#3a6' } })
      .png()
      .toBuffer();
    const webp = await sharp(png).webp().toBuffer();
    const ok = await registerOk(ctx.app, {
      identityCard: {
        ...IDENTITY,
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
        ...IDENTITY,
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
      identityCard: { ...IDENTITY, identityCardFront: big.toString('base64') },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields).toEqual([expect.objectContaining({ code: 'IDENTITY_IMAGE_TOO_LARGE' })]);
  });
});
