import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

const tooMany = (seconds: number) =>
  Object.assign(new Error('TOO_MANY_REQUESTS'), {
    statusCode: 429,
    retryAfterSeconds: Math.max(1, seconds),
  });

/**
 * A limit whose route gives back what should not count (a successful login, a registration form
 * refused for its own fields): `take` counts the request and answers the seconds to wait once
 * `max` are counted (null: counted, go on); `refund` takes that count back. Counting first and
 * giving back after, rather than counting failures once known, keeps a burst of parallel guesses
 * from all passing the check before any of them has failed.
 */
export type RefundableLimit = {
  take(req: FastifyRequest): Promise<number | null>;
  refund(req: FastifyRequest): Promise<void>;
};

/**
 * A preHandler taking from each limit in turn: the first that refuses answers 429, and what the
 * ones before it took is given back (a reader refused by the email's limit has not used a try of
 * their address's).
 */
export function takeEach(...limits: RefundableLimit[]): preHandlerAsyncHookHandler {
  return async function takeEachHandler(req, reply) {
    const taken: RefundableLimit[] = [];
    for (const limit of limits) {
      const wait = await limit.take(req);
      if (wait === null) {
        taken.push(limit);
        continue;
      }
      await Promise.all(taken.map((done) => done.refund(req)));
      reply.header('retry-after', wait);
      throw tooMany(wait);
    }
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** a preHandler allowing `max` requests per `minutes` for each key (the client address by default) */
    limit(
      name: string,
      max: number,
      minutes: number,
      key?: (req: FastifyRequest) => string | null,
    ): preHandlerAsyncHookHandler;
    /** `max` requests per `minutes` for each key (the client address by default), less those refunded */
    refundableLimit(
      name: string,
      max: number,
      minutes: number,
      key?: (req: FastifyRequest) => string | null,
    ): RefundableLimit;
  }
}

/**
 * @fastify/rate-limit, registered once and applied only where a route asks (`app.limit`), so a
 * route can have several limits (per address and per email); shared through Redis when
 * REDIS_URL is set, in memory otherwise. A refusal is a 429 with the seconds to wait, which
 * the site turns into "try again in N minutes".
 */
export default fp(
  async function rateLimits(
    app: FastifyInstance,
    opts: {
      redisUrl?: string;
      scale: number;
      /** the keys each limit keeps in memory, the most recent (100 000 unless a test asks fewer) */
      keys?: number;
    },
  ) {
    const keys = opts.keys ?? 100_000;
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
            ...({ cache: keys } as object),
          });
          checks.set(name, check);
        }
        const counter = check;
        return async function limitHandler(req, reply) {
          const result = await counter(req);
          if (result.isAllowed || !('isExceeded' in result) || !result.isExceeded) return;
          reply.header('retry-after', result.ttlInSeconds);
          throw tooMany(result.ttlInSeconds);
        };
      },
    );

    // Limits with refunds (a failed login counts, a successful one is given back) need a counter
    // that can go down, which @fastify/rate-limit's cannot: rate-limiter-flexible's `consume` and
    // `reward`, in Redis when REDIS_URL is set (with the same limit in memory while Redis is out of
    // reach), in memory otherwise.
    const refundable = new Map<string, RefundableLimit>();
    app.decorate(
      'refundableLimit',
      (name: string, max: number, minutes: number, key_?: (req: FastifyRequest) => string | null) => {
        const known = refundable.get(name);
        if (known) return known;
        const points = Math.max(1, Math.round(max * opts.scale));
        const duration = minutes * 60;
        const memory = new RateLimiterMemory({ keyPrefix: name, points, duration });
        // rate-limiter-flexible keeps every key in memory until its window ends, however many
        // there are: the keys counted here are held to the `keys` most recent, as @fastify/rate-limit's
        // are, and a key pushed out is dropped from its memory too
        const recent = new LRUCache<string, true>({
          max: keys,
          ttl: duration * 1000,
          dispose: (_value, key, reason) => {
            if (reason === 'evict') void memory.delete(key);
          },
        });
        const limiter = redis
          ? new RateLimiterRedis({
              storeClient: redis,
              keyPrefix: `magazine-refundable:${name}`,
              points,
              duration,
              insuranceLimiter: memory,
            })
          : memory;
        const keyOf = (req: FastifyRequest) => {
          const key = key_?.(req) ?? req.ip;
          recent.set(key, true);
          return key;
        };
        const limit: RefundableLimit = {
          async take(req) {
            try {
              await limiter.consume(keyOf(req), 1);
              return null;
            } catch (err) {
              if (err instanceof RateLimiterRes) return Math.max(1, Math.ceil(err.msBeforeNext / 1000));
              req.log.warn({ err }, `limit ${name} not counted`);
              return null;
            }
          },
          async refund(req) {
            try {
              await limiter.reward(keyOf(req), 1);
            } catch (err) {
              req.log.warn({ err }, `limit ${name} not refunded`);
            }
          },
        };
        refundable.set(name, limit);
        return limit;
      },
    );
  },
  { name: 'rate-limit' },
);
