import type { Envelope, EventCard, PodcastEpisodeCard, Topic, VideoCard } from '@magazine/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/build-test-app';

const ctx = useTestApp();

async function get<T>(url: string) {
  const res = await ctx.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() as Envelope<T> };
}

describe('topics, podcasts, videos and events', () => {
  it('lists topics with names in the requested language and live article counts', async () => {
    const vi = await get<Topic[]>('/v2/topics');
    const en = await get<Topic[]>('/v2/topics?language=en');
    expect(vi.body.data.length).toBeGreaterThanOrEqual(12);
    expect(vi.body.data[0]!._id).toBe(en.body.data[0]!._id);
    expect(vi.body.data[0]!.name).not.toBe(en.body.data[0]!.name);
    expect(vi.body.data.some((t) => t.articleCount > 0)).toBe(true);
  });

  it('lists the newest podcast episodes with their show and duration', async () => {
    const { body } = await get<PodcastEpisodeCard[]>('/v2/podcast-episodes?limit=4');
    expect(body.data).toHaveLength(4);
    expect(body.data[0]!.durationSeconds).toBeGreaterThan(0);
    expect(body.data[0]!.path).toBe(`/podcast/${body.data[0]!.show.slug}/${body.data[0]!.slug}`);
  });

  it('lists videos newest first', async () => {
    const { body } = await get<VideoCard[]>('/v2/videos?language=en&limit=12');
    expect(body.data.length).toBe(12);
    const dates = body.data.map((v) => Date.parse(v.publishedAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it('derives the event state and filters by it', async () => {
    const all = await get<EventCard[]>('/v2/events?limit=50');
    const states = new Set(all.body.data.map((e) => e.state));
    expect(states).toEqual(new Set(['coming-soon', 'happening', 'ended']));
    for (const state of ['coming-soon', 'happening', 'ended'] as const) {
      const { body } = await get<EventCard[]>(`/v2/events?state=${state}`);
      expect(body.data.length).toBeGreaterThan(0);
      expect(body.data.every((e) => e.state === state)).toBe(true);
    }
    expect((await get('/v2/events?state=soon')).status).toBe(400);
  });
});
