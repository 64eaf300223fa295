import type { Db } from '@magazine/db';
import type { PgTable } from 'drizzle-orm/pg-core';

/** Rows per INSERT: well under PostgreSQL's 65 535 bind parameters for the widest table. */
export const INSERT_CHUNK = 500;

type Executor = Pick<Db, 'insert'>;

export async function insertRows<TTable extends PgTable>(
  db: Executor,
  table: TTable,
  rows: TTable['$inferInsert'][],
  chunkSize = INSERT_CHUNK,
): Promise<void> {
  for (let i = 0; i < rows.length; i += chunkSize) {
    await db.insert(table).values(rows.slice(i, i + chunkSize));
  }
}
