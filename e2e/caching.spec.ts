import { get } from 'node:http';
import { describe, expect, inject, it } from 'vitest';
import { latestArticles } from './support/api';

const base = inject('baseUrl');

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

  it('keeps a member’s pages and answers out of shared caches', async () => {
    for (const path of [
      '/thong-tin-tai-khoan',
      '/en/profile/liked',
      '/moderation',
      '/login',
      '/tim-kiem?q=pho',
      '/api/session',
    ]) {
      const res = await fetch(`${base}${path}`, { redirect: 'manual' });
      const cc = directives(res.headers.get('cache-control'));
      expect(cc['s-maxage'], path).toBeUndefined();
      expect(cc['no-store'] ?? cc.private, path).toBe(true);
      await res.arrayBuffer();
    }
  });
});
