import type { ArticlePage, Envelope } from '@magazine/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/build-test-app';
import { createArticle, createAuthor, createTopic, minutesAgo, minutesFromNow } from '../helpers/factories';

const ctx = useTestApp();

let topicSlug = '';
/** what every live card here has: an author and a topic */
let cardDefaults: { authorIds: string[]; topicId: string } = { authorIds: [], topicId: '' };
const foodIds = new Set<string>();

beforeAll(async () => {
  const db = ctx.database.db;
  const author = await createAuthor(db);
  const [travel, food] = [await createTopic(db), await createTopic(db)];
  topicSlug = travel.slugVi;
  cardDefaults = { authorIds: [author.id], topicId: food.id };
  const live = { authorIds: [author.id], status: 'published' };
  // 16 live Vietnamese articles a minute apart (two topics), two of them pinned, four in the food vertical
  for (let i = 0; i < 16; i++) {
    const row = await createArticle(db, {
      ...live,
      topicId: i % 2 === 0 ? travel.id : food.id,
      publishedAt: minutesAgo(i + 1),
      isPinned: i === 3 || i === 7,
      vertical: i % 5 === 0 ? 'food' : null,
    });
    if (row.vertical === 'food') foodIds.add(row.id);
  }
  // never listed: a draft, one scheduled for later, and a food article not yet due
  await createArticle(db, { authorIds: [author.id], status: 'draft' });
  await createArticle(db, { authorIds: [author.id], status: 'scheduled', publishedAt: minutesFromNow(30) });
  await createArticle(db, {
    authorIds: [author.id],
    status: 'scheduled',
    vertical: 'food',
    publishedAt: minutesFromNow(30),
  });
  // 7 live English articles, so a second page of 5 exists
  for (let i = 0; i < 7; i++) {
    await createArticle(db, { ...live, language: 'en', topicId: travel.id, publishedAt: minutesAgo(i + 1) });
  }
});

async function latest(query: string) {
  const res = await ctx.app.inject({ method: 'GET', url: `/v2/latest-article?${query}` });
  return { status: res.statusCode, body: res.json() as Envelope<ArticlePage> };
}

describe('GET /v2/latest-article', () => {
  it('returns live Vietnamese articles newest first by default, in the envelope', async () => {
    const { status, body } = await latest('');
    expect(status).toBe(200);
    expect(body.errorCode).toBe(200);
    expect(body.data.docs).toHaveLength(12);
    expect(body.data.docs.every((a) => a.language === 'vi' && a.path === `/${a.slug}`)).toBe(true);
    const dates = body.data.docs.map((a) => Date.parse(a.publishedAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(dates.every((d) => d <= Date.now())).toBe(true);
    expect(body.data.hasNextPage).toBe(true);
  });

  it('pages without overlap and serves English under /en paths', async () => {
    const first = await latest('language=en&limit=5&page=1');
    const second = await latest('language=en&limit=5&page=2');
    const ids = new Set(first.body.data.docs.map((a) => a._id));
    expect(first.body.data.docs).toHaveLength(5);
    expect(second.body.data.docs).toHaveLength(2);
    expect(second.body.data.docs.some((a) => ids.has(a._id))).toBe(false);
    expect(second.body.data.docs[0]!.path).toBe(`/en/${second.body.data.docs[0]!.slug}`);
  });

  it('gives, page after page, exactly the order of one long page (later pages find their rows first)', async () => {
    const all = (await latest('limit=12')).body.data.docs.map((a) => a._id);
    const paged: string[] = [];
    for (let page = 1; page <= 4; page++) {
      const res = await latest(`limit=3&page=${page}`);
      paged.push(...res.body.data.docs.map((a) => a._id));
      expect(res.body.data.docs).toHaveLength(3);
    }
    expect(paged).toEqual(all);
    // each card of a later page is whole: authors, topic and counts came along
    const [card] = (await latest('limit=1&page=5')).body.data.docs;
    expect(card).toMatchObject({ authors: expect.any(Array), commentCount: expect.any(Number) });
  });

  it('reads on from a cursor in the order of one long page, and a new article does not shift it', async () => {
    const all = (await latest('limit=16')).body.data.docs.map((a) => a._id);
    const walked: string[] = [];
    let cursor: string | null | undefined;
    for (let step = 0; step < 6; step++) {
      const res = await latest(`limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(res.status).toBe(200);
      walked.push(...res.body.data.docs.map((a) => a._id));
      cursor = res.body.data.nextCursor;
      if (step === 1) {
        // published while the reader is on page 2: page 3 by number would repeat a card
        await createArticle(ctx.database.db, {
          ...cardDefaults,
          status: 'published',
          publishedAt: minutesAgo(0.1),
        });
      }
      if (!cursor) break;
    }
    expect(cursor).toBeNull();
    expect(walked).toEqual(all);
  });

  it('breaks ties of the same publication time by id, with none lost or repeated', async () => {
    const db = ctx.database.db;
    const topic = await createTopic(db);
    const at = minutesAgo(500);
    for (let i = 0; i < 5; i++) {
      await createArticle(db, { ...cardDefaults, status: 'published', topicId: topic.id, publishedAt: at });
    }
    const all = (await latest(`groupTopic=${topic.slugVi}&limit=10`)).body.data.docs.map((a) => a._id);
    expect(all).toHaveLength(5);
    const walked: string[] = [];
    let cursor: string | null | undefined = null;
    do {
      const query = `groupTopic=${topic.slugVi}&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const res = await latest(query);
      walked.push(...res.body.data.docs.map((a) => a._id));
      cursor = res.body.data.nextCursor;
    } while (cursor);
    expect(walked).toEqual(all);
  });

  it('refuses a cursor it did not make, naming the field', async () => {
    for (const bad of [
      'abc',
      '2026-01-01T00:00:00.000000Z',
      '2026-13-45T00:00:00.000000Z_8a1b2c3d-0000-4000-8000-000000000000',
    ]) {
      const res = await latest(`cursor=${encodeURIComponent(bad)}`);
      expect(res.status).toBe(400);
      const body = res.body as unknown as { data: { fields: { field: string }[] } };
      expect(body.data.fields.map((f) => f.field)).toContain('cursor');
    }
  });

  it('leaves out the ignored ids, written as ignoreArticleIds[]', async () => {
    const first = await latest('limit=3');
    const ignored = first.body.data.docs.map((a) => a._id);
    const query = ignored.map((id) => `ignoreArticleIds[]=${id}`).join('&');
    const next = await latest(`limit=3&${query}`);
    expect(next.body.data.docs).toHaveLength(3);
    expect(next.body.data.docs.map((a) => a._id).some((id) => ignored.includes(id))).toBe(false);
  });

  it('filters by topic slug (groupTopic) and by vertical', async () => {
    const byTopic = await latest(`groupTopic=${topicSlug}&limit=50`);
    expect(byTopic.body.data.docs).toHaveLength(8);
    expect(byTopic.body.data.docs.every((a) => a.topic?.slug === topicSlug)).toBe(true);

    // a later page by `page` picks its ids apart from the cards: it goes on where page 1 stopped
    const paged: string[] = [];
    for (let page = 1; page <= 3; page++) {
      paged.push(
        ...(await latest(`groupTopic=${topicSlug}&limit=3&page=${page}`)).body.data.docs.map((a) => a._id),
      );
    }
    expect(paged).toEqual(byTopic.body.data.docs.map((a) => a._id));

    const byVertical = await latest('vertical=food&limit=50');
    expect(byVertical.body.data.docs.length).toBe(foodIds.size);
    expect(byVertical.body.data.docs.every((a) => a.vertical === 'food' && foodIds.has(a._id))).toBe(true);
  });

  it('gives the pinned articles apart when isGetPinArticles is true', async () => {
    const { body } = await latest('isGetPinArticles=true&limit=20');
    expect(body.data.pinArticles).toHaveLength(2);
    expect(body.data.pinArticles!.every((a) => a.isPinned)).toBe(true);
    expect(body.data.docs.some((a) => a.isPinned)).toBe(false);
  });

  it('gives the pins of the same list: its filters and ignored ids, on its first page only', async () => {
    const all = (await latest('isGetPinArticles=true&limit=20')).body.data.pinArticles!;
    const [newer, older] = all;
    // both pins are of the other topic: a list of this topic has none
    expect(all.every((a) => a.topic?.slug !== topicSlug)).toBe(true);
    expect((await latest(`isGetPinArticles=true&groupTopic=${topicSlug}`)).body.data.pinArticles).toEqual([]);
    // an ignored pin stays out
    const ignoring = await latest(`isGetPinArticles=true&ignoreArticleIds[]=${newer!._id}`);
    expect(ignoring.body.data.pinArticles!.map((a) => a._id)).toEqual([older!._id]);
    // the second page, by number or by cursor, repeats none of them
    const first = await latest('isGetPinArticles=true&limit=3');
    expect(first.body.data.pinArticles).toHaveLength(2);
    expect((await latest('isGetPinArticles=true&limit=3&page=2')).body.data.pinArticles).toEqual([]);
    const byCursor = await latest(`isGetPinArticles=true&limit=3&cursor=${first.body.data.nextCursor}`);
    expect(byCursor.body.data.pinArticles).toEqual([]);
  });

  it('attaches authors, topic and images with preset urls to each card', async () => {
    const { body } = await latest('limit=5');
    for (const card of body.data.docs) {
      expect(card.authors.length).toBeGreaterThan(0);
      expect(card.topic).not.toBeNull();
      expect(card.images.sizes.SIX_NINE_375x211).toMatch(/^\/media\/.+\.webp$/);
    }
  });

  it.each([
    ['limit=51', 'limit', 'TOO_BIG'],
    ['limit=0', 'limit', 'TOO_SMALL'],
    ['limit=ten', 'limit', 'INVALID_TYPE'],
    ['page=0', 'page', 'TOO_SMALL'],
    ['language=fr', 'language', 'INVALID_VALUE'],
    ['vertical=sports', 'vertical', 'INVALID_VALUE'],
    ['isGetPinArticles=maybe', 'isGetPinArticles', 'INVALID_VALUE'],
    ['ignoreArticleIds[]=not-a-uuid', 'ignoreArticleIds.0', 'INVALID_FORMAT'],
    ['groupTopic=Not%20A%20Slug', 'groupTopic', 'INVALID_FORMAT'],
  ])('answers 400 naming the field for %s', async (query, field, code) => {
    const { status, body } = await latest(query);
    expect(status).toBe(400);
    expect(body.errorCode).toBe(400);
    expect(body.message).toBe('VALIDATION_ERROR');
    expect((body.data as unknown as { fields: { field: string; code: string }[] }).fields).toContainEqual(
      expect.objectContaining({ field, code }),
    );
  });

  it('says what is wrong in the language asked for', async () => {
    const vi = (await latest('limit=500')).body as unknown as { data: { fields: { message: string }[] } };
    expect(vi.data.fields[0]!.message).toBe('limit quá lớn (tối đa 50)');
    const en = (await latest('limit=500&language=en')).body as unknown as {
      data: { fields: { message: string }[] };
    };
    expect(en.data.fields[0]!.message).toBe('limit is too large (at most 50)');
  });
});
