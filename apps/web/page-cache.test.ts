import { createServer, type IncomingMessage, request, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createPageCache, isSharedPage, pageCacheKey } from './page-cache.mjs';
import { siteHandler } from './server.mjs';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
const servers: ReturnType<typeof createServer>[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
});

const PUBLIC = 's-maxage=60, stale-while-revalidate=540';
const page = (text: string) =>
  `<!doctype html><html lang="vi"><p>${text}</p><script>self.x=1</script></html>`;

/** The site's own layers (server.mjs) around `next`, with a page cache on a clock of the test's. */
async function site(next: Handler, options: Parameters<typeof createPageCache>[0] = {}) {
  let calls = 0;
  const pages = createPageCache(options);
  const server = createServer(
    siteHandler((req, res) => {
      calls++;
      next(req, res);
    }, pages),
  );
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, pages, calls: () => calls };
}

interface Answer {
  status: number;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/** A request as a browser or a cache sends it (fetch() would add its own Accept-Encoding). */
function get(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}

const html = (res: ServerResponse, text: string, cacheControl = PUBLIC, status = 200) => {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': cacheControl });
  res.end(page(text));
};

describe('the page cache', () => {
  it('answers a public page again without Next.js, with the same bytes, ETag and script policy', async () => {
    const { base, calls } = await site((_req, res) => html(res, 'Phở'));
    const first = await get(`${base}/bai-viet`);
    const again = await get(`${base}/bai-viet`);
    const third = await get(`${base}/bai-viet`);
    expect(calls()).toBe(1);
    expect(again.body.toString()).toBe(page('Phở'));
    expect(third.body.toString()).toBe(page('Phở'));
    for (const name of ['etag', 'content-security-policy', 'cache-control', 'content-type'])
      expect(again.headers[name], name).toBe(first.headers[name]);
    expect(again.headers['content-security-policy']).toContain("script-src 'self' 'sha256-");
    expect(again.headers.age).toBe('0');
    expect(again.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(again.headers['content-length'])).toBe(Buffer.byteLength(page('Phở')));
  });

  it('compresses a kept page once per encoding, as the reader accepts it', async () => {
    const { base } = await site((_req, res) => html(res, 'Phở '.repeat(500)));
    const plain = await get(`${base}/`);
    const gzip = await get(`${base}/`, { 'accept-encoding': 'gzip, deflate' });
    const br = await get(`${base}/`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(plain.body.toString());
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(plain.body.toString());
    expect(br.body.length).toBeLessThan(plain.body.length / 10);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    const refused = await get(`${base}/`, { 'accept-encoding': 'gzip;q=0, br;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body.toString()).toBe(plain.body.toString());
  });

  it('answers a cache that has the page with a 304, and a HEAD with the headers alone', async () => {
    const { base, calls } = await site((_req, res) => html(res, 'Phở'));
    const first = await get(`${base}/`);
    const etag = String(first.headers.etag);
    const notModified = await get(`${base}/`, { 'if-none-match': `W/${etag}` });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers.etag).toBe(etag);
    expect(notModified.headers['cache-control']).toBe(PUBLIC);
    expect(notModified.headers['content-security-policy']).toBeUndefined();
    const head = await get(`${base}/`, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(first.headers['content-length']);
    expect(calls()).toBe(1);
  });

  it('keeps nothing made for one reader, nothing but 200 pages, and nothing the router asks for', async () => {
    const { base, calls, pages } = await site((req, res) => {
      const path = req.url ?? '/';
      if (path === '/profile')
        return html(res, 'mine', 'private, no-cache, no-store, max-age=0, must-revalidate');
      if (path === '/no-shared-age') return html(res, 'x', 'public, max-age=60');
      if (path === '/missing') return html(res, 'not here', PUBLIC, 404);
      if (path === '/cookie') res.setHeader('set-cookie', 'flash=1');
      if (path === '/feed') {
        res.writeHead(200, { 'content-type': 'application/rss+xml', 'cache-control': PUBLIC });
        return res.end('<rss/>');
      }
      html(res, path);
    });
    for (const path of ['/profile', '/no-shared-age', '/missing', '/cookie', '/feed', '/api/session']) {
      await get(`${base}${path}`);
      await get(`${base}${path}`);
    }
    expect(calls()).toBe(12);
    await get(`${base}/bai`, { rsc: '1' });
    await get(`${base}/bai`, { 'next-router-prefetch': '1' });
    await get(`${base}/bai`, { range: 'bytes=0-10' });
    expect(calls()).toBe(15);
    expect(pages.stats().entries).toBe(0);
    // each address is a page of its own, query included
    const a = await get(`${base}/tim?q=a`);
    const b = await get(`${base}/tim?q=b`);
    expect(a.body.toString()).toBe(page('/tim?q=a'));
    expect(b.body.toString()).toBe(page('/tim?q=b'));
  });

  it('refreshes a page after a second, serving the previous answer to others meanwhile', async () => {
    let clock = 0;
    let text = 'v1';
    let hold: (() => void) | null = null;
    const { base, calls } = await site(
      (_req, res) => {
        const answer = text;
        if (hold === null) return html(res, answer);
        const release = new Promise<void>((r) => {
          hold = r;
        });
        release.then(() => html(res, answer));
      },
      { now: () => clock },
    );
    expect((await get(`${base}/`)).body.toString()).toBe(page('v1'));
    text = 'v2';
    clock = 999;
    expect((await get(`${base}/`)).body.toString()).toBe(page('v1'));
    expect(calls()).toBe(1);
    // past the fresh second: the next request goes to Next (held here), the others get v1
    clock = 1_500;
    hold = () => {};
    const refreshing = get(`${base}/`);
    await new Promise((r) => setTimeout(r, 50));
    const meanwhile = await get(`${base}/`);
    expect(meanwhile.body.toString()).toBe(page('v1'));
    expect(meanwhile.headers.age).toBe('1');
    expect(calls()).toBe(2);
    (hold as () => void)();
    expect((await refreshing).body.toString()).toBe(page('v2'));
    hold = null;
    expect((await get(`${base}/`)).body.toString()).toBe(page('v2'));
    expect(calls()).toBe(2);
  });

  it('forgets a page that is no longer public, and one too old to serve stale', async () => {
    let clock = 0;
    let cacheControl = PUBLIC;
    const { base, calls, pages } = await site((_req, res) => html(res, 'x', cacheControl), {
      now: () => clock,
    });
    await get(`${base}/`);
    expect(pages.stats().entries).toBe(1);
    clock = 2_000;
    cacheControl = 'private, no-store';
    await get(`${base}/`);
    expect(pages.stats().entries).toBe(0);
    cacheControl = PUBLIC;
    await get(`${base}/`);
    // past fresh + stale (1 s + 10 s) nothing old is served: the request goes to Next
    clock = 20_000;
    await get(`${base}/`);
    expect(calls()).toBe(4);
  });

  it('stays within its bytes, the oldest page out first', async () => {
    const { base, pages } = await site((req, res) => html(res, `${req.url}${'x'.repeat(1_000)}`), {
      maxBytes: 5_000,
    });
    for (const n of [1, 2, 3, 4, 5, 6]) await get(`${base}/p${n}`, { 'accept-encoding': 'gzip' });
    expect(pages.stats().bytes).toBeLessThanOrEqual(5_000);
    expect(pages.stats().entries).toBeGreaterThanOrEqual(3);
  });
});

describe('what the page cache may answer and keep', () => {
  const req = (url: string, method = 'GET', headers: Record<string, string> = {}) =>
    ({ url, method, headers: { host: 'tapchi.vn', ...headers } }) as unknown as IncomingMessage;

  it('keys pages by host and address, and takes no request for the router, the API or a range', () => {
    expect(pageCacheKey(req('/a?b=1'))).toBe('tapchi.vn/a?b=1');
    expect(pageCacheKey(req('/a', 'HEAD'))).toBe('tapchi.vn/a');
    expect(pageCacheKey(req('/a', 'POST'))).toBeNull();
    expect(pageCacheKey(req('/api/session'))).toBeNull();
    expect(pageCacheKey(req('/_next/static/chunks/a.js'))).toBeNull();
    expect(pageCacheKey(req('/a', 'GET', { rsc: '1' }))).toBeNull();
    expect(pageCacheKey(req('/a', 'GET', { 'next-action': 'abc' }))).toBeNull();
  });

  it('keeps a 200 HTML page a shared cache may keep, and nothing else', () => {
    const h = (cacheControl: string, extra = {}) => ({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': cacheControl,
      ...extra,
    });
    expect(isSharedPage(200, h(PUBLIC))).toBe(true);
    expect(isSharedPage(404, h(PUBLIC))).toBe(false);
    expect(isSharedPage(200, h('s-maxage=0'))).toBe(false);
    expect(isSharedPage(200, h('private, s-maxage=60'))).toBe(false);
    expect(isSharedPage(200, h('no-store'))).toBe(false);
    expect(isSharedPage(200, h(PUBLIC, { 'set-cookie': ['a=1'] }))).toBe(false);
    expect(isSharedPage(200, { 'content-type': 'text/x-component', 'cache-control': PUBLIC })).toBe(false);
  });
});
