import { fork } from 'node:child_process';
import { join } from 'node:path';
import { createDatabase, isContentEmpty, pgliteDir } from '@magazine/db';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { dataDirProblem } from './config/data-dir';
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

/**
 * Set in the child that prepares the database before the API opens it: migrations, and the demo
 * content when an empty database is to be filled. What that work takes (the generator's images and
 * bulk inserts, and the embedded database's WebAssembly heap, which grows with them and never
 * shrinks) goes back to the system when the child exits instead of staying with the API: the API
 * on PGlite peaked at 810 MB under load, seeding in-process.
 */
const PREPARE_CHILD = process.env.MAGAZINE_PREPARE_CHILD === '1';

if (!PREPARE_CHILD) {
  const problem = dataDirProblem(env.DATA_DIR);
  if (problem) {
    process.stderr.write(`${problem}\n`);
    process.exit(1);
  }
  await prepareInChild();
}

// a pooled connection the server closed while idle (restart, failover) is replaced, and logged
let onIdleError: (err: Error) => void = () => {};
const database = await createDatabase(
  env.DATABASE_URL
    ? { url: env.DATABASE_URL, onIdleError: (err) => onIdleError(err) }
    : { dataDir: pgliteDir(env.DATA_DIR) },
);
const app = await buildApp({ env, database, logger, scheduledJobs: !PREPARE_CHILD });
onIdleError = (err) =>
  app.log.warn(
    { code: (err as { code?: string }).code },
    'an idle database connection was closed by the server',
  );

if (PREPARE_CHILD) {
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
  await app.close();
  await database.close();
  process.exit(0);
}

/** This same program, run to prepare the database and exit; its log lines go to the same output. */
function prepareInChild(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = fork(process.argv[1]!, process.argv.slice(2), {
      env: { ...process.env, MAGAZINE_PREPARE_CHILD: '1' },
      // without the serving process's heap cap (node-flags.mjs): the seed's work is not bounded by it
      execArgv: process.execArgv.filter((flag) => !flag.startsWith('--max-old-space-size')),
      stdio: 'inherit',
    });
    // the API stopped while the child works: the child stops too
    const stop = () => child.kill('SIGTERM');
    process.once('SIGTERM', stop).once('SIGINT', stop);
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      process.off('SIGTERM', stop).off('SIGINT', stop);
      if (code === 0) resolve();
      else if (signal) process.exit(1);
      else reject(new Error(`preparing the database failed (exit ${code})`));
    });
  });
}

closeWithGrace({ delay: 10_000 }, async ({ err }) => {
  if (err) app.log.error({ err }, 'closing because of an error');
  await app.close();
  await app.handlersSettled(5_000);
  await database.close();
});

await app.listen({ host: env.API_HOST, port: env.API_PORT });
app.log.info(`API on http://${env.API_HOST}:${env.API_PORT} (${database.driver}), docs at /docs`);
