import type {
  Envelope,
  PodcastEpisodeCard,
  PodcastEpisodeDetail,
  PodcastShowCard,
  PodcastShowDetail,
} from '@magazine/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/build-test-app';
import {
  type Episode,
  expectFieldError,
  type PodcastFixture,
  type Show,
  seedPodcasts,
} from './podcast-fixture';

const ctx = useTestApp({ env: { MAIL_FROM: 'Tạp Chí <podcast@tapchi.test>' } });

async function get<T>(url: string, headers: Record<string, string> = {}) {
  const res = await ctx.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.json() as Envelope<T> };
}

let morning: Show;
let episodes: Episode[];
let due: Episode;
let draft: Episode;

beforeAll(async () => {
  const fixture: PodcastFixture = await seedPodcasts(ctx.database.db);
  ({ morning, episodes, due, draft } = fixture);
});

describe('GET /v2/podcast-episodes', () => {
  it('lists live episodes of the language newest first, with their show path', async () => {
    const { body } = await get<PodcastEpisodeCard[]>('/v2/podcast-episodes?limit=3');
    expect(body.data.map((e) => e.slug)).toEqual(['tap-5', 'tap-4', 'tap-3']);
    expect(body.data[0]!.path).toBe('/podcast/ca-phe-sang/tap-5');
    const en = await get<PodcastEpisodeCard[]>('/v2/podcast-episodes?language=en');
    expect(en.body.data.map((e) => e.path)).toEqual(['/en/podcast/saigon-after-dark/the-noodle-stall']);
  });
});

describe('GET /v2/podcast-shows', () => {
  it('lists the shows of a language, newest episode first, with live episode counts and feed paths', async () => {
    const { status, body } = await get<PodcastShowCard[]>('/v2/podcast-shows');
    expect(status).toBe(200);
    expect(body.data.map((s) => s.slug)).toEqual(['ca-phe-sang', 'chuyen-nghe', 'sap-ra-mat']);
    const [first, second, third] = body.data;
    expect(first).toMatchObject({
      path: '/podcast/ca-phe-sang',
      feedPath: '/podcast/ca-phe-sang/feed.xml',
      author: 'Ban biên tập',
      category: 'Arts > Food',
      language: 'vi',
      episodeCount: 5, // the one due later and the draft are not counted
      latestEpisodeAt: episodes[4]!.publishedAt.toISOString(),
    });
    expect(second!.episodeCount).toBe(1);
    expect(third).toMatchObject({ episodeCount: 0, latestEpisodeAt: null });
  });

  it('keeps the languages apart and honours the limit', async () => {
    const en = await get<PodcastShowCard[]>('/v2/podcast-shows?language=en');
    expect(en.body.data.map((s) => [s.slug, s.path])).toEqual([
      ['saigon-after-dark', '/en/podcast/saigon-after-dark'],
    ]);
    const one = await get<PodcastShowCard[]>('/v2/podcast-shows?limit=1');
    expect(one.body.data).toHaveLength(1);
  });

  it('refuses a bad limit or language, naming the field in the request language', async () => {
    const vi = await get('/v2/podcast-shows?limit=0');
    expect(vi.status).toBe(400);
    expect(expectFieldError(vi.body, 'limit').message).toMatch(/tối thiểu 1/);
    const en = await get('/v2/podcast-shows?limit=51', { 'accept-language': 'en' });
    expect(expectFieldError(en.body, 'limit').message).toMatch(/at most 50/);
    expectFieldError((await get('/v2/podcast-shows?language=fr')).body, 'language');
  });
});

describe('GET /v2/podcast-show/:slug', () => {
  it('returns the show with a page of its live episodes, newest first', async () => {
    const { status, body } = await get<PodcastShowDetail>('/v2/podcast-show/ca-phe-sang?limit=2');
    expect(status).toBe(200);
    expect(body.data.title).toBe('Cà Phê Sáng');
    expect(body.data.url_meta).toEqual({
      path: '/podcast/ca-phe-sang',
      canonical: 'http://magazine.test/podcast/ca-phe-sang',
      alternates: { vi: '/podcast/ca-phe-sang' },
    });
    expect(body.data.feedUrl).toBe('http://magazine.test/podcast/ca-phe-sang/feed.xml');
    expect(body.data.episodes).toMatchObject({ page: 1, limit: 2, hasNextPage: true });
    expect(body.data.episodes.docs.map((e) => e.slug)).toEqual(['tap-5', 'tap-4']);
    expect(body.data.episodes.docs[0]!.show).toEqual({
      _id: morning.id,
      slug: 'ca-phe-sang',
      title: 'Cà Phê Sáng',
    });
  });

  it('pages through the episodes; a page past the end is an empty list', async () => {
    const last = await get<PodcastShowDetail>('/v2/podcast-show/ca-phe-sang?limit=2&page=3');
    expect(last.body.data.episodes.docs.map((e) => e.slug)).toEqual(['tap-1']);
    expect(last.body.data.episodes.hasNextPage).toBe(false);
    const past = await get<PodcastShowDetail>('/v2/podcast-show/ca-phe-sang?limit=2&page=9');
    expect(past.status).toBe(200);
    expect(past.body.data.episodes.docs).toEqual([]);
    const all = await get<PodcastShowDetail>('/v2/podcast-show/ca-phe-sang');
    expect(all.body.data.episodes.limit).toBe(12);
    expect(all.body.data.episodes.docs.map((e) => e.slug)).not.toContain(due.slug);
    expect(all.body.data.episodes.docs.map((e) => e.slug)).not.toContain(draft.slug);
    const none = await get<PodcastShowDetail>('/v2/podcast-show/sap-ra-mat');
    expect(none.body.data.episodes.docs).toEqual([]);
  });

  it('finds an English show under language=en only', async () => {
    const en = await get<PodcastShowDetail>('/v2/podcast-show/saigon-after-dark?language=en');
    expect(en.body.data.url_meta.canonical).toBe('http://magazine.test/en/podcast/saigon-after-dark');
    expect(en.body.data.episodes.docs[0]!.path).toBe('/en/podcast/saigon-after-dark/the-noodle-stall');
    const vi = await get('/v2/podcast-show/saigon-after-dark');
    expect(vi.status).toBe(404);
  });

  it('answers an unknown show with the 404 envelope', async () => {
    const { status, body } = await get('/v2/podcast-show/khong-co');
    expect(status).toBe(404);
    expect(body).toEqual({ errorCode: 404, message: 'PODCAST_SHOW_NOT_FOUND', data: null });
  });

  it('refuses a malformed slug or page, naming the field', async () => {
    const slug = await get('/v2/podcast-show/Ca_Phe?language=en');
    expect(slug.status).toBe(400);
    expect(expectFieldError(slug.body, 'slug').message).toBe('slug is not in the right format');
    expectFieldError((await get('/v2/podcast-show/ca-phe-sang?page=0')).body, 'page');
    expectFieldError((await get('/v2/podcast-show/ca-phe-sang?limit=abc')).body, 'limit');
  });
});

describe('GET /v2/podcast-episode/:show/:episode', () => {
  it('returns the episode with its show, audio file and neighbours', async () => {
    const { status, body } = await get<PodcastEpisodeDetail>('/v2/podcast-episode/ca-phe-sang/tap-3');
    expect(status).toBe(200);
    const episode = body.data;
    expect(episode).toMatchObject({
      _id: episodes[2]!.id,
      slug: 'tap-3',
      language: 'vi',
      path: '/podcast/ca-phe-sang/tap-3',
      audioUrl: '/media/audio/tap-3.mp3',
      audioBytes: 20_342,
      audioType: 'audio/mpeg',
      durationSeconds: 602,
      publishedAt: episodes[2]!.publishedAt.toISOString(),
    });
    expect(episode.show).toMatchObject({
      slug: 'ca-phe-sang',
      path: '/podcast/ca-phe-sang',
      episodeCount: 5,
    });
    expect(episode.url_meta.canonical).toBe('http://magazine.test/podcast/ca-phe-sang/tap-3');
    expect(episode.previous?.slug).toBe('tap-2');
    expect(episode.next?.slug).toBe('tap-4');
  });

  it('has no previous episode for the first, no next for the newest (one not out yet is not next)', async () => {
    const first = await get<PodcastEpisodeDetail>('/v2/podcast-episode/ca-phe-sang/tap-1');
    expect(first.body.data.previous).toBeNull();
    expect(first.body.data.next?.slug).toBe('tap-2');
    const newest = await get<PodcastEpisodeDetail>('/v2/podcast-episode/ca-phe-sang/tap-5');
    expect(newest.body.data.title).toBe('Bún & phở <đặc biệt> "ngon"');
    expect(newest.body.data.next).toBeNull();
    expect(newest.body.data.previous?.slug).toBe('tap-4');
  });

  it('answers 404 for an unknown show, an unknown, future or draft episode, or the wrong language', async () => {
    const unknownShow = await get('/v2/podcast-episode/khong-co/tap-1');
    expect(unknownShow.status).toBe(404);
    expect(unknownShow.body.message).toBe('PODCAST_SHOW_NOT_FOUND');
    for (const slug of ['khong-co', due.slug, draft.slug]) {
      const { status, body } = await get(`/v2/podcast-episode/ca-phe-sang/${slug}`);
      expect(status, slug).toBe(404);
      expect(body).toEqual({ errorCode: 404, message: 'PODCAST_EPISODE_NOT_FOUND', data: null });
    }
    expect((await get('/v2/podcast-episode/ca-phe-sang/tap-1?language=en')).status).toBe(404);
    const en = await get<PodcastEpisodeDetail>(
      '/v2/podcast-episode/saigon-after-dark/the-noodle-stall?language=en',
    );
    expect(en.body.data.path).toBe('/en/podcast/saigon-after-dark/the-noodle-stall');
    // the same slug in another show is another episode
    const other = await get<PodcastEpisodeDetail>('/v2/podcast-episode/chuyen-nghe/tap-1');
    expect(other.body.data.show.slug).toBe('chuyen-nghe');
  });

  it('refuses malformed slugs, naming the field, in either language', async () => {
    const vi = await get('/v2/podcast-episode/ca-phe-sang/Tap%201');
    expect(vi.status).toBe(400);
    expect(expectFieldError(vi.body, 'episode').message).toBe('episode không đúng định dạng');
    const en = await get('/v2/podcast-episode/-bad-/tap-1?language=en');
    expect(expectFieldError(en.body, 'show').message).toBe('show is not in the right format');
    expectFieldError((await get('/v2/podcast-episode/ca-phe-sang/tap-1?language=de')).body, 'language');
  });
});
