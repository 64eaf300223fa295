import { createServer, get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { siteHandler } from './server.mjs';

const servers: ReturnType<typeof createServer>[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
});

async function answerOf(
  handle: Parameters<typeof siteHandler>[0],
  path = '/some-article',
): Promise<{ rawHeaders: IncomingMessage['rawHeaders']; body: string }> {
  const server = createServer(siteHandler(handle));
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path, headers: { host: `127.0.0.1:${port}` } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ rawHeaders: res.rawHeaders, body: Buffer.concat(chunks).toString() }));
    }).on('error', reject);
  });
}

async function rawHeadersOf(
  handle: Parameters<typeof siteHandler>[0],
): Promise<IncomingMessage['rawHeaders']> {
  return (await answerOf(handle)).rawHeaders;
}

/** Every value sent for the header `name`, one per line of the answer. */
const valuesOf = (raw: string[], name: string) =>
  raw.flatMap((header, i) => (i % 2 === 0 && header.toLowerCase() === name ? [raw[i + 1]] : []));

describe('the site handler', () => {
  it('sends a redirect with one Location, though Next.js appends the one it set (vercel/next.js#82117)', async () => {
    const raw = await rawHeadersOf((_req, res) => {
      // what Next.js 16 does for an ISR page that redirects, on a cache miss
      res.setHeader('location', '/tet-o-can-tho');
      res.appendHeader('location', '/tet-o-can-tho');
      res.setHeader('x-nextjs-stale-time', '300');
      res.appendHeader('x-nextjs-stale-time', '300');
      res.statusCode = 308;
      res.end();
    });
    expect(valuesOf(raw, 'location')).toEqual(['/tet-o-can-tho']);
    expect(valuesOf(raw, 'x-nextjs-stale-time')).toEqual(['300']);
  });

  it('still appends the values of a header that may come more than once', async () => {
    const raw = await rawHeadersOf((_req, res) => {
      res.setHeader('set-cookie', 'a=1');
      res.appendHeader('set-cookie', 'a=1');
      res.appendHeader('vary', 'Accept');
      res.end('ok');
    });
    expect(valuesOf(raw, 'set-cookie')).toEqual(['a=1', 'a=1']);
  });

  it('never lets a shared cache keep an error, whatever Cache-Control the page was given', async () => {
    const SHARED = 's-maxage=30, stale-while-revalidate=30';
    // the search page's header rule reaches its 500 page (HTML, held for the script policy)
    const failed = await rawHeadersOf((_req, res) => {
      res.setHeader('cache-control', SHARED);
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.statusCode = 500;
      res.end('<!doctype html><p>Something went wrong</p>');
    });
    expect(valuesOf(failed, 'cache-control')).toEqual([
      'private, no-cache, no-store, max-age=0, must-revalidate',
    ]);
    // an answer that is not HTML, its headers written at once
    const gateway = await rawHeadersOf((_req, res) => {
      res.writeHead(502, { 'cache-control': SHARED, 'content-type': 'text/plain' });
      res.end('upstream');
    });
    expect(valuesOf(gateway, 'cache-control')[0]).toMatch(/no-store/);
    // a page that worked keeps what it was given
    const page = await rawHeadersOf((_req, res) => {
      res.setHeader('cache-control', SHARED);
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end('<!doctype html><p>Results</p>');
    });
    expect(valuesOf(page, 'cache-control')).toEqual([SHARED]);
  });

  it('marks a page opened with the safeTracking flag noindex, nofollow: header and meta tag (SPEC §2)', async () => {
    const page = (_req: unknown, res: import('node:http').ServerResponse) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(
        '<!DOCTYPE html><html lang="vi"><head><title>Bài viết</title></head><body><p>Bài viết</p></body></html>',
      );
    };
    for (const path of ['/some-article?safeTracking', '/en/about?safeTracking=1']) {
      const { rawHeaders, body } = await answerOf(page, path);
      expect(valuesOf(rawHeaders, 'x-robots-tag'), path).toEqual(['noindex, nofollow']);
      expect(body, path).toContain(
        '<head><meta name="robots" content="noindex, nofollow"/><title>Bài viết</title>',
      );
    }
    const plain = await answerOf(page, '/some-article?page=2');
    expect(valuesOf(plain.rawHeaders, 'x-robots-tag')).toEqual([]);
    expect(plain.body).not.toContain('robots');
  });

  it('sends the token cookie as the SPEC writes it, accessToken++key, through every layer (SPEC §3)', async () => {
    const set = await rawHeadersOf((_req, res) => {
      // what Next's cookies().set sends: the value URL-encoded
      res.appendHeader('set-cookie', 'token=%2B%2Bk1; Path=/; HttpOnly');
      res.appendHeader('set-cookie', 'flash=%7B%7D; Path=/');
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end('<!doctype html><p>ok</p>');
    });
    expect(valuesOf(set, 'set-cookie')).toEqual(['token=++k1; Path=/; HttpOnly', 'flash=%7B%7D; Path=/']);
    const redirect = await rawHeadersOf((_req, res) => {
      res.writeHead(303, { location: '/', 'set-cookie': 'token=tok%2B%2Bk2; Path=/' });
      res.end();
    });
    expect(valuesOf(redirect, 'set-cookie')).toEqual(['token=tok++k2; Path=/']);
  });
});
