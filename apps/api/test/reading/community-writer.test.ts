import { writerSubmissions } from '@magazine/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/build-test-app';
import { expectFieldError, httpOf } from '../helpers/http';
import { useMailCatcher } from '../helpers/mail-catcher';

const mail = useMailCatcher();
const ctx = useTestApp({ env: () => ({ SMTP_URL: mail.url }) });
const http = httpOf(ctx);

let sequence = 0;
const newEmail = () => `writer-${Date.now()}-${++sequence}@example.com`;
const PITCH =
  'Một loạt bài về những quán cà phê lâu đời nhất ở Sài Gòn, kể qua lời của những người chủ quán.';

const pitch = (fields: Record<string, unknown> = {}) => ({
  fullname: 'Phạm Thu Hà',
  email: newEmail(),
  topic: 'Cà phê Sài Gòn',
  pitch: PITCH,
  ...fields,
});

const stored = (email: string) =>
  ctx.database.db.select().from(writerSubmissions).where(eq(writerSubmissions.email, email));

describe('POST /v2/community-writer', () => {
  it('stores a pitch, answers PITCH_RECEIVED and acknowledges it by mail in Vietnamese', async () => {
    const body = pitch({
      email: `  Ha.Pham.${Date.now()}@Example.com `.trim(),
      phone: '+84 90 123 4567',
      portfolioUrl: 'https://ha.example/portfolio',
    });
    const res = await http.post<{ id: string }>('/v2/community-writer', body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ errorCode: 200, message: 'PITCH_RECEIVED', data: { id: expect.any(String) } });
    const email = (body.email as string).toLowerCase();
    const rows = await stored(email);
    expect(rows).toEqual([
      expect.objectContaining({
        id: res.body.data.id,
        language: 'vi',
        fullname: 'Phạm Thu Hà',
        email,
        phone: '+84 90 123 4567',
        topic: 'Cà phê Sài Gòn',
        pitch: PITCH,
        portfolioUrl: 'https://ha.example/portfolio',
      }),
    ]);
    const sent = await mail.waitFor(email);
    expect(sent.subject).toBe('Tạp Chí đã nhận được đề xuất bài viết của bạn');
    expect(sent.text).toContain('Phạm Thu Hà');
    expect(sent.text).toContain('Cà phê Sài Gòn');
  });

  it('acknowledges in English with language=en, optional fields left empty', async () => {
    const body = pitch({ language: 'en', fullname: 'Jane Doe', topic: 'Saigon coffee' });
    const res = await http.post('/v2/community-writer', body);
    expect(res.status).toBe(200);
    const [row] = await stored(body.email as string);
    expect(row).toMatchObject({ language: 'en', phone: '', portfolioUrl: '' });
    const sent = await mail.waitFor(body.email as string);
    expect(sent.subject).toBe('Tạp Chí received your pitch');
    expect(sent.text).toContain('Saigon coffee');
  });

  it('escapes the writer’s words in the HTML mail', async () => {
    const body = pitch({ fullname: '<b>Hà</b>', topic: '<img src=x onerror=alert(1)>' });
    expect((await http.post('/v2/community-writer', body)).status).toBe(200);
    const sent = await mail.waitFor(body.email as string);
    expect(sent.html).not.toContain('<b>Hà</b>');
    expect(sent.html).not.toContain('<img src=x');
    expect(sent.html).toContain('&#60;b&#62;Hà&#60;/b&#62;');
  });

  it.each([
    ['an invalid email', { email: 'not-an-email' }, 'email', 'INVALID_FORMAT'],
    ['a short pitch', { pitch: 'Quá ngắn.' }, 'pitch', 'TOO_SMALL'],
    ['a pitch short once trimmed', { pitch: `   ${'a'.repeat(45)}    ` }, 'pitch', 'TOO_SMALL'],
    ['a pitch of 5001 characters', { pitch: 'a'.repeat(5001) }, 'pitch', 'TOO_BIG'],
    ['a blank name', { fullname: '   ' }, 'fullname', 'TOO_SMALL'],
    ['no name', { fullname: undefined }, 'fullname', 'REQUIRED'],
    ['no topic', { topic: undefined }, 'topic', 'REQUIRED'],
    ['letters in the phone', { phone: 'call me' }, 'phone', 'INVALID_FORMAT'],
    ['a javascript: portfolio', { portfolioUrl: 'javascript:alert(1)' }, 'portfolioUrl', undefined],
    ['an unknown language', { language: 'fr' }, 'language', 'INVALID_VALUE'],
  ])(
    'answers 400 naming the field for %s, and stores and sends nothing',
    async (_name, change, field, code) => {
      const body = pitch(change);
      const res = await http.post('/v2/community-writer', body);
      expectFieldError(res, field, code);
      expect(await stored(body.email as string)).toEqual([]);
      await ctx.app.mailer.idle();
      expect(mail.count(body.email as string)).toBe(0);
    },
  );

  it('answers 400 naming an unknown field and stores nothing', async () => {
    const body = pitch({ status: 'accepted' });
    const res = await http.post('/v2/community-writer', body);
    expectFieldError(res, 'status', 'UNKNOWN_FIELD');
    expect(await stored(body.email as string)).toEqual([]);
  });
});
