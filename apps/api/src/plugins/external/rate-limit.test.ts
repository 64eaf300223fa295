import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import rateLimits, { takeEach } from './rate-limit';

// The limits' memory when no Redis is configured: each limit keeps its most recent keys only, so
// a flood of new addresses or emails cannot grow the API's memory without end.

let app: FastifyInstance;
afterEach(() => app?.close());

/** One route under one limit of `max` a quarter hour, keyed by the `x-who` header; `keys` kept. */
async function limited(keys: number, max = 1) {
  app = Fastify();
  await app.register(rateLimits, { scale: 1, keys });
  const who = app.refundableLimit('who', max, 15, (req) => String(req.headers['x-who']));
  app.post('/try', { preHandler: takeEach(who) }, async () => ({ ok: true }));
  app.post(
    '/fixed',
    { preHandler: app.limit('fixed', max, 15, (req) => String(req.headers['x-who'])) },
    async () => ({
      ok: true,
    }),
  );
  await app.ready();
  return (path: string, key: string) => app.inject({ method: 'POST', url: path, headers: { 'x-who': key } });
}

describe('limits in memory', () => {
  it('refuse a key past its limit while it is among the most recent', async () => {
    const send = await limited(3);
    expect((await send('/try', 'a')).statusCode).toBe(200);
    const refused = await send('/try', 'a');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await send('/try', 'b');
    await send('/try', 'c');
    expect((await send('/try', 'a')).statusCode).toBe(429);
  });

  it.each([
    ['a refundable limit', '/try'],
    ['a plain limit', '/fixed'],
  ])('forget the oldest key of %s once more keys than they keep have been counted', async (_, path) => {
    const send = await limited(3);
    expect((await send(path, 'a')).statusCode).toBe(200);
    expect((await send(path, 'a')).statusCode).toBe(429);
    for (const key of ['b', 'c', 'd']) expect((await send(path, key)).statusCode).toBe(200);
    // pushed out by three newer keys: counted afresh
    expect((await send(path, 'a')).statusCode).toBe(200);
    // the newest are still held
    expect((await send(path, 'd')).statusCode).toBe(429);
  });
});
