import type { AuthorPage, AuthorSummary } from '@magazine/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/build-test-app';
import { createArticle, createAuthor, minutesFromNow, testImage } from '../helpers/factories';
import { expectFieldError, expectNotFound, httpOf } from '../helpers/http';

const ctx = useTestApp();
const http = httpOf(ctx);

type Author = Awaited<ReturnType<typeof createAuthor>>;
const a = {} as Record<'lan' | 'minh' | 'draftsOnly' | 'english', Author>;

beforeAll(async () => {
  const db = ctx.database.db;
  a.lan = await createAuthor(db, {
    slug: 'nguyen-lan',
    name: 'Nguyễn Lan',
    bioVi: 'Nhà báo ẩm thực ở Hà Nội.',
    bioEn: 'A food journalist in Hanoi.',
    avatar: testImage('lan'),
  });
  a.minh = await createAuthor(db, { slug: 'tran-minh', name: 'Trần Minh', role: 'photographer' });
  a.draftsOnly = await createAuthor(db, { slug: 'chua-dang', name: 'Chưa Đăng' });
  a.english = await createAuthor(db, { slug: 'jane-doe', name: 'Jane Doe', bioEn: 'Writes about travel.' });
  // lan: 3 live Vietnamese (one shared with minh) and 1 live English; minh: 1 live Vietnamese
  for (let i = 0; i < 2; i++) await createArticle(db, { authorIds: [a.lan.id] });
  await createArticle(db, { authorIds: [a.minh.id, a.lan.id] });
  await createArticle(db, { authorIds: [a.lan.id], language: 'en' });
  await createArticle(db, { authorIds: [a.lan.id, a.minh.id], status: 'draft' });
  // never counted: drafts and articles scheduled for later
  await createArticle(db, { authorIds: [a.draftsOnly.id], status: 'draft' });
  await createArticle(db, {
    authorIds: [a.draftsOnly.id],
    status: 'scheduled',
    publishedAt: minutesFromNow(60),
  });
  // English only: 2 live
  for (let i = 0; i < 2; i++) await createArticle(db, { authorIds: [a.english.id], language: 'en' });
});

describe('GET /v2/authors', () => {
  it('lists contributors with live Vietnamese articles, most published first, by default', async () => {
    const { status, body } = await http.get<AuthorPage>('/v2/authors');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ page: 1, limit: 12, hasNextPage: false });
    expect(body.data.docs).toEqual([
      {
        _id: a.lan.id,
        slug: 'nguyen-lan',
        name: 'Nguyễn Lan',
        role: 'writer',
        bio: 'Nhà báo ẩm thực ở Hà Nội.',
        avatar: testImage('lan'),
        articleCount: 3,
      },
      {
        _id: a.minh.id,
        slug: 'tran-minh',
        name: 'Trần Minh',
        role: 'photographer',
        bio: '',
        avatar: null,
        articleCount: 1,
      },
    ]);
  });

  it('counts and describes in English with language=en', async () => {
    const { body } = await http.get<AuthorPage>('/v2/authors?language=en');
    expect(body.data.docs.map((x) => [x.slug, x.articleCount, x.bio])).toEqual([
      ['jane-doe', 2, 'Writes about travel.'],
      ['nguyen-lan', 1, 'A food journalist in Hanoi.'],
    ]);
  });

  it('pages: hasNextPage, then an empty page past the end', async () => {
    const first = await http.get<AuthorPage>('/v2/authors?limit=1');
    expect(first.body.data.docs.map((x) => x.slug)).toEqual(['nguyen-lan']);
    expect(first.body.data.hasNextPage).toBe(true);
    const second = await http.get<AuthorPage>('/v2/authors?limit=1&page=2');
    expect(second.body.data.docs.map((x) => x.slug)).toEqual(['tran-minh']);
    expect(second.body.data.hasNextPage).toBe(false);
    const past = await http.get<AuthorPage>('/v2/authors?page=9');
    expect(past.status).toBe(200);
    expect(past.body.data).toEqual({ docs: [], page: 9, limit: 12, hasNextPage: false });
  });

  it.each([
    ['limit=51', 'limit', 'TOO_BIG'],
    ['limit=-1', 'limit', 'TOO_SMALL'],
    ['page=abc', 'page', 'INVALID_TYPE'],
    ['language=fr', 'language', 'INVALID_VALUE'],
  ])('answers 400 naming the field for %s', async (query, field, code) => {
    expectFieldError(await http.get(`/v2/authors?${query}`), field, code);
  });
});

describe('GET /v2/author/:slug', () => {
  it('gives the bio in the requested language and the live count in that language', async () => {
    const vi = await http.get<AuthorSummary>('/v2/author/nguyen-lan');
    expect(vi.status).toBe(200);
    expect(vi.body.data).toMatchObject({ _id: a.lan.id, bio: 'Nhà báo ẩm thực ở Hà Nội.', articleCount: 3 });
    const en = await http.get<AuthorSummary>('/v2/author/nguyen-lan?language=en');
    expect(en.body.data).toMatchObject({
      _id: a.lan.id,
      bio: 'A food journalist in Hanoi.',
      articleCount: 1,
    });
  });

  it('does not count drafts or articles scheduled for later', async () => {
    const { status, body } = await http.get<AuthorSummary>('/v2/author/chua-dang');
    expect(status).toBe(200);
    expect(body.data.articleCount).toBe(0);
  });

  it('answers 404 AUTHOR_NOT_FOUND for an unknown slug', async () => {
    expectNotFound(await http.get('/v2/author/khong-co-ai'), 'AUTHOR_NOT_FOUND');
    expectNotFound(await http.get('/v2/author/khong-co-ai?language=en'), 'AUTHOR_NOT_FOUND');
  });

  it.each([
    ['/v2/author/nguyen_lan', 'slug'],
    [`/v2/author/${'a'.repeat(201)}`, 'slug'],
    ['/v2/author/nguyen-lan?language=fr', 'language'],
  ])('answers 400 naming the field for %s', async (url, field) => {
    expectFieldError(await http.get(url), field);
  });
});
