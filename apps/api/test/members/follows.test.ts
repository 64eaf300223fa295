import type { FollowState, MemberState } from '@magazine/contracts';
import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/build-test-app';
import { createArticle, createAuthor, createSeries, createTopic } from '../helpers/factories';
import { expectFieldError, expectNotFound, httpOf } from '../helpers/http';
import { createMember, setVerified, type TestMember } from '../helpers/members';

const ctx = useTestApp();
const http = httpOf(ctx);

let owner: TestMember;
let other: TestMember;
const topicIds: string[] = [];
let authorId: string;
let seriesId: string;

beforeAll(async () => {
  const db = ctx.database.db;
  owner = await createMember(db);
  other = await createMember(db);
  for (let i = 0; i < 12; i++) topicIds.push((await createTopic(db)).id);
  authorId = (await createAuthor(db)).id;
  seriesId = (await createSeries(db)).id;
});

const follow = (kind: string, id: string, headers: Record<string, string>) =>
  http.post<FollowState>(`/v2/follow/${kind}/${id}`, {}, headers);
const unfollow = (kind: string, id: string, headers: Record<string, string>) =>
  http.post<FollowState>(`/v2/unfollow/${kind}/${id}`, {}, headers);
const stateOf = (query: string, headers: Record<string, string> = owner.headers) =>
  http.get<MemberState>(`/v2/member/state?${query}`, headers);

describe('follow and unfollow', () => {
  it('follows a topic, an author and a series, and unfollows them; repeating changes nothing', async () => {
    const topic = topicIds[0]!;
    const res = await follow('topic', topic, owner.headers);
    expect(res.body).toEqual({
      errorCode: 200,
      message: 'FOLLOWED',
      data: { kind: 'topic', id: topic, following: true, followsLeft: null },
    });
    expect((await follow('topic', topic, owner.headers)).body.errorCode).toBe(200);
    expect((await follow('author', authorId, owner.headers)).body.data.following).toBe(true);
    expect((await follow('series', seriesId, owner.headers)).body.data.following).toBe(true);

    const state = await stateOf(
      `topicIds=${topic},${topicIds[1]}&authorIds=${authorId}&seriesIds=${seriesId}`,
    );
    expect(state.body.data.following).toEqual({
      topic: { [topic]: true, [topicIds[1]!]: false },
      author: { [authorId]: true },
      series: { [seriesId]: true },
    });

    const gone = await unfollow('series', seriesId, owner.headers);
    expect(gone.body).toMatchObject({ errorCode: 200, message: 'UNFOLLOWED', data: { following: false } });
    expect((await unfollow('series', seriesId, owner.headers)).body.errorCode).toBe(200);
    expect((await stateOf(`seriesIds=${seriesId}`)).body.data.following.series).toEqual({
      [seriesId]: false,
    });
  });

  it("keeps follows per member: another member's token neither sees nor removes them", async () => {
    const topic = topicIds[0]!;
    expect((await stateOf(`topicIds=${topic}`, other.headers)).body.data.following.topic).toEqual({
      [topic]: false,
    });
    await unfollow('topic', topic, other.headers);
    expect((await stateOf(`topicIds=${topic}`)).body.data.following.topic).toEqual({ [topic]: true });
  });

  it('refuses without a valid token (401) and names unknown things and bad parameters', async () => {
    for (const headers of <Record<string, string>[]>[
      {},
      { accesstoken: 'z'.repeat(43), userkey: 'k-12345678' },
    ]) {
      const res = await follow('topic', topicIds[2]!, headers);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ errorCode: 401, message: 'INVALID_TOKEN' });
      expect((await unfollow('topic', topicIds[0]!, headers)).status).toBe(401);
    }
    expect((await stateOf(`topicIds=${topicIds[0]}`)).body.data.following.topic[topicIds[0]!]).toBe(true);
    expectNotFound(await follow('topic', uuidv7(), owner.headers), 'TOPIC_NOT_FOUND');
    expectNotFound(await follow('author', uuidv7(), owner.headers), 'AUTHOR_NOT_FOUND');
    expectNotFound(await follow('series', uuidv7(), owner.headers), 'SERIES_NOT_FOUND');
    expectFieldError(await follow('tag', topicIds[0]!, owner.headers), 'kind');
    expectFieldError(await follow('topic', 'abc', owner.headers), 'id');
  });
});

describe('the follow limit of an unverified member', () => {
  it('allows 3 follows, then answers FOLLOW_LIMIT_REACHED (403) until the email is verified', async () => {
    const member = await createMember(ctx.database.db, { verified: false });
    const lefts: (number | null)[] = [];
    for (const id of topicIds.slice(0, 3))
      lefts.push((await follow('topic', id, member.headers)).body.data.followsLeft);
    expect(lefts).toEqual([2, 1, 0]);
    // following one already followed is not a new follow
    expect((await follow('topic', topicIds[0]!, member.headers)).body.errorCode).toBe(200);

    const refused = await follow('author', authorId, member.headers);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ errorCode: 403, message: 'FOLLOW_LIMIT_REACHED' });
    expect((await stateOf(`authorIds=${authorId}`, member.headers)).body.data).toMatchObject({
      following: { author: { [authorId]: false } },
      followsLeft: 0,
    });

    // unfollowing frees a place; verifying lifts the limit
    expect((await unfollow('topic', topicIds[0]!, member.headers)).body.data.followsLeft).toBe(1);
    expect((await follow('author', authorId, member.headers)).body.data.followsLeft).toBe(0);
    await setVerified(ctx.database.db, member.id, true);
    expect((await follow('series', seriesId, member.headers)).body.data.followsLeft).toBeNull();
  });

  it('holds under concurrency: 10 simultaneous follows of different topics leave exactly 3', async () => {
    const member = await createMember(ctx.database.db, { verified: false });
    const answers = await Promise.all(topicIds.slice(0, 10).map((id) => follow('topic', id, member.headers)));
    expect(answers.filter((res) => res.body.errorCode === 200)).toHaveLength(3);
    expect(answers.filter((res) => res.body.message === 'FOLLOW_LIMIT_REACHED')).toHaveLength(7);
    const state = await stateOf(`topicIds=${topicIds.slice(0, 10).join(',')}`, member.headers);
    expect(Object.values(state.body.data.following.topic).filter(Boolean)).toHaveLength(3);
  });
});

describe('GET /v2/member/state', () => {
  it('answers bookmarks, likes, counts and follows of a page in one call; a visitor gets counts only', async () => {
    const a = await createArticle(ctx.database.db);
    const b = await createArticle(ctx.database.db);
    await http.post(`/bookmark/bookmark-article/${a.id}`, {}, owner.headers);
    await http.post('/v2/like/article', { articleId: b.id }, owner.headers);
    await http.post('/v2/like/article', { articleId: b.id }, other.headers);

    const mine = await stateOf(`articleIds=${a.id},${b.id}`);
    expect(mine.body.data).toMatchObject({
      bookmarked: { [a.id]: true, [b.id]: false },
      liked: { [a.id]: false, [b.id]: true },
      likeCounts: { [a.id]: 0, [b.id]: 2 },
      followsLeft: null,
    });
    const visitor = await stateOf(`articleIds=${a.id},${b.id}`, { userkey: 'visitor-key-2' });
    expect(visitor.status).toBe(200);
    expect(visitor.body.data).toMatchObject({
      bookmarked: { [a.id]: false, [b.id]: false },
      liked: { [a.id]: false, [b.id]: false },
      likeCounts: { [a.id]: 0, [b.id]: 2 },
      followsLeft: null,
    });
    expect(visitor.headers['cache-control'] ?? '').not.toContain('public');
  });

  it('answers 400 naming a list with a bad id or more than 100 ids', async () => {
    expectFieldError(await stateOf('articleIds=nope'), 'articleIds');
    const many = Array.from({ length: 101 }, () => uuidv7()).join(',');
    expectFieldError(await stateOf(`topicIds=${many}`), 'topicIds');
  });
});
