import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { MemberSettings, User } from '@magazine/contracts';
import { users } from '@magazine/db';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/build-test-app';
import { expectFieldError, httpOf } from '../helpers/http';
import { createMember, type TestMember } from '../helpers/members';

const ctx = useTestApp();
const http = httpOf(ctx);
let owner: TestMember;
let other: TestMember;

beforeAll(async () => {
  owner = await createMember(ctx.database.db, { name: 'Lan' });
  other = await createMember(ctx.database.db, { name: 'Minh' });
});

const settingsOf = async (member: TestMember) =>
  (await http.get<MemberSettings>('/v2/member/settings', member.headers)).body.data;

const photo = (width: number, height: number, format: 'png' | 'jpeg' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    [format]()
    .toBuffer();

const putAvatar = (payload: Buffer, type: string, headers: Record<string, string> = owner.headers) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/v2/member/avatar',
    headers: { 'content-type': type, ...headers },
    payload,
  });

describe('profile settings', () => {
  it('answers the member’s own settings and refuses without a token', async () => {
    const mine = await settingsOf(owner);
    expect(mine).toMatchObject({
      _id: owner.id,
      email: owner.email,
      name: 'Lan',
      dob: null,
      language: 'vi',
      weeklyNewsletter: false,
      suggestions: false,
      hasPassword: false,
    });
    expect((await settingsOf(other))._id).toBe(other.id);
    const anonymous = await http.get('/v2/member/settings');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe('INVALID_TOKEN');
  });

  it('saves the name, date of birth and language, and an empty date clears it', async () => {
    const res = await http.post<MemberSettings>(
      '/v2/member/settings',
      { name: '  Nguyễn Thị Lan ', dob: '1995-03-08', language: 'en' },
      owner.headers,
    );
    expect(res.body.errorCode).toBe(200);
    expect(res.body.message).toBe('PROFILE_UPDATED');
    expect(res.body.data).toMatchObject({ name: 'Nguyễn Thị Lan', dob: '1995-03-08', language: 'en' });
    // the account endpoints see the same member
    const info = await http.get<User>('/v2/user-information', owner.headers);
    expect(info.body.data).toMatchObject({ name: 'Nguyễn Thị Lan', language: 'en', isAdult: true });

    const cleared = await http.post<MemberSettings>('/v2/member/settings', { dob: '' }, owner.headers);
    expect(cleared.body.data.dob).toBeNull();
    expect(cleared.body.data.name).toBe('Nguyễn Thị Lan');
    // no date, no age: an adults-only page asks, as it asks a visitor
    expect((await http.get<User>('/v2/user-information', owner.headers)).body.data.isAdult).toBeNull();
    // another member's settings did not move
    expect(await settingsOf(other)).toMatchObject({ name: 'Minh', dob: null, language: 'vi' });
  });

  it('tells the site a member of 14 to 17 is not an adult, from their 18th birthday on they are', async () => {
    const member = await createMember(ctx.database.db, { name: 'Hà' });
    // the magazine's today (Asia/Ho_Chi_Minh), as the API counts it
    const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' })
      .format(new Date())
      .split('-');
    // the 28th at the latest: 29 February does not come back every year
    const day = String(Math.min(Number(d), 28)).padStart(2, '0');
    const isAdultWith = async (dob: string) => {
      expect((await http.post('/v2/member/settings', { dob }, member.headers)).status).toBe(200);
      return (await http.get<User>('/v2/user-information', member.headers)).body.data.isAdult;
    };
    expect(await isAdultWith(`${Number(y) - 16}-${m}-${day}`)).toBe(false);
    expect(await isAdultWith(`${Number(y) - 18}-${m}-${day}`)).toBe(true);
  });

  it('refuses a birthday that is not real or of someone under 14, and saves nothing', async () => {
    await http.post('/v2/member/settings', { name: 'Lan', dob: '1990-01-01' }, owner.headers);
    const future = await http.post('/v2/member/settings', { name: 'Khác', dob: '2999-01-01' }, owner.headers);
    expect(future.status).toBe(422);
    expect(future.body.message).toBe('INVALID_BIRTHDAY');
    expect(future.body.data).toEqual({
      fields: [expect.objectContaining({ field: 'dob', code: 'INVALID_BIRTHDAY' })],
    });
    const young = new Date();
    young.setUTCFullYear(young.getUTCFullYear() - 10);
    const child = await http.post(
      '/v2/member/settings',
      { dob: young.toISOString().slice(0, 10) },
      owner.headers,
    );
    expect(child.status).toBe(422);
    expect(child.body.message).toBe('INVALID_AGE');
    // the language asked for in the query is the answer's, not the preference being saved
    const choosingEnglish = await http.post(
      '/v2/member/settings?language=vi',
      { dob: '2999-01-01', language: 'en' },
      owner.headers,
    );
    expect(choosingEnglish.body.data).toEqual({
      fields: [expect.objectContaining({ field: 'dob', message: 'Ngày sinh không hợp lệ' })],
    });
    expectFieldError(await http.post('/v2/member/settings', { dob: '01/02/1990' }, owner.headers), 'dob');
    expectFieldError(
      await http.post('/v2/member/settings', { name: '   ' }, owner.headers),
      'name',
      'FULLNAME_REQUIRED',
    );
    expectFieldError(await http.post('/v2/member/settings', { language: 'fr' }, owner.headers), 'language');
    expectFieldError(await http.post('/v2/member/settings', { role: 'admin' }, owner.headers), 'role');
    expect(await settingsOf(owner)).toMatchObject({ name: 'Lan', dob: '1990-01-01' });
  });

  it('stores the mail choices: the weekly newsletter and the Monday/Thursday suggestions', async () => {
    const res = await http.post<MemberSettings>(
      '/v2/member/email-settings',
      { weeklyNewsletter: true, suggestions: true },
      owner.headers,
    );
    // newly on the weekly newsletter: "subscribed successfully"
    expect(res.body.message).toBe('POST_DATA_SUCCESSFUL');
    expect(res.body.data).toMatchObject({ weeklyNewsletter: true, suggestions: true });
    const off = await http.post<MemberSettings>(
      '/v2/member/email-settings',
      { weeklyNewsletter: true, suggestions: false },
      owner.headers,
    );
    expect(off.body.message).toBe('EMAIL_SETTINGS_SAVED');
    expect(off.body.data).toMatchObject({ weeklyNewsletter: true, suggestions: false });
    expect((await http.get<User>('/v2/user-information', owner.headers)).body.data.isSubcribe).toBe(true);
    expectFieldError(
      await http.post('/v2/member/email-settings', { weeklyNewsletter: 'yes' }, owner.headers),
      'weeklyNewsletter',
    );
    expect((await http.post('/v2/member/email-settings', { suggestions: true })).status).toBe(401);
  });
});

describe('avatar', () => {
  const mediaDir = () => join(ctx.app.config.DATA_DIR, 'media');
  const fileOf = (url: string) => join(mediaDir(), url.replace(/^\/media\//, ''));

  it('turns an upload into a 256 px WebP square served under /media, replacing the old one', async () => {
    const first = await putAvatar(await photo(900, 600), 'image/png');
    expect(first.statusCode).toBe(200);
    const body = first.json() as { message: string; data: MemberSettings };
    expect(body.message).toBe('AVATAR_UPDATED');
    const url = body.data.avatar ?? '';
    expect(url).toMatch(/^\/media\/avatars\/[0-9a-f-]+-[0-9a-f]{12}\.webp$/);
    const served = await ctx.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);

    const second = await putAvatar(await photo(300, 500, 'jpeg'), 'image/jpeg');
    const next = (second.json() as { data: MemberSettings }).data.avatar ?? '';
    expect(next).not.toBe(url);
    expect(existsSync(fileOf(next))).toBe(true);
    expect(existsSync(fileOf(url))).toBe(false);
    expect((await http.get<User>('/v2/user-information', owner.headers)).body.data.avatar).toBe(next);
  });

  it('refuses what is not an image, too large or of another type, and keeps the avatar', async () => {
    const before = (await settingsOf(owner)).avatar;
    const fake = await putAvatar(Buffer.from('<svg onload="alert(1)"></svg>'), 'image/png');
    expect(fake.statusCode).toBe(422);
    expect(fake.json().message).toBe('IMAGE_INVALID');
    const big = await putAvatar(Buffer.alloc(5 * 1024 * 1024 + 10, 1), 'image/jpeg');
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ errorCode: 413, message: 'PAYLOAD_TOO_LARGE', data: null });
    const svg = await putAvatar(Buffer.from('<svg/>'), 'image/svg+xml');
    expect(svg.statusCode).toBe(415);
    expect(svg.json().errorCode).toBe(415);
    const json = await http.post('/v2/member/settings', {}, owner.headers);
    expect(json.status).toBe(200);
    const asJson = await ctx.app.inject({
      method: 'PUT',
      url: '/v2/member/avatar',
      headers: { 'content-type': 'application/json', ...owner.headers },
      payload: '{"avatar":"x"}',
    });
    expect(asJson.statusCode).toBe(422);
    expect((await settingsOf(owner)).avatar).toBe(before);
  });

  it('is the member’s own: without a token nothing is stored, and removing it goes back to none', async () => {
    const anonymous = await ctx.app.inject({
      method: 'PUT',
      url: '/v2/member/avatar',
      headers: { 'content-type': 'image/png' },
      payload: await photo(64, 64),
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await settingsOf(other)).avatar).toBeNull();
    const url = (await settingsOf(owner)).avatar ?? '';
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: '/v2/member/avatar',
      headers: owner.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect((removed.json() as { data: MemberSettings }).data.avatar).toBeNull();
    expect(existsSync(fileOf(url))).toBe(false);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, owner.id));
    expect(row?.avatarUrl).toBeNull();
  });
});
