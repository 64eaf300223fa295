import type { Envelope, SitemapPage, SitemapSummary } from '@magazine/contracts';
import { articleTags, tags } from '@magazine/db';
import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/build-test-app';
import {
  createArticle,
  createAuthor,
  createEvent,
  createPodcastEpisode,
  createPodcastShow,
  createTopic,
  createTranslationPair,
  createVideo,
  minutesAgo,
  minutesFromNow,
} from '../helpers/factories';

const ctx = useTestApp();

async function get<T>(url: string) {
  const res = await ctx.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() as Envelope<T> };
}

const paths = (page: SitemapPage) => page.entries.map((entry) => entry.path);

let pair: Awaited<ReturnType<typeof createTranslationPair>>;
let lone: Awaited<ReturnType<typeof createArticle>>;
let draft: Awaited<ReturnType<typeof createArticle>>;
let scheduled: Awaited<ReturnType<typeof createArticle>>;
let topic: Awaited<ReturnType<typeof createTopic>>;

beforeAll(async () => {
  const db = ctx.database.db;
  topic = await createTopic(db, { slugVi: 'am-thuc-pho', slugEn: 'street-food' });
  const author = await createAuthor(db, { slug: 'nguyen-van-a' });
  const idle = await createAuthor(db, { slug: 'chua-viet-bai' });
  pair = await createTranslationPair(db, {
    vi: { slug: 'pho-ha-noi', topicId: topic.id, authorIds: [author.id], vertical: 'food' },
    en: { slug: 'hanoi-pho', topicId: topic.id, authorIds: [author.id], vertical: 'food' },
  });
  // an outside writer's piece: read at /open-publishing/[slug]
  lone = await createArticle(db, {
    slug: 'chi-tieng-viet',
    publishedAt: minutesAgo(30),
    openPublishing: true,
  });
  draft = await createArticle(db, { slug: 'ban-nhap', status: 'draft', authorIds: [idle.id] });
  scheduled = await createArticle(db, {
    slug: 'hen-gio',
    status: 'scheduled',
    publishedAt: minutesFromNow(60),
  });
  await createArticle(db, { slug: 'chuyen-huong', isRedirect: true, redirectTo: '/pho-ha-noi' });
  const [tag] = await db
    .insert(tags)
    .values({ id: uuidv7(), language: 'vi', slug: 'pho', name: 'Phở' })
    .returning();
  await db.insert(articleTags).values({ articleId: pair.vi.id, tagId: tag!.id });
  await db.insert(tags).values({ id: uuidv7(), language: 'en', slug: 'unused', name: 'Unused' });
  const show = await createPodcastShow(db, { slug: 'chuyen-pho' });
  await createPodcastEpisode(db, { showId: show.id, slug: 'tap-mot' });
  await createPodcastEpisode(db, { showId: show.id, slug: 'tap-sau', publishedAt: minutesFromNow(60) });
  await createVideo(db, { language: 'en', slug: 'night-market' });
  await createVideo(db, { slug: 'video-nhap', status: 'draft' });
  await createEvent(db, { slug: 'le-hoi-huong-vi', startAt: minutesFromNow(60), endAt: minutesFromNow(120) });
  await createEvent(db, {
    slug: 'su-kien-nhap',
    status: 'draft',
    startAt: minutesAgo(60),
    endAt: minutesFromNow(60),
  });
});

describe('GET /v2/sitemap/articles', () => {
  it('lists live articles of both languages by default, with lastmod and hreflang pairs', async () => {
    const { status, body } = await get<SitemapPage>('/v2/sitemap/articles');
    expect(status).toBe(200);
    expect(body.data.page).toBe(1);
    expect(body.data.limit).toBe(50_000);
    expect(paths(body.data).sort()).toEqual([
      '/en/hanoi-pho',
      '/open-publishing/chi-tieng-viet',
      '/pho-ha-noi',
    ]);
    const vi = body.data.entries.find((entry) => entry.path === '/pho-ha-noi')!;
    expect(vi.language).toBe('vi');
    expect(vi.alternates).toEqual({ vi: '/pho-ha-noi', en: '/en/hanoi-pho' });
    expect(Date.parse(vi.lastmod!)).not.toBeNaN();
    const single = body.data.entries.find((entry) => entry.path === '/open-publishing/chi-tieng-viet')!;
    expect(single.alternates).toEqual({});
  });

  it('leaves out drafts, articles not yet due and redirects', async () => {
    const { body } = await get<SitemapPage>('/v2/sitemap/articles');
    const listed = paths(body.data).join(' ');
    expect(listed).not.toContain(draft.slug);
    expect(listed).not.toContain(scheduled.slug);
    expect(listed).not.toContain('chuyen-huong');
  });

  it('splits into chunks and filters by language', async () => {
    const first = await get<SitemapPage>('/v2/sitemap/articles?limit=2&page=1');
    const second = await get<SitemapPage>('/v2/sitemap/articles?limit=2&page=2');
    expect(first.body.data).toMatchObject({ total: 3, hasNextPage: true });
    expect(second.body.data).toMatchObject({ total: 3, hasNextPage: false });
    expect([...paths(first.body.data), ...paths(second.body.data)].sort()).toEqual([
      '/en/hanoi-pho',
      '/open-publishing/chi-tieng-viet',
      '/pho-ha-noi',
    ]);
    const english = await get<SitemapPage>('/v2/sitemap/articles?language=en');
    expect(paths(english.body.data)).toEqual(['/en/hanoi-pho']);
    const past = await get<SitemapPage>('/v2/sitemap/articles?page=9');
    expect(past.body.data.entries).toEqual([]);
    expect(lone.language).toBe('vi');
  });

  it.each([
    ['/v2/sitemap/articles?page=0', 'page'],
    ['/v2/sitemap/articles?page=abc', 'page'],
    ['/v2/sitemap/articles?limit=50001', 'limit'],
    ['/v2/sitemap/articles?language=fr', 'language'],
    ['/v2/sitemap/everything', 'type'],
  ])('%s is a 400 naming %s', async (url, field) => {
    const { status, body } = await get<{ fields: { field: string }[] }>(url);
    expect(status).toBe(400);
    expect(body.data.fields.map((f) => f.field)).toContain(field);
  });
});

describe('GET /v2/sitemap/:type for the other content', () => {
  it('topics: every topic in both languages, paired', async () => {
    const { body } = await get<SitemapPage>('/v2/sitemap/topics');
    expect(body.data.entries).toEqual([
      {
        language: 'vi',
        path: '/chu-de/am-thuc-pho',
        lastmod: expect.any(String),
        alternates: { vi: '/chu-de/am-thuc-pho', en: '/en/topic/street-food' },
      },
      {
        language: 'en',
        path: '/en/topic/street-food',
        lastmod: expect.any(String),
        alternates: { vi: '/chu-de/am-thuc-pho', en: '/en/topic/street-food' },
      },
    ]);
    expect(topic.slugVi).toBe('am-thuc-pho');
  });

  it('tags and authors: only those with live articles', async () => {
    const tagPage = await get<SitemapPage>('/v2/sitemap/tags');
    expect(paths(tagPage.body.data)).toEqual(['/tags/pho']);
    const authorPage = await get<SitemapPage>('/v2/sitemap/authors');
    expect(paths(authorPage.body.data)).toEqual([
      '/contributors/nguyen-van-a',
      '/en/contributors/nguyen-van-a',
    ]);
  });

  it('podcasts: shows and live episodes; videos: live ones', async () => {
    const podcasts = await get<SitemapPage>('/v2/sitemap/podcasts');
    expect(paths(podcasts.body.data)).toEqual(['/podcast/chuyen-pho', '/podcast/chuyen-pho/tap-mot']);
    const videos = await get<SitemapPage>('/v2/sitemap/videos');
    expect(paths(videos.body.data)).toEqual(['/en/video/night-market']);
  });

  it('categories: the five verticals with their localized slugs', async () => {
    const { body } = await get<SitemapPage>('/v2/sitemap/categories?language=vi');
    expect(paths(body.data)).toEqual([
      '/chuyen-muc/viec-lam',
      '/chuyen-muc/am-thuc',
      '/chuyen-muc/radio',
      '/chuyen-muc/doi-moi',
      '/chuyen-muc/song-khoe',
    ]);
    const food = body.data.entries.find((entry) => entry.path === '/chuyen-muc/am-thuc')!;
    expect(food.alternates.en).toBe('/en/category/food');
    expect(food.lastmod).not.toBeNull();
    expect(body.data.entries.find((entry) => entry.path === '/chuyen-muc/radio')!.lastmod).toBeNull();
  });
});

describe('GET /v2/sitemap/events', () => {
  it('lists published events at their own page, drafts left out', async () => {
    const { status, body } = await get<SitemapPage>('/v2/sitemap/events');
    expect(status).toBe(200);
    expect(paths(body.data)).toEqual(['/events/le-hoi-huong-vi']);
  });
});

describe('GET /v2/sitemap', () => {
  it('counts the URLs of each type, per language on request', async () => {
    const both = await get<SitemapSummary>('/v2/sitemap');
    expect(both.status).toBe(200);
    const totals = Object.fromEntries(both.body.data.map((row) => [row.type, row.total]));
    expect(totals).toEqual({
      articles: 3,
      topics: 2,
      tags: 1,
      authors: 2,
      collections: 0,
      podcasts: 2,
      videos: 1,
      events: 1,
      categories: 10,
    });
    const english = await get<SitemapSummary>('/v2/sitemap?language=en');
    expect(english.body.data.find((row) => row.type === 'articles')!.total).toBe(1);
    expect(english.body.data.find((row) => row.type === 'videos')!.lastmod).not.toBeNull();
  });

  it('refuses an unknown language', async () => {
    const { status } = await get('/v2/sitemap?language=de');
    expect(status).toBe(400);
  });
});
