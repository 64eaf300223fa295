import { TRACKING_KINDS } from '@magazine/contracts';
import { errorReports, trackingEvents, users } from '@magazine/db';
import { desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { pruneTracking, TRACKING_RETENTION_DAYS } from '../../src/modules/tracking/tracking.repository';
import { useTestApp } from '../helpers/build-test-app';
import { createArticle } from '../helpers/factories';
import { expectFieldError, httpOf } from '../helpers/http';
import { createMember } from '../helpers/members';

const ctx = useTestApp();
const http = httpOf(ctx);

const page = {
  language: 'vi',
  pageType: 'Article',
  title: 'Đường phố Sài Gòn về đêm',
  slug: 'duong-pho-sai-gon-ve-dem',
  platform: 'Web Mobile',
  sessionId: 'tab_0123456789',
};
let articleId: string;

const lastEvent = async () =>
  (await ctx.database.db.select().from(trackingEvents).orderBy(desc(trackingEvents.id)).limit(1))[0];
const eventCount = async () =>
  (await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(trackingEvents))[0]!.n;

beforeAll(async () => {
  articleId = (await createArticle(ctx.database.db)).id;
});

describe('POST /v2/tracking/*', () => {
  it('records each kind of event with the page it was sent from', async () => {
    const bodies: Record<string, object> = {
      'visit-page': page,
      'view-page': page,
      'scroll-page': { ...page, percent: 50 },
      'article-scroll': { ...page, articleId, percent: 75 },
      'user-on-page': { ...page, timeOnPage: 42_000 },
      'click-item': { ...page, targetName: 'article', action: 'navigate', actionDetail: { type: 'topic' } },
    };
    expect(Object.keys(bodies)).toEqual([...TRACKING_KINDS]);
    for (const [kind, body] of Object.entries(bodies)) {
      const res = await http.post(`/v2/tracking/${kind}`, body, { userkey: 'visitor_key-1' });
      expect(res.status, kind).toBe(200);
      expect(res.body, kind).toEqual({
        errorCode: 200,
        message: expect.any(String),
        data: { recorded: true },
      });
      const row = await lastEvent();
      expect(row, kind).toMatchObject({
        kind,
        language: 'vi',
        pageType: 'Article',
        title: page.title,
        slug: page.slug,
        platform: 'Web Mobile',
        sessionId: page.sessionId,
        readerKey: 'k:visitor_key-1',
        userId: null,
      });
    }
    const scroll = await ctx.database.db
      .select({ detail: trackingEvents.detail })
      .from(trackingEvents)
      .where(eq(trackingEvents.kind, 'article-scroll'));
    expect(scroll.at(-1)?.detail).toEqual({ articleId, percent: 75 });
    expect((await lastEvent())?.detail).toEqual({
      targetName: 'article',
      action: 'navigate',
      actionDetail: { type: 'topic' },
    });
  });

  it('knows a logged-in member, and forgets them when the account is deleted', async () => {
    const member = await createMember(ctx.database.db);
    const res = await http.post(
      '/v2/tracking/view-page',
      { ...page, pageType: 'Home', slug: '' },
      member.headers,
    );
    expect(res.status).toBe(200);
    const row = await lastEvent();
    expect(row).toMatchObject({ userId: member.id, readerKey: `u:${member.id}`, pageType: 'Home', slug: '' });
    await ctx.database.db.delete(users).where(eq(users.id, member.id));
    const kept = await ctx.database.db.select().from(trackingEvents).where(eq(trackingEvents.id, row!.id));
    expect(kept[0]?.userId).toBeNull();
  });

  it('takes the language as VN or EN too and records it as vi or en', async () => {
    for (const [given, recorded] of [
      ['VN', 'vi'],
      ['EN', 'en'],
    ] as const) {
      const res = await http.post('/v2/tracking/view-page', { ...page, language: given });
      expect(res.status).toBe(200);
      expect(await lastEvent()).toMatchObject({ kind: 'view-page', language: recorded });
    }
  });

  it('refuses what is not a page event, names the field, and records nothing', async () => {
    const before = await eventCount();
    expectFieldError(await http.post('/v2/tracking/view-page', { ...page, pageType: 'Blog' }), 'pageType');
    expectFieldError(await http.post('/v2/tracking/view-page', { ...page, platform: 'iPhone' }), 'platform');
    expectFieldError(
      await http.post('/v2/tracking/view-page', { ...page, language: 'fr' }),
      'language',
      'INVALID_VALUE',
    );
    // a field left out is missing, not "not an allowed value"
    const { language: _language, ...withoutLanguage } = page;
    expectFieldError(await http.post('/v2/tracking/view-page', withoutLanguage), 'language', 'REQUIRED');
    // a body that is not an object is of the wrong type, not missing
    expectFieldError(await http.post('/v2/tracking/view-page', []), 'request', 'INVALID_TYPE');
    expectFieldError(await http.post('/v2/tracking/view-page', { ...page, title: '' }), 'title');
    expectFieldError(
      await http.post('/v2/tracking/view-page', { ...page, extra: 1 }),
      'extra',
      'UNKNOWN_FIELD',
    );
    expectFieldError(await http.post('/v2/tracking/scroll-page', { ...page, percent: 33 }), 'percent');
    expectFieldError(await http.post('/v2/tracking/article-scroll', { ...page, percent: 25 }), 'articleId');
    expectFieldError(
      await http.post('/v2/tracking/click-item', { ...page, targetName: 'banner', action: 'view' }),
      'targetName',
    );
    expectFieldError(
      await http.post('/v2/tracking/click-item', {
        ...page,
        targetName: 'video',
        action: 'play',
        actionDetail: { type: 'movie' },
      }),
      'actionDetail.type',
    );
    expect(await eventCount()).toBe(before);
  });

  it('takes time on a page only with a session id and the time (SPEC §7)', async () => {
    const before = await eventCount();
    const { sessionId: _none, ...noSession } = page;
    expectFieldError(
      await http.post('/v2/tracking/user-on-page', { ...noSession, timeOnPage: 5_000 }),
      'sessionId',
    );
    expectFieldError(await http.post('/v2/tracking/user-on-page', page), 'timeOnPage');
    expectFieldError(await http.post('/v2/tracking/user-on-page', { ...page, timeOnPage: 0 }), 'timeOnPage');
    expectFieldError(
      await http.post('/v2/tracking/user-on-page', { ...page, sessionId: 'a b', timeOnPage: 5_000 }),
      'sessionId',
    );
    expect(await eventCount()).toBe(before);
  });
});

describe('POST /v2/report/error', () => {
  const report = {
    message: 'Cannot read properties of undefined',
    stack: 'TypeError: Cannot read properties of undefined\n    at Comments',
    digest: '1234567890',
    path: '/duong-pho-sai-gon-ve-dem',
    language: 'vi',
    platform: 'Web Desktop',
  };

  it('records an error a page met', async () => {
    const res = await http.post('/v2/report/error', report, { userkey: 'visitor_key-2' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ recorded: true });
    const [row] = await ctx.database.db.select().from(errorReports).orderBy(desc(errorReports.id)).limit(1);
    expect(row).toMatchObject({ ...report, readerKey: 'k:visitor_key-2', userId: null });
  });

  it('refuses a report without a message or with an address that is not a path', async () => {
    expectFieldError(await http.post('/v2/report/error', { ...report, message: ' ' }), 'message');
    expectFieldError(
      await http.post('/v2/report/error', { ...report, path: 'https://elsewhere.test/' }),
      'path',
    );
    expectFieldError(await http.post('/v2/report/error', { ...report, stack: 'x'.repeat(8001) }), 'stack');
  });
});

describe('retention', () => {
  it(`drops events and reports older than ${TRACKING_RETENTION_DAYS} days, keeps the rest`, async () => {
    const db = ctx.database.db;
    await http.post('/v2/tracking/view-page', page);
    const old = await lastEvent();
    await db
      .update(trackingEvents)
      .set({ createdAt: sql`now() - make_interval(days => ${TRACKING_RETENTION_DAYS + 1})` })
      .where(eq(trackingEvents.id, old!.id));
    const before = await eventCount();
    expect(await pruneTracking(db)).toBe(1);
    expect(await eventCount()).toBe(before - 1);
  });
});
