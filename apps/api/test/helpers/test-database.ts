import { randomBytes } from 'node:crypto';
import { createDatabase, type Database } from '@magazine/db';
import pg from 'pg';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database
 * on the PostgreSQL server named by DATABASE_URL (dropped again by `dispose`).
 */
export async function createTestDatabase(): Promise<{ database: Database; dispose: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await createDatabase({});
    await database.migrate();
    return { database, dispose: () => database.close().catch(() => undefined) };
  }
  // TEST_DATABASE_PREFIX keeps the databases of parallel runs on one server apart by name
  const name = `${process.env.TEST_DATABASE_PREFIX ?? 'test_'}${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // `drop database … with (force)` below ends connections a closing pool may still hold
  const database = await createDatabase({ url: url.toString(), poolSize: 4, onIdleError: () => {} });
  await database.migrate();
  return {
    database,
    dispose: async () => {
      await database.close().catch(() => undefined);
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
