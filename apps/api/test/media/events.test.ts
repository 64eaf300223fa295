import type { Envelope, ErrorBody, EventCard } from '@magazine/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/build-test-app';
import { createEvent, minutesAgo, minutesFromNow } from '../helpers/factories';

const ctx = useTestApp();

async function get<T>(url: string, headers: Record<string, string> = {}) {
  const res = await ctx.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.json() as Envelope<T> };
}

const DAY = 24 * 60;

beforeAll(async () => {
  const db = ctx.database.db;
  await createEvent(db, {
    slug: 'sau-hai-tuan',
    startAt: minutesFromNow(14 * DAY),
    endAt: minutesFromNow(15 * DAY),
  });
  await createEvent(db, {
    slug: 'tuan-sau',
    startAt: minutesFromNow(7 * DAY),
    endAt: minutesFromNow(8 * DAY),
  });
  await createEvent(db, { slug: 'dang-dien-ra', startAt: minutesAgo(60), endAt: minutesFromNow(DAY) });
  await createEvent(db, { slug: 'thang-truoc', startAt: minutesAgo(30 * DAY), endAt: minutesAgo(29 * DAY) });
  await createEvent(db, { slug: 'tuan-truoc', startAt: minutesAgo(8 * DAY), endAt: minutesAgo(7 * DAY) });
  await createEvent(db, {
    slug: 'nhap',
    status: 'draft',
    startAt: minutesAgo(60),
    endAt: minutesFromNow(60),
  });
  await createEvent(db, {
    language: 'en',
    slug: 'night-market',
    startAt: minutesAgo(60),
    endAt: minutesFromNow(60),
  });
});

describe('GET /v2/events', () => {
  it('lists happening and coming events soonest first, then ended ones most recent first', async () => {
    const { status, body } = await get<EventCard[]>('/v2/events?limit=10');
    expect(status).toBe(200);
    expect(body.data.map((e) => [e.slug, e.state])).toEqual([
      ['dang-dien-ra', 'happening'],
      ['tuan-sau', 'coming-soon'],
      ['sau-hai-tuan', 'coming-soon'],
      ['tuan-truoc', 'ended'],
      ['thang-truoc', 'ended'],
    ]);
  });

  it('keeps one state with ?state=, in the order of the full list', async () => {
    const soon = await get<EventCard[]>('/v2/events?state=coming-soon');
    expect(soon.body.data.map((e) => e.slug)).toEqual(['tuan-sau', 'sau-hai-tuan']);
    const now = await get<EventCard[]>('/v2/events?state=happening');
    expect(now.body.data.map((e) => e.slug)).toEqual(['dang-dien-ra']);
    const ended = await get<EventCard[]>('/v2/events?state=ended&limit=1');
    expect(ended.body.data.map((e) => e.slug)).toEqual(['tuan-truoc']);
    const en = await get<EventCard[]>('/v2/events?language=en&state=happening');
    expect(en.body.data.map((e) => e.slug)).toEqual(['night-market']);
    expect((await get<EventCard[]>('/v2/events?language=en&state=ended')).body.data).toEqual([]);
  });

  it('defaults to six events', async () => {
    const { body } = await get<EventCard[]>('/v2/events');
    expect(body.data).toHaveLength(5);
  });

  it('refuses an unknown state or a bad limit, naming the field in the request language', async () => {
    const vi = await get('/v2/events?state=soon');
    expect(vi.status).toBe(400);
    const fields = (vi.body as unknown as ErrorBody).data!.fields!;
    expect(fields.map((f) => f.field)).toEqual(['state']);
    const en = await get('/v2/events?limit=500', { 'accept-language': 'en-GB' });
    expect((en.body as unknown as ErrorBody).data!.fields![0]).toMatchObject({ field: 'limit' });
    expect((en.body as unknown as ErrorBody).data!.fields![0]!.message).toMatch(/at most 50/);
  });
});
