import { createServer, get, type IncomingHttpHeaders, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { keepErrorsPrivate } from './server.mjs';

const servers: ReturnType<typeof createServer>[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
});

async function headersOf(handle: RequestListener): Promise<{ status: number; headers: IncomingHttpHeaders }> {
  const server = createServer((req, res) => {
    keepErrorsPrivate(res);
    handle(req, res);
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path: '/' }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    }).on('error', reject);
  });
}

describe('an error answer is never kept by a shared cache (keepErrorsPrivate)', () => {
  const PUBLIC = 'public, s-maxage=60, stale-while-revalidate=300';

  it('answers a 5xx no-store whether its Cache-Control was set before or given with its head', async () => {
    const set = await headersOf((_req, res) => {
      res.setHeader('Cache-Control', PUBLIC);
      res.statusCode = 500;
      res.end('broken');
    });
    expect(set.status).toBe(500);
    expect(set.headers['cache-control']).toMatch(/^private, no-cache, no-store/);

    const shared = { 'Cache-Control': PUBLIC, 'Content-Type': 'text/plain' };
    const given = await headersOf((_req, res) => {
      res.writeHead(503, shared);
      res.end('busy');
    });
    expect(given.status).toBe(503);
    expect(given.headers['cache-control']).toMatch(/^private, no-cache, no-store/);
    expect(given.headers['content-type']).toBe('text/plain');
    // the handler's object may serve other answers: it is not changed
    expect(shared['Cache-Control']).toBe(PUBLIC);
  });

  it('leaves every other answer’s Cache-Control as the page gave it', async () => {
    const ok = await headersOf((_req, res) => {
      res.writeHead(200, { 'Cache-Control': PUBLIC });
      res.end('ok');
    });
    expect(ok.headers['cache-control']).toBe(PUBLIC);
    const missing = await headersOf((_req, res) => {
      res.statusCode = 404;
      res.end('not found');
    });
    expect(missing.headers['cache-control']).toBeUndefined();
  });
});
