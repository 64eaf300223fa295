import type { FieldError } from '@magazine/contracts';
import { topicFollows, users } from '@magazine/db';
import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/build-test-app';
import { createAuthor, createTopic } from '../helpers/factories';
import { expectFieldError, httpOf } from '../helpers/http';
import { createMember } from '../helpers/members';

const ctx = useTestApp();
const http = httpOf(ctx);
const topicIds: string[] = [];

beforeAll(async () => {
  for (let i = 0; i < 5; i++) topicIds.push((await createTopic(ctx.database.db)).id);
});

const followedBy = async (userId: string) =>
  (await ctx.database.db.select().from(topicFollows).where(eq(topicFollows.userId, userId)))
    .map((row) => row.topicId)
    .sort();

describe('POST /v2/member/onboarding', () => {
  it('turns the chosen topics into follows and keeps the mail choices', async () => {
    const member = await createMember(ctx.database.db);
    const chosen = topicIds.slice(0, 5);
    const res = await http.post(
      '/v2/member/onboarding',
      { topicIds: chosen, weeklyNewsletter: true, suggestions: false },
      member.headers,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      errorCode: 200,
      message: 'TOPICS_CHOSEN',
      data: { topicIds: chosen, notFollowed: [], followsLeft: null },
    });
    expect(await followedBy(member.id)).toEqual([...chosen].sort());
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, member.id));
    expect(row?.onboardedAt).not.toBeNull();
    expect(row?.isSubscribed).toBe(true);
    expect(row?.suggestionsSubscribed).toBe(false);
  });

  it("keeps an unverified member's follow limit: the topics past it are answered as not followed", async () => {
    const member = await createMember(ctx.database.db, { verified: false });
    const chosen = topicIds.slice(0, 4);
    const res = await http.post('/v2/member/onboarding', { topicIds: chosen }, member.headers);
    expect(res.status).toBe(200);
    // the limit (3 in tests) takes the first three, in the order chosen; onboarding is still done
    expect(res.body.data).toMatchObject({
      topicIds: chosen.slice(0, 3),
      notFollowed: [chosen[3]],
      followsLeft: 0,
    });
    expect(await followedBy(member.id)).toEqual(chosen.slice(0, 3).sort());
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, member.id));
    expect(row?.onboardedAt).not.toBeNull();
    expect((await http.post(`/v2/follow/topic/${topicIds[4]}`, {}, member.headers)).body.message).toBe(
      'FOLLOW_LIMIT_REACHED',
    );
    // choosing again: what is followed stays followed and uses nothing; the rest still cannot come in
    const again = await http.post(
      '/v2/member/onboarding',
      { topicIds: [chosen[0], chosen[1], topicIds[4]] },
      member.headers,
    );
    expect(again.body.data).toMatchObject({
      topicIds: [chosen[0], chosen[1]],
      notFollowed: [topicIds[4]],
      followsLeft: 0,
    });
    expect(await followedBy(member.id)).toHaveLength(3);
  });

  it('counts the follows an unverified member already has, of every kind', async () => {
    const member = await createMember(ctx.database.db, { verified: false });
    const author = await createAuthor(ctx.database.db);
    expect((await http.post(`/v2/follow/author/${author.id}`, {}, member.headers)).status).toBe(200);
    const res = await http.post('/v2/member/onboarding', { topicIds: topicIds.slice(0, 3) }, member.headers);
    expect(res.body.data).toMatchObject({
      topicIds: topicIds.slice(0, 2),
      notFollowed: [topicIds[2]],
      followsLeft: 0,
    });
    expect(await followedBy(member.id)).toEqual(topicIds.slice(0, 2).sort());
  });

  it('unfollows the topics left out in the same call, and their follows count for the chosen', async () => {
    const member = await createMember(ctx.database.db, { verified: false });
    for (const id of topicIds.slice(0, 3))
      expect((await http.post(`/v2/follow/topic/${id}`, {}, member.headers)).status).toBe(200);
    // the limit (3) is used: leaving two out frees two for the new ones
    const res = await http.post(
      '/v2/member/onboarding',
      { topicIds: [topicIds[0], topicIds[3], topicIds[4]], unfollowTopicIds: topicIds.slice(1, 3) },
      member.headers,
    );
    expect(res.body.data).toMatchObject({
      topicIds: [topicIds[0], topicIds[3], topicIds[4]],
      notFollowed: [],
      followsLeft: 0,
    });
    expect(await followedBy(member.id)).toEqual([topicIds[0], topicIds[3], topicIds[4]].sort());
  });

  it('refuses a topic both chosen and left out, and an unknown topic, before unfollowing anything', async () => {
    const member = await createMember(ctx.database.db);
    for (const id of topicIds.slice(0, 2))
      expect((await http.post(`/v2/follow/topic/${id}`, {}, member.headers)).status).toBe(200);
    expectFieldError(
      await http.post(
        '/v2/member/onboarding',
        { topicIds: topicIds.slice(0, 3), unfollowTopicIds: [topicIds[0]] },
        member.headers,
      ),
      'unfollowTopicIds',
      'INVALID_VALUE',
    );
    const unknown = await http.post(
      '/v2/member/onboarding',
      { topicIds: [...topicIds.slice(2, 4), uuidv7()], unfollowTopicIds: topicIds.slice(0, 2) },
      member.headers,
    );
    expect(unknown.body.message).toBe('TOPIC_NOT_FOUND');
    expect(await followedBy(member.id)).toEqual(topicIds.slice(0, 2).sort());
  });

  it('needs at least 3 distinct, existing topics and a valid token; a refusal saves nothing', async () => {
    const member = await createMember(ctx.database.db);
    const two = await http.post('/v2/member/onboarding', { topicIds: topicIds.slice(0, 2) }, member.headers);
    expectFieldError(two, 'topicIds', 'TOPICS_MIN');
    expect((two.body.data as { fields: FieldError[] }).fields[0]?.message).toBe(
      'Vui lòng chọn ít nhất 3 chủ đề',
    );
    const english = await http.post(
      '/v2/member/onboarding?language=en',
      { topicIds: topicIds.slice(0, 2) },
      member.headers,
    );
    expect((english.body.data as { fields: FieldError[] }).fields[0]?.message).toBe(
      'Please choose at least 3 topics',
    );
    expectFieldError(
      await http.post(
        '/v2/member/onboarding',
        { topicIds: [topicIds[0], topicIds[0], topicIds[1]] },
        member.headers,
      ),
      'topicIds',
      // two topics chosen, one of them twice: fewer than three
      'TOPICS_MIN',
    );
    // three topics, one of them sent twice: a malformed list
    expectFieldError(
      await http.post(
        '/v2/member/onboarding',
        { topicIds: [topicIds[0], topicIds[0], topicIds[1], topicIds[2]] },
        member.headers,
      ),
      'topicIds',
      'INVALID_VALUE',
    );
    const unknown = await http.post(
      '/v2/member/onboarding',
      { topicIds: [...topicIds.slice(0, 2), uuidv7()] },
      member.headers,
    );
    expect(unknown.body).toEqual({ errorCode: 404, message: 'TOPIC_NOT_FOUND', data: null });
    expect((await http.post('/v2/member/onboarding', { topicIds: topicIds.slice(0, 3) })).status).toBe(401);
    expect(await followedBy(member.id)).toEqual([]);
  });
});
