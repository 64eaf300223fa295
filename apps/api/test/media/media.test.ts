import type { Envelope, EventCard, PodcastEpisodeCard, Topic, VideoCard } from '@magazine/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/build-test-app';
import {
  createArticle,
  createEvent,
  createPodcastEpisode,
  createPodcastShow,
  createTopic,
  createVideo,
  minutesAgo,
  minutesFromNow,
} from '../helpers/factories';

const ctx = useTestApp();

async function get<T>(url: string) {
  const res = await ctx.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() as Envelope<T> };
}

const DAY_MINUTES = 24 * 60;
let firstTopicId = '';

beforeAll(async () => {
  const db = ctx.database.db;
  // topics listed by position; the first has two live Vietnamese articles and a draft
  const food = await createTopic(db, { position: 1, nameVi: 'Ẩm thực', nameEn: 'Food' });
  await createTopic(db, { position: 2, nameVi: 'Du lịch', nameEn: 'Travel' });
  await createTopic(db, { position: 3, nameVi: 'Sống khoẻ', nameEn: 'Wellness' });
  firstTopicId = food.id;
  await createArticle(db, { topicId: food.id });
  await createArticle(db, { topicId: food.id });
  await createArticle(db, { topicId: food.id, status: 'draft' });

  const show = await createPodcastShow(db);
  for (let i = 0; i < 5; i++) {
    await createPodcastEpisode(db, {
      showId: show.id,
      publishedAt: minutesAgo(i + 1),
      durationSeconds: 600 + i,
    });
  }
  await createPodcastEpisode(db, { showId: show.id, publishedAt: minutesFromNow(60) });

  for (let i = 0; i < 4; i++)
    await createVideo(db, { language: 'en', publishedAt: minutesAgo(10 * (i + 1)) });
  await createVideo(db, { language: 'en', status: 'draft' });
  await createVideo(db, { language: 'vi' });

  await createEvent(db, { startAt: minutesFromNow(7 * DAY_MINUTES), endAt: minutesFromNow(8 * DAY_MINUTES) });
  await createEvent(db, { startAt: minutesAgo(60), endAt: minutesFromNow(DAY_MINUTES) });
  await createEvent(db, { startAt: minutesAgo(9 * DAY_MINUTES), endAt: minutesAgo(8 * DAY_MINUTES) });
  await createEvent(db, { language: 'en', startAt: minutesAgo(60), endAt: minutesFromNow(60) });
});

describe('topics, podcasts, videos and events', () => {
  it('lists topics with names in the requested language and live article counts', async () => {
    const vi = await get<Topic[]>('/v2/topics');
    const en = await get<Topic[]>('/v2/topics?language=en');
    expect(vi.body.data.map((t) => t.name)).toEqual(['Ẩm thực', 'Du lịch', 'Sống khoẻ']);
    expect(en.body.data.map((t) => t.name)).toEqual(['Food', 'Travel', 'Wellness']);
    expect(vi.body.data[0]!._id).toBe(firstTopicId);
    expect(en.body.data[0]!._id).toBe(firstTopicId);
    expect(vi.body.data.map((t) => t.articleCount)).toEqual([2, 0, 0]);
    expect(en.body.data.map((t) => t.articleCount)).toEqual([0, 0, 0]);
  });

  it('lists the newest podcast episodes with their show and duration', async () => {
    const { body } = await get<PodcastEpisodeCard[]>('/v2/podcast-episodes?limit=4');
    expect(body.data).toHaveLength(4);
    expect(body.data[0]!.durationSeconds).toBe(600);
    expect(body.data[0]!.path).toBe(`/podcast/${body.data[0]!.show.slug}/${body.data[0]!.slug}`);
    const all = await get<PodcastEpisodeCard[]>('/v2/podcast-episodes?limit=10');
    expect(all.body.data).toHaveLength(5); // the one due in an hour is not out yet
  });

  it('lists videos newest first', async () => {
    const { body } = await get<VideoCard[]>('/v2/videos?language=en&limit=12');
    expect(body.data.length).toBe(4);
    const dates = body.data.map((v) => Date.parse(v.publishedAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it('derives the event state and filters by it', async () => {
    const all = await get<EventCard[]>('/v2/events?limit=50');
    expect(all.body.data).toHaveLength(3);
    const states = new Set(all.body.data.map((e) => e.state));
    expect(states).toEqual(new Set(['coming-soon', 'happening', 'ended']));
    for (const state of ['coming-soon', 'happening', 'ended'] as const) {
      const { body } = await get<EventCard[]>(`/v2/events?state=${state}`);
      expect(body.data).toHaveLength(1);
      expect(body.data.every((e) => e.state === state)).toBe(true);
    }
    expect((await get('/v2/events?state=soon')).status).toBe(400);
  });
});
