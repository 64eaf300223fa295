import type { MemberBan, ModerationPage, ModerationResult } from '@magazine/contracts';
import { bannedWords, commentReports, users } from '@magazine/db';
import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/build-test-app';
import { createArticle, minutesAgo } from '../helpers/factories';
import { expectFieldError, expectNotFound, idsOf } from '../helpers/http';
import { createMember, type TestMember } from '../helpers/members';
import { commentRow, commentsApi, insertComment } from './comment-helpers';

const ctx = useTestApp();
const api = commentsApi(ctx);

let article: { id: string; title: string; slug: string };
let member: TestMember;
let editor: TestMember;
let admin: TestMember;

beforeAll(async () => {
  const db = ctx.database.db;
  article = await createArticle(db, { title: 'Phở Hà Nội' });
  member = await createMember(db);
  editor = await createMember(db, { role: 'editor' });
  admin = await createMember(db, { role: 'admin' });
});

const queue = (query: string, headers: Record<string, string> = editor.headers) =>
  api.get<ModerationPage>(`/v2/moderation/comments?${query}`, headers);
const decide = (id: string, action: 'approve' | 'hide', headers: Record<string, string> = editor.headers) =>
  api.post<ModerationResult>(`/v2/moderation/comment/${id}/${action}`, {}, headers);
const ban = (id: string, headers: Record<string, string> = admin.headers) =>
  api.post<MemberBan>(`/v2/moderation/member/${id}/ban`, {}, headers);

describe('who moderates', () => {
  it('answers 401 without a token and 403 to a member on every staff endpoint, changing nothing', async () => {
    const db = ctx.database.db;
    const held = await insertComment(db, { articleId: article.id, userId: member.id, status: 'pending' });
    const calls = (headers: Record<string, string>) => [
      () => queue('filter=held', headers),
      () => decide(held.id, 'approve', headers),
      () => decide(held.id, 'hide', headers),
      () => ban(member.id, headers),
      () => api.get('/v2/moderation/banned-words', headers),
      () => api.post('/v2/moderation/banned-words', { word: 'xấu' }, headers),
      () => api.send('DELETE', '/v2/moderation/banned-words/xau', undefined, headers),
    ];
    for (const call of calls({})) {
      const res = await call();
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('INVALID_TOKEN');
    }
    for (const call of calls(member.headers)) {
      const res = await call();
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ errorCode: 403, message: 'FORBIDDEN', data: null });
    }
    expect((await commentRow(db, held.id))?.status).toBe('pending');
    const [row] = await db.select().from(users).where(eq(users.id, member.id));
    expect(row?.bannedAt).toBeNull();
    expect(await db.select().from(bannedWords)).toEqual([]);
  });
});

describe('the queues', () => {
  it('lists held comments oldest first with their article, author and reasons, for editors and admins', async () => {
    const db = ctx.database.db;
    const fresh = await createArticle(db, { title: 'Bún chả' });
    await db.insert(bannedWords).values({ word: 'do ngoc' });
    const author = await createMember(db, { name: 'Minh' });
    const older = await insertComment(db, {
      articleId: fresh.id,
      userId: author.id,
      status: 'pending',
      holdReason: 'banned_word',
      body: 'Đồ ngốc',
      createdAt: minutesAgo(30),
    });
    const newer = await insertComment(db, {
      articleId: fresh.id,
      userId: author.id,
      status: 'pending',
      holdReason: 'first_comment',
      createdAt: minutesAgo(10),
    });
    // not in the queue: published, hidden, or deleted by its author
    await insertComment(db, { articleId: fresh.id, userId: author.id });
    await insertComment(db, { articleId: fresh.id, userId: author.id, status: 'hidden' });
    await insertComment(db, {
      articleId: fresh.id,
      userId: author.id,
      status: 'pending',
      deletedAt: new Date(),
    });

    for (const headers of [editor.headers, admin.headers]) {
      const res = await queue('filter=held&limit=50', headers);
      expect(res.status).toBe(200);
      const mine = res.body.data.docs.filter((item) => item.article._id === fresh.id);
      expect(idsOf(mine)).toEqual([older.id, newer.id]);
      expect(mine[0]).toEqual({
        _id: older.id,
        parentId: null,
        body: 'Đồ ngốc',
        status: 'pending',
        holdReason: 'banned_word',
        bannedWords: ['do ngoc'],
        createdAt: older.createdAt.toISOString(),
        editedAt: null,
        article: {
          _id: fresh.id,
          title: 'Bún chả',
          slug: fresh.slug,
          language: 'vi',
          path: `/${fresh.slug}`,
        },
        author: { _id: author.id, name: 'Minh', email: author.email, bannedAt: null },
        reportCount: 0,
        reports: [],
      });
    }
    // held is the default filter; pages are counted
    const first = await queue('limit=1');
    expect(first.body.data).toMatchObject({ page: 1, limit: 1, hasNextPage: true });
    expect(first.body.data.total).toBeGreaterThanOrEqual(2);
    await db.delete(bannedWords);
  });

  it('lists comments with open reports, their count and the newest reasons', async () => {
    const db = ctx.database.db;
    const author = await createMember(db);
    const reported = await insertComment(db, { articleId: article.id, userId: author.id });
    const reporters = [await createMember(db), await createMember(db), await createMember(db)];
    expect((await api.report(reported.id, { reason: 'Spam' }, reporters[0]!.headers)).status).toBe(200);
    expect((await api.report(reported.id, {}, reporters[1]!.headers)).status).toBe(200);
    expect((await api.report(reported.id, { reason: 'Thô lỗ' }, reporters[2]!.headers)).status).toBe(200);

    const res = await queue('filter=reported');
    const item = res.body.data.docs.find((doc) => doc._id === reported.id);
    expect(item).toMatchObject({ reportCount: 3, status: 'published', author: { _id: author.id } });
    expect(item!.reports.map((r) => r.reason).sort()).toEqual(['Spam', 'Thô lỗ']);
    expect(Number.isNaN(Date.parse(item!.reports[0]!.createdAt))).toBe(false);
    expect(item!.reports[0]!.createdAt).toMatch(/Z$/);
    expectFieldError(await queue('filter=everything'), 'filter');
  });
});

describe('decisions', () => {
  it('approves a held comment: published, stamped, and the member’s next comments publish at once', async () => {
    const db = ctx.database.db;
    const newcomer = await createMember(db);
    const posted = await api.postComment({ articleId: article.id, body: 'Lần đầu' }, newcomer.headers);
    expect(posted.body.data.status).toBe('pending');
    const res = await decide(posted.body.data._id, 'approve');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('COMMENT_APPROVED');
    expect(res.body.data).toMatchObject({
      _id: posted.body.data._id,
      status: 'published',
      resolvedReports: 0,
    });
    const row = await commentRow(db, posted.body.data._id);
    expect(row).toMatchObject({ status: 'published', moderatedBy: editor.id });
    expect(row?.moderatedAt?.toISOString()).toBe(res.body.data.moderatedAt);
    const visitor = await api.list(`articleId=${article.id}`);
    expect(idsOf(visitor.body.data.docs)).toContain(posted.body.data._id);
    const next = await api.postComment({ articleId: article.id, body: 'Lần hai' }, newcomer.headers);
    expect(next.body).toMatchObject({ message: 'COMMENT_POSTED', data: { status: 'published' } });
  });

  it('hides a reported comment from everyone, its author included, and resolves the reports', async () => {
    const db = ctx.database.db;
    const author = await createMember(db);
    const row = await insertComment(db, { articleId: article.id, userId: author.id });
    await api.report(row.id, { reason: 'Spam' }, member.headers);
    const res = await decide(row.id, 'hide', admin.headers);
    expect(res.body.message).toBe('COMMENT_HIDDEN');
    expect(res.body.data).toMatchObject({ status: 'hidden', resolvedReports: 1 });
    const [report] = await db.select().from(commentReports).where(eq(commentReports.commentId, row.id));
    expect(report?.resolvedAt?.toISOString()).toBe(res.body.data.moderatedAt);
    for (const headers of [{}, author.headers, member.headers]) {
      const list = await api.list(`articleId=${article.id}`, headers);
      expect(idsOf(list.body.data.docs)).not.toContain(row.id);
    }
    const reported = await queue('filter=reported&limit=50');
    expect(idsOf(reported.body.data.docs)).not.toContain(row.id);
    // a resolved report is not reopened by the same member
    await api.report(row.id, {}, member.headers);
    const approved = await decide(row.id, 'approve');
    expect(approved.body.data).toMatchObject({ status: 'published', resolvedReports: 0 });
  });

  it('answers 404 for an unknown or deleted comment and 400 naming a bad id', async () => {
    const deleted = await insertComment(ctx.database.db, {
      articleId: article.id,
      userId: member.id,
      deletedAt: new Date(),
    });
    expectNotFound(await decide(uuidv7(), 'approve'), 'COMMENT_NOT_FOUND');
    expectNotFound(await decide(deleted.id, 'hide'), 'COMMENT_NOT_FOUND');
    expectFieldError(await decide('abc', 'hide'), 'id');
  });
});
