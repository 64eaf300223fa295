import type { LikeState } from '@magazine/contracts';
import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/build-test-app';
import { createArticle } from '../helpers/factories';
import { expectFieldError, expectNotFound, httpOf } from '../helpers/http';
import { createMember, createMembers, type TestMember } from '../helpers/members';

const ctx = useTestApp();
const http = httpOf(ctx);

let owner: TestMember;
let other: TestMember;
let article: { id: string };

beforeAll(async () => {
  owner = await createMember(ctx.database.db);
  other = await createMember(ctx.database.db);
  article = await createArticle(ctx.database.db);
});

const like = (articleId: string, headers: Record<string, string>, value?: boolean) =>
  http.post<LikeState>(
    '/v2/like/article',
    value === undefined ? { articleId } : { articleId, like: value },
    headers,
  );
const state = (articleId: string, headers: Record<string, string> = {}) =>
  http.get<LikeState>(`/v2/like/article/${articleId}`, headers);

describe('likes', () => {
  it('likes and unlikes, answering whether the member likes it and the count', async () => {
    expect((await state(article.id)).body.data).toEqual({
      articleId: article.id,
      liked: false,
      likeCount: 0,
    });
    const liked = await like(article.id, owner.headers);
    expect(liked.body).toEqual({
      errorCode: 200,
      message: 'LIKED',
      data: { articleId: article.id, liked: true, likeCount: 1 },
    });
    expect((await state(article.id, owner.headers)).body.data.liked).toBe(true);
    // a visitor and another member see the count, not the owner's like
    expect((await state(article.id)).body.data).toEqual({
      articleId: article.id,
      liked: false,
      likeCount: 1,
    });
    expect((await state(article.id, other.headers)).body.data.liked).toBe(false);

    const unliked = await like(article.id, owner.headers, false);
    expect(unliked.body).toEqual({
      errorCode: 200,
      message: 'UNLIKED',
      data: { articleId: article.id, liked: false, likeCount: 0 },
    });
    expect((await like(article.id, owner.headers, false)).body.data.likeCount).toBe(0);
  });

  it("never changes another member's like", async () => {
    await like(article.id, owner.headers);
    await like(article.id, other.headers, false);
    expect((await state(article.id, owner.headers)).body.data).toMatchObject({ liked: true, likeCount: 1 });
    await like(article.id, owner.headers, false);
  });

  it('refuses to like without a valid token (401 in the envelope) and counts nothing', async () => {
    for (const headers of <Record<string, string>[]>[
      {},
      { accesstoken: 'y'.repeat(43), userkey: 'k-12345678' },
    ]) {
      const res = await like(article.id, headers);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ errorCode: 401, message: 'INVALID_TOKEN' });
    }
    expect((await state(article.id)).body.data.likeCount).toBe(0);
  });

  it('answers 404 for an unknown or unpublished article and 400 naming bad fields', async () => {
    const draft = await createArticle(ctx.database.db, { status: 'draft' });
    expectNotFound(await like(uuidv7(), owner.headers), 'ARTICLE_NOT_FOUND');
    expectNotFound(await like(draft.id, owner.headers), 'ARTICLE_NOT_FOUND');
    expectNotFound(await state(draft.id), 'ARTICLE_NOT_FOUND');
    expectFieldError(await http.post('/v2/like/article', { articleId: 'x' }, owner.headers), 'articleId');
    expectFieldError(
      await http.post('/v2/like/article', { articleId: article.id, like: 'yes' }, owner.headers),
      'like',
    );
    expectFieldError(
      await http.post('/v2/like/article', { articleId: article.id, extra: 1 }, owner.headers),
      'extra',
      'UNKNOWN_FIELD',
    );
  });

  it('counts one member once after 20 simultaneous likes', async () => {
    const fresh = await createArticle(ctx.database.db);
    const answers = await Promise.all(Array.from({ length: 20 }, () => like(fresh.id, owner.headers)));
    expect(answers.every((res) => res.body.errorCode === 200)).toBe(true);
    expect((await state(fresh.id)).body.data.likeCount).toBe(1);
  });

  it('counts 200 members liking at once as 200', async () => {
    const fresh = await createArticle(ctx.database.db);
    const members = await createMembers(ctx.database.db, 200);
    const answers = await Promise.all(members.map((member) => like(fresh.id, member.headers)));
    expect(answers.filter((res) => res.body.errorCode === 200)).toHaveLength(200);
    expect((await state(fresh.id)).body.data.likeCount).toBe(200);
  });
});
