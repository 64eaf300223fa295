import type { ArticleCard } from '@magazine/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/build-test-app';
import { createArticle, createAuthor, createSeries, createTopic, minutesAgo } from '../helpers/factories';
import { httpOf, idsOf } from '../helpers/http';
import { createMember, type TestMember } from '../helpers/members';

const ctx = useTestApp();
const http = httpOf(ctx);

let member: TestMember;
let other: TestMember;
const followed: Record<string, string> = {};
let popular: { id: string };

beforeAll(async () => {
  const db = ctx.database.db;
  member = await createMember(db);
  other = await createMember(db);
  const topic = await createTopic(db);
  const author = await createAuthor(db);
  const series = await createSeries(db);
  const elsewhere = await createTopic(db);
  // the member follows a topic, an author and a series
  await http.post(`/v2/follow/topic/${topic.id}`, {}, member.headers);
  await http.post(`/v2/follow/author/${author.id}`, {}, member.headers);
  await http.post(`/v2/follow/series/${series.id}`, {}, member.headers);

  const group = (await createArticle(db, { topicId: topic.id, publishedAt: minutesAgo(10) }))
    .translationGroupId;
  followed.topicEn = (
    await createArticle(db, {
      language: 'en',
      topicId: topic.id,
      translationGroupId: group,
      publishedAt: minutesAgo(10),
    })
  ).id;
  followed.author = (
    await createArticle(db, { topicId: elsewhere.id, authorIds: [author.id], publishedAt: minutesAgo(20) })
  ).id;
  followed.series = (await createArticle(db, { seriesId: series.id, publishedAt: minutesAgo(30) })).id;
  followed.read = (await createArticle(db, { topicId: topic.id, publishedAt: minutesAgo(5) })).id;
  followed.saved = (await createArticle(db, { topicId: topic.id, publishedAt: minutesAgo(6) })).id;
  followed.topic = (await ctx.database.db.query.articles.findFirst({
    where: (a, { eq, and }) => and(eq(a.translationGroupId, group), eq(a.language, 'vi')),
  }))!.id;
  popular = await createArticle(db, {
    topicId: elsewhere.id,
    viewCount: 9000,
    publishedAt: minutesAgo(60 * 24),
  });
  for (let i = 0; i < 4; i++)
    await createArticle(db, { topicId: elsewhere.id, publishedAt: minutesAgo(60 * 48 + i) });

  // the member reads one and saves another
  await http.post('/v2/article-view-counter', { articleId: followed.read }, member.headers);
  await http.post(`/bookmark/bookmark-article/${followed.saved}`, {}, member.headers);
});

const forYou = async (headers: Record<string, string>, query = '') =>
  idsOf((await http.get<ArticleCard[]>(`/v2/for-you-article?limit=6${query}`, headers)).body.data);

describe('GET /v2/for-you-article for a member', () => {
  it('puts the newest of what the member follows first, minus what they read or saved, then popular', async () => {
    const ids = await forYou(member.headers);
    expect(ids.slice(0, 3)).toEqual([followed.topic, followed.author, followed.series]);
    expect(ids).toContain(popular.id);
    expect(ids).not.toContain(followed.read);
    expect(ids).not.toContain(followed.saved);
    expect(ids).toHaveLength(6);
  });

  it('answers in the requested language without the translation twice', async () => {
    const ids = await forYou(member.headers, '&language=en');
    expect(ids[0]).toBe(followed.topicEn);
    expect(ids).not.toContain(followed.topic);
  });

  it("gives another member and a visitor nothing of this member's follows first, and never from a cache", async () => {
    const mine = await forYou(member.headers);
    const theirs = await forYou(other.headers);
    expect(theirs.slice(0, 3)).not.toEqual(mine.slice(0, 3));
    expect(theirs).toContain(followed.read); // not read by them
    const visitor = await forYou({});
    expect(visitor).toContain(popular.id);
    // the member's answer again, after a visitor's was cached: still the member's own
    expect(await forYou(member.headers)).toEqual(mine);
  });
});
