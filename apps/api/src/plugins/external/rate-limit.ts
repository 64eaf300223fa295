import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** a preHandler that allows `max` requests per `minutes` for each key (the client IP by default) */
    limit(
      name: string,
      max: number,
      minutes: number,
      key?: (req: FastifyRequest) => string | null,
    ): ReturnType<FastifyInstance['rateLimit']>;
  }
}

/**
 * @fastify/rate-limit, registered once and applied only where a route asks (`app.limit`):
 * shared through Redis when REDIS_URL is set, in memory otherwise. A refusal is a 429 with
 * the seconds to wait, which the site turns into "try again in N minutes".
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
    if (redis) app.addHook('onClose', async () => void redis.disconnect());
    await app.register(rateLimit, {
      global: false,
      redis,
      nameSpace: 'magazine-rl:',
      // NOTE: if Redis is down, let requests through rather than lock every member out
      skipOnError: true,
      errorResponseBuilder: (_req, context) =>
        Object.assign(new Error('TOO_MANY_REQUESTS'), {
          statusCode: 429,
          retryAfterSeconds: Math.max(1, Math.ceil(context.ttl / 1000)),
        }),
    });
    app.decorate(
      'limit',
      (name: string, max: number, minutes: number, key?: (req: FastifyRequest) => string | null) =>
        app.rateLimit({
          max: Math.round(max * opts.scale),
          timeWindow: minutes * 60_000,
          keyGenerator: (req) => `${name}:${key?.(req) ?? req.ip}`,
        }),
    );
  },
  { name: 'rate-limit' },
);
