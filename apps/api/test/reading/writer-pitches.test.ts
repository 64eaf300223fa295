import type { WriterPitch, WriterPitchPage } from '@magazine/contracts';
import { writerSubmissions } from '@magazine/db';
import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/build-test-app';
import { expectFieldError, expectNotFound, httpOf } from '../helpers/http';
import { useMailCatcher } from '../helpers/mail-catcher';
import { createMember, type TestMember } from '../helpers/members';

// The editors' inbox of pitches from outside writers: a pitch sent through the public form is
// new until an editor accepts or declines it, once, and the writer hears of it by mail.

const mail = useMailCatcher();
const ctx = useTestApp({ env: () => ({ SMTP_URL: mail.url }) });
const http = httpOf(ctx);

let editor: TestMember;
let admin: TestMember;
let sequence = 0;

beforeAll(async () => {
  editor = await createMember(ctx.database.db, { role: 'editor', name: 'Biên tập Lan' });
  admin = await createMember(ctx.database.db, { role: 'admin', name: 'Admin Minh' });
});

/** A pitch sent through the public form, as a writer does; answers its id and email. */
async function sendPitch(fields: Record<string, unknown> = {}) {
  const email = `pitch-${Date.now()}-${++sequence}@example.com`;
  const res = await http.post<{ id: string }>('/v2/community-writer', {
    fullname: 'Phạm Thu Hà',
    email,
    topic: `Cà phê Sài Gòn ${sequence}`,
    pitch: 'Một loạt bài về những quán cà phê lâu đời nhất ở Sài Gòn, kể qua lời của chủ quán.',
    ...fields,
  });
  expect(res.status).toBe(200);
  await mail.waitFor(email);
  return { id: res.body.data.id, email };
}

const row = async (id: string) =>
  (await ctx.database.db.select().from(writerSubmissions).where(eq(writerSubmissions.id, id)))[0];

const list = (status: string, who: TestMember = editor, page = 1) =>
  http.get<WriterPitchPage>(`/v2/staff/writer-pitches?status=${status}&page=${page}`, who.headers);

const decide = (id: string, decision: 'accept' | 'decline', body: unknown = {}, who = editor) =>
  http.post<WriterPitch>(`/v2/staff/writer-pitch/${id}/${decision}`, body, who.headers);

describe('the pitches inbox (GET v2/staff/writer-pitches)', () => {
  it('lists new pitches oldest first, with what the writer sent and how many wait', async () => {
    const first = await sendPitch({ phone: '+84 90 123 4567', portfolioUrl: 'https://ha.example/bai-viet' });
    const second = await sendPitch({ language: 'en', fullname: 'Jane Doe' });
    const res = await list('new');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('GET_DATA_SUCCESSFUL');
    const ids = res.body.data.docs.map((p) => p._id);
    expect(ids.indexOf(first.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(res.body.data.docs.find((p) => p._id === first.id)).toEqual({
      _id: first.id,
      language: 'vi',
      fullname: 'Phạm Thu Hà',
      email: first.email,
      phone: '+84 90 123 4567',
      topic: expect.stringMatching(/^Cà phê Sài Gòn/),
      pitch: expect.stringContaining('quán cà phê'),
      portfolioUrl: 'https://ha.example/bai-viet',
      createdAt: expect.any(String),
      status: 'new',
      editorNote: '',
      reviewer: null,
      reviewedAt: null,
    });
    expect(res.body.data.total).toBe(res.body.data.docs.length);
    expect(res.body.data.waiting).toBe(res.body.data.total);
    expect(res.body.data.hasNextPage).toBe(false);
  });

  it('answers a status it does not know with 400 naming it', async () => {
    expectFieldError(await list('maybe'), 'status');
  });
});

describe('accepting and declining a pitch', () => {
  it('accepts with the editor’s note, tells the writer in Vietnamese and moves it to the accepted tab', async () => {
    const { id, email } = await sendPitch();
    const before = (await list('new')).body.data.waiting;
    const res = await decide(id, 'accept', { note: '  Hẹn gặp bạn ở tòa soạn thứ Hai tới.  ' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('PITCH_ACCEPTED');
    expect(res.body.data).toMatchObject({
      _id: id,
      status: 'accepted',
      editorNote: 'Hẹn gặp bạn ở tòa soạn thứ Hai tới.',
      reviewer: { _id: editor.id, name: 'Biên tập Lan' },
      reviewedAt: expect.any(String),
    });
    const sent = await mail.waitFor(email, /đồng ý/);
    expect(sent.subject).toMatch(/^Tạp Chí đồng ý với đề xuất “Cà phê Sài Gòn \d+” của bạn$/);
    expect(sent.text).toContain('Lời nhắn của biên tập viên: Hẹn gặp bạn ở tòa soạn thứ Hai tới.');
    expect(sent.links).toContain('http://magazine.test/editorial-guideline');

    const waiting = await list('new');
    expect(waiting.body.data.docs.map((p) => p._id)).not.toContain(id);
    expect(waiting.body.data.waiting).toBe(before - 1);
    const accepted = await list('accepted');
    expect(accepted.body.data.docs[0]).toMatchObject({ _id: id, status: 'accepted' });
  });

  it('declines an English pitch without a note and tells the writer in English', async () => {
    const { id, email } = await sendPitch({ language: 'en', fullname: 'Jane Doe', topic: 'Saigon coffee' });
    const res = await decide(id, 'decline', {}, admin);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('PITCH_DECLINED');
    expect(res.body.data).toMatchObject({
      status: 'declined',
      editorNote: '',
      reviewer: { name: 'Admin Minh' },
    });
    const sent = await mail.waitFor(email, /About your pitch/);
    expect(sent.subject).toBe('About your pitch “Saigon coffee”');
    expect(sent.text).toContain('Hello Jane Doe,');
    expect(sent.text).not.toContain('A note from the editor');
    expect(sent.links).toContain('http://magazine.test/en/write-with-us');
    expect((await list('declined')).body.data.docs.map((p) => p._id)).toContain(id);
  });

  it('answers a pitch once: a second answer is 422 PITCH_ALREADY_DECIDED, changes nothing and sends nothing', async () => {
    const { id, email } = await sendPitch();
    expect((await decide(id, 'accept', { note: 'Đồng ý' })).status).toBe(200);
    await mail.waitFor(email, /đồng ý/);
    const stored = await row(id);
    const sentBefore = mail.count(email);

    const again = await decide(id, 'decline', { note: 'Đổi ý' }, admin);
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({
      errorCode: 422,
      message: 'PITCH_ALREADY_DECIDED',
      data: { status: 'accepted', reviewer: 'Biên tập Lan' },
    });
    expect(await row(id)).toEqual(stored);
    await new Promise((r) => setTimeout(r, 300));
    expect(mail.count(email)).toBe(sentBefore);
  });

  it('gives two editors answering at once one winner and the writer one mail', async () => {
    const { id, email } = await sendPitch();
    const sentBefore = mail.count(email);
    const answers = await Promise.all([decide(id, 'accept'), decide(id, 'decline', {}, admin)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
    const winner = answers.find((a) => a.status === 200)!;
    expect((await row(id))?.status).toBe(winner.body.data.status);
    await mail.waitFor(email, /đồng ý|Trả lời/);
    await new Promise((r) => setTimeout(r, 300));
    expect(mail.count(email)).toBe(sentBefore + 1);
  });

  it('takes the answer back when the writer’s mail server refuses it, so it can be given again', async () => {
    const id = uuidv7();
    await ctx.database.db.insert(writerSubmissions).values({
      id,
      language: 'vi',
      fullname: 'Người viết',
      email: `refused.writer-${id}@example.com`,
      topic: 'Chợ nổi',
      pitch: 'Một bài viết về chợ nổi miền Tây, kể qua một ngày của người bán trên ghe.',
    });
    const res = await decide(id, 'accept', { note: 'Hẹn gặp' });
    expect(res.status).toBe(503);
    expect(res.body.message).toBe('SERVICE_UNAVAILABLE');
    expect(await row(id)).toMatchObject({
      status: 'new',
      editorNote: '',
      reviewedBy: null,
      reviewedAt: null,
    });
    expect((await list('new')).body.data.docs.map((p) => p._id)).toContain(id);
  });

  it('answers an unknown pitch 404 PITCH_NOT_FOUND and a malformed id 400', async () => {
    expectNotFound(await decide(uuidv7(), 'accept'), 'PITCH_NOT_FOUND');
    expectFieldError(await decide('not-a-uuid', 'accept'), 'id');
  });

  it.each([
    ['a note of 2001 characters', { note: 'a'.repeat(2001) }, 'note'],
    ['an unknown field', { status: 'accepted' }, 'status'],
    ['a note that is not text', { note: 42 }, 'note'],
  ])('refuses %s with 400 naming it and leaves the pitch new', async (_name, body, field) => {
    const { id, email } = await sendPitch();
    const sentBefore = mail.count(email);
    expectFieldError(await decide(id, 'accept', body), field);
    expect(await row(id)).toMatchObject({ status: 'new', reviewedBy: null });
    expect(mail.count(email)).toBe(sentBefore);
  });
});
