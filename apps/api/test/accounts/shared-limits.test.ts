import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app';
import { loadEnv } from '../../src/config/env';
import { newEmail } from '../helpers/accounts';
import { useTestApp } from '../helpers/build-test-app';

// The machine runs Redis (as production would with several API nodes); this file needs it.
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const ctx = useTestApp({ env: { REDIS_URL, RATE_LIMIT_SCALE: '1' } });
let second: App;

beforeAll(async () => {
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'api-test-')),
    REDIS_URL,
    LOG_LEVEL: 'silent',
  });
  second = await buildApp({ env, database: ctx.database });
});
afterAll(async () => second?.close());

describe('rate limits shared through Redis', () => {
  it('two API nodes count the same login attempts', async () => {
    const email = newEmail('shared');
    // Redis outlives the test run: a client address of this run only keeps runs apart
    const address = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
    const attempt = (app: App) =>
      app.inject({
        method: 'POST',
        url: '/v2/user/email-login',
        headers: { 'x-forwarded-for': address },
        payload: { email, password: 'guess1x' },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await attempt(i % 2 === 0 ? ctx.app : second)).statusCode);
    expect(statuses.every((s) => s === 422)).toBe(true);
    // the eleventh try is refused on either node
    expect((await attempt(ctx.app)).statusCode).toBe(429);
    expect((await attempt(second)).statusCode).toBe(429);
  });
});
