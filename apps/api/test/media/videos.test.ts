import type { Envelope, ErrorBody, VideoCard, VideoDetail } from '@magazine/contracts';
import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/build-test-app';
import { createVideo, minutesAgo, minutesFromNow } from '../helpers/factories';

const ctx = useTestApp();

async function get<T>(url: string) {
  const res = await ctx.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() as Envelope<T> };
}

type Video = Awaited<ReturnType<typeof createVideo>>;
const vi: Video[] = []; // live Vietnamese videos, newest first
let due: Video;
let draft: Video;
let english: Video;

beforeAll(async () => {
  const db = ctx.database.db;
  for (let i = 0; i < 7; i++) {
    vi.push(
      await createVideo(db, {
        slug: `video-so-${i + 1}`,
        title: `Video số ${i + 1}`,
        publishedAt: minutesAgo(10 * (i + 1)),
        videoUrl: '/media/video/test-pattern.mp4',
        durationSeconds: 6,
        viewCount: 100 + i,
      }),
    );
  }
  due = await createVideo(db, { slug: 'sap-chieu', publishedAt: minutesFromNow(60) });
  draft = await createVideo(db, { slug: 'ban-nhap', status: 'draft' });
  english = await createVideo(db, {
    language: 'en',
    slug: 'da-lat-in-the-mist',
    title: 'Da Lat in the mist',
  });
  // the same video in both languages
  const group = uuidv7();
  await createVideo(db, {
    slug: 'cho-noi-cai-rang',
    translationGroupId: group,
    publishedAt: minutesAgo(200),
  });
  await createVideo(db, {
    language: 'en',
    slug: 'cai-rang-floating-market',
    translationGroupId: group,
    publishedAt: minutesAgo(200),
  });
});

describe('GET /v2/videos', () => {
  it('lists live videos of the language newest first, each with its page path', async () => {
    const { body } = await get<VideoCard[]>('/v2/videos?limit=3');
    expect(body.data.map((v) => v.slug)).toEqual(['video-so-1', 'video-so-2', 'video-so-3']);
    expect(body.data[0]).toMatchObject({ language: 'vi', path: '/video/video-so-1', durationSeconds: 6 });
    const all = await get<VideoCard[]>('/v2/videos?limit=50');
    expect(all.body.data.map((v) => v.slug)).not.toContain(due.slug);
    expect(all.body.data.map((v) => v.slug)).not.toContain(draft.slug);
    const en = await get<VideoCard[]>('/v2/videos?language=en');
    expect(en.body.data.map((v) => v.path)).toEqual([
      '/en/video/da-lat-in-the-mist',
      '/en/video/cai-rang-floating-market',
    ]);
  });
});

describe('GET /v2/video/:slug', () => {
  it('returns the video, its canonical URL and a few more of its language, newest first', async () => {
    const { status, body } = await get<VideoDetail>('/v2/video/video-so-3');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      _id: vi[2]!.id,
      title: 'Video số 3',
      videoUrl: '/media/video/test-pattern.mp4',
      durationSeconds: 6,
      viewCount: 102,
      publishedAt: vi[2]!.publishedAt.toISOString(),
    });
    expect(body.data.thumbnail.sizes.SIX_NINE_750x422).toBeTruthy();
    expect(body.data.url_meta).toEqual({
      path: '/video/video-so-3',
      canonical: 'http://magazine.test/video/video-so-3',
      alternates: { vi: '/video/video-so-3' },
    });
    // four others, never the video itself
    expect(body.data.more.map((v) => v.slug)).toEqual([
      'video-so-1',
      'video-so-2',
      'video-so-4',
      'video-so-5',
    ]);
  });

  it('finds an English video under language=en only', async () => {
    const en = await get<VideoDetail>('/v2/video/da-lat-in-the-mist?language=en');
    expect(en.body.data._id).toBe(english.id);
    expect(en.body.data.url_meta.canonical).toBe('http://magazine.test/en/video/da-lat-in-the-mist');
    expect(en.body.data.more.map((v) => v.slug)).toEqual(['cai-rang-floating-market']);
    expect((await get('/v2/video/da-lat-in-the-mist')).status).toBe(404);
  });

  it('links a video to the same video in the other language, both ways', async () => {
    const vi = (await get<VideoDetail>('/v2/video/cho-noi-cai-rang')).body.data;
    expect(vi.translation).toEqual({
      language: 'en',
      slug: 'cai-rang-floating-market',
      path: '/en/video/cai-rang-floating-market',
    });
    expect(vi.url_meta.alternates).toEqual({
      vi: '/video/cho-noi-cai-rang',
      en: '/en/video/cai-rang-floating-market',
    });
    const en = (await get<VideoDetail>('/v2/video/cai-rang-floating-market?language=en')).body.data;
    expect(en.translation).toMatchObject({ language: 'vi', path: '/video/cho-noi-cai-rang' });
    // a video alone in its language has none
    expect((await get<VideoDetail>('/v2/video/video-so-3')).body.data.translation).toBeNull();
  });

  it('answers an unknown, future or draft video with the 404 envelope', async () => {
    for (const slug of ['khong-co', due.slug, draft.slug]) {
      const { status, body } = await get(`/v2/video/${slug}`);
      expect(status, slug).toBe(404);
      expect(body).toEqual({ errorCode: 404, message: 'VIDEO_NOT_FOUND', data: null });
    }
  });

  it('refuses a malformed slug or language, naming the field in the request language', async () => {
    const vi = await get('/v2/video/Video_1');
    expect(vi.status).toBe(400);
    const field = (vi.body as unknown as ErrorBody).data!.fields![0]!;
    expect(field.field).toBe('slug');
    expect(field.message).toBe('slug không đúng định dạng');
    const en = await get('/v2/video/Video_1?language=en');
    expect((en.body as unknown as ErrorBody).data!.fields![0]!.message).toBe(
      'slug is not in the right format',
    );
    const language = await get('/v2/video/video-so-1?language=fr');
    expect((language.body as unknown as ErrorBody).data!.fields!.map((f) => f.field)).toEqual(['language']);
  });
});
