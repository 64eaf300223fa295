import type { ArticleDetail, ArticlePage } from '@magazine/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/build-test-app';
import {
  createArticle,
  createAuthor,
  createSeries,
  createTag,
  minutesAgo,
  minutesFromNow,
  tagArticle,
} from '../helpers/factories';
import { expectFieldError, httpOf, idsOf } from '../helpers/http';

const ctx = useTestApp();
const http = httpOf(ctx);

type Article = Awaited<ReturnType<typeof createArticle>>;
const expected = {
  tag: [] as string[],
  tagEn: [] as string[],
  author: [] as string[],
  series: [] as string[],
};
let authorEn: string[] = [];
let seriesEn: string[] = [];
let slug150: Article;
let slug200: Article;

const latest = (query: string) => http.get<ArticlePage>(`/v2/latest-article?${query}`);

beforeAll(async () => {
  const db = ctx.database.db;
  const tag = await createTag(db, { slug: 'pho' });
  const tagEn = await createTag(db, { language: 'en', slug: 'pho' });
  const author = await createAuthor(db, { slug: 'le-hoa' });
  const series = await createSeries(db, { slugVi: 'mon-ngon', slugEn: 'good-food' });
  // three tagged live articles, newest first in `expected`, two of them by the author
  for (let i = 0; i < 3; i++) {
    const row = await createArticle(db, {
      publishedAt: minutesAgo(i + 1),
      authorIds: i < 2 ? [author.id] : [],
      seriesId: i === 0 ? series.id : null,
    });
    await tagArticle(db, row.id, [tag.id]);
    expected.tag.push(row.id);
    if (i < 2) expected.author.push(row.id);
    if (i === 0) expected.series.push(row.id);
  }
  const older = await createArticle(db, {
    publishedAt: minutesAgo(90),
    authorIds: [author.id],
    seriesId: series.id,
  });
  expected.author.push(older.id);
  expected.series.push(older.id);
  // never listed: drafts and articles scheduled for later with the same tag, author and series
  for (const status of ['draft', 'scheduled'] as const) {
    const row = await createArticle(db, {
      status,
      publishedAt: status === 'draft' ? null : minutesFromNow(60),
      authorIds: [author.id],
      seriesId: series.id,
    });
    await tagArticle(db, row.id, [tag.id]);
  }
  // English ones: the English tag of the same slug, the same author and series
  const en = await createArticle(db, { language: 'en', authorIds: [author.id], seriesId: series.id });
  await tagArticle(db, en.id, [tagEn.id]);
  expected.tagEn.push(en.id);
  authorEn = [en.id];
  seriesEn = [en.id];
  // articles with nothing in common
  for (let i = 0; i < 3; i++) await createArticle(db, { publishedAt: minutesAgo(5 + i) });
  slug150 = await createArticle(db, { slug: `bai-${'a'.repeat(146)}` });
  slug200 = await createArticle(db, { slug: `bai-${'b'.repeat(196)}` });
});

describe('GET /v2/latest-article filters', () => {
  it('tag= gives the live articles with that tag of the language, newest first', async () => {
    const { status, body } = await latest('tag=pho');
    expect(status).toBe(200);
    expect(idsOf(body.data.docs)).toEqual(expected.tag);
    const en = await latest('tag=pho&language=en');
    expect(idsOf(en.body.data.docs)).toEqual(expected.tagEn);
  });

  it('author= gives the live articles in the author’s byline, in the language', async () => {
    expect(idsOf((await latest('author=le-hoa')).body.data.docs)).toEqual(expected.author);
    expect(idsOf((await latest('author=le-hoa&language=en')).body.data.docs)).toEqual(authorEn);
  });

  it('series= takes the series slug of the requested language', async () => {
    expect(idsOf((await latest('series=mon-ngon')).body.data.docs)).toEqual(expected.series);
    expect(idsOf((await latest('series=good-food&language=en')).body.data.docs)).toEqual(seriesEn);
    expect((await latest('series=good-food')).body.data.docs).toEqual([]);
    // page 2 picks its ids apart from the cards, by the series' slug too
    expect(idsOf((await latest('series=mon-ngon&limit=1&page=2')).body.data.docs)).toEqual([
      expected.series[1],
    ]);
  });

  it('combines filters', async () => {
    const { body } = await latest('tag=pho&author=le-hoa&series=mon-ngon');
    expect(idsOf(body.data.docs)).toEqual([expected.tag[0]]);
  });

  it('pages a filtered list: hasNextPage, then an empty page past the end', async () => {
    const first = await latest('author=le-hoa&limit=2');
    expect(idsOf(first.body.data.docs)).toEqual(expected.author.slice(0, 2));
    expect(first.body.data.hasNextPage).toBe(true);
    const second = await latest('author=le-hoa&limit=2&page=2');
    expect(idsOf(second.body.data.docs)).toEqual(expected.author.slice(2));
    expect(second.body.data.hasNextPage).toBe(false);
    const past = await latest('author=le-hoa&limit=2&page=3');
    expect(past.status).toBe(200);
    expect(past.body.data).toMatchObject({ docs: [], hasNextPage: false });
  });

  it('an unknown tag, author or series is an empty list', async () => {
    for (const query of ['tag=khong-co', 'author=khong-co', 'series=khong-co']) {
      const { status, body } = await latest(query);
      expect(status).toBe(200);
      expect(body.data).toMatchObject({ docs: [], hasNextPage: false });
    }
  });

  it('takes the language as VN or EN too, in any case (SPEC §9 names the default VN)', async () => {
    for (const [query, ids] of [
      ['tag=pho&language=VN', expected.tag],
      ['tag=pho&language=vn', expected.tag],
      ['tag=pho&language=EN', expected.tagEn],
      ['tag=pho&language=En', expected.tagEn],
    ] as const) {
      const { status, body } = await latest(query);
      expect(status).toBe(200);
      expect(idsOf(body.data.docs)).toEqual(ids);
      expect(body.data.docs.every((doc) => doc.language === (ids === expected.tag ? 'vi' : 'en'))).toBe(true);
    }
  });

  it('words a refusal in the language given as EN or VN', async () => {
    const messageOf = async (query: string) =>
      ((await latest(query)).body.data as unknown as { fields: { message: string }[] }).fields[0]?.message;
    const english = await messageOf('tag=Pho%20Bo&language=en');
    const vietnamese = await messageOf('tag=Pho%20Bo&language=vi');
    expect(english).not.toBe(vietnamese);
    expect(await messageOf('tag=Pho%20Bo&language=EN')).toBe(english);
    expect(await messageOf('tag=Pho%20Bo&language=VN')).toBe(vietnamese);
  });

  it.each([
    ['language=fr', 'language'],
    ['language=', 'language'],
    ['tag=Pho%20Bo', 'tag'],
    ['author=le_hoa', 'author'],
    ['series=Mon-Ngon', 'series'],
    [`tag=${'a'.repeat(201)}`, 'tag'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    expectFieldError(await latest(query), field);
  });
});

describe('GET /v2/article-detail with long slugs', () => {
  it('opens articles whose slugs have 150 and 200 characters', async () => {
    for (const row of [slug150, slug200]) {
      const { status, body } = await http.get<ArticleDetail>(`/v2/article-detail/${row.slug}?isNoContent=1`);
      expect(status).toBe(200);
      expect(body.data._id).toBe(row.id);
    }
    expect(slug150.slug).toHaveLength(150);
    expect(slug200.slug).toHaveLength(200);
  });

  it('answers a 201- or 1000-character slug with 400 or 404, never a 500', async () => {
    for (const length of [201, 1000]) {
      const { status } = await http.get(`/v2/article-detail/${'c'.repeat(length)}`);
      expect([400, 404]).toContain(status);
    }
    // past the router's parameter length (1000): a 414 in the envelope, the path not echoed
    const res = await http.get(`/v2/article-detail/${'c'.repeat(5000)}`);
    expect(res.status).toBe(414);
    expect(res.body).toEqual({ errorCode: 414, message: 'VALIDATION_ERROR', data: { fields: [] } });
  });
});
