import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from './migrations-folder';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the code sees, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * The planner settings a search's statement is planned under: its sequential scans would read a
 * common word's rows one by one and unpack each out-of-line vector (the planner does not count
 * that) where the GIN index is far cheaper, and JIT compiling costs more than a read of a few
 * milliseconds gains from it. Writes are refused too: a search only reads.
 */
export const SEARCH_SESSION_SETTINGS = {
  enable_seqscan: 'off',
  jit: 'off',
  default_transaction_read_only: 'on',
} as const;

/** Runs one statement of the search with SEARCH_SESSION_SETTINGS in force; its rows. */
export type SearchRunner = (statement: SQL) => Promise<Record<string, unknown>[]>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /**
   * On PostgreSQL, a few connections of the search's own, set to SEARCH_SESSION_SETTINGS, so
   * that a search is one round trip (each costs both processes system calls: on a small machine a
   * tenth of a search's time), and a named prepared statement, so that each connection parses it
   * once and PostgreSQL can keep its plan (planning the search took as long as running it). On
   * PGlite, the one connection, in a transaction that sets them.
   */
  runSearch: SearchRunner;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… ; unset means PGlite */
  url?: string;
  /** PGlite folder; unset (with no url) means in memory */
  dataDir?: string;
  poolSize?: number;
  /**
   * An idle pooled connection the server closed (a restart, a failover, a dropped database):
   * pg removes it and the next query opens a new one. Without a listener the 'error' event
   * would end the process.
   */
  onIdleError?: (err: Error) => void;
}

export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const poolSize = options.poolSize ?? 10;
    const pool = new pg.Pool({ connectionString: options.url, max: poolSize });
    pool.on('error', (err) => options.onIdleError?.(err));
    const db = drizzleNodePg(pool, { schema, casing: 'snake_case' });
    const searchPool = new pg.Pool({
      connectionString: options.url,
      max: Math.max(1, Math.ceil(poolSize / 2)),
      // an idle connection keeps its prepared statements and plans a minute (pg's default: 10 s)
      idleTimeoutMillis: 60_000,
    });
    searchPool.on('error', (err) => options.onIdleError?.(err));
    // Each connection takes the settings before its first search, awaited (a query sent from the
    // pool's `connect` event ran beside the first search, which node-postgres deprecates). Not as
    // startup `options`, which an `options` in the connection string would replace without a
    // word, and which some connection poolers refuse.
    const settings = Object.entries(SEARCH_SESSION_SETTINGS)
      .map(([name, value]) => `set ${name} = ${value}`)
      .join('; ');
    const settled = new WeakSet<pg.PoolClient>();
    const dialect = new PgDialect({ casing: 'snake_case' });
    return {
      db: db as unknown as Db,
      driver: 'postgres',
      runSearch: async (statement) => {
        const { sql: text, params } = dialect.sqlToQuery(statement);
        // one name per text: a connection prepares each shape of the statement once
        const name = `search_${createHash('sha1').update(text).digest('base64url')}`;
        const client = await searchPool.connect();
        try {
          if (!settled.has(client)) {
            await client.query(settings);
            settled.add(client);
          }
          const rows = (await client.query({ name, text, values: params })).rows;
          client.release();
          return rows;
        } catch (err) {
          // as pool.query does: a connection that failed a query is not given out again
          client.release(err as Error);
          throw err;
        }
      },
      migrate: () => migrateNodePg(db, { migrationsFolder: migrationsFolder() }),
      ping: async () => {
        await Promise.all([pool.query('select 1'), searchPool.query('select 1')]);
      },
      close: async () => {
        await Promise.all([pool.end(), searchPool.end()]);
      },
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: options.dataDir,
    extensions: { unaccent, pg_trgm },
    // PostgreSQL's own default (128 MB) lives inside the WebAssembly heap, which never shrinks; the
    // files sit in the system's page cache anyway. 32 MB: the API opens at ~200 MB instead of ~320,
    // and a broad search is no slower (measured: 20 searches 156 → 143 ms).
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'],
  });
  const db = drizzlePglite(client, { schema, casing: 'snake_case' });
  const settings = sql.join(
    Object.entries(SEARCH_SESSION_SETTINGS).map(([name, value]) => sql`set_config(${name}, ${value}, true)`),
    sql`, `,
  );
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    runSearch: (statement) =>
      db.transaction(
        async (tx) => {
          await tx.execute(sql`select ${settings}`);
          return ((await tx.execute(statement)) as unknown as { rows: Record<string, unknown>[] }).rows;
        },
        { accessMode: 'read only' },
      ),
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

export function pgliteDir(dataDir: string): string {
  return join(dataDir, 'pglite');
}
