import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the answer is the same for every caller: keep it for a few seconds */
    publicCache?: boolean;
  }
  interface FastifyInstance {
    /** the answer cache's numbers (tests, and the memory budget of issue 8) */
    publicCacheStats(): { entries: number; bytes: number };
    /**
     * Drops this process's kept answers of the routes whose path begins with `prefix` (a write
     * readers should see at once: an editor's survey); other processes keep theirs for the TTL.
     */
    forgetPublicAnswers(prefix: string): void;
  }
}

type Entry = { status: number; body: string };

/**
 * A read whose answer is the same for every caller: a GET of a publicCache route without an access
 * token (a request with one may get an answer made for that member). The answer cache keeps only
 * these, and app.ts tells shared caches they may keep them too.
 */
export const isSharedRead = (req: FastifyRequest) =>
  req.method === 'GET' && req.routeOptions.config?.publicCache === true && !req.headers.accesstoken;

/** JSON with sorted keys, so `?a=1&b=2` and `?b=2&a=1` are one answer. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The answer's key: the route and what its schemas made of the request (path parameters and the
 * validated query, defaults filled, unknown parameters dropped). `?limit=12&x=1` and `?limit=12`
 * are one entry, so a made-up parameter can neither miss the cache nor fill it.
 */
export function answerKey(req: FastifyRequest): string {
  return `${req.routeOptions.url}\n${stableJson(req.params)}\n${stableJson(req.query)}`;
}

/**
 * A short-lived in-process cache of public GET answers (the same for everyone), so a burst of
 * readers on one article costs the database one query set per TTL. It is looked up once the
 * request is validated, is bounded in bytes, and drops expired entries as it goes. Off when the
 * TTL is 0.
 */
export default fp(
  async function publicCache(app: FastifyInstance, opts: { ttlMs: number; maxBytes: number }) {
    if (opts.ttlMs <= 0) {
      app.decorate('publicCacheStats', () => ({ entries: 0, bytes: 0 }));
      app.decorate('forgetPublicAnswers', () => {});
      return;
    }
    const cache = new LRUCache<string, Entry>({
      maxSize: opts.maxBytes,
      // UTF-16 strings: two bytes a character, the key included
      sizeCalculation: (entry, key) => 2 * (entry.body.length + key.length) + 64,
      ttl: opts.ttlMs,
    });
    // expired answers are never served; this also gives their memory back between bursts
    const purge = setInterval(() => cache.purgeStale(), Math.max(opts.ttlMs, 1_000));
    purge.unref();
    app.addHook('onClose', async () => clearInterval(purge));
    app.decorate('publicCacheStats', () => ({ entries: cache.size, bytes: cache.calculatedSize }));
    // a read under way while answers are forgotten may carry what was true before: it is not kept
    let generation = 0;
    const startedIn = new WeakMap<FastifyRequest, number>();
    app.decorate('forgetPublicAnswers', (prefix: string) => {
      generation++;
      for (const key of [...cache.keys()]) if (key.startsWith(prefix)) cache.delete(key);
    });

    app.addHook('preHandler', async (req, reply) => {
      if (!isSharedRead(req)) return;
      const hit = cache.get(answerKey(req));
      if (!hit) {
        startedIn.set(req, generation);
        return;
      }
      return reply
        .code(hit.status)
        .header('content-type', 'application/json; charset=utf-8')
        .header('x-cache', 'HIT')
        .send(hit.body);
    });

    app.addHook('onSend', async (req, reply, payload) => {
      const cacheable = reply.statusCode === 200 || reply.statusCode === 404;
      if (
        isSharedRead(req) &&
        cacheable &&
        typeof payload === 'string' &&
        !reply.getHeader('x-cache') &&
        startedIn.get(req) === generation
      ) {
        cache.set(answerKey(req), { status: reply.statusCode, body: payload });
      }
      return payload;
    });
  },
  { name: 'public-cache' },
);
