import { AsyncLocalStorage } from 'node:async_hooks';
import { createServer, type IncomingMessage, request, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createPageCache } from './page-cache.mjs';
import { createRenderLimit, renderConcurrency } from './render-limit.mjs';
import { siteHandler } from './server.mjs';

const servers: ReturnType<typeof createServer>[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
});

/**
 * The site's layers with a render limit of `limit` around a "Next" that holds every page until
 * the test lets it go: `rendering()` lists the paths Next is rendering now, `finish(path)` ends one.
 */
async function site(limit: number, maxWaitMs = 60_000) {
  const admit = createRenderLimit(limit, { maxWaitMs });
  const held = new Map<string, ServerResponse>();
  const started: string[] = [];
  // each request runs in its own async context, as Next keeps its per-request state; "Next"
  // notes any request that starts in another's
  const context = new AsyncLocalStorage<string>();
  const foreign: string[] = [];
  const handler = siteHandler(
    (req: IncomingMessage, res: ServerResponse) => {
      const path = req.url ?? '/';
      started.push(path);
      if (context.getStore() !== path) foreign.push(`${path} in ${context.getStore()}`);
      if (path.startsWith('/_next/') || path.startsWith('/media/')) {
        res.writeHead(200, { 'content-type': 'text/plain' });
        return res.end('file');
      }
      held.set(path, res);
    },
    createPageCache(),
    admit,
  );
  const server = createServer((req, res) => context.run(req.url ?? '/', () => handler(req, res)));
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const finish = (path: string) => {
    const res = held.get(path)!;
    held.delete(path);
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-store' });
    res.end(`<!doctype html><p>${path}</p>`);
  };
  const answer = (path: string, type: string, body: string) => {
    const res = held.get(path)!;
    held.delete(path);
    res.writeHead(200, { 'content-type': type });
    res.end(body);
  };
  return { base, admit, started, foreign, rendering: () => [...held.keys()], finish, answer };
}

function get(url: string, method = 'GET'): { done: Promise<string>; abort: () => void } {
  const req = request(url, { method, headers: method === 'POST' ? { 'content-type': 'text/plain' } : {} });
  const done = new Promise<string>((resolve, reject) => {
    req.on('response', (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c));
      res.on('end', () => resolve(body));
    });
    req.on('error', reject);
  });
  req.end();
  return { done, abort: () => req.destroy() };
}

const until = async (condition: () => boolean) => {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(condition()).toBe(true);
};

describe('the render limit', () => {
  it('lets Next render two pages at a time, and the others in the order they came', async () => {
    const s = await site(2);
    // one after another, each seen by the server before the next is sent (four connections)
    const answers: Promise<string>[] = [];
    for (const [i, path] of ['/a', '/b', '/c', '/d'].entries()) {
      answers.push(get(`${s.base}${path}`).done);
      await until(() => s.admit.state().active + s.admit.state().waiting === i + 1);
    }
    expect(s.rendering()).toEqual(['/a', '/b']);
    expect(s.admit.state()).toEqual({ active: 2, waiting: 2 });

    s.finish('/b');
    await until(() => s.rendering().includes('/c'));
    expect(s.rendering()).toEqual(['/a', '/c']);
    s.finish('/a');
    await until(() => s.rendering().includes('/d'));
    s.finish('/c');
    s.finish('/d');
    expect(await Promise.all(answers)).toEqual(
      ['/a', '/b', '/c', '/d'].map((p) => `<!doctype html><p>${p}</p>`),
    );
    await until(() => s.admit.state().active === 0);
    expect(s.admit.state()).toEqual({ active: 0, waiting: 0 });
    // the ones that waited started in their own request's context, not in the one that ended
    expect(s.foreign).toEqual([]);
  });

  it('gives the place back when an answer that is not a page has been sent', async () => {
    const s = await site(1);
    const data = get(`${s.base}/v2/data`).done;
    await until(() => s.rendering().length === 1);
    const after = get(`${s.base}/after`).done;
    await until(() => s.admit.state().waiting === 1);
    s.answer('/v2/data', 'application/json', '{"ok":true}');
    expect(await data).toBe('{"ok":true}');
    await until(() => s.rendering().includes('/after'));
    s.finish('/after');
    expect(await after).toBe('<!doctype html><p>/after</p>');
  });

  it('never holds back static files, the media proxy or a form being sent', async () => {
    const s = await site(1);
    const page = get(`${s.base}/slow`).done;
    await until(() => s.rendering().length === 1);
    expect(await get(`${s.base}/_next/static/chunks/a.js`).done).toBe('file');
    expect(await get(`${s.base}/media/pool/01/a.webp`).done).toBe('file');
    const form = get(`${s.base}/dang-ky`, 'POST').done;
    await until(() => s.rendering().includes('/dang-ky'));
    expect(s.admit.state()).toEqual({ active: 1, waiting: 0 });
    s.finish('/dang-ky');
    s.finish('/slow');
    expect(await form).toBe('<!doctype html><p>/dang-ky</p>');
    await page;
  });

  it('gives a place back when the reader leaves, and skips a reader who left while waiting', async () => {
    const s = await site(1);
    const first = get(`${s.base}/first`);
    first.done.catch(() => {});
    await until(() => s.rendering().length === 1);
    const second = get(`${s.base}/second`);
    second.done.catch(() => {});
    await until(() => s.admit.state().waiting === 1);
    second.abort();
    await until(() => s.admit.state().waiting === 0);
    expect(s.admit.state().active).toBe(1);
    first.abort();
    await until(() => s.admit.state().active === 0 && s.admit.state().waiting === 0);
    // the one who left while waiting was never rendered, and the gate is open again
    expect(s.started).toEqual(['/first']);
    const third = get(`${s.base}/third`).done;
    await until(() => s.rendering().includes('/third'));
    s.finish('/third');
    expect(await third).toBe('<!doctype html><p>/third</p>');
  });
});

describe('the render limit, when the places are held for long', () => {
  it('lets a request in over the limit once it has waited long enough', async () => {
    const s = await site(1, 300);
    const stuck = get(`${s.base}/stuck`).done;
    await until(() => s.rendering().length === 1);
    const started = Date.now();
    const next = get(`${s.base}/next`).done;
    await until(() => s.rendering().includes('/next'));
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(s.admit.state()).toEqual({ active: 2, waiting: 0 });
    s.finish('/next');
    expect(await next).toBe('<!doctype html><p>/next</p>');
    // the limit holds again: with /stuck still rendering, a third waits its turn
    const third = get(`${s.base}/third`).done;
    await until(() => s.admit.state().active + s.admit.state().waiting === 2);
    expect(s.admit.state()).toEqual({ active: 1, waiting: 1 });
    s.finish('/stuck');
    await until(() => s.rendering().includes('/third'));
    s.finish('/third');
    await Promise.all([stuck, third]);
    expect(s.admit.state()).toEqual({ active: 0, waiting: 0 });
  });
});

describe('renderConcurrency', () => {
  it('takes WEB_RENDER_CONCURRENCY, else two renders per core', () => {
    expect(renderConcurrency({ WEB_RENDER_CONCURRENCY: '3' }, 2)).toBe(3);
    expect(renderConcurrency({}, 2)).toBe(4);
    expect(renderConcurrency({ WEB_RENDER_CONCURRENCY: 'many' }, 8)).toBe(16);
    expect(renderConcurrency({}, 1)).toBe(2);
  });
});
