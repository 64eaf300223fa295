import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { type App, type BuildAppOptions, buildApp } from '../../src/app';
import { loadEnv } from '../../src/config/env';
import type { Database } from '../../src/db/client';
import { type SeedReport, seedDemoContent } from '../../src/db/seed';
import { createTestDatabase } from './test-database';

export interface TestContext {
  app: App;
  database: Database;
  report: SeedReport | null;
}

/**
 * Builds the real app on a fresh database for the current test file, optionally with the demo
 * content (small, fixed seed), and closes both after the file's tests.
 */
export function useTestApp(
  options: {
    seed?: boolean;
    articlesPerLanguage?: number;
    cacheTtlMs?: number;
    /** more environment (SMTP_URL of a test mail server, provider settings, limits…) */
    env?: Record<string, string> | (() => Record<string, string>);
    logger?: BuildAppOptions['logger'];
  } = {},
): TestContext {
  const ctx = {} as TestContext;
  let dispose: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const created = await createTestDatabase();
    dispose = created.dispose;
    ctx.database = created.database;
    ctx.report = null;
    if (options.seed !== false) {
      ctx.report = await seedDemoContent(created.database.db, {
        articlesPerLanguage: options.articlesPerLanguage ?? 40,
        mediaDir: null,
        now: new Date(Date.now() - 60_000),
      });
    }
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
    ctx.app = await buildApp({ env, database: created.database, logger: options.logger });
  });
  afterAll(async () => {
    await ctx.app?.close();
    await dispose();
  });
  return ctx;
}
