import type { Envelope, ErrorBody, EventCard, EventDetail } from '@magazine/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/build-test-app';
import { createEvent, createEventEdition, minutesAgo, minutesFromNow } from '../helpers/factories';

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
    title: 'Lễ hội Hương Vị',
    description: 'Ba ngày ẩm thực với hơn 80 gian hàng.',
    venue: 'Hoàng thành Thăng Long, 19C Hoàng Diệu',
    city: 'Hà Nội',
    latitude: 21.0352,
    longitude: 105.8403,
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
  const summit = await createEventEdition(db, 'innovators-summit');
  await createEvent(db, {
    editionId: summit,
    slug: 'dien-dan-doi-moi',
    status: 'draft',
    startAt: minutesFromNow(40 * DAY),
    endAt: minutesFromNow(41 * DAY),
  });
  await createEvent(db, {
    editionId: await createEventEdition(db, 'innovators-summit'),
    language: 'en',
    slug: 'innovators-summit-2027',
    startAt: minutesFromNow(300 * DAY),
    endAt: minutesFromNow(301 * DAY),
  });
  await createEvent(db, {
    language: 'en',
    slug: 'night-market',
    startAt: minutesAgo(60),
    endAt: minutesFromNow(60),
  });
});

describe('GET /v2/events', () => {
  it('gives each event its own page: /events/[slug], under /en in English', async () => {
    const vi = await get<EventCard[]>('/v2/events?state=happening');
    expect(vi.body.data[0]).toMatchObject({
      slug: 'dang-dien-ra',
      language: 'vi',
      path: '/events/dang-dien-ra',
    });
    const en = await get<EventCard[]>('/v2/events?language=en');
    expect(en.body.data[0]).toMatchObject({ language: 'en', path: '/en/events/night-market' });
  });

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

  it('keeps the editions of one recurring event with ?programme=', async () => {
    const en = await get<EventCard[]>('/v2/events?language=en&programme=innovators-summit');
    expect(en.body.data.map((e) => [e.slug, e.state])).toEqual([['innovators-summit-2027', 'coming-soon']]);
    // the Vietnamese edition is a draft: not listed
    expect((await get<EventCard[]>('/v2/events?programme=innovators-summit')).body.data).toEqual([]);
    expect((await get('/v2/events?programme=summit')).status).toBe(400);
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

describe('GET /v2/event/:slug', () => {
  it('answers one event with its description, a map of its venue and the others to come', async () => {
    const { status, body } = await get<EventDetail>('/v2/event/tuan-sau');
    expect(status).toBe(200);
    const event = body.data;
    expect(event).toMatchObject({
      slug: 'tuan-sau',
      language: 'vi',
      path: '/events/tuan-sau',
      title: 'Lễ hội Hương Vị',
      description: 'Ba ngày ẩm thực với hơn 80 gian hàng.',
      venue: 'Hoàng thành Thăng Long, 19C Hoàng Diệu',
      city: 'Hà Nội',
      state: 'coming-soon',
    });
    // the venue's point: a marked map to embed and a link to it
    expect(event.location).toEqual({ latitude: 21.0352, longitude: 105.8403 });
    expect(event.mapUrl).toBe(
      'https://www.openstreetmap.org/?mlat=21.0352&mlon=105.8403#map=17/21.0352/105.8403',
    );
    expect(new URL(event.mapEmbedUrl!).searchParams.get('marker')).toBe('21.0352,105.8403');
    // without one, a search for the venue and city, and nothing to embed
    const unplaced = (await get<EventDetail>('/v2/event/dang-dien-ra')).body.data;
    expect(unplaced).toMatchObject({ location: null, mapEmbedUrl: null });
    const search = new URL(unplaced.mapUrl);
    expect(search.origin).toBe('https://www.openstreetmap.org');
    expect(search.searchParams.get('query')).toBe(`${unplaced.venue}, ${unplaced.city}`);
    expect(event.url_meta.path).toBe('/events/tuan-sau');
    expect(event.url_meta.canonical).toMatch(/\/events\/tuan-sau$/);
    // the others: still to come or under way first, the event itself and drafts left out
    expect(event.more.map((e) => e.slug)).toEqual(['dang-dien-ra', 'sau-hai-tuan', 'tuan-truoc']);
  });

  it('answers an event in English under /en', async () => {
    const { status, body } = await get<EventDetail>('/v2/event/night-market?language=en');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ path: '/en/events/night-market', state: 'happening' });
    expect(body.data.more.map((e) => e.slug)).toEqual(['innovators-summit-2027']);
  });

  it('is 404 for an unknown slug, a draft, or an event of the other language', async () => {
    for (const url of [
      '/v2/event/khong-co',
      '/v2/event/nhap',
      '/v2/event/night-market',
      '/v2/event/tuan-sau?language=en',
    ]) {
      const { status, body } = await get(url);
      expect(status, url).toBe(404);
      expect(body).toEqual({ errorCode: 404, message: 'EVENT_NOT_FOUND', data: null });
    }
  });

  it('refuses a malformed slug or language with 400', async () => {
    expect((await get('/v2/event/KHONG%20HOP%20LE')).status).toBe(400);
    expect((await get('/v2/event/tuan-sau?language=fr')).status).toBe(400);
  });

  // (last: the events it adds would change the lists above)
  it("puts the other editions of the event's programme first: the festival in the other city", async () => {
    const db = ctx.database.db;
    const [hanoi, saigon] = [
      await createEventEdition(db, 'flavors'),
      await createEventEdition(db, 'flavors'),
    ];
    await createEvent(db, {
      editionId: hanoi,
      slug: 'huong-vi-ha-noi',
      city: 'Hà Nội',
      startAt: minutesFromNow(20 * DAY),
      endAt: minutesFromNow(21 * DAY),
    });
    await createEvent(db, {
      editionId: saigon,
      slug: 'huong-vi-tp-hcm',
      city: 'TP. Hồ Chí Minh',
      startAt: minutesFromNow(60 * DAY),
      endAt: minutesFromNow(61 * DAY),
    });
    const { body } = await get<EventDetail>('/v2/event/huong-vi-ha-noi');
    expect(body.data.more.map((e) => e.slug)).toEqual(['huong-vi-tp-hcm', 'dang-dien-ra', 'tuan-sau']);
    // an event of no programme lists the others as before, soonest first
    const plain = (await get<EventDetail>('/v2/event/tuan-sau')).body.data;
    expect(plain.more.map((e) => e.slug)).toEqual(['dang-dien-ra', 'sau-hai-tuan', 'huong-vi-ha-noi']);
  });
});
