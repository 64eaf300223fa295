import { join } from 'node:path';
import { createDatabase, isContentEmpty, pgliteDir } from '@magazine/db';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { loadEnv, shouldSeedDemo } from './config/env';

const env = loadEnv();
const logger =
  env.NODE_ENV === 'development'
    ? { level: env.LOG_LEVEL, transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } }
    : { level: env.LOG_LEVEL };

/**
 * The generator is a package of its own, loaded only when an empty database is to be filled, so
 * it is no part of this bundle (the build leaves it external; plain node loads its dist/index.js).
 */
async function loadDemoContent() {
  try {
    return await import('@magazine/demo-content');
  } catch (err) {
    throw new Error(
      'The demo content could not be loaded: build it (npm run build -w packages/demo-content) or set SEED_DEMO=false.',
      { cause: err },
    );
  }
}

// a pooled connection the server closed while idle (restart, failover) is replaced, and logged
let onIdleError: (err: Error) => void = () => {};
const database = await createDatabase(
  env.DATABASE_URL
    ? { url: env.DATABASE_URL, onIdleError: (err) => onIdleError(err) }
    : { dataDir: pgliteDir(env.DATA_DIR) },
);
const app = await buildApp({ env, database, logger });
onIdleError = (err) =>
  app.log.warn(
    { code: (err as { code?: string }).code },
    'an idle database connection was closed by the server',
  );

await database.migrate();
if (shouldSeedDemo(env) && (await isContentEmpty(database.db))) {
  app.log.info('empty database: generating the demo content');
  const { seedDemoContent } = await loadDemoContent();
  const report = await seedDemoContent(database.db, {
    mediaDir: join(env.DATA_DIR, 'media'),
    log: (msg) => app.log.info(msg),
  });
  app.log.info({ report }, 'demo content ready');
}

closeWithGrace({ delay: 10_000 }, async ({ err }) => {
  if (err) app.log.error({ err }, 'closing because of an error');
  await app.close();
  await app.handlersSettled(5_000);
  await database.close();
});

await app.listen({ host: env.API_HOST, port: env.API_PORT });
app.log.info(`API on http://${env.API_HOST}:${env.API_PORT} (${database.driver}), docs at /docs`);
