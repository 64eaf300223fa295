import { topicFollows, users } from '@magazine/db';
import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/build-test-app';
import { createTopic } from '../helpers/factories';
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
  it('turns the chosen topics into follows, even for an unverified member, and keeps the mail choices', async () => {
    const member = await createMember(ctx.database.db, { verified: false });
    const chosen = topicIds.slice(0, 4);
    const res = await http.post(
      '/v2/member/onboarding',
      { topicIds: chosen, weeklyNewsletter: true, suggestions: false },
      member.headers,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ errorCode: 200, message: 'TOPICS_CHOSEN', data: { topicIds: chosen } });
    expect(await followedBy(member.id)).toEqual([...chosen].sort());
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, member.id));
    expect(row?.onboardedAt).not.toBeNull();
    expect(row?.isSubscribed).toBe(true);
    expect(row?.suggestionsSubscribed).toBe(false);
    // the onboarding's four follows used up the unverified member's three
    const more = await http.post(`/v2/follow/topic/${topicIds[4]}`, {}, member.headers);
    expect(more.body.message).toBe('FOLLOW_LIMIT_REACHED');
    // choosing again keeps the earlier follows
    expect(
      (await http.post('/v2/member/onboarding', { topicIds: chosen.slice(0, 3) }, member.headers)).status,
    ).toBe(200);
    expect(await followedBy(member.id)).toHaveLength(4);
  });

  it('needs at least 3 distinct, existing topics and a valid token; a refusal saves nothing', async () => {
    const member = await createMember(ctx.database.db);
    expectFieldError(
      await http.post('/v2/member/onboarding', { topicIds: topicIds.slice(0, 2) }, member.headers),
      'topicIds',
    );
    expectFieldError(
      await http.post(
        '/v2/member/onboarding',
        { topicIds: [topicIds[0], topicIds[0], topicIds[1]] },
        member.headers,
      ),
      'topicIds',
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
