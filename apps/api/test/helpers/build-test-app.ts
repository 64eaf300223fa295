import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '@magazine/db';
import { afterAll, beforeAll } from 'vitest';
import { type App, type BuildAppOptions, buildApp } from '../../src/app';
import { loadEnv } from '../../src/config/env';
import { createTestDatabase } from './test-database';

export interface TestContext {
  app: App;
  database: Database;
}

/**
 * Builds the real app on a fresh, empty database for the current test file and closes both after
 * the file's tests. Tests insert the rows they need with ./factories (in their own beforeAll).
 */
export function useTestApp(
  options: {
    cacheTtlMs?: number;
    /** more environment (SMTP_URL of a test mail server, provider settings, limits…) */
    env?: Record<string, string> | (() => Record<string, string>);
    logger?: BuildAppOptions['logger'];
    timeouts?: BuildAppOptions['timeouts'];
  } = {},
): TestContext {
  const ctx = {} as TestContext;
  let dispose: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const created = await createTestDatabase();
    dispose = created.dispose;
    ctx.database = created.database;
    const env = loadEnv({
      NODE_ENV: 'test',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'api-test-')),
      PUBLIC_URL: 'http://magazine.test',
      PUBLIC_CACHE_TTL_MS: String(options.cacheTtlMs ?? 0),
      // tests solve the captcha for real, with a small proof of work; limits are checked in one file
      CAPTCHA_MAX_NUMBER: '2000',
      RATE_LIMIT_SCALE: '100',
      LOG_LEVEL: 'silent',
      ...(typeof options.env === 'function' ? options.env() : options.env),
    });
    ctx.app = await buildApp({
      env,
      database: created.database,
      logger: options.logger,
      timeouts: options.timeouts,
    });
  });
  afterAll(async () => {
    await ctx.app?.close();
    await dispose();
  });
  return ctx;
}
