import { COMMENT_MAX_LENGTH } from '@magazine/contracts';
import { bannedWords, comments, users } from '@magazine/db';
import { count, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/build-test-app';
import { createArticle } from '../helpers/factories';
import { expectFieldError, expectNotFound } from '../helpers/http';
import { createMember, type TestMember } from '../helpers/members';
import { commentRow, commentsApi, insertComment } from './comment-helpers';

const ctx = useTestApp();
const api = commentsApi(ctx);

let article: { id: string };
let otherArticle: { id: string };
let draft: { id: string };
/** a member whose earlier comment was approved: new comments publish at once */
let regular: TestMember;

beforeAll(async () => {
  const db = ctx.database.db;
  article = await createArticle(db);
  otherArticle = await createArticle(db);
  draft = await createArticle(db, { status: 'draft' });
  regular = await createMember(db);
  await insertComment(db, { articleId: otherArticle.id, userId: regular.id });
  await db.insert(bannedWords).values([{ word: 'do ngoc' }, { word: 'oi' }]);
});

async function commentCount() {
  const [row] = await ctx.database.db.select({ n: count() }).from(comments);
  return row!.n;
}

describe('who may comment', () => {
  it('refuses a visitor or a dead token with 401, storing nothing', async () => {
    const before = await commentCount();
    for (const headers of <Record<string, string>[]>[
      {},
      { accesstoken: 'x'.repeat(43), userkey: 'k-12345678' },
    ]) {
      const res = await api.postComment({ articleId: article.id, body: 'Xin chào' }, headers);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ errorCode: 401, message: 'INVALID_TOKEN' });
    }
    expect(await commentCount()).toBe(before);
  });

  it('refuses an unverified member (403 EMAIL_NOT_VERIFIED_FOR_COMMENT) and a banned one (403 MEMBER_IS_BANNED)', async () => {
    const db = ctx.database.db;
    const unverified = await createMember(db, { verified: false });
    const banned = await createMember(db);
    await db.update(users).set({ bannedAt: new Date() }).where(eq(users.id, banned.id));
    const before = await commentCount();
    const a = await api.postComment({ articleId: article.id, body: 'Xin chào' }, unverified.headers);
    expect(a.status).toBe(403);
    expect(a.body).toEqual({ errorCode: 403, message: 'EMAIL_NOT_VERIFIED_FOR_COMMENT', data: null });
    const b = await api.postComment({ articleId: article.id, body: 'Xin chào' }, banned.headers);
    expect(b.status).toBe(403);
    expect(b.body.message).toBe('MEMBER_IS_BANNED');
    expect(await commentCount()).toBe(before);
  });
});

describe('first comment and banned words', () => {
  it("holds a member's first comment until one is approved, then publishes the next ones at once", async () => {
    const db = ctx.database.db;
    const newcomer = await createMember(db, { name: 'Lan' });
    const first = await api.postComment({ articleId: article.id, body: 'Bài hay quá' }, newcomer.headers);
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('COMMENT_HELD_FOR_REVIEW');
    expect(first.body.data).toMatchObject({
      articleId: article.id,
      parentId: null,
      body: 'Bài hay quá',
      status: 'pending',
      deleted: false,
      author: { _id: newcomer.id, name: 'Lan', avatar: null },
      isMine: true,
      canEdit: true,
      editedAt: null,
    });
    expect((await commentRow(db, first.body.data._id))?.holdReason).toBe('first_comment');
    // still waiting: the second is held too
    const second = await api.postComment({ articleId: article.id, body: 'Thêm một ý' }, newcomer.headers);
    expect(second.body.data.status).toBe('pending');

    await db.update(comments).set({ status: 'published' }).where(eq(comments.id, first.body.data._id));
    const third = await api.postComment({ articleId: article.id, body: 'Cảm ơn tác giả' }, newcomer.headers);
    expect(third.body.message).toBe('COMMENT_POSTED');
    expect(third.body.data.status).toBe('published');
    expect((await commentRow(db, third.body.data._id))?.holdReason).toBeNull();
  });

  it('publishes a staff member’s first comment at once', async () => {
    const editor = await createMember(ctx.database.db, { role: 'editor' });
    const res = await api.postComment(
      { articleId: article.id, body: 'Ghi chú của ban biên tập' },
      editor.headers,
    );
    expect(res.body).toMatchObject({ message: 'COMMENT_POSTED', data: { status: 'published' } });
  });

  it('holds a comment with a banned word, with or without tone marks, in any case, as a whole word', async () => {
    const db = ctx.database.db;
    for (const body of ['Anh là đồ ngốc', 'do ngoc', 'ĐỒ NGỐC!!', 'Đồ   ngốc.', 'Ơi, bạn']) {
      const res = await api.postComment({ articleId: article.id, body }, regular.headers);
      expect(res.body.message, body).toBe('COMMENT_HELD_FOR_REVIEW');
      expect(res.body.data.status, body).toBe('pending');
      expect((await commentRow(db, res.body.data._id))?.holdReason, body).toBe('banned_word');
    }
    for (const body of ['đồ ngốcnghếch', 'đồ chơi', 'gọi điện', 'chơi']) {
      const res = await api.postComment({ articleId: article.id, body }, regular.headers);
      expect(res.body.message, body).toBe('COMMENT_POSTED');
    }
  });
});

describe('what is stored', () => {
  it('stores and returns markup exactly as typed, only trimmed: the API never makes HTML', async () => {
    const db = ctx.database.db;
    const typed =
      '<script>alert(1)</script> and <img src=x onerror=alert(1)> & "quotes" \'too\'\nhttps://example.com/?a=1&b=2';
    const res = await api.postComment({ articleId: article.id, body: `  ${typed}\n ` }, regular.headers);
    expect(res.body.message).toBe('COMMENT_POSTED');
    expect(res.body.data.body).toBe(typed);
    expect((await commentRow(db, res.body.data._id))?.body).toBe(typed);
    const list = await api.list(`articleId=${article.id}`);
    expect(list.body.data.docs.find((c) => c._id === res.body.data._id)?.body).toBe(typed);
  });

  it('answers 400 naming the field for a bad body, storing nothing', async () => {
    const before = await commentCount();
    const h = regular.headers;
    expectFieldError(
      await api.postComment({ articleId: article.id, body: '   \n ' }, h),
      'body',
      'TOO_SMALL',
    );
    expectFieldError(await api.postComment({ articleId: article.id }, h), 'body', 'REQUIRED');
    expectFieldError(
      await api.postComment({ articleId: article.id, body: 'x'.repeat(COMMENT_MAX_LENGTH + 1) }, h),
      'body',
      'TOO_BIG',
    );
    expectFieldError(
      await api.postComment({ articleId: article.id, body: 'a\u0000b' }, h),
      'body',
      'INVALID_VALUE',
    );
    expectFieldError(await api.postComment({ articleId: 'nope', body: 'hi' }, h), 'articleId');
    expectFieldError(
      await api.postComment({ articleId: article.id, body: 'hi', html: '<b>' }, h),
      'html',
      'UNKNOWN_FIELD',
    );
    expectFieldError(await api.postComment({ articleId: article.id, body: 42 }, h), 'body', 'INVALID_TYPE');
    expect(await commentCount()).toBe(before);
    // exactly the longest body is fine
    const longest = await api.postComment({ articleId: article.id, body: 'x'.repeat(COMMENT_MAX_LENGTH) }, h);
    expect(longest.status).toBe(200);
  });

  it('answers 404 for an unknown or unpublished article', async () => {
    expectNotFound(
      await api.postComment({ articleId: uuidv7(), body: 'hi' }, regular.headers),
      'ARTICLE_NOT_FOUND',
    );
    expectNotFound(
      await api.postComment({ articleId: draft.id, body: 'hi' }, regular.headers),
      'ARTICLE_NOT_FOUND',
    );
  });
});

describe('replies', () => {
  it('answers a top-level comment of the same article, one level deep', async () => {
    const db = ctx.database.db;
    const top = await insertComment(db, { articleId: article.id, userId: regular.id });
    const res = await api.postComment(
      { articleId: article.id, parentId: top.id, body: 'Đồng ý' },
      regular.headers,
    );
    expect(res.body).toMatchObject({ message: 'COMMENT_POSTED', data: { parentId: top.id } });

    const before = await commentCount();
    // a reply to a reply is refused naming parentId, as is a parent under another article
    const deeper = await api.postComment(
      { articleId: article.id, parentId: res.body.data._id, body: 'Sâu hơn' },
      regular.headers,
    );
    expectFieldError(deeper, 'parentId', 'INVALID_VALUE');
    const elsewhere = await insertComment(db, { articleId: otherArticle.id, userId: regular.id });
    expectFieldError(
      await api.postComment(
        { articleId: article.id, parentId: elsewhere.id, body: 'Lạc chỗ' },
        regular.headers,
      ),
      'parentId',
    );
    expectFieldError(
      await api.postComment({ articleId: article.id, parentId: 'x', body: 'hi' }, regular.headers),
      'parentId',
    );
    expect(await commentCount()).toBe(before + 1);
  });

  it('answers 404 COMMENT_NOT_FOUND for an unknown, deleted, hidden or held parent', async () => {
    const db = ctx.database.db;
    const someone = await createMember(db);
    const parents = [
      uuidv7(),
      (await insertComment(db, { articleId: article.id, userId: someone.id, deletedAt: new Date() })).id,
      (await insertComment(db, { articleId: article.id, userId: someone.id, status: 'hidden' })).id,
      (await insertComment(db, { articleId: article.id, userId: someone.id, status: 'pending' })).id,
    ];
    for (const parentId of parents) {
      expectNotFound(
        await api.postComment({ articleId: article.id, parentId, body: 'Trả lời' }, regular.headers),
        'COMMENT_NOT_FOUND',
      );
    }
  });
});
