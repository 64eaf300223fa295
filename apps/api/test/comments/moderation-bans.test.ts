import type { BannedWord, BannedWordList, MemberBan } from '@magazine/contracts';
import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/build-test-app';
import { createArticle } from '../helpers/factories';
import { expectFieldError, expectNotFound } from '../helpers/http';
import { createMember, type TestMember } from '../helpers/members';
import { commentRow, commentsApi, insertComment } from './comment-helpers';

// Bans and the banned-word list (the queues and decisions are in moderation.test.ts).

const ctx = useTestApp();
const api = commentsApi(ctx);

let article: { id: string };
let member: TestMember;
let editor: TestMember;
let admin: TestMember;

beforeAll(async () => {
  const db = ctx.database.db;
  article = await createArticle(db);
  member = await createMember(db);
  editor = await createMember(db, { role: 'editor' });
  admin = await createMember(db, { role: 'admin' });
});

const ban = (id: string, headers: Record<string, string> = admin.headers) =>
  api.post<MemberBan>(`/v2/moderation/member/${id}/ban`, {}, headers);

describe('banning', () => {
  it('bans a member: no more comments, pending ones hidden, published ones kept', async () => {
    const db = ctx.database.db;
    const troll = await createMember(db);
    const published = await insertComment(db, { articleId: article.id, userId: troll.id });
    const pending = await insertComment(db, { articleId: article.id, userId: troll.id, status: 'pending' });
    await api.report(pending.id, {}, member.headers);
    const res = await ban(troll.id, editor.headers);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('MEMBER_BANNED');
    expect(res.body.data).toMatchObject({ userId: troll.id, hiddenComments: 1 });
    expect((await commentRow(db, pending.id))?.status).toBe('hidden');
    expect((await commentRow(db, published.id))?.status).toBe('published');
    const refused = await api.postComment({ articleId: article.id, body: 'Tôi trở lại' }, troll.headers);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('MEMBER_IS_BANNED');
    // banning again keeps the first time
    const again = await ban(troll.id);
    expect(again.body.data).toEqual({
      userId: troll.id,
      bannedAt: res.body.data.bannedAt,
      hiddenComments: 0,
    });
  });

  it('refuses to ban staff (403) and answers 404 for an unknown member', async () => {
    const res = await ban(editor.id, admin.headers);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('FORBIDDEN');
    expectNotFound(await ban(uuidv7()), 'USER_NOT_FOUND');
    expectFieldError(await ban('abc'), 'id');
  });
});

describe('banned words', () => {
  it('adds words folded, lists them, and removes them by either spelling', async () => {
    const add = (word: unknown) =>
      api.post<BannedWord>('/v2/moderation/banned-words', { word }, admin.headers);
    const added = await add('  Đồ   Ngốc ');
    expect(added.status).toBe(200);
    expect(added.body.message).toBe('BANNED_WORD_ADDED');
    expect(added.body.data.word).toBe('do ngoc');
    expect((await add('ĐỒ NGỐC')).body.data).toEqual(added.body.data);
    await add('Ơi');
    const list = await api.get<BannedWordList>('/v2/moderation/banned-words', editor.headers);
    expect(list.body.data.words.map((w) => w.word)).toEqual(['do ngoc', 'oi']);

    // it takes effect at once
    const poster = await createMember(ctx.database.db);
    await insertComment(ctx.database.db, { articleId: article.id, userId: poster.id });
    const held = await api.postComment({ articleId: article.id, body: 'Trời ơi' }, poster.headers);
    expect(held.body.message).toBe('COMMENT_HELD_FOR_REVIEW');

    const removed = await api.send(
      'DELETE',
      `/v2/moderation/banned-words/${encodeURIComponent('Đồ ngốc')}`,
      undefined,
      editor.headers,
    );
    expect(removed.body).toEqual({
      errorCode: 200,
      message: 'BANNED_WORD_REMOVED',
      data: { word: 'do ngoc', removed: true },
    });
    const notThere = await api.send('DELETE', '/v2/moderation/banned-words/khong', undefined, editor.headers);
    expect(notThere.body.data).toEqual({ word: 'khong', removed: false });
    const after = await api.get<BannedWordList>('/v2/moderation/banned-words', editor.headers);
    expect(after.body.data.words.map((w) => w.word)).toEqual(['oi']);

    expectFieldError(await add('!!!'), 'word', 'INVALID_VALUE');
    expectFieldError(await add(''), 'word', 'TOO_SMALL');
    expectFieldError(await add('x'.repeat(101)), 'word', 'TOO_BIG');
  });
});

describe('OpenAPI', () => {
  it('documents every comment and moderation route', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/docs/json' });
    const paths = res.json().paths;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/v2/comments',
        '/v2/comment/{id}',
        '/v2/comment/{id}/report',
        '/v2/moderation/comments',
        '/v2/moderation/comment/{id}/approve',
        '/v2/moderation/comment/{id}/hide',
        '/v2/moderation/member/{id}/ban',
        '/v2/moderation/banned-words',
        '/v2/moderation/banned-words/{word}',
      ]),
    );
    expect(Object.keys(paths['/v2/comment/{id}'])).toEqual(expect.arrayContaining(['put', 'delete']));
    expect(paths['/v2/comments'].post.security).toEqual([{ accessToken: [] }]);
    expect(paths['/v2/comments'].get.security).toBeUndefined();
  });
});
