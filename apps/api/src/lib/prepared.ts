import type { Db } from '@magazine/db';

const statements = new WeakMap<Db, Map<string, unknown>>();

/**
 * A hot read as a prepared statement of `db`, built once per database handle. On PostgreSQL the
 * name makes it a server-side prepared statement on each pooled connection: planning the article
 * page's two queries cost 4.5 ms against 1 ms of executing them. `name` must be unique per text.
 */
export function prepared<T>(db: Db, name: string, build: (db: Db) => T): T {
  let byName = statements.get(db);
  if (!byName) {
    byName = new Map();
    statements.set(db, byName);
  }
  if (!byName.has(name)) byName.set(name, build(db));
  return byName.get(name) as T;
}
