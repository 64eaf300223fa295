import { COMMENT_EDIT_WINDOW_MINUTES } from '@magazine/contracts';
import { bannedWords, users } from '@magazine/db';
import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/build-test-app';
import { createArticle } from '../helpers/factories';
import { expectFieldError, expectNotFound } from '../helpers/http';
import { createMember, type TestMember } from '../helpers/members';
import { ageComment, commentRow, commentsApi, insertComment } from './comment-helpers';

const ctx = useTestApp();
const api = commentsApi(ctx);

let article: { id: string };
let owner: TestMember;
let other: TestMember;

beforeAll(async () => {
  const db = ctx.database.db;
  article = await createArticle(db);
  owner = await createMember(db);
  other = await createMember(db);
  // both have had a comment approved: theirs publish at once
  await insertComment(db, { articleId: article.id, userId: owner.id });
  await insertComment(db, { articleId: article.id, userId: other.id });
  await db.insert(bannedWords).values({ word: 'do ngoc' });
});

const mine = () =>
  insertComment(ctx.database.db, { articleId: article.id, userId: owner.id, body: 'Bản đầu' });

describe('editing', () => {
  it('lets the author change the body within the window, marking it edited', async () => {
    const row = await mine();
    const res = await api.edit(row.id, { body: '  Bản sửa <b>đậm</b> ' }, owner.headers);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('COMMENT_UPDATED');
    expect(res.body.data).toMatchObject({
      _id: row.id,
      body: 'Bản sửa <b>đậm</b>',
      status: 'published',
      isMine: true,
      canEdit: true,
    });
    expect(res.body.data.editedAt).not.toBeNull();
    const stored = await commentRow(ctx.database.db, row.id);
    expect(stored?.body).toBe('Bản sửa <b>đậm</b>');
    expect(stored?.editedAt?.toISOString()).toBe(res.body.data.editedAt);
  });

  it("refuses someone else's comment with 403 and a visitor with 401, changing nothing", async () => {
    const row = await mine();
    const forbidden = await api.edit(row.id, { body: 'Của tôi rồi' }, other.headers);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({ errorCode: 403, message: 'FORBIDDEN', data: null });
    const visitor = await api.edit(row.id, { body: 'Ẩn danh' }, {});
    expect(visitor.status).toBe(401);
    expect((await commentRow(ctx.database.db, row.id))?.body).toBe('Bản đầu');
  });

  it('refuses an edit after the window with 422 COMMENT_EDIT_WINDOW_PASSED', async () => {
    const row = await mine();
    await ageComment(ctx.database.db, row.id, COMMENT_EDIT_WINDOW_MINUTES + 1);
    const res = await api.edit(row.id, { body: 'Muộn rồi' }, owner.headers);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ errorCode: 422, message: 'COMMENT_EDIT_WINDOW_PASSED', data: null });
    expect((await commentRow(ctx.database.db, row.id))?.body).toBe('Bản đầu');
    const listed = await api.list(`articleId=${article.id}`, owner.headers);
    expect(listed.body.data.docs.find((c) => c._id === row.id)).toMatchObject({
      isMine: true,
      canEdit: false,
    });
    // 14 minutes is still inside
    const fresh = await mine();
    await ageComment(ctx.database.db, fresh.id, COMMENT_EDIT_WINDOW_MINUTES - 1);
    expect((await api.edit(fresh.id, { body: 'Kịp' }, owner.headers)).status).toBe(200);
  });

  it('holds the comment again when an edit brings a banned word, and lets it through once removed', async () => {
    const db = ctx.database.db;
    const row = await mine();
    const held = await api.edit(row.id, { body: 'Đúng là ĐỒ NGỐC' }, owner.headers);
    expect(held.body.message).toBe('COMMENT_HELD_FOR_REVIEW');
    expect(held.body.data.status).toBe('pending');
    expect(await commentRow(db, row.id)).toMatchObject({ status: 'pending', holdReason: 'banned_word' });
    // visitors no longer see it; the author does, flagged
    const visitor = await api.list(`articleId=${article.id}`);
    expect(visitor.body.data.docs.map((c) => c._id)).not.toContain(row.id);

    const cleaned = await api.edit(row.id, { body: 'Đúng là hay' }, owner.headers);
    expect(cleaned.body).toMatchObject({ message: 'COMMENT_UPDATED', data: { status: 'published' } });
  });

  it("keeps a first comment held after an edit: only a moderator's approval publishes it", async () => {
    const db = ctx.database.db;
    const newcomer = await createMember(db);
    const posted = await api.postComment({ articleId: article.id, body: 'Lần đầu' }, newcomer.headers);
    const edited = await api.edit(posted.body.data._id, { body: 'Lần đầu, sửa' }, newcomer.headers);
    expect(edited.body).toMatchObject({ message: 'COMMENT_HELD_FOR_REVIEW', data: { status: 'pending' } });
    expect(await commentRow(db, posted.body.data._id)).toMatchObject({ holdReason: 'first_comment' });
  });

  it('answers 404 for unknown, deleted or hidden comments and 400 naming a bad body', async () => {
    const db = ctx.database.db;
    const deleted = await insertComment(db, {
      articleId: article.id,
      userId: owner.id,
      deletedAt: new Date(),
    });
    const hidden = await insertComment(db, { articleId: article.id, userId: owner.id, status: 'hidden' });
    const othersPending = await insertComment(db, {
      articleId: article.id,
      userId: other.id,
      status: 'pending',
    });
    for (const id of [uuidv7(), deleted.id, hidden.id, othersPending.id]) {
      expectNotFound(await api.edit(id, { body: 'x' }, owner.headers), 'COMMENT_NOT_FOUND');
    }
    const row = await mine();
    expectFieldError(await api.edit(row.id, { body: ' ' }, owner.headers), 'body', 'TOO_SMALL');
    expectFieldError(await api.edit(row.id, { body: 'a\u0000' }, owner.headers), 'body', 'INVALID_VALUE');
    expectFieldError(await api.edit('abc', { body: 'x' }, owner.headers), 'id');
    expect((await commentRow(db, row.id))?.body).toBe('Bản đầu');
  });

  it('refuses a member banned since posting', async () => {
    const db = ctx.database.db;
    const soonBanned = await createMember(db);
    const row = await insertComment(db, { articleId: article.id, userId: soonBanned.id });
    await db.update(users).set({ bannedAt: new Date() }).where(eq(users.id, soonBanned.id));
    const res = await api.edit(row.id, { body: 'Vẫn sửa' }, soonBanned.headers);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('MEMBER_IS_BANNED');
  });
});

describe('deleting', () => {
  it('soft-deletes the author’s own comment', async () => {
    const row = await mine();
    const res = await api.remove(row.id, owner.headers);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      errorCode: 200,
      message: 'COMMENT_DELETED',
      data: { _id: row.id, deleted: true },
    });
    const stored = await commentRow(ctx.database.db, row.id);
    expect(stored?.deletedAt).not.toBeNull();
    expect(stored?.body).toBe('Bản đầu');
    // gone for every action now
    expectNotFound(await api.remove(row.id, owner.headers), 'COMMENT_NOT_FOUND');
    expectNotFound(await api.edit(row.id, { body: 'x' }, owner.headers), 'COMMENT_NOT_FOUND');
  });

  it("refuses someone else's comment with 403 and a visitor with 401, deleting nothing", async () => {
    const row = await mine();
    const forbidden = await api.remove(row.id, other.headers);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toBe('FORBIDDEN');
    const visitor = await api.remove(row.id, {});
    expect(visitor.status).toBe(401);
    expect(visitor.body.message).toBe('INVALID_TOKEN');
    expect((await commentRow(ctx.database.db, row.id))?.deletedAt).toBeNull();
    expectNotFound(await api.remove(uuidv7(), owner.headers), 'COMMENT_NOT_FOUND');
    expectFieldError(await api.remove('abc', owner.headers), 'id');
  });

  it('lets the author delete a comment after the edit window, and while held', async () => {
    const old = await mine();
    await ageComment(ctx.database.db, old.id, 60 * 24);
    expect((await api.remove(old.id, owner.headers)).status).toBe(200);
    const pending = await insertComment(ctx.database.db, {
      articleId: article.id,
      userId: owner.id,
      status: 'pending',
    });
    expect((await api.remove(pending.id, owner.headers)).status).toBe(200);
  });
});
