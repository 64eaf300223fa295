import type { ArticleDetail, ArticleViewCounted } from '@magazine/contracts';
import { articleDailyViews, articleViewMarks } from '@magazine/db';
import { and, eq, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, it } from 'vitest';
import { pruneViewMarks } from '../../src/modules/views/views.repository';
import { useTestApp } from '../helpers/build-test-app';
import { createArticle, minutesFromNow } from '../helpers/factories';
import { expectFieldError, expectNotFound, httpOf } from '../helpers/http';

const ctx = useTestApp();
const http = httpOf(ctx);

type Article = Awaited<ReturnType<typeof createArticle>>;
let article: Article;
let other: Article;
let english: Article;
let draft: Article;
let later: Article;

const count = (body: Record<string, unknown>, userkey?: string) =>
  http.post<ArticleViewCounted>('/v2/article-view-counter', body, userkey ? { userkey } : {});

const full = (articleId: string) => ({
  articleId,
  actionDate: new Date().toISOString(),
  userTimezone: 'Asia/Ho_Chi_Minh',
  platform: 'web',
});

/** Moves the reader's mark for the article `minutes` back in time. */
async function ageMark(articleId: string, readerKey: string, minutes: number) {
  await ctx.database.db
    .update(articleViewMarks)
    .set({ countedAt: sql`${articleViewMarks.countedAt} - make_interval(mins => ${minutes})` })
    .where(and(eq(articleViewMarks.articleId, articleId), eq(articleViewMarks.readerKey, readerKey)));
}

async function viewCountOf(row: Article) {
  const prefix = row.language === 'en' ? '&language=en' : '';
  const { body } = await http.get<ArticleDetail>(`/v2/article-detail/${row.slug}?isNoContent=1${prefix}`);
  return body.data.viewCount;
}

beforeAll(async () => {
  const db = ctx.database.db;
  article = await createArticle(db);
  other = await createArticle(db, { viewCount: 41 });
  english = await createArticle(db, { language: 'en' });
  draft = await createArticle(db, { status: 'draft' });
  later = await createArticle(db, { status: 'scheduled', publishedAt: minutesFromNow(60) });
});

describe('POST /v2/article-view-counter', () => {
  it('counts a reader once per article within 30 minutes', async () => {
    const first = await count(full(article.id), 'reader_one-123');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      errorCode: 200,
      message: expect.any(String),
      data: { counted: true, viewCount: 1 },
    });
    const again = await count(full(article.id), 'reader_one-123');
    expect(again.body.data).toEqual({ counted: false, viewCount: 1 });
    expect(await viewCountOf(article)).toBe(1);
  });

  it('counts another reader key again', async () => {
    const { body } = await count(full(article.id), 'reader_two-456');
    expect(body.data).toEqual({ counted: true, viewCount: 2 });
  });

  it('counts the same reader again once the 30 minutes have passed, not before', async () => {
    await ageMark(article.id, 'k:reader_one-123', 29);
    expect((await count(full(article.id), 'reader_one-123')).body.data).toEqual({
      counted: false,
      viewCount: 2,
    });
    await ageMark(article.id, 'k:reader_one-123', 2); // now 31 minutes old
    expect((await count(full(article.id), 'reader_one-123')).body.data).toEqual({
      counted: true,
      viewCount: 3,
    });
    expect(await viewCountOf(article)).toBe(3);
  });

  it('counts per article: one reader reading two articles counts for both', async () => {
    const { body } = await count(full(other.id), 'reader_one-123');
    expect(body.data).toEqual({ counted: true, viewCount: 42 });
    expect(await viewCountOf(other)).toBe(42);
  });

  it('counts concurrent requests of one reader once', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, () => count(full(other.id), 'reader_concurrent-1')),
    );
    expect(results.every((res) => res.status === 200)).toBe(true);
    expect(results.filter((res) => res.body.data.counted)).toHaveLength(1);
    expect(await viewCountOf(other)).toBe(43);
  });

  it('counts a visitor without a (valid) reader key once, by address', async () => {
    const fresh = await createArticle(ctx.database.db);
    const first = await count(full(fresh.id));
    expect(first.body.data).toEqual({ counted: true, viewCount: 1 });
    // a key of the wrong shape is no key: the same address, not counted again
    expect((await count(full(fresh.id), 'bad!')).body.data).toEqual({ counted: false, viewCount: 1 });
    expect((await count(full(fresh.id))).body.data).toEqual({ counted: false, viewCount: 1 });
  });

  it('adds the counted views to today’s row in article_daily_views', async () => {
    const rows = await ctx.database.db
      .select({
        views: articleDailyViews.views,
        language: articleDailyViews.language,
        isToday: sql<boolean>`${articleDailyViews.day} = (now() at time zone 'Asia/Ho_Chi_Minh')::date`,
      })
      .from(articleDailyViews)
      .where(eq(articleDailyViews.articleId, article.id));
    expect(rows).toEqual([{ views: 3, language: 'vi', isToday: true }]);
  });

  it('accepts a body with only the articleId (timezone Asia/Ho_Chi_Minh and platform web by default)', async () => {
    const { status, body } = await count({ articleId: english.id }, 'reader_three-789');
    expect(status).toBe(200);
    expect(body.data).toEqual({ counted: true, viewCount: 1 });
    const [row] = await ctx.database.db
      .select({ language: articleDailyViews.language, views: articleDailyViews.views })
      .from(articleDailyViews)
      .where(eq(articleDailyViews.articleId, english.id));
    expect(row).toEqual({ language: 'en', views: 1 });
  });

  it('accepts the other platforms, time zones and a plain date', async () => {
    const { status } = await count(
      {
        articleId: english.id,
        userTimezone: 'Europe/Paris',
        platform: 'Web Mobile',
        actionDate: '2026-11-22',
      },
      'reader_four-000',
    );
    expect(status).toBe(200);
  });

  it('takes the time as browsers give it: epoch milliseconds, or a date-time without its offset', async () => {
    for (const [actionDate, reader] of [
      [Date.now(), 'reader_six-001'],
      ['2026-11-22T08:30:00', 'reader_six-002'],
    ] as const) {
      const { status } = await count({ articleId: english.id, actionDate }, reader);
      expect(status, String(actionDate)).toBe(200);
    }
    for (const actionDate of [-1, 1.5, '1700000000000']) {
      const res = await count({ ...full(article.id), actionDate }, 'reader_six-003');
      expectFieldError(res, 'actionDate');
    }
  });

  it('answers 404 ARTICLE_NOT_FOUND for an unknown article, a draft or a later one, counting nothing', async () => {
    for (const id of [uuidv7(), draft.id, later.id]) {
      expectNotFound(await count(full(id), 'reader_one-123'), 'ARTICLE_NOT_FOUND');
    }
    const marks = await ctx.database.db
      .select()
      .from(articleViewMarks)
      .where(eq(articleViewMarks.articleId, draft.id));
    expect(marks).toEqual([]);
  });

  it.each([
    [{ userTimezone: 'Mars/Olympus_Mons' }, 'userTimezone'],
    [{ userTimezone: 'Asia/Ho Chi Minh' }, 'userTimezone'],
    [{ platform: 'fax' }, 'platform'],
    [{ actionDate: 'yesterday' }, 'actionDate'],
    [{ articleId: 'not-a-uuid' }, 'articleId'],
    [{ articleId: undefined }, 'articleId'],
  ])('answers 400 naming the field for %o, counting nothing', async (change, field) => {
    const before = await viewCountOf(article);
    const res = await count({ ...full(article.id), ...change }, 'reader_five-555');
    expectFieldError(res, field);
    expect(await viewCountOf(article)).toBe(before);
  });

  it('answers 400 naming an unknown field', async () => {
    const res = await count({ ...full(article.id), referrer: 'x' }, 'reader_five-555');
    expectFieldError(res, 'referrer', 'UNKNOWN_FIELD');
  });
});

describe('pruning the view marks', () => {
  it('deletes only the marks past the 30-minute window, in batches, and a pruned reader counts again', async () => {
    const db = ctx.database.db;
    const fresh = await createArticle(db);
    for (const key of ['prune_a-1234', 'prune_b-1234', 'prune_c-1234']) await count(full(fresh.id), key);
    await ageMark(fresh.id, 'k:prune_a-1234', 31);
    await ageMark(fresh.id, 'k:prune_b-1234', 45);
    const keysOf = async () =>
      (
        await db
          .select({ key: articleViewMarks.readerKey })
          .from(articleViewMarks)
          .where(eq(articleViewMarks.articleId, fresh.id))
      )
        .map((row) => row.key)
        .sort();

    expect(await pruneViewMarks(db, 1)).toBeGreaterThanOrEqual(2);
    expect(await keysOf()).toEqual(['k:prune_c-1234']);
    // the window still holds for the reader whose mark stayed, and a pruned one counts anew
    expect((await count(full(fresh.id), 'prune_c-1234')).body.data.counted).toBe(false);
    expect((await count(full(fresh.id), 'prune_a-1234')).body.data.counted).toBe(true);
    expect(await viewCountOf(fresh)).toBe(4);
  });
});
