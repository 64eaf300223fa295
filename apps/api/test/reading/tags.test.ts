import type { TagDetail, TagPage } from '@magazine/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/build-test-app';
import { createArticle, createTag, minutesFromNow, tagArticle } from '../helpers/factories';
import { expectFieldError, expectNotFound, httpOf } from '../helpers/http';

const ctx = useTestApp();
const http = httpOf(ctx);

type Tag = Awaited<ReturnType<typeof createTag>>;
const t = {} as Record<'music' | 'coffee' | 'hidden' | 'unused' | 'enCoffee' | 'enStreet', Tag>;

beforeAll(async () => {
  const db = ctx.database.db;
  t.coffee = await createTag(db, { slug: 'ca-phe', name: 'Cà phê' });
  t.music = await createTag(db, { slug: 'am-nhac', name: 'Âm nhạc' });
  t.hidden = await createTag(db, { slug: 'bi-mat', name: 'Bí mật' });
  t.unused = await createTag(db, { slug: 'bo-trong', name: 'Bỏ trống' });
  t.enCoffee = await createTag(db, { language: 'en', slug: 'coffee', name: 'Coffee' });
  t.enStreet = await createTag(db, { language: 'en', slug: 'street-food', name: 'Street food' });
  const tagged = async (tags: Tag[], fields: Parameters<typeof createArticle>[1] = {}) => {
    const article = await createArticle(db, fields);
    await tagArticle(
      db,
      article.id,
      tags.map((tag) => tag.id),
    );
  };
  // music: 3 live; coffee: 1 live (and a draft); hidden: only a draft and a later scheduled one
  for (let i = 0; i < 3; i++) await tagged([t.music]);
  await tagged([t.coffee, t.music], { status: 'draft' });
  await tagged([t.coffee]);
  await tagged([t.hidden], { status: 'draft' });
  await tagged([t.hidden], { status: 'scheduled', publishedAt: minutesFromNow(60) });
  // English: street food 2 live, coffee 1 live
  for (let i = 0; i < 2; i++) await tagged([t.enStreet], { language: 'en' });
  await tagged([t.enCoffee, t.enStreet], { language: 'en', status: 'draft' });
  await tagged([t.enCoffee], { language: 'en' });
});

describe('GET /v2/tags', () => {
  it('lists the Vietnamese tags with live articles, most used first, by default', async () => {
    const { status, body } = await http.get<TagPage>('/v2/tags');
    expect(status).toBe(200);
    expect(body.data).toEqual({
      docs: [
        { _id: t.music.id, slug: 'am-nhac', name: 'Âm nhạc', articleCount: 3 },
        { _id: t.coffee.id, slug: 'ca-phe', name: 'Cà phê', articleCount: 1 },
      ],
      page: 1,
      limit: 12,
      hasNextPage: false,
    });
  });

  it('lists the English tags with language=en', async () => {
    const { body } = await http.get<TagPage>('/v2/tags?language=en');
    expect(body.data.docs.map((tag) => [tag.slug, tag.articleCount])).toEqual([
      ['street-food', 2],
      ['coffee', 1],
    ]);
  });

  it('pages: hasNextPage on all but the last page, a page past the end is empty', async () => {
    const first = await http.get<TagPage>('/v2/tags?limit=1');
    expect(first.body.data.docs.map((tag) => tag.slug)).toEqual(['am-nhac']);
    expect(first.body.data).toMatchObject({ page: 1, limit: 1, hasNextPage: true });
    const second = await http.get<TagPage>('/v2/tags?limit=1&page=2');
    expect(second.body.data.docs.map((tag) => tag.slug)).toEqual(['ca-phe']);
    expect(second.body.data.hasNextPage).toBe(false);
    const past = await http.get<TagPage>('/v2/tags?limit=1&page=3');
    expect(past.status).toBe(200);
    expect(past.body.data).toEqual({ docs: [], page: 3, limit: 1, hasNextPage: false });
  });

  it('accepts the largest limit', async () => {
    expect((await http.get('/v2/tags?limit=50')).status).toBe(200);
  });

  it.each([
    ['limit=51', 'limit', 'TOO_BIG'],
    ['limit=0', 'limit', 'TOO_SMALL'],
    ['limit=many', 'limit', 'INVALID_TYPE'],
    ['page=0', 'page', 'TOO_SMALL'],
    ['page=10001', 'page', 'TOO_BIG'],
    ['language=de', 'language', 'INVALID_VALUE'],
  ])('answers 400 naming the field for %s', async (query, field, code) => {
    expectFieldError(await http.get(`/v2/tags?${query}`), field, code);
  });
});

describe('GET /v2/tag/:slug', () => {
  it('gives a tag of the language with its live article count', async () => {
    const { status, body } = await http.get<TagDetail>('/v2/tag/am-nhac');
    expect(status).toBe(200);
    expect(body.data).toEqual({
      _id: t.music.id,
      slug: 'am-nhac',
      name: 'Âm nhạc',
      articleCount: 3,
      language: 'vi',
    });
    const en = await http.get<TagDetail>('/v2/tag/coffee?language=en');
    expect(en.body.data).toEqual({
      _id: t.enCoffee.id,
      slug: 'coffee',
      name: 'Coffee',
      articleCount: 1,
      language: 'en',
    });
  });

  it('does not count drafts or articles scheduled for later', async () => {
    const { body } = await http.get<TagDetail>('/v2/tag/bi-mat');
    expect(body.data.articleCount).toBe(0);
  });

  it('looks the slug up in the requested language: a Vietnamese tag with language=en is 404', async () => {
    expectNotFound(await http.get('/v2/tag/am-nhac?language=en'), 'TAG_NOT_FOUND');
    expectNotFound(await http.get('/v2/tag/street-food'), 'TAG_NOT_FOUND');
  });

  it('answers 404 TAG_NOT_FOUND for an unknown slug', async () => {
    expectNotFound(await http.get('/v2/tag/khong-co-the-nay'), 'TAG_NOT_FOUND');
  });

  it.each([
    ['/v2/tag/Am%20Nhac', 'slug'],
    ['/v2/tag/am-nhac?language=jp', 'language'],
  ])('answers 400 naming the field for %s', async (url, field) => {
    expectFieldError(await http.get(url), field);
  });
});
