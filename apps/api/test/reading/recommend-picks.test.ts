import type { ArticleCard, ArticlePage } from '@magazine/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/build-test-app';
import { createArticle, minutesAgo, minutesFromNow } from '../helpers/factories';
import { expectFieldError, httpOf, idsOf } from '../helpers/http';

const ctx = useTestApp();
const http = httpOf(ctx);

type Article = Awaited<ReturnType<typeof createArticle>>;
const DAY_MINUTES = 24 * 60;
const a = {} as Record<
  'pick1' | 'pick2' | 'pickDraft' | 'recent1' | 'recent2' | 'monthsOld' | 'draft' | 'later' | 'oldDraft',
  Article
>;
let old: Article[] = []; // older than a week, most viewed first
const en = {} as Record<'pick' | 'popular', Article>;

beforeAll(async () => {
  const db = ctx.database.db;
  a.pick1 = await createArticle(db, { isEditorPick: true, publishedAt: minutesAgo(5) });
  a.pick2 = await createArticle(db, { isEditorPick: true, publishedAt: minutesAgo(10) });
  a.pickDraft = await createArticle(db, { isEditorPick: true, status: 'draft' });
  a.recent1 = await createArticle(db, { viewCount: 50_000, publishedAt: minutesAgo(2 * DAY_MINUTES) });
  a.recent2 = await createArticle(db, { viewCount: 30_000, publishedAt: minutesAgo(DAY_MINUTES) });
  a.monthsOld = await createArticle(db, { viewCount: 9_000, publishedAt: minutesAgo(40 * DAY_MINUTES) });
  // ten articles older than a week, fewer views the older they are
  for (let i = 0; i < 10; i++) {
    old.push(
      await createArticle(db, {
        viewCount: 1_000 - i * 10,
        publishedAt: minutesAgo((8 + i) * DAY_MINUTES),
      }),
    );
  }
  old = [a.monthsOld, ...old];
  a.draft = await createArticle(db, { status: 'draft', viewCount: 1_000_000 });
  a.later = await createArticle(db, {
    status: 'scheduled',
    viewCount: 1_000_000,
    publishedAt: minutesFromNow(60),
  });
  a.oldDraft = await createArticle(db, {
    status: 'draft',
    viewCount: 1_000_000,
    publishedAt: minutesAgo(30 * DAY_MINUTES),
  });
  en.pick = await createArticle(db, { language: 'en', isEditorPick: true });
  en.popular = await createArticle(db, { language: 'en', viewCount: 80_000 });
});

const hidden = () => [a.pickDraft.id, a.draft.id, a.later.id, a.oldDraft.id];

describe('GET /v2/recommend-article', () => {
  it('gives the editors’ picks first (newest first), then the most read', async () => {
    const { status, body } = await http.get<ArticleCard[]>('/v2/recommend-article');
    expect(status).toBe(200);
    expect(body.data).toHaveLength(12);
    expect(idsOf(body.data).slice(0, 6)).toEqual([
      a.pick1.id,
      a.pick2.id,
      a.recent1.id,
      a.recent2.id,
      a.monthsOld.id,
      old[1]!.id,
    ]);
    expect(idsOf(body.data).some((id) => hidden().includes(id))).toBe(false);
    expect(body.data.every((card) => card.language === 'vi')).toBe(true);
  });

  it('leaves out the article being read (articleId) and the ignored ones', async () => {
    const { body } = await http.get<ArticleCard[]>(
      `/v2/recommend-article?articleId=${a.pick1.id}&ignoreArticleIds[]=${a.recent1.id}&limit=3`,
    );
    expect(idsOf(body.data)).toEqual([a.pick2.id, a.recent2.id, a.monthsOld.id]);
  });

  it('recommends in English with language=en', async () => {
    const { body } = await http.get<ArticleCard[]>('/v2/recommend-article?language=en');
    expect(idsOf(body.data)).toEqual([en.pick.id, en.popular.id]);
  });

  it.each([
    ['limit=51', 'limit', 'TOO_BIG'],
    ['articleId=1', 'articleId', 'INVALID_FORMAT'],
    ['language=fr', 'language', 'INVALID_VALUE'],
  ])('answers 400 naming the field for %s', async (query, field, code) => {
    expectFieldError(await http.get(`/v2/recommend-article?${query}`), field, code);
  });
});

describe('GET /v2/for-you-article', () => {
  it('gives 6 by default, the month’s most read first, live Vietnamese ones only', async () => {
    const { status, body } = await http.get<ArticleCard[]>('/v2/for-you-article');
    expect(status).toBe(200);
    expect(body.data).toHaveLength(6);
    expect(idsOf(body.data).slice(0, 2)).toEqual([a.recent1.id, a.recent2.id]);
    expect(body.data.every((card) => card.language === 'vi')).toBe(true);
    expect(idsOf(body.data).some((id) => hidden().includes(id))).toBe(false);
  });

  it('never gives the article being read', async () => {
    for (const article of [a.recent1, a.pick1]) {
      const { body } = await http.get<ArticleCard[]>(`/v2/for-you-article?articleId=${article.id}&limit=50`);
      expect(idsOf(body.data)).not.toContain(article.id);
      expect(body.data).toHaveLength(15 - 1);
    }
  });

  it('gives English articles only with language=en', async () => {
    const { body } = await http.get<ArticleCard[]>(`/v2/for-you-article?language=en&articleId=${en.pick.id}`);
    expect(idsOf(body.data)).toEqual([en.popular.id]);
  });

  it.each([
    ['limit=51', 'limit', 'TOO_BIG'],
    ['limit=0', 'limit', 'TOO_SMALL'],
    ['articleId=abc', 'articleId', 'INVALID_FORMAT'],
  ])('answers 400 naming the field for %s', async (query, field, code) => {
    expectFieldError(await http.get(`/v2/for-you-article?${query}`), field, code);
  });
});

describe('GET /v2/dont-miss-out-articles', () => {
  it('gives page 1 of 8 by default: articles older than a week, most read first', async () => {
    const { status, body } = await http.get<ArticlePage>('/v2/dont-miss-out-articles');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ page: 1, limit: 8, hasNextPage: true });
    expect(idsOf(body.data.docs)).toEqual(idsOf(old.slice(0, 8).map((row) => ({ _id: row.id }))));
    const week = Date.now() - 7 * DAY_MINUTES * 60_000;
    expect(body.data.docs.every((card) => Date.parse(card.publishedAt) < week)).toBe(true);
  });

  it('pages, and a page past the end is empty', async () => {
    const second = await http.get<ArticlePage>('/v2/dont-miss-out-articles?page=2');
    expect(idsOf(second.body.data.docs)).toEqual(old.slice(8).map((row) => row.id));
    expect(second.body.data.hasNextPage).toBe(false);
    const past = await http.get<ArticlePage>('/v2/dont-miss-out-articles?page=3');
    expect(past.status).toBe(200);
    expect(past.body.data).toEqual({ docs: [], page: 3, limit: 8, hasNextPage: false });
  });

  it('leaves out the ignored ones; English has none older than a week', async () => {
    const { body } = await http.get<ArticlePage>(
      `/v2/dont-miss-out-articles?limit=2&ignoreArticleIds[]=${a.monthsOld.id}`,
    );
    expect(idsOf(body.data.docs)).toEqual([old[1]!.id, old[2]!.id]);
    const english = await http.get<ArticlePage>('/v2/dont-miss-out-articles?language=en');
    expect(english.body.data.docs).toEqual([]);
  });

  it.each([
    ['limit=51', 'limit', 'TOO_BIG'],
    ['page=0', 'page', 'TOO_SMALL'],
    ['page=x', 'page', 'INVALID_TYPE'],
    ['language=fr', 'language', 'INVALID_VALUE'],
  ])('answers 400 naming the field for %s', async (query, field, code) => {
    expectFieldError(await http.get(`/v2/dont-miss-out-articles?${query}`), field, code);
  });
});
