import { createDatabase } from '@magazine/db';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';

const serverUrl = process.env.DATABASE_URL;

// PostgreSQL only: PGlite has no server to close a connection.
type Rows = { rows: { pid: number }[] };

describe.skipIf(!serverUrl)('a pooled connection the server closes while idle', () => {
  it('is reported and replaced, and the process goes on', async () => {
    const onIdleError = vi.fn();
    const database = await createDatabase({ url: serverUrl, poolSize: 1, onIdleError });
    try {
      const backend = async () =>
        ((await database.db.execute(sql`select pg_backend_pid() as pid`)) as unknown as Rows).rows[0]!.pid;
      const before = await backend();
      // what a server restart or a failover does to an idle connection
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [before]);
      await admin.end();
      await vi.waitFor(() => expect(onIdleError).toHaveBeenCalled());
      expect(await backend()).not.toBe(before);
    } finally {
      await database.close();
    }
  });
});
