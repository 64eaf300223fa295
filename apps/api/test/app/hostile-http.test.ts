import { mkdirSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/build-test-app';

// What a client can send that never reaches a route: every answer is still the envelope.
const ctx = useTestApp({ timeouts: { requestTimeout: 3_000, headersTimeout: 3_000 } });
let port = 0;
const AUDIO = Buffer.alloc(1000, 7);

beforeAll(async () => {
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  port = (ctx.app.server.address() as { port: number }).port;
  const media = join(ctx.app.config.DATA_DIR, 'media', 'audio');
  mkdirSync(media, { recursive: true });
  writeFileSync(join(media, 'clip.mp3'), AUDIO);
});

/** Writes `chunks` to a raw connection (`gapMs` apart) and resolves with all it got when closed. */
function raw(chunks: string[], gapMs = 0): Promise<{ text: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let text = '';
    let timer: NodeJS.Timeout | undefined;
    socket.setEncoding('utf8');
    socket.on('data', (d) => {
      text += d;
    });
    socket.on('error', reject);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ text, ms: Date.now() - started });
    });
    const queue = [...chunks];
    socket.write(queue.shift() ?? '');
    if (gapMs > 0) {
      timer = setInterval(() => {
        if (queue.length && !socket.destroyed) socket.write(queue.shift()!);
      }, gapMs);
    }
  });
}

function parse(text: string) {
  const [head, body = ''] = text.split('\r\n\r\n');
  const status = Number(head!.split(' ')[1]);
  return {
    status,
    head: head!.toLowerCase(),
    body: JSON.parse(body) as { errorCode: number; message: string },
  };
}

const base = () => `http://127.0.0.1:${port}`;

function expectClean(body: string) {
  expect(body).not.toMatch(/FST_|HPE_|ERR_|Client Error|node_modules|\/work\/|at .+:\d+:\d+/);
}

describe('hostile HTTP', () => {
  it('answers a malformed percent-escape in a path with the envelope, not echoing the path', async () => {
    const res = await fetch(`${base()}/v2/article-detail/%zz`);
    const text = await res.text();
    expect(res.status).toBe(400);
    expect(JSON.parse(text)).toMatchObject({ errorCode: 400, message: 'VALIDATION_ERROR' });
    expectClean(text);
    expect(text).not.toContain('%zz');
  });

  it('takes a slug of 200 characters as a path parameter (404, not a router error)', async () => {
    const res = await fetch(`${base()}/v2/article-detail/${'a'.repeat(200)}`);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { message: string }).message).toBe('ARTICLE_NOT_FOUND');
  });

  it('answers a request line Node cannot parse (a lowercase method) with the envelope', async () => {
    const { text } = await raw(['get /health HTTP/1.1\r\nHost: x\r\n\r\n']);
    const res = parse(text);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errorCode: 400, message: 'VALIDATION_ERROR' });
    expectClean(text);
  });

  it('answers headers past the size limit with 431 in the envelope', async () => {
    const { text } = await raw([`GET /health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`]);
    const res = parse(text);
    expect(res.status).toBe(431);
    expect(res.body).toEqual({ errorCode: 431, message: 'HEADERS_TOO_LARGE', data: null });
  });

  it('cuts off a body sent one byte every second: 408 in the envelope, within the request timeout', async () => {
    const head =
      'POST /v2/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n';
    const { text, ms } = await raw([head, ...Array.from({ length: 30 }, () => ' ')], 1_000);
    const res = parse(text);
    expect(res.status).toBe(408);
    expect(res.body).toMatchObject({ errorCode: 408, message: 'REQUEST_TIMEOUT' });
    // 3 s allowed, checked every 2 s: far from the 30 bytes' 30 s
    expect(ms).toBeLessThan(10_000);
  }, 20_000);

  it('answers a wrong method on a known path with 405 and Allow', async () => {
    const post = await fetch(`${base()}/health`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    expect(await post.json()).toEqual({ errorCode: 405, message: 'METHOD_NOT_ALLOWED', data: null });

    const del = await fetch(`${base()}/v2/article-detail/some-slug`, { method: 'DELETE' });
    expect(del.status).toBe(405);
    expect(del.headers.get('allow')).toBe('GET, HEAD');

    const { text } = await raw(['TRACE /health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n']);
    expect(parse(text).status).toBe(405);

    const unknown = await fetch(`${base()}/v2/no-such-thing`, { method: 'DELETE' });
    expect(unknown.status).toBe(404);
  });

  it('reads only plain decimal numbers and one list rule in query strings, naming the field', async () => {
    for (const query of ['limit=0x10', 'page=1e1', 'limit=%205', 'page=-1', 'limit=1.5']) {
      const res = await fetch(`${base()}/v2/latest-article?${query}`);
      expect(res.status, query).toBe(400);
      const body = (await res.json()) as { data: { fields: { field: string }[] } };
      expect(body.data.fields.map((f) => f.field)).toEqual([query.split('=')[0]]);
    }
    const id = '8a1b2c3d-0000-4000-8000-000000000001';
    for (const query of [
      `ignoreArticleIds=${id}`,
      `ignoreArticleIds[]=${id}`,
      `ignoreArticleIds=${id}&ignoreArticleIds=${id}`,
    ]) {
      expect((await fetch(`${base()}/v2/latest-article?${query}`)).status, query).toBe(200);
    }
    const twice = await fetch(`${base()}/v2/latest-article?language=vi&language=en`);
    expect(twice.status).toBe(400);
    const body = (await twice.json()) as { data: { fields: { field: string }[] } };
    expect(body.data.fields.map((f) => f.field)).toEqual(['language']);
  });

  it('marks every answer nosniff, and keeps member answers out of caches', async () => {
    const read = await fetch(`${base()}/v2/latest-article`);
    expect(read.headers.get('x-content-type-options')).toBe('nosniff');
    expect(read.headers.get('cache-control')).toBe('public, no-cache');
    const member = await fetch(`${base()}/v2/bookmarked-articles-as-object`, {
      headers: { accesstoken: 'x' },
    });
    expect(member.status).toBe(401);
    expect(member.headers.get('cache-control')).toBe('private, no-store');
    expect(member.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves media by range, 416 with Content-Range past the end, 404 for folders and traversal', async () => {
    const part = await fetch(`${base()}/media/audio/clip.mp3`, { headers: { range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('x-content-type-options')).toBe('nosniff');
    expect(part.headers.get('cache-control')).toContain('immutable');
    expect((await part.arrayBuffer()).byteLength).toBe(100);

    const past = await fetch(`${base()}/media/audio/clip.mp3`, { headers: { range: 'bytes=5000-6000' } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${AUDIO.length}`);
    expect(await past.json()).toEqual({ errorCode: 416, message: 'RANGE_NOT_SATISFIABLE', data: null });

    const stale = await fetch(`${base()}/media/audio/clip.mp3`, {
      headers: { 'if-match': '"not-this-one"' },
    });
    expect(stale.status).toBe(412);
    expect(await stale.json()).toEqual({ errorCode: 412, message: 'PRECONDITION_FAILED', data: null });

    for (const path of [
      '/media/audio/',
      '/media/audio',
      '/media/',
      '/media/%2e%2e/package.json',
      '/media/audio/..%2f..%2fsecrets',
    ]) {
      const { text } = await raw([`GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`]);
      const res = parse(text);
      expect(res.status, path).toBe(404);
      expectClean(text);
    }
  });
});

describe('what production keeps to itself', () => {
  const prod = useTestApp({ env: { NODE_ENV: 'production' } });

  it('serves no /docs and no OpenAPI document unless API_DOCS says so', async () => {
    expect((await prod.app.inject({ method: 'GET', url: '/docs/json' })).statusCode).toBe(404);
    expect((await prod.app.inject({ method: 'GET', url: '/docs' })).statusCode).toBe(404);
  });
});
