import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '@magazine/db';
import { afterAll, beforeAll } from 'vitest';
import { type App, buildApp } from '../../src/app';
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
export function useTestApp(options: { cacheTtlMs?: number } = {}): TestContext {
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
    });
    ctx.app = await buildApp({ env, database: created.database });
  });
  afterAll(async () => {
    await ctx.app?.close();
    await dispose();
  });
  return ctx;
}
