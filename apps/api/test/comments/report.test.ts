import { commentReports, users } from '@magazine/db';
import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/build-test-app';
import { createArticle } from '../helpers/factories';
import { expectFieldError, expectNotFound } from '../helpers/http';
import { createMember, type TestMember } from '../helpers/members';
import { commentsApi, insertComment } from './comment-helpers';

const ctx = useTestApp();
const api = commentsApi(ctx);

let article: { id: string };
let author: TestMember;
let reader: TestMember;

beforeAll(async () => {
  const db = ctx.database.db;
  article = await createArticle(db);
  author = await createMember(db);
  reader = await createMember(db);
});

const reportsOf = (commentId: string) =>
  ctx.database.db.select().from(commentReports).where(eq(commentReports.commentId, commentId));

describe('reporting a comment', () => {
  it("records a member's report with its reason; reporting again changes nothing", async () => {
    const row = await insertComment(ctx.database.db, { articleId: article.id, userId: author.id });
    const res = await api.report(row.id, { reason: '  Quảng cáo  ' }, reader.headers);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      errorCode: 200,
      message: 'COMMENT_REPORTED',
      data: { commentId: row.id, reported: true },
    });
    const again = await api.report(row.id, { reason: 'Lý do khác' }, reader.headers);
    expect(again.body.message).toBe('COMMENT_REPORTED');
    const reports = await reportsOf(row.id);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ userId: reader.id, reason: 'Quảng cáo', resolvedAt: null });
  });

  it('needs no reason: an empty object or no body at all', async () => {
    const row = await insertComment(ctx.database.db, { articleId: article.id, userId: author.id });
    expect((await api.report(row.id, {}, reader.headers)).status).toBe(200);
    const third = await createMember(ctx.database.db);
    const bare = await ctx.app.inject({
      method: 'POST',
      url: `/v2/comment/${row.id}/report`,
      headers: third.headers,
    });
    expect(bare.statusCode).toBe(200);
    expect((await reportsOf(row.id)).map((r) => r.reason)).toEqual(['', '']);
  });

  it('refuses reporting your own comment with 403 FORBIDDEN', async () => {
    const row = await insertComment(ctx.database.db, { articleId: article.id, userId: author.id });
    const res = await api.report(row.id, { reason: 'Tự báo' }, author.headers);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ errorCode: 403, message: 'FORBIDDEN', data: null });
    expect(await reportsOf(row.id)).toEqual([]);
  });

  it('refuses a visitor with 401 and a banned member with 403', async () => {
    const db = ctx.database.db;
    const row = await insertComment(db, { articleId: article.id, userId: author.id });
    const visitor = await api.report(row.id, {}, {});
    expect(visitor.status).toBe(401);
    const banned = await createMember(db);
    await db.update(users).set({ bannedAt: new Date() }).where(eq(users.id, banned.id));
    const res = await api.report(row.id, {}, banned.headers);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('MEMBER_IS_BANNED');
    expect(await reportsOf(row.id)).toEqual([]);
  });

  it('answers 404 for a comment the member cannot see, and 400 naming a bad reason', async () => {
    const db = ctx.database.db;
    const unseen = [
      uuidv7(),
      (await insertComment(db, { articleId: article.id, userId: author.id, status: 'pending' })).id,
      (await insertComment(db, { articleId: article.id, userId: author.id, status: 'hidden' })).id,
      (await insertComment(db, { articleId: article.id, userId: author.id, deletedAt: new Date() })).id,
    ];
    for (const id of unseen) expectNotFound(await api.report(id, {}, reader.headers), 'COMMENT_NOT_FOUND');
    const row = await insertComment(db, { articleId: article.id, userId: author.id });
    expectFieldError(
      await api.report(row.id, { reason: 'x'.repeat(501) }, reader.headers),
      'reason',
      'TOO_BIG',
    );
    expectFieldError(await api.report(row.id, { reason: 7 }, reader.headers), 'reason', 'INVALID_TYPE');
    expectFieldError(await api.report(row.id, { why: 'x' }, reader.headers), 'why', 'UNKNOWN_FIELD');
    expect(await reportsOf(row.id)).toEqual([]);
  });
});
