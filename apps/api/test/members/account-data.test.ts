import type { AccountExport } from '@magazine/contracts';
import {
  bookmarks,
  comments,
  eventTicketOrders,
  eventTicketTypes,
  eventVoteOptions,
  eventVotes,
  newsletterSends,
  sessions,
  surveyResponses,
  users,
  writerSubmissions,
} from '@magazine/db';
import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, it } from 'vitest';
import { login } from '../helpers/accounts';
import { useTestApp } from '../helpers/build-test-app';
import {
  createArticle,
  createEvent,
  createEventEdition,
  createSurvey,
  createTopic,
  minutesAgo,
  minutesFromNow,
} from '../helpers/factories';
import { httpOf } from '../helpers/http';
import { createMember, type TestMember } from '../helpers/members';

const ctx = useTestApp();
const http = httpOf(ctx);
const PASSWORD = 'matkhau9';

let owner: TestMember;
let other: TestMember;
let article: { id: string; title: string };
let topic: { id: string };
let edition: string;

beforeAll(async () => {
  const db = ctx.database.db;
  owner = await createMember(db, { name: 'Lan', password: PASSWORD });
  other = await createMember(db, { name: 'Minh', password: PASSWORD });
  article = await createArticle(db, { title: 'Phở Hà Nội' });
  topic = await createTopic(db, { nameVi: 'Ẩm thực', nameEn: 'Food' });
  await http.post(`/bookmark/bookmark-article/${article.id}`, {}, owner.headers);
  await http.post('/v2/like/article', { articleId: article.id }, owner.headers);
  await http.post(`/v2/follow/topic/${topic.id}`, {}, owner.headers);
  await http.post(`/bookmark/bookmark-article/${article.id}`, {}, other.headers);
  await db
    .insert(comments)
    .values({ id: uuidv7(), articleId: article.id, userId: owner.id, body: 'Ngon quá!' });
  edition = await createEventEdition(db);
  await createEvent(db, {
    editionId: edition,
    title: 'Lễ hội Hương Vị',
    startAt: minutesAgo(60),
    endAt: minutesFromNow(60),
  });
  const ticketTypeId = uuidv7();
  await db.insert(eventTicketTypes).values({
    id: ticketTypeId,
    editionId: edition,
    nameVi: 'Vé ngày',
    nameEn: 'Day pass',
    priceVnd: 150_000,
    capacity: 10,
  });
  const optionId = uuidv7();
  await db
    .insert(eventVoteOptions)
    .values({ id: optionId, editionId: edition, nameVi: 'Phở bò', nameEn: 'Beef phở' });
  await http.post(`/v2/event-edition/${edition}/tickets`, { ticketTypeId, quantity: 2 }, owner.headers);
  await http.post(`/v2/event-edition/${edition}/vote`, { optionId }, owner.headers);
  const surveyId = (await createSurvey(db, { slug: 'khao-sat-du-lieu', title: 'Khảo sát bạn đọc' })).id;
  await http.post(`/v2/member/survey/${surveyId}`, { answers: { often: 'daily' } }, owner.headers);
  await db.insert(newsletterSends).values({ userId: owner.id, edition: 'weekly:2026-11-24' });
  // a pitch sent from the member's address, answered by an editor
  await db.insert(writerSubmissions).values({
    id: uuidv7(),
    language: 'vi',
    fullname: 'Lan',
    email: owner.email,
    topic: 'Phở gánh',
    pitch: 'Một buổi sáng theo chân những gánh phở cuối cùng của Hà Nội, từ bếp than tới góc phố.',
    status: 'accepted',
    editorNote: 'Hẹn gặp bạn',
    reviewedAt: new Date(),
  });
  await db.insert(writerSubmissions).values({
    id: uuidv7(),
    language: 'vi',
    fullname: 'Minh',
    email: other.email,
    topic: 'Cà phê trứng',
    pitch: 'Câu chuyện của ly cà phê trứng đầu tiên, kể bởi người cháu của người đã nghĩ ra nó.',
  });
});

const exportOf = (member: TestMember, body: Record<string, unknown>) =>
  http.post<AccountExport>('/v2/member/export', body, member.headers);

describe('download my data', () => {
  it('needs the password: a wrong or missing one is refused and gives nothing away', async () => {
    for (const body of [{}, { password: 'sai-mat-khau1' }]) {
      const res = await exportOf(owner, body);
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('REAUTHENTICATION_REQUIRED');
      expect(res.body.data).toEqual({ fields: [expect.objectContaining({ field: 'password' })] });
    }
    expect((await http.post('/v2/member/export', { password: PASSWORD })).status).toBe(401);
  });

  it('gives the member everything the site holds about them, and only theirs', async () => {
    const res = await exportOf(owner, { password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const data = res.body.data;
    expect(data.account).toMatchObject({ _id: owner.id, email: owner.email, name: 'Lan', hasPassword: true });
    expect(data.bookmarks).toEqual([{ articleId: article.id, title: 'Phở Hà Nội', at: expect.any(String) }]);
    expect(data.likes.map((l) => l.articleId)).toEqual([article.id]);
    expect(data.following.topics).toEqual([
      { _id: topic.id, name: 'Ẩm thực', followedAt: expect.any(String) },
    ]);
    expect(data.comments.map((c) => c.body)).toEqual(['Ngon quá!']);
    expect(data.eventReservations).toEqual([
      expect.objectContaining({
        event: 'Lễ hội Hương Vị',
        ticket: 'Vé ngày',
        quantity: 2,
        totalVnd: 300_000,
        status: 'reserved',
        checkedInAt: null,
      }),
    ]);
    expect(data.eventVotes).toEqual([{ event: 'Lễ hội Hương Vị', choice: 'Phở bò', at: expect.any(String) }]);
    expect(data.surveyAnswers).toEqual([
      { survey: 'Khảo sát bạn đọc', answers: { often: 'daily' }, at: expect.any(String) },
    ]);
    expect(data.newslettersSent).toEqual([{ edition: 'weekly:2026-11-24', at: expect.any(String) }]);
    expect(data.writerPitches).toEqual([
      {
        topic: 'Phở gánh',
        pitch: expect.stringContaining('gánh phở'),
        createdAt: expect.any(String),
        status: 'accepted',
        editorNote: 'Hẹn gặp bạn',
        answeredAt: expect.any(String),
      },
    ]);
    expect(data.sessions.length).toBeGreaterThan(0);
    // no secret travels in the export
    expect(JSON.stringify(data)).not.toMatch(/argon2|token_hash|tokenHash|passwordHash/);

    const theirs = await exportOf(other, { password: PASSWORD });
    expect(theirs.body.data.account._id).toBe(other.id);
    expect(theirs.body.data.likes).toEqual([]);
    expect(theirs.body.data.comments).toEqual([]);
    expect(theirs.body.data.eventReservations).toEqual([]);
    // their own pitch, not the owner's
    expect(theirs.body.data.writerPitches.map((p) => p.topic)).toEqual(['Cà phê trứng']);
  });

  it('lets a social account without a password in only just after logging in', async () => {
    const social = await createMember(ctx.database.db, { name: 'Google member' });
    expect((await exportOf(social, {})).status).toBe(200);
    await ctx.database.db
      .update(sessions)
      .set({ createdAt: minutesAgo(11) })
      .where(eq(sessions.userId, social.id));
    const stale = await exportOf(social, {});
    expect(stale.status).toBe(422);
    expect(stale.body.message).toBe('REAUTHENTICATION_REQUIRED');
  });
});

describe('delete my account', () => {
  it('refuses a wrong password and keeps the account', async () => {
    const res = await http.post('/v2/member/delete-account', { password: 'sai-mat-khau1' }, owner.headers);
    expect(res.status).toBe(422);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, owner.id));
    expect(row?.email).toBe(owner.email);
  });

  it('deletes the account and what was only theirs; their comments stay, from a deleted member', async () => {
    const res = await http.post('/v2/member/delete-account', { password: PASSWORD }, owner.headers);
    expect(res.body).toEqual({ errorCode: 200, message: 'ACCOUNT_DELETED', data: null });
    const db = ctx.database.db;
    expect(await db.select().from(users).where(eq(users.id, owner.id))).toEqual([]);
    expect(await db.select().from(bookmarks).where(eq(bookmarks.userId, owner.id))).toEqual([]);
    expect(await db.select().from(eventTicketOrders).where(eq(eventTicketOrders.userId, owner.id))).toEqual(
      [],
    );
    expect(await db.select().from(eventVotes).where(eq(eventVotes.userId, owner.id))).toEqual([]);
    expect(await db.select().from(surveyResponses).where(eq(surveyResponses.userId, owner.id))).toEqual([]);
    expect(await db.select().from(newsletterSends).where(eq(newsletterSends.userId, owner.id))).toEqual([]);
    expect(await db.select().from(writerSubmissions).where(eq(writerSubmissions.email, owner.email))).toEqual(
      [],
    );
    const [comment] = await db.select().from(comments).where(eq(comments.articleId, article.id));
    expect(comment).toMatchObject({ body: 'Ngon quá!', userId: null });
    // the session is gone with the account, and the password no longer logs in
    expect((await http.get('/v2/member/settings', owner.headers)).status).toBe(401);
    const again = await login(ctx.app, owner.email, PASSWORD);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('WRONG_EMAIL_OR_PASSWORD');
    // the other member keeps everything
    const theirs = await http.get<Record<string, boolean>>(
      `/v2/bookmarked-articles-as-object?articleIdsStr=${article.id}`,
      other.headers,
    );
    expect(theirs.body.data).toEqual({ [article.id]: true });
    const pitches = await db.select().from(writerSubmissions).where(eq(writerSubmissions.email, other.email));
    expect(pitches.map((p) => p.topic)).toEqual(['Cà phê trứng']);
  });
});
