import type { Topic, TopicDetail } from '@magazine/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/build-test-app';
import { createArticle, createTopic, minutesFromNow } from '../helpers/factories';
import { expectFieldError, expectNotFound, httpOf } from '../helpers/http';

const ctx = useTestApp();
const http = httpOf(ctx);

type Row = Awaited<ReturnType<typeof createTopic>>;
let travel: Row;
let food: Row;
let empty: Row;

beforeAll(async () => {
  const db = ctx.database.db;
  // editorial order is the position, not the creation order
  food = await createTopic(db, {
    slugVi: 'am-thuc',
    slugEn: 'food',
    nameVi: 'Ẩm thực',
    nameEn: 'Food',
    descriptionVi: 'Món ngon ba miền',
    descriptionEn: 'Good food from three regions',
    position: 2,
  });
  travel = await createTopic(db, {
    slugVi: 'du-lich',
    slugEn: 'travel',
    nameVi: 'Du lịch',
    nameEn: 'Travel',
    position: 1,
  });
  empty = await createTopic(db, { position: 3 });
  // travel: 3 live Vietnamese, 1 live English; never counted: a draft, one scheduled for later
  for (let i = 0; i < 3; i++) await createArticle(db, { topicId: travel.id });
  await createArticle(db, { topicId: travel.id, language: 'en' });
  await createArticle(db, { topicId: travel.id, status: 'draft' });
  await createArticle(db, { topicId: travel.id, status: 'scheduled', publishedAt: minutesFromNow(60) });
  await createArticle(db, { topicId: food.id, language: 'en', status: 'draft' });
  // food: 1 live Vietnamese, 2 live English
  await createArticle(db, { topicId: food.id });
  for (let i = 0; i < 2; i++) await createArticle(db, { topicId: food.id, language: 'en' });
});

describe('GET /v2/topics', () => {
  it('lists every topic in editorial order with Vietnamese names and live counts by default', async () => {
    const { status, body } = await http.get<Topic[]>('/v2/topics');
    expect(status).toBe(200);
    expect(body.errorCode).toBe(200);
    expect(body.data).toEqual([
      { _id: travel.id, slug: 'du-lich', name: 'Du lịch', description: '', articleCount: 3 },
      { _id: food.id, slug: 'am-thuc', name: 'Ẩm thực', description: 'Món ngon ba miền', articleCount: 1 },
      { _id: empty.id, slug: empty.slugVi, name: empty.nameVi, description: '', articleCount: 0 },
    ]);
  });

  it('gives English names, slugs and counts with language=en', async () => {
    const { body } = await http.get<Topic[]>('/v2/topics?language=en');
    expect(body.data.map((t) => [t.slug, t.name, t.articleCount])).toEqual([
      ['travel', 'Travel', 1],
      ['food', 'Food', 2],
      [empty.slugEn, empty.nameEn, 0],
    ]);
    expect(body.data[1]!.description).toBe('Good food from three regions');
  });

  it('answers 400 naming the field for an unknown language', async () => {
    expectFieldError(await http.get('/v2/topics?language=fr'), 'language', 'INVALID_VALUE');
  });
});

describe('GET /v2/topic/:slug', () => {
  it('finds a topic by its Vietnamese slug, with both slugs in alternates', async () => {
    const { status, body } = await http.get<TopicDetail>('/v2/topic/du-lich?language=vi');
    expect(status).toBe(200);
    expect(body.data).toEqual({
      _id: travel.id,
      slug: 'du-lich',
      name: 'Du lịch',
      description: '',
      articleCount: 3,
      alternates: { vi: 'du-lich', en: 'travel' },
    });
  });

  it('finds a topic by its English slug with language=en', async () => {
    const { status, body } = await http.get<TopicDetail>('/v2/topic/food?language=en');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      _id: food.id,
      slug: 'food',
      name: 'Food',
      articleCount: 2,
      alternates: { vi: 'am-thuc', en: 'food' },
    });
  });

  it('looks the slug up in the requested language only (Vietnamese by default)', async () => {
    expectNotFound(await http.get('/v2/topic/travel'), 'TOPIC_NOT_FOUND');
    expectNotFound(await http.get('/v2/topic/du-lich?language=en'), 'TOPIC_NOT_FOUND');
  });

  it('answers 404 TOPIC_NOT_FOUND for an unknown slug', async () => {
    expectNotFound(await http.get('/v2/topic/khong-co-chu-de-nay'), 'TOPIC_NOT_FOUND');
  });

  it.each([
    ['/v2/topic/Du_Lich', 'slug'],
    ['/v2/topic/du-lich?language=fr', 'language'],
  ])('answers 400 naming the field for %s', async (url, field) => {
    expectFieldError(await http.get(url), field);
  });
});
