import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '@magazine/db';
import { afterAll, beforeAll } from 'vitest';
import { type App, buildApp } from '../../src/app';
import { loadEnv } from '../../src/config/env';
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
  options: { seed?: boolean; articlesPerLanguage?: number; cacheTtlMs?: number } = {},
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
    });
    ctx.app = await buildApp({ env, database: created.database });
  });
  afterAll(async () => {
    await ctx.app?.close();
    await dispose();
  });
  return ctx;
}
