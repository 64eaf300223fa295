import type { CollectionDetail, CollectionSummary } from '@magazine/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/build-test-app';
import {
  createArticle,
  createCollection,
  createSeries,
  minutesAgo,
  minutesFromNow,
  testImage,
} from '../helpers/factories';
import { expectFieldError, expectNotFound, httpOf, idsOf } from '../helpers/http';

const ctx = useTestApp();
const http = httpOf(ctx);

type Article = Awaited<ReturnType<typeof createArticle>>;
let ordered: Article[]; // the collection's live items in the editors' order
let seriesVi: Article[]; // the series' live Vietnamese articles, newest first
let seriesEn: Article;
let collection: Awaited<ReturnType<typeof createCollection>>;
let english: Awaited<ReturnType<typeof createCollection>>;
let series: Awaited<ReturnType<typeof createSeries>>;

beforeAll(async () => {
  const db = ctx.database.db;
  // the editors' order differs from the publication order
  const newest = await createArticle(db, { publishedAt: minutesAgo(1) });
  const middle = await createArticle(db, { publishedAt: minutesAgo(20) });
  const oldest = await createArticle(db, { publishedAt: minutesAgo(300) });
  const draft = await createArticle(db, { status: 'draft' });
  const later = await createArticle(db, { status: 'scheduled', publishedAt: minutesFromNow(60) });
  ordered = [middle, oldest, newest];
  collection = await createCollection(db, {
    slug: 'mua-he-ha-noi',
    title: 'Mùa hè Hà Nội',
    description: 'Những bài viết về mùa hè',
    articleIds: [middle.id, draft.id, oldest.id, later.id, newest.id],
  });
  const enArticle = await createArticle(db, { language: 'en' });
  english = await createCollection(db, {
    language: 'en',
    slug: 'hanoi-summer',
    title: 'Hanoi summer',
    articleIds: [enArticle.id],
  });
  series = await createSeries(db, {
    slugVi: 'hanh-trinh-xuyen-viet',
    slugEn: 'across-vietnam',
    titleVi: 'Hành trình xuyên Việt',
    titleEn: 'Across Vietnam',
    descriptionVi: 'Từ Bắc vào Nam',
    descriptionEn: 'From north to south',
    cover: testImage('series'),
  });
  seriesVi = [
    await createArticle(db, { seriesId: series.id, publishedAt: minutesAgo(2) }),
    await createArticle(db, { seriesId: series.id, publishedAt: minutesAgo(30) }),
  ];
  await createArticle(db, { seriesId: series.id, status: 'draft' });
  await createArticle(db, { seriesId: series.id, status: 'scheduled', publishedAt: minutesFromNow(5) });
  seriesEn = await createArticle(db, { seriesId: series.id, language: 'en' });
});

describe('GET /v2/collections', () => {
  it('lists the Vietnamese collections, then the series, by default', async () => {
    const { status, body } = await http.get<CollectionSummary[]>('/v2/collections');
    expect(status).toBe(200);
    expect(body.data).toEqual([
      {
        _id: collection.id,
        kind: 'collection',
        slug: 'mua-he-ha-noi',
        title: 'Mùa hè Hà Nội',
        description: 'Những bài viết về mùa hè',
        cover: null,
        alternates: { vi: 'mua-he-ha-noi' },
        articleCount: 3,
      },
      {
        _id: series.id,
        kind: 'series',
        slug: 'hanh-trinh-xuyen-viet',
        title: 'Hành trình xuyên Việt',
        description: 'Từ Bắc vào Nam',
        cover: testImage('series'),
        alternates: { vi: 'hanh-trinh-xuyen-viet', en: 'across-vietnam' },
        articleCount: 2,
      },
    ]);
  });

  it('lists the English collections and the series in English with language=en', async () => {
    const { body } = await http.get<CollectionSummary[]>('/v2/collections?language=en');
    expect(body.data.map((c) => [c.kind, c.slug, c.title, c.articleCount])).toEqual([
      ['collection', 'hanoi-summer', 'Hanoi summer', 1],
      ['series', 'across-vietnam', 'Across Vietnam', 1],
    ]);
  });

  it('answers 400 naming the field for an unknown language', async () => {
    expectFieldError(await http.get('/v2/collections?language=xx'), 'language', 'INVALID_VALUE');
  });
});

describe('GET /v2/collection/detail', () => {
  it('gives a collection with its live articles in the editors’ order', async () => {
    const { status, body } = await http.get<CollectionDetail>('/v2/collection/detail?slug=mua-he-ha-noi');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      _id: collection.id,
      kind: 'collection',
      slug: 'mua-he-ha-noi',
      title: 'Mùa hè Hà Nội',
      articleCount: 3,
    });
    expect(idsOf(body.data.articles.docs)).toEqual(idsOf(ordered.map((row) => ({ _id: row.id }))));
    expect(body.data.articles).toMatchObject({ page: 1, limit: 12, hasNextPage: false });
  });

  it('pages a collection: hasNextPage, then an empty page past the end', async () => {
    const first = await http.get<CollectionDetail>('/v2/collection/detail?slug=mua-he-ha-noi&limit=2');
    expect(idsOf(first.body.data.articles.docs)).toEqual([ordered[0]!.id, ordered[1]!.id]);
    expect(first.body.data.articles.hasNextPage).toBe(true);
    const second = await http.get<CollectionDetail>(
      '/v2/collection/detail?slug=mua-he-ha-noi&limit=2&page=2',
    );
    expect(idsOf(second.body.data.articles.docs)).toEqual([ordered[2]!.id]);
    expect(second.body.data.articles.hasNextPage).toBe(false);
    const past = await http.get<CollectionDetail>('/v2/collection/detail?slug=mua-he-ha-noi&page=4');
    expect(past.status).toBe(200);
    expect(past.body.data.articles).toMatchObject({ docs: [], page: 4, hasNextPage: false });
  });

  it('gives a series by its Vietnamese slug, its live Vietnamese articles newest first', async () => {
    const { status, body } = await http.get<CollectionDetail>(
      '/v2/collection/detail?slug=hanh-trinh-xuyen-viet',
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      _id: series.id,
      kind: 'series',
      slug: 'hanh-trinh-xuyen-viet',
      title: 'Hành trình xuyên Việt',
      alternates: { vi: 'hanh-trinh-xuyen-viet', en: 'across-vietnam' },
      articleCount: 2,
    });
    expect(idsOf(body.data.articles.docs)).toEqual(seriesVi.map((row) => row.id));
    expect(body.data.articles.docs.every((card) => card.series?.slug === 'hanh-trinh-xuyen-viet')).toBe(true);
  });

  it('gives a series by its English slug with language=en, its English articles only', async () => {
    const { status, body } = await http.get<CollectionDetail>(
      '/v2/collection/detail?slug=across-vietnam&language=en',
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ kind: 'series', slug: 'across-vietnam', title: 'Across Vietnam' });
    expect(idsOf(body.data.articles.docs)).toEqual([seriesEn.id]);
  });

  it('gives an English collection with language=en only', async () => {
    const en = await http.get<CollectionDetail>('/v2/collection/detail?slug=hanoi-summer&language=en');
    expect(en.status).toBe(200);
    expect(en.body.data._id).toBe(english.id);
    expectNotFound(await http.get('/v2/collection/detail?slug=hanoi-summer'), 'COLLECTION_NOT_FOUND');
    expectNotFound(
      await http.get('/v2/collection/detail?slug=mua-he-ha-noi&language=en'),
      'COLLECTION_NOT_FOUND',
    );
  });

  it('answers 404 COLLECTION_NOT_FOUND for an unknown slug', async () => {
    expectNotFound(await http.get('/v2/collection/detail?slug=khong-co'), 'COLLECTION_NOT_FOUND');
  });

  it.each([
    ['', 'slug', 'REQUIRED'],
    ['slug=Mua%20He', 'slug', 'INVALID_FORMAT'],
    ['slug=mua-he-ha-noi&limit=51', 'limit', 'TOO_BIG'],
    ['slug=mua-he-ha-noi&page=0', 'page', 'TOO_SMALL'],
    ['slug=mua-he-ha-noi&language=fr', 'language', 'INVALID_VALUE'],
  ])('answers 400 naming the field for "%s"', async (query, field, code) => {
    expectFieldError(await http.get(`/v2/collection/detail?${query}`), field, code);
  });
});
