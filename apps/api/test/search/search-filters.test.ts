import { type Envelope, SEARCH_QUERY_MAX_LENGTH, type SearchPage } from '@magazine/contracts';
import { refreshSearchDocuments } from '@magazine/db';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/build-test-app';
import {
  createArticle,
  createPodcastEpisode,
  createPodcastShow,
  createTopic,
  createVideo,
  minutesAgo,
} from '../helpers/factories';

const ctx = useTestApp();

async function search(query: string) {
  const res = await ctx.app.inject({ method: 'GET', url: `/v2/search?${query}` });
  return { status: res.statusCode, body: res.json() as Envelope<SearchPage> };
}

const BANH_MI_COUNT = 12;

beforeAll(async () => {
  const db = ctx.database.db;
  const food = await createTopic(db, {
    slugVi: 'am-thuc',
    slugEn: 'food',
    nameVi: 'Ẩm thực',
    nameEn: 'Food',
  });
  const travel = await createTopic(db, { slugVi: 'du-lich', slugEn: 'travel' });
  await createArticle(db, { title: 'Bún chả ở Hà Nội', topicId: food.id, slug: 'bun-cha-ha-noi' });
  await createArticle(db, { title: 'Đi bộ quanh Hà Nội', topicId: travel.id });
  await createArticle(db, {
    language: 'en',
    title: 'Bun cha in Hanoi',
    topicId: food.id,
    slug: 'bun-cha-hanoi',
  });
  await createArticle(db, { language: 'en', title: 'Walking around Hanoi', topicId: travel.id });
  const show = await createPodcastShow(db, { slug: 'chuyen-bep', title: 'Chuyện bếp' });
  await createPodcastEpisode(db, { showId: show.id, slug: 'bun-cha-sang-som', title: 'Bún chả sáng sớm' });
  await createVideo(db, { slug: 'bun-cha-hang-manh', title: 'Bún chả Hàng Mành' });
  const enShow = await createPodcastShow(db, { language: 'en', slug: 'kitchen-talk', title: 'Kitchen talk' });
  await createPodcastEpisode(db, {
    language: 'en',
    showId: enShow.id,
    slug: 'early-bun-cha',
    title: 'Early bun cha',
  });
  await createVideo(db, { language: 'en', slug: 'bun-cha-on-hang-manh', title: 'Bun cha on Hang Manh' });
  await createArticle(db, { title: 'Rượu cần Tây Nguyên', topicId: food.id, adultOnly: true });
  for (let i = 0; i < BANH_MI_COUNT; i++) {
    await createArticle(db, { title: `Bánh mì số ${i + 1}`, publishedAt: minutesAgo(i + 1) });
  }
  await refreshSearchDocuments(db);
});

describe('GET /v2/search: filters and pages', () => {
  it('searches every kind of content by default, each with its own path', async () => {
    const { body } = await search('q=bun%20cha');
    const byKind = Object.fromEntries(body.data.docs.map((d) => [d.kind, d]));
    expect(Object.keys(byKind).sort()).toEqual(['article', 'podcastEpisode', 'video']);
    expect(byKind.article!.path).toBe('/bun-cha-ha-noi');
    expect(byKind.article!.topic).toMatchObject({ slug: 'am-thuc', name: 'Ẩm thực' });
    expect(byKind.podcastEpisode).toMatchObject({
      path: '/podcast/chuyen-bep/bun-cha-sang-som',
      show: { slug: 'chuyen-bep', title: 'Chuyện bếp' },
    });
    expect(byKind.video!.path).toBe('/video/bun-cha-hang-manh');
    expect(body.data.docs.every((d) => d.image !== null)).toBe(true);
  });

  it('marks an adults-only article’s hit, and no other', async () => {
    const adult = await search('q=ruou%20can');
    expect(adult.body.data.docs.map((d) => [d.title, d.adultOnly])).toEqual([['Rượu cần Tây Nguyên', true]]);
    const { body } = await search('q=bun%20cha');
    expect(body.data.docs.length).toBeGreaterThan(0);
    expect(body.data.docs.every((d) => d.adultOnly === false)).toBe(true);
  });

  it('filters by type', async () => {
    for (const type of ['article', 'podcastEpisode', 'video'] as const) {
      const { status, body } = await search(`q=bun%20cha&type=${type}`);
      expect(status).toBe(200);
      expect(body.data.docs.map((d) => d.kind)).toEqual([type]);
    }
  });

  it('filters by topic slug in the language asked for', async () => {
    const vi = (await search('q=ha%20noi&topic=am-thuc')).body.data;
    expect(vi.docs.map((d) => d.title)).toEqual(['Bún chả ở Hà Nội']);
    const en = (await search('q=hanoi&language=en&topic=food')).body.data;
    expect(en.docs.map((d) => d.title)).toEqual(['Bun cha in Hanoi']);
    // the Vietnamese slug is not an English topic
    expect((await search('q=hanoi&language=en&topic=am-thuc')).body.data.docs).toEqual([]);
  });

  it('leaves out what was taken down after its search document was written', async () => {
    const db = ctx.database.db;
    const live = await createArticle(db, { title: 'Cơm tấm còn đăng', publishedAt: minutesAgo(30) });
    const drafted = await createArticle(db, { title: 'Cơm tấm đã gỡ', publishedAt: minutesAgo(20) });
    const show = await createPodcastShow(db, { slug: 'com-tam-radio', title: 'Cơm tấm radio' });
    const episode = await createPodcastEpisode(db, {
      showId: show.id,
      slug: 'com-tam-dem',
      title: 'Cơm tấm đêm',
    });
    const video = await createVideo(db, { slug: 'com-tam-suon', title: 'Cơm tấm sườn' });
    await refreshSearchDocuments(db);
    expect((await search('q=com%20tam')).body.data.docs.map((d) => d.title).sort()).toEqual([
      'Cơm tấm còn đăng',
      'Cơm tấm sườn',
      'Cơm tấm đã gỡ',
      'Cơm tấm đêm',
    ]);
    // taken down, the documents not yet refreshed
    await db.execute(sql`update articles set status = 'draft' where id = ${drafted.id}`);
    await db.execute(sql`update podcast_episodes set status = 'draft' where id = ${episode.id}`);
    await db.execute(sql`update videos set status = 'draft' where id = ${video.id}`);
    const { body } = await search('q=com%20tam');
    expect(body.data.docs.map((d) => d.title)).toEqual(['Cơm tấm còn đăng']);
    expect(body.data.docs[0]).toMatchObject({ _id: live.id, kind: 'article' });
  });

  it('searches one language at a time, with English paths under /en', async () => {
    const { body } = await search('q=bun%20cha&language=en');
    expect(body.data.docs.map((d) => d.title).sort()).toEqual([
      'Bun cha in Hanoi',
      'Bun cha on Hang Manh',
      'Early bun cha',
    ]);
    expect(body.data.docs.every((d) => d.language === 'en' && d.path.startsWith('/en/'))).toBe(true);
    expect(body.data.docs.map((d) => d.path).sort()).toEqual([
      '/en/bun-cha-hanoi',
      '/en/podcast/kitchen-talk/early-bun-cha',
      '/en/video/bun-cha-on-hang-manh',
    ]);
  });

  it('pages newest first among equals; a page past the end is an empty list', async () => {
    const first = (await search('q=banh%20mi&limit=5')).body.data;
    expect(first).toMatchObject({ page: 1, limit: 5, hasNextPage: true, total: BANH_MI_COUNT });
    expect(first.docs.map((d) => d.title)).toEqual([
      'Bánh mì số 1',
      'Bánh mì số 2',
      'Bánh mì số 3',
      'Bánh mì số 4',
      'Bánh mì số 5',
    ]);
    const last = (await search('q=banh%20mi&limit=5&page=3')).body.data;
    expect(last.docs.map((d) => d.title)).toEqual(['Bánh mì số 11', 'Bánh mì số 12']);
    expect(last.hasNextPage).toBe(false);
    const past = await search('q=banh%20mi&limit=5&page=4');
    expect(past.status).toBe(200);
    expect(past.body.data).toMatchObject({ docs: [], page: 4, hasNextPage: false });
  });

  it('gives 10 results by default', async () => {
    const { body } = await search('q=banh%20mi');
    expect(body.data.docs).toHaveLength(10);
    expect(body.data.limit).toBe(10);
  });

  it.each([
    ['', 'no query'],
    ['q=', 'an empty query'],
    ['q=%20%20%20', 'only spaces'],
    ['q=b', 'one letter'],
    [`q=${encodeURIComponent('ở')}`, 'one accented letter'],
    ['q=%3F!', 'no letters'],
  ])('answers %s (%s) with an empty page, not an error', async (query) => {
    const { status, body } = await search(query);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ docs: [], total: 0, hasNextPage: false, fuzzy: false });
  });

  it('cuts a query past 500 characters instead of refusing it', async () => {
    const long = `bánh mì ${'x'.repeat(SEARCH_QUERY_MAX_LENGTH + 100)}`;
    const { status, body } = await search(`q=${encodeURIComponent(long)}`);
    expect(status).toBe(200);
    expect(body.data.q).toBe(long.slice(0, SEARCH_QUERY_MAX_LENGTH));
  });

  it.each([
    ['q=pho&limit=51', 'limit', 'TOO_BIG'],
    ['q=pho&limit=0', 'limit', 'TOO_SMALL'],
    ['q=pho&page=0', 'page', 'TOO_SMALL'],
    ['q=pho&page=abc', 'page', 'INVALID_TYPE'],
    ['q=pho&language=fr', 'language', 'INVALID_VALUE'],
    ['q=pho&type=podcast', 'type', 'INVALID_VALUE'],
    ['q=pho&topic=%E1%BA%A8m%20th%E1%BB%B1c', 'topic', 'INVALID_FORMAT'],
  ])('answers 400 naming the field for %s', async (query, field, code) => {
    const { status, body } = await search(query);
    expect(status).toBe(400);
    expect(body.message).toBe('VALIDATION_ERROR');
    expect((body.data as unknown as { fields: { field: string; code: string }[] }).fields).toContainEqual(
      expect.objectContaining({ field, code }),
    );
  });
});
