import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the answer is the same for every caller: keep it for a few seconds */
    publicCache?: boolean;
  }
}

type Entry = { status: number; body: string };

/**
 * A short-lived in-process cache of public GET answers (same URL, same body for everyone), so a
 * burst of readers on one article costs the database one query set per TTL. Off when the TTL is 0.
 */
export default fp(
  async function publicCache(app: FastifyInstance, opts: { ttlMs: number; maxEntries: number }) {
    if (opts.ttlMs <= 0) return;
    const cache = new LRUCache<string, Entry>({ max: opts.maxEntries, ttl: opts.ttlMs });

    // a request with an access token may get an answer made for that member: never shared
    const shared = (req: FastifyRequest) =>
      req.method === 'GET' && req.routeOptions.config.publicCache === true && !req.headers.accesstoken;

    app.addHook('onRequest', async (req, reply) => {
      if (!shared(req)) return;
      const hit = cache.get(req.url);
      if (!hit) return;
      return reply
        .code(hit.status)
        .header('content-type', 'application/json; charset=utf-8')
        .header('x-cache', 'HIT')
        .send(hit.body);
    });

    app.addHook('onSend', async (req, reply, payload) => {
      const cacheable = reply.statusCode === 200 || reply.statusCode === 404;
      if (shared(req) && cacheable && typeof payload === 'string') {
        if (!reply.getHeader('x-cache')) cache.set(req.url, { status: reply.statusCode, body: payload });
      }
      return payload;
    });
  },
  { name: 'public-cache' },
);
