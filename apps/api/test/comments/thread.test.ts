import { users } from '@magazine/db';
import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/build-test-app';
import { createArticle, minutesAgo } from '../helpers/factories';
import { expectFieldError, expectNotFound, idsOf } from '../helpers/http';
import { createMember, type TestMember } from '../helpers/members';
import { commentsApi, insertComment } from './comment-helpers';

const ctx = useTestApp();
const api = commentsApi(ctx);

let owner: TestMember;
let other: TestMember;

beforeAll(async () => {
  owner = await createMember(ctx.database.db, { name: 'Owner' });
  other = await createMember(ctx.database.db, { name: 'Other' });
});

describe('reading a thread', () => {
  it('needs no token, pages top-level comments newest first by default, or oldest first', async () => {
    const db = ctx.database.db;
    const article = await createArticle(db);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const row = await insertComment(db, {
        articleId: article.id,
        userId: i % 2 === 0 ? owner.id : other.id,
        createdAt: minutesAgo(50 - i),
      });
      ids.push(row.id);
    }
    const newest = await api.list(`articleId=${article.id}&limit=2`);
    expect(newest.status).toBe(200);
    expect(newest.body.message).toBe('GET_DATA_SUCCESSFUL');
    expect(idsOf(newest.body.data.docs)).toEqual([ids[4], ids[3]]);
    expect(newest.body.data).toMatchObject({ page: 1, limit: 2, hasNextPage: true, total: 5 });
    const last = await api.list(`articleId=${article.id}&limit=2&page=3`);
    expect(idsOf(last.body.data.docs)).toEqual([ids[0]]);
    expect(last.body.data.hasNextPage).toBe(false);
    const oldest = await api.list(`articleId=${article.id}&sort=oldest&limit=3`);
    expect(idsOf(oldest.body.data.docs)).toEqual([ids[0], ids[1], ids[2]]);
    const page2 = await api.list(`articleId=${article.id}&sort=oldest&limit=3&page=2`);
    expect(idsOf(page2.body.data.docs)).toEqual([ids[3], ids[4]]);
    const past = await api.list(`articleId=${article.id}&page=9`);
    expect(past.body.data).toMatchObject({ docs: [], hasNextPage: false, total: 5 });
  });

  it('nests every reply under its comment, oldest first, with the reply count', async () => {
    const db = ctx.database.db;
    const article = await createArticle(db);
    const top = await insertComment(db, {
      articleId: article.id,
      userId: owner.id,
      createdAt: minutesAgo(30),
    });
    const r2 = await insertComment(db, {
      articleId: article.id,
      userId: other.id,
      parentId: top.id,
      createdAt: minutesAgo(10),
    });
    const r1 = await insertComment(db, {
      articleId: article.id,
      userId: owner.id,
      parentId: top.id,
      createdAt: minutesAgo(20),
    });
    const res = await api.list(`articleId=${article.id}`, other.headers);
    expect(res.body.data.total).toBe(3);
    expect(res.body.data.docs).toHaveLength(1);
    const [thread] = res.body.data.docs;
    expect(thread).toMatchObject({ _id: top.id, replyCount: 2, isMine: false, canEdit: false });
    expect(idsOf(thread!.replies)).toEqual([r1.id, r2.id]);
    expect(thread!.replies[1]).toEqual({
      _id: r2.id,
      articleId: article.id,
      parentId: top.id,
      body: r2.body,
      deleted: false,
      status: 'published',
      author: { _id: other.id, name: 'Other', avatar: null },
      createdAt: r2.createdAt.toISOString(),
      editedAt: null,
      isMine: true,
      // posted 10 minutes ago: still editable by its author
      canEdit: true,
    });
    expect(thread!.replies[0]).toMatchObject({ isMine: false, canEdit: false });
  });

  it('shows a member their own pending comments, flagged, and nobody else; hidden ones to nobody', async () => {
    const db = ctx.database.db;
    const article = await createArticle(db);
    const published = await insertComment(db, { articleId: article.id, userId: other.id });
    const pending = await insertComment(db, { articleId: article.id, userId: owner.id, status: 'pending' });
    const hidden = await insertComment(db, { articleId: article.id, userId: owner.id, status: 'hidden' });
    const pendingReply = await insertComment(db, {
      articleId: article.id,
      userId: owner.id,
      parentId: published.id,
      status: 'pending',
    });
    await insertComment(db, {
      articleId: article.id,
      userId: other.id,
      parentId: published.id,
      status: 'hidden',
    });

    const mine = await api.list(`articleId=${article.id}`, owner.headers);
    expect(idsOf(mine.body.data.docs)).toEqual([pending.id, published.id]);
    expect(mine.body.data.docs[0]).toMatchObject({ status: 'pending', isMine: true, canEdit: true });
    expect(idsOf(mine.body.data.docs[1]!.replies)).toEqual([pendingReply.id]);
    expect(mine.body.data.docs[1]!.replies[0]!.status).toBe('pending');
    expect(mine.body.data.total).toBe(3);

    for (const headers of [{}, other.headers]) {
      const res = await api.list(`articleId=${article.id}`, headers);
      expect(idsOf(res.body.data.docs)).toEqual([published.id]);
      expect(res.body.data.docs[0]!.replies).toEqual([]);
      expect(res.body.data.total).toBe(1);
      expect(JSON.stringify(res.body)).not.toContain(hidden.id);
    }
  });

  it('keeps a deleted comment with replies as "deleted" without body or author; drops one without', async () => {
    const db = ctx.database.db;
    const article = await createArticle(db);
    const withReplies = await insertComment(db, {
      articleId: article.id,
      userId: owner.id,
      body: 'Bí mật',
      deletedAt: new Date(),
      createdAt: minutesAgo(5),
    });
    const reply = await insertComment(db, {
      articleId: article.id,
      userId: other.id,
      parentId: withReplies.id,
    });
    const alone = await insertComment(db, { articleId: article.id, userId: owner.id, deletedAt: new Date() });
    // its only reply is deleted too: nothing left to show
    const emptied = await insertComment(db, {
      articleId: article.id,
      userId: owner.id,
      deletedAt: new Date(),
    });
    await insertComment(db, {
      articleId: article.id,
      userId: other.id,
      parentId: emptied.id,
      deletedAt: new Date(),
    });

    const res = await api.list(`articleId=${article.id}`, owner.headers);
    expect(idsOf(res.body.data.docs)).toEqual([withReplies.id]);
    expect(res.body.data.docs[0]).toMatchObject({
      deleted: true,
      body: '',
      author: null,
      canEdit: false,
      replyCount: 1,
    });
    expect(idsOf(res.body.data.docs[0]!.replies)).toEqual([reply.id]);
    expect(res.body.data.total).toBe(1);
    expect(JSON.stringify(res.body)).not.toContain('Bí mật');
    expect(JSON.stringify(res.body)).not.toContain(alone.id);
  });

  it("shows a deleted member's comments with author null", async () => {
    const db = ctx.database.db;
    const article = await createArticle(db);
    const leaving = await createMember(db);
    const row = await insertComment(db, { articleId: article.id, userId: leaving.id, body: 'Tạm biệt' });
    await db.delete(users).where(eq(users.id, leaving.id));
    const res = await api.list(`articleId=${article.id}`);
    expect(res.body.data.docs[0]).toMatchObject({
      _id: row.id,
      body: 'Tạm biệt',
      author: null,
      deleted: false,
      isMine: false,
    });
  });

  it('answers 404 for an unknown or unpublished article and 400 naming a bad query field', async () => {
    const draft = await createArticle(ctx.database.db, { status: 'draft' });
    expectNotFound(await api.list(`articleId=${uuidv7()}`), 'ARTICLE_NOT_FOUND');
    expectNotFound(await api.list(`articleId=${draft.id}`), 'ARTICLE_NOT_FOUND');
    expectFieldError(await api.list(''), 'articleId', 'REQUIRED');
    expectFieldError(await api.list('articleId=abc'), 'articleId');
    const article = await createArticle(ctx.database.db);
    expectFieldError(await api.list(`articleId=${article.id}&sort=best`), 'sort');
    expectFieldError(await api.list(`articleId=${article.id}&limit=51`), 'limit', 'TOO_BIG');
    expectFieldError(await api.list(`articleId=${article.id}&page=0`), 'page', 'TOO_SMALL');
  });
});
