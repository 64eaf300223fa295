// `npm run db:migrate -w apps/api`: applies pending migrations to the configured database
// (DATABASE_URL, else PGlite under DATA_DIR). The API also does this at start-up.

import { createDatabase, pgliteDir } from '@magazine/db';
import { loadEnv } from '../config/env';

const env = loadEnv();
const database = await createDatabase(
  env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: pgliteDir(env.DATA_DIR) },
);
try {
  await database.migrate();
  console.log(`migrations applied (${database.driver})`);
} finally {
  await database.close();
}
