import type { BookmarkState } from '@magazine/contracts';
import { bookmarks } from '@magazine/db';
import { and, count, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/build-test-app';
import { createArticle } from '../helpers/factories';
import { expectFieldError, expectNotFound, httpOf } from '../helpers/http';
import { createMember, type TestMember } from '../helpers/members';

const ctx = useTestApp();
const http = httpOf(ctx);

let owner: TestMember;
let other: TestMember;
let article: { id: string };
let second: { id: string };
let draft: { id: string };

beforeAll(async () => {
  const db = ctx.database.db;
  owner = await createMember(db);
  other = await createMember(db);
  article = await createArticle(db);
  second = await createArticle(db);
  draft = await createArticle(db, { status: 'draft' });
});

const bookmark = (id: string, headers: Record<string, string> = owner.headers) =>
  http.post<BookmarkState>(`/bookmark/bookmark-article/${id}`, {}, headers);
const unbookmark = (id: string, headers: Record<string, string> = owner.headers) =>
  http.post<BookmarkState>(`/bookmark/unbookmark-article/${id}`, {}, headers);
const isBookmark = (id: string, headers: Record<string, string> = owner.headers) =>
  http.get<BookmarkState>(`/v2/is-bookmark/${id}`, headers);

async function rowsOf(userId: string, articleId: string) {
  const [row] = await ctx.database.db
    .select({ n: count() })
    .from(bookmarks)
    .where(and(eq(bookmarks.userId, userId), eq(bookmarks.articleId, articleId)));
  return row?.n ?? 0;
}

describe('bookmarks', () => {
  it('saves and removes an article, each answered with errorCode 200 and the new state', async () => {
    const saved = await bookmark(article.id);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      errorCode: 200,
      message: 'BOOKMARKED',
      data: { articleId: article.id, bookmarked: true },
    });
    expect((await isBookmark(article.id)).body.data.bookmarked).toBe(true);
    // again: still one bookmark, still success
    expect((await bookmark(article.id)).body.errorCode).toBe(200);
    expect(await rowsOf(owner.id, article.id)).toBe(1);

    const removed = await unbookmark(article.id);
    expect(removed.body).toEqual({
      errorCode: 200,
      message: 'UNBOOKMARKED',
      data: { articleId: article.id, bookmarked: false },
    });
    expect((await isBookmark(article.id)).body.data.bookmarked).toBe(false);
    expect((await unbookmark(article.id)).body.errorCode).toBe(200);
  });

  it('answers several articles at once as an object of booleans', async () => {
    await bookmark(second.id);
    const res = await http.get<Record<string, boolean>>(
      `/v2/bookmarked-articles-as-object?articleIdsStr=${article.id},${second.id}`,
      owner.headers,
    );
    expect(res.body.data).toEqual({ [article.id]: false, [second.id]: true });
    const empty = await http.get('/v2/bookmarked-articles-as-object?articleIdsStr=', owner.headers);
    expect(empty.body.data).toEqual({});
  });

  it('keeps each member to their own bookmarks: another token neither sees nor changes them', async () => {
    await bookmark(second.id);
    expect((await isBookmark(second.id, other.headers)).body.data.bookmarked).toBe(false);
    const asObject = await http.get<Record<string, boolean>>(
      `/v2/bookmarked-articles-as-object?articleIdsStr=${second.id}`,
      other.headers,
    );
    expect(asObject.body.data).toEqual({ [second.id]: false });
    await unbookmark(second.id, other.headers);
    expect((await isBookmark(second.id)).body.data.bookmarked).toBe(true);
  });

  it('refuses a visitor or a dead token with 401 in the envelope, changing nothing', async () => {
    const before = await rowsOf(owner.id, second.id);
    for (const headers of <Record<string, string>[]>[
      {},
      { userkey: 'visitor-key-1' },
      { accesstoken: 'x'.repeat(43), userkey: 'k-12345678' },
    ]) {
      for (const res of [
        await bookmark(article.id, headers),
        await unbookmark(second.id, headers),
        await isBookmark(second.id, headers),
        await http.get(`/v2/bookmarked-articles-as-object?articleIdsStr=${second.id}`, headers),
      ]) {
        expect(res.status).toBe(401);
        expect(res.body).toMatchObject({ errorCode: 401, message: 'INVALID_TOKEN' });
      }
    }
    expect(await rowsOf(owner.id, second.id)).toBe(before);
  });

  it('answers 404 for an unknown or unpublished article and 400 naming a bad id', async () => {
    expectNotFound(await bookmark(uuidv7()), 'ARTICLE_NOT_FOUND');
    expectNotFound(await bookmark(draft.id), 'ARTICLE_NOT_FOUND');
    expectNotFound(await unbookmark(uuidv7()), 'ARTICLE_NOT_FOUND');
    expectFieldError(await bookmark('not-an-id'), 'id');
    expectFieldError(
      await http.get('/v2/bookmarked-articles-as-object?articleIdsStr=abc', owner.headers),
      'articleIdsStr',
    );
    const tooMany = Array.from({ length: 101 }, () => uuidv7()).join(',');
    expectFieldError(
      await http.get(`/v2/bookmarked-articles-as-object?articleIdsStr=${tooMany}`, owner.headers),
      'articleIdsStr',
    );
  });

  it('leaves one row after 50 simultaneous bookmark requests from one member', async () => {
    const fresh = await createArticle(ctx.database.db);
    const answers = await Promise.all(Array.from({ length: 50 }, () => bookmark(fresh.id)));
    expect(answers.map((res) => res.body.errorCode)).toEqual(Array(50).fill(200));
    expect(await rowsOf(owner.id, fresh.id)).toBe(1);
  });
});
