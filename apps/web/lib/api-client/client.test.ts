import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from './client';

type Seen = { url: string; headers: IncomingHttpHeaders; body: Buffer };
let server: Server;
let baseUrl: string;
let seen: Seen;

// Each path answers one way; the request is kept so tests can assert what reached the API.
const ROUTES: Record<string, (res: import('node:http').ServerResponse) => void> = {
  '/ok': (res) => json(res, 200, { errorCode: 200, message: 'GET_DATA_SUCCESSFUL', data: [1, 2] }),
  '/bad': (res) => json(res, 400, { errorCode: 400, message: 'VALIDATION_ERROR', data: null }),
  '/missing': (res) => json(res, 404, { errorCode: 404, message: 'ARTICLE_NOT_FOUND', data: null }),
  '/unprocessable': (res) => json(res, 422, { errorCode: 422, message: 'INVALID_AGE', data: null }),
  '/crash': (res) => json(res, 500, { errorCode: 500, message: 'SOMETHING_WENT_WRONG', data: null }),
  '/teapot': (res) => json(res, 418, { errorCode: 418, message: 'TEAPOT', data: null }),
  '/html': (res) => res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not here</h1>'),
  '/login-returned': (res) => json(res, 200, { errorCode: -1, message: 'LOGIN_REQUIRED', data: null }),
  '/limited': (res) =>
    res
      .writeHead(429, { 'content-type': 'application/json', 'retry-after': '120' })
      .end(
        JSON.stringify({ errorCode: 429, message: 'TOO_MANY_REQUESTS', data: { retryAfterSeconds: 118 } }),
      ),
  '/login-thrown': (res) => json(res, 401, { errorCode: -1, message: 'LOGIN_REQUIRED', data: null }),
  // an API that never answers
  '/hang': () => {},
};

function json(res: import('node:http').ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    seen = { url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) };
    const route = ROUTES[(req.url ?? '').split('?')[0] ?? ''];
    if (route) route(res);
    else json(res, 404, { errorCode: 404, message: 'ROUTE_NOT_FOUND', data: null });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const client = (onLoginRequired = vi.fn()) => createApiClient({ baseUrl, onLoginRequired });

describe('api client', () => {
  it('gives up on an API that does not answer within its timeout, with an ApiError', async () => {
    const patient = createApiClient({ baseUrl, onLoginRequired: vi.fn(), timeoutMs: 150 });
    await expect(patient('/hang')).rejects.toBeInstanceOf(ApiError);
    await expect(patient('/ok')).resolves.toMatchObject({ errorCode: 200 });
  });

  it('returns the parsed envelope of a successful call', async () => {
    await expect(client()('/ok')).resolves.toEqual({
      errorCode: 200,
      message: 'GET_DATA_SUCCESSFUL',
      data: [1, 2],
    });
  });

  it('sends accessToken and userkey from the token cookie split on ++', async () => {
    await client()('/ok', { token: 'abc.def++key-123' });
    expect(seen.headers.accesstoken).toBe('abc.def');
    expect(seen.headers.userkey).toBe('key-123');
  });

  it('sends only userkey for an anonymous token and no credentials without one', async () => {
    await client()('/ok', { token: '++anon-key' });
    expect(seen.headers.accesstoken).toBeUndefined();
    expect(seen.headers.userkey).toBe('anon-key');
    await client()('/ok');
    expect(seen.headers.accesstoken).toBeUndefined();
    expect(seen.headers.userkey).toBeUndefined();
  });

  it('asks for a fresh answer with no-cache headers and accepts JSON', async () => {
    await client()('/ok');
    expect(seen.headers['cache-control']).toBe('no-cache');
    expect(seen.headers.pragma).toBe('no-cache');
    expect(seen.headers.accept).toBe('application/json');
  });

  it('URL-encodes the query, writes arrays as key[]= and drops null and undefined', async () => {
    await client()('/ok', {
      query: { language: 'vi', q: 'phở & cà phê', ids: ['a', 'b'], gone: undefined, none: null },
    });
    expect(seen.url).toBe('/ok?language=vi&q=ph%E1%BB%9F%20%26%20c%C3%A0%20ph%C3%AA&ids[]=a&ids[]=b');
  });

  it.each([
    ['/bad', 400, 'VALIDATION_ERROR'],
    ['/missing', 404, 'ARTICLE_NOT_FOUND'],
    ['/unprocessable', 422, 'INVALID_AGE'],
  ])('returns the envelope of %s (status %d) to the caller', async (path, errorCode, message) => {
    await expect(client()(path)).resolves.toEqual({ errorCode, message, data: null });
  });

  it.each(['/crash', '/teapot'])('throws 999 Unknown Error for other failing statuses (%s)', async (path) => {
    const error = await client()(path).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ errorCode: 999, message: 'Unknown Error' });
  });

  it('sends JSON bodies as JSON and an upload as its own bytes and type', async () => {
    await client()('ok', { method: 'POST', body: { name: 'Lan' } });
    expect(seen.headers['content-type']).toBe('application/json');
    expect(JSON.parse(seen.body.toString())).toEqual({ name: 'Lan' });
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 1, 2]);
    await client()('ok', { method: 'PUT', raw: { bytes, contentType: 'image/png' } });
    expect(seen.headers['content-type']).toBe('image/png');
    expect([...seen.body]).toEqual([...bytes]);
  });

  it('throws 999 when the API cannot be reached', async () => {
    const unreachable = createApiClient({ baseUrl: 'http://127.0.0.1:1', onLoginRequired: vi.fn() });
    await expect(unreachable('/ok')).rejects.toMatchObject({ errorCode: 999, message: 'Unknown Error' });
  });

  it('gives an unparsable body as { errorCode: status, message: raw text, data: null }', async () => {
    await expect(client()('/html')).resolves.toEqual({
      errorCode: 404,
      message: '<h1>Not here</h1>',
      data: null,
    });
  });

  it('calls the login-required handler when code -1 is returned', async () => {
    const onLoginRequired = vi.fn();
    const result = await client(onLoginRequired)('/login-returned');
    expect(result.errorCode).toBe(-1);
    expect(onLoginRequired).toHaveBeenCalledOnce();
  });

  it('calls the login-required handler and throws -1 when code -1 comes with a failing status', async () => {
    const onLoginRequired = vi.fn();
    await expect(client(onLoginRequired)('/login-thrown')).rejects.toMatchObject({ errorCode: -1 });
    expect(onLoginRequired).toHaveBeenCalledOnce();
  });

  it('throws a 429 as 999 with the seconds to wait, and sends extra headers', async () => {
    await expect(
      client()('/limited', { headers: { 'x-forwarded-for': '203.0.113.9' } }),
    ).rejects.toMatchObject({
      errorCode: 999,
      status: 429,
      retryAfterSeconds: 118,
      code: 'TOO_MANY_REQUESTS',
    });
    expect(seen.headers['x-forwarded-for']).toBe('203.0.113.9');
  });

  it('passes Next cache settings through to fetch', async () => {
    const fetch = vi.fn(async () => new Response('{"errorCode":200,"message":"","data":null}'));
    await createApiClient({ baseUrl, fetch })('v2/topics', { next: { revalidate: 60, tags: ['topics'] } });
    expect(fetch).toHaveBeenCalledWith(
      `${baseUrl}/v2/topics`,
      expect.objectContaining({ next: { revalidate: 60, tags: ['topics'] } }),
    );
  });
});
