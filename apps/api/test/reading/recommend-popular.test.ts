import type { ArticleCard } from '@magazine/contracts';
import { articleDailyViews, type Db } from '@magazine/db';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/build-test-app';
import { createArticle, minutesAgo } from '../helpers/factories';
import { expectFieldError, httpOf, idsOf } from '../helpers/http';

const ctx = useTestApp();
const http = httpOf(ctx);

type Article = Awaited<ReturnType<typeof createArticle>>;
const a = {} as Record<
  'allTime' | 'today3' | 'today1' | 'thisWeek' | 'filler' | 'draft' | 'english',
  Article
>;

/** Views of an article on the day `daysAgo` days before today in Asia/Ho_Chi_Minh. */
async function viewsOn(db: Db, article: Article, daysAgo: number, views: number) {
  await db.insert(articleDailyViews).values({
    articleId: article.id,
    day: sql`(now() at time zone 'Asia/Ho_Chi_Minh')::date - ${daysAgo}::int`,
    language: article.language,
    views,
  });
}

let readers = 0;
async function view(article: Article) {
  const res = await http.post(
    '/v2/article-view-counter',
    { articleId: article.id },
    { userkey: `reader-${++readers}-popular` },
  );
  expect(res.status).toBe(200);
}

beforeAll(async () => {
  const db = ctx.database.db;
  a.allTime = await createArticle(db, { viewCount: 1000, publishedAt: minutesAgo(60) });
  a.today3 = await createArticle(db, { publishedAt: minutesAgo(50) });
  a.today1 = await createArticle(db, { publishedAt: minutesAgo(40) });
  a.thisWeek = await createArticle(db, { viewCount: 500, publishedAt: minutesAgo(30) });
  a.filler = await createArticle(db, { viewCount: 10, publishedAt: minutesAgo(20) });
  a.draft = await createArticle(db, { status: 'draft', viewCount: 1_000_000 });
  a.english = await createArticle(db, { language: 'en' });
  // counted today through the view counter: three readers, then one
  for (let i = 0; i < 3; i++) await view(a.today3);
  await view(a.today1);
  await viewsOn(db, a.thisWeek, 3, 10);
  await viewsOn(db, a.allTime, 10, 100); // outside the week
  // an article read a lot today, then taken back to draft; English views stay English
  await viewsOn(db, a.draft, 0, 100);
  await viewsOn(db, a.english, 0, 50);
});

describe('GET /v2/top-daily-articles', () => {
  it('gives 5 by default: today’s views first, then this week’s, then all time', async () => {
    const { status, body } = await http.get<ArticleCard[]>('/v2/top-daily-articles');
    expect(status).toBe(200);
    expect(idsOf(body.data)).toEqual([a.today3.id, a.today1.id, a.thisWeek.id, a.allTime.id, a.filler.id]);
  });

  it('never gives a draft, even one read today, and the limit is not used up by it', async () => {
    const { body } = await http.get<ArticleCard[]>('/v2/top-daily-articles?limit=1');
    expect(idsOf(body.data)).toEqual([a.today3.id]);
  });

  it('leaves out the article being read and the ignored ones', async () => {
    const { body } = await http.get<ArticleCard[]>(
      `/v2/top-daily-articles?articleId=${a.today3.id}&ignoreArticleIds[]=${a.thisWeek.id}`,
    );
    expect(idsOf(body.data)).toEqual([a.today1.id, a.allTime.id, a.filler.id]);
  });

  it('counts English views for English readers only', async () => {
    const { body } = await http.get<ArticleCard[]>('/v2/top-daily-articles?language=en');
    expect(idsOf(body.data)).toEqual([a.english.id]);
  });

  it.each([
    ['limit=51', 'limit', 'TOO_BIG'],
    ['limit=0', 'limit', 'TOO_SMALL'],
    ['articleId=nope', 'articleId', 'INVALID_FORMAT'],
    ['ignoreArticleIds[]=nope', 'ignoreArticleIds.0', 'INVALID_FORMAT'],
    ['language=fr', 'language', 'INVALID_VALUE'],
  ])('answers 400 naming the field for %s', async (query, field, code) => {
    expectFieldError(await http.get(`/v2/top-daily-articles?${query}`), field, code);
  });
});

describe('GET /v2/recommend-popular-article', () => {
  it('gives this week’s most read first, then the most read of all time', async () => {
    const { status, body } = await http.get<ArticleCard[]>('/v2/recommend-popular-article');
    expect(status).toBe(200);
    expect(idsOf(body.data)).toEqual([a.thisWeek.id, a.today3.id, a.today1.id, a.allTime.id, a.filler.id]);
  });

  it('never gives a draft, even one read this week, and the limit is not used up by it', async () => {
    const { body } = await http.get<ArticleCard[]>('/v2/recommend-popular-article?limit=2');
    expect(idsOf(body.data)).toEqual([a.thisWeek.id, a.today3.id]);
  });

  it('leaves out the article being read and the ignored ones', async () => {
    const { body } = await http.get<ArticleCard[]>(
      `/v2/recommend-popular-article?articleId=${a.thisWeek.id}&ignoreArticleIds[]=${a.allTime.id}`,
    );
    expect(idsOf(body.data)).toEqual([a.today3.id, a.today1.id, a.filler.id]);
  });

  it('gives English articles with language=en', async () => {
    const { body } = await http.get<ArticleCard[]>('/v2/recommend-popular-article?language=en');
    expect(idsOf(body.data)).toEqual([a.english.id]);
  });

  it.each([
    ['limit=51', 'limit', 'TOO_BIG'],
    ['limit=1.5', 'limit', undefined],
    ['language=fr', 'language', 'INVALID_VALUE'],
  ])('answers 400 naming the field for %s', async (query, field, code) => {
    expectFieldError(await http.get(`/v2/recommend-popular-article?${query}`), field, code);
  });
});
