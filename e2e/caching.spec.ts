import { get } from 'node:http';
import { describe, expect, inject, it } from 'vitest';
import { latestArticles } from './support/api';

const base = inject('baseUrl');
const cached = inject('cachedUrl');
const api = inject('apiUrl');
const REVALIDATE_S = 60;

/** A GET as a browser sends it, through whatever is in front; status, headers and text. */
async function load(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(url, { headers, redirect: 'manual' });
  return { status: res.status, cache: res.headers.get('x-cache-status'), text: await res.text() };
}

/** The view count the article header shows (the first "N lượt xem" of the page). */
const viewsIn = (html: string) => /([\d.,]+) lượt xem/.exec(html)?.[1] ?? null;

/** The directives of a Cache-Control header, numbers as numbers. */
function directives(header: string | null): Record<string, number | true> {
  const out: Record<string, number | true> = {};
  for (const part of (header ?? '').split(',')) {
    const [name, value] = part.trim().toLowerCase().split('=');
    if (name) out[name] = value === undefined ? true : Number(value);
  }
  return out;
}

describe('what a shared cache in front of the site may keep', () => {
  it('lets public pages and their 404s be kept briefly, with a bounded stale window and an ETag', async () => {
    const [card] = await latestArticles('vi', 1);
    for (const path of [
      '/',
      '/en',
      `/${card!.slug}`,
      '/ve-chung-toi',
      '/chu-de/am-thuc',
      '/khong-co-bai-nay',
      '/en/a/b/c',
      // rendered per request, but the same page for every reader
      '/tim-kiem?q=pho',
      '/en/search?q=coffee',
    ]) {
      const res = await fetch(`${base}${path}`, { redirect: 'manual' });
      const cc = directives(res.headers.get('cache-control'));
      expect(cc['s-maxage'], path).toBeGreaterThan(0);
      expect(cc['s-maxage'] as number, path).toBeLessThanOrEqual(300);
      // never the year of stale pages Next allows by default
      expect(
        (cc['s-maxage'] as number) + ((cc['stale-while-revalidate'] as number) ?? 0),
        path,
      ).toBeLessThanOrEqual(600);
      expect(res.headers.get('etag'), path).toBeTruthy();
      expect(res.headers.get('set-cookie'), path).toBeNull();
      await res.arrayBuffer();
    }
  });

  it('answers an unchanged page with 304 to a cache that asks with its ETag', async () => {
    const first = await fetch(`${base}/`);
    const etag = first.headers.get('etag') ?? '';
    await first.arrayBuffer();
    // as nginx asks (fetch() would add `Cache-Control: no-cache` to a conditional request)
    const status = await new Promise<number>((resolve, reject) => {
      get(`${base}/`, { headers: { 'if-none-match': etag } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      }).on('error', reject);
    });
    expect(status).toBe(304);
  });

  it('serves a public page again from the site’s own page cache, never a page made for one reader', async () => {
    // an address of its own, so no other journey has put it in the page cache already
    const path = `/ve-chung-toi?page-cache=${Date.now().toString(36)}`;
    const first = await fetch(`${base}${path}`);
    const text = await first.text();
    const stored = Date.now();
    const again = await fetch(`${base}${path}`);
    // Next.js answered the first, and says no Age; the page cache answers the next within its
    // fresh second (PAGE_CACHE.FRESH_MS), with the same page and its Age
    expect(first.headers.get('age')).toBeNull();
    if (Date.now() - stored < 500) expect(again.headers.get('age')).toBe('0');
    expect(await again.text()).toBe(text);
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(again.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
    // a search page too: rendered per request by Next, the same for every reader
    const search = `/tim-kiem?q=pho&page-cache=${Date.now().toString(36)}`;
    const firstSearch = await fetch(`${base}${search}`);
    const results = await firstSearch.text();
    const searched = Date.now();
    const searchAgain = await fetch(`${base}${search}`);
    expect(firstSearch.headers.get('age')).toBeNull();
    if (Date.now() - searched < 500) expect(searchAgain.headers.get('age')).toBe('0');
    expect(await searchAgain.text()).toBe(results);
    for (const own of ['/thong-tin-tai-khoan', '/api/session']) {
      await (await fetch(`${base}${own}`, { redirect: 'manual' })).arrayBuffer();
      const repeat = await fetch(`${base}${own}`, { redirect: 'manual' });
      await repeat.arrayBuffer();
      expect(repeat.headers.get('age'), own).toBeNull();
    }
  });

  it('keeps a member’s pages and answers out of shared caches', async () => {
    for (const path of [
      '/thong-tin-tai-khoan',
      '/en/profile/liked',
      '/moderation',
      '/login',
      '/api/session',
    ]) {
      const res = await fetch(`${base}${path}`, { redirect: 'manual' });
      const cc = directives(res.headers.get('cache-control'));
      expect(cc['s-maxage'], path).toBeUndefined();
      expect(cc['no-store'] ?? cc.private, path).toBe(true);
      await res.arrayBuffer();
    }
  });

  it('through deploy/nginx.conf: public pages come from the cache, member pages never do', async () => {
    const [card] = await latestArticles('vi', 1);
    const first = await load(`${cached}/${card!.slug}`);
    expect(first.status).toBe(200);
    const second = await load(`${cached}/${card!.slug}`);
    expect(second.cache).toBe('HIT');
    expect(second.text).toBe(first.text);
    // a logged-in reader's cookie changes nothing on a public page: the same shared copy
    const withCookie = await load(`${cached}/${card!.slug}`, {
      cookie: 'token=abc++def; web_custom_islogin=true',
    });
    expect(withCookie.cache).toBe('HIT');
    // a search page is the same for every reader too (its own address: no other journey's copy)
    const search = `${cached}/tim-kiem?q=ca+phe&nginx=${Date.now().toString(36)}`;
    const searched = await load(search);
    expect(searched.text).toContain('ca phe');
    expect((await load(search, { cookie: 'token=abc++def; web_custom_islogin=true' })).cache).toBe('HIT');
    // pages made for one reader pass through every time
    for (const path of ['/thong-tin-tai-khoan', '/api/session']) {
      await load(`${cached}${path}`);
      const again = await load(`${cached}${path}`);
      expect(again.cache, path).not.toBe('HIT');
    }
  });

  it(
    'shows a change of a page through the cache within the revalidation time',
    async () => {
      const cards = await latestArticles('vi', 30);
      // a count under 900 shows every view as a different number; an older article is one the
      // other journeys do not open meanwhile
      const card = cards.filter((c) => c.viewCount < 900).at(-1)!;
      const before = viewsIn((await load(`${cached}/${card.slug}`)).text);
      expect((await load(`${cached}/${card.slug}`)).cache).toBe('HIT');

      const counted = await fetch(`${api}/v2/article-view-counter`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', userkey: `cache-${Date.now().toString(36)}` },
        body: JSON.stringify({ articleId: card._id }),
      });
      const { counted: wasCounted, viewCount } = (await counted.json()).data;
      expect(wasCounted).toBe(true);
      expect(viewCount).toBeGreaterThan(Number(before));
      const changedAt = Date.now();
      let now = Number(before);
      while (now < viewCount && Date.now() - changedAt < 4 * REVALIDATE_S * 1000) {
        await new Promise((r) => setTimeout(r, 3_000));
        now = Number(viewsIn((await load(`${cached}/${card.slug}`)).text));
      }
      // the page shows the count the API had right after this view (or a later one)
      expect(now).toBeGreaterThanOrEqual(viewCount);
      // two layers may each serve one stale copy while they fetch a fresh one (nginx, then the
      // site's own page cache), so a change is through within twice the revalidation time, plus
      // the polling and the page's regeneration (here it took 125–130 s)
      expect(Date.now() - changedAt).toBeLessThanOrEqual((2 * REVALIDATE_S + 30) * 1000);
    },
    5 * 60_000,
  );
});
