import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** a preHandler allowing `max` requests per `minutes` for each key (the client address by default) */
    limit(
      name: string,
      max: number,
      minutes: number,
      key?: (req: FastifyRequest) => string | null,
    ): preHandlerAsyncHookHandler;
  }
}

/**
 * @fastify/rate-limit, registered once and applied only where a route asks (`app.limit`), so a
 * route can have several limits (per address and per email); shared through Redis when
 * REDIS_URL is set, in memory otherwise. A refusal is a 429 with the seconds to wait, which
 * the site turns into "try again in N minutes".
 */
export default fp(
  async function rateLimits(app: FastifyInstance, opts: { redisUrl?: string; scale: number }) {
    const redis = opts.redisUrl
      ? new Redis(opts.redisUrl, {
          connectTimeout: 2_000,
          maxRetriesPerRequest: 1,
          enableOfflineQueue: false,
        })
      : undefined;
    if (redis) {
      app.addHook('onClose', async () => void redis.disconnect());
      // Without an offline queue a command sent before the connection is up fails, and
      // skipOnError lets the request through uncounted: a node (or a test) that serves requests
      // right after start would not count its first ones. Start once Redis is ready, or after
      // the connect timeout with the fallback below.
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          redis.off('ready', done);
          redis.off('error', done);
          resolve();
        };
        const timer = setTimeout(done, 2_500);
        redis.once('ready', done);
        redis.once('error', done);
      });
    }
    // NOTE: if Redis is down, requests go through rather than lock every member out
    await app.register(rateLimit, { global: false, redis, nameSpace: 'magazine-rl:', skipOnError: true });

    // One counter per named limit, whatever routes use it (/user/register and /v2/user/register
    // share 'register-ip'), the same in memory as in Redis.
    const checks = new Map<string, ReturnType<FastifyInstance['createRateLimit']>>();
    app.decorate(
      'limit',
      (name: string, max: number, minutes: number, key?: (req: FastifyRequest) => string | null) => {
        let check = checks.get(name);
        if (!check) {
          // createRateLimit counts without answering, so several limits can apply to one request
          check = app.createRateLimit({
            max: Math.max(1, Math.round(max * opts.scale)),
            timeWindow: minutes * 60_000,
            keyGenerator: (req) => `${name}:${key?.(req) ?? req.ip}`,
            // NOTE: the in-memory LRU of a limit (untyped option, passed on to its store): this large,
            // it is not flushed cheaply by cycling through other emails
            ...({ cache: 100_000 } as object),
          });
          checks.set(name, check);
        }
        const counter = check;
        return async function limitHandler(req, reply) {
          const result = await counter(req);
          if (result.isAllowed || !('isExceeded' in result) || !result.isExceeded) return;
          reply.header('retry-after', result.ttlInSeconds);
          throw Object.assign(new Error('TOO_MANY_REQUESTS'), {
            statusCode: 429,
            retryAfterSeconds: Math.max(1, result.ttlInSeconds),
          });
        };
      },
    );
  },
  { name: 'rate-limit' },
);
