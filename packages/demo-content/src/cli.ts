// `npm run seed` (root) or `npm run db:seed -w packages/demo-content`: the demo content at any size
// into the configured database (DATABASE_URL, else PGlite under DATA_DIR), migrating it first.
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createDatabase, isContentEmpty, pgliteDir } from '@magazine/db';
import { loadCliEnv } from './cli-env';
import { clearContent, DEFAULT_ARTICLES_PER_LANGUAGE, DEFAULT_SEED, seedDemoContent } from './index';

const USAGE = 'usage: npm run seed -- [--articles N] [--seed S] [--reset]';

function parsePositiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`--${name} must be a whole number, got "${value}"\n${USAGE}`);
  return parsed;
}

const { values } = parseArgs({
  options: {
    articles: { type: 'string' },
    seed: { type: 'string' },
    reset: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help) {
  console.log(
    `${USAGE}\n  --articles N  articles in total, split evenly between Vietnamese and English (default ${2 * DEFAULT_ARTICLES_PER_LANGUAGE})\n  --seed S      random seed (default ${DEFAULT_SEED})\n  --reset       delete the existing content first`,
  );
  process.exit(0);
}
const totalArticles = parsePositiveInt(values.articles, 2 * DEFAULT_ARTICLES_PER_LANGUAGE, 'articles');
const seed = parsePositiveInt(values.seed, DEFAULT_SEED, 'seed');
const articlesPerLanguage = Math.max(1, Math.round(totalArticles / 2));

const env = loadCliEnv();
const database = await createDatabase(
  env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: pgliteDir(env.DATA_DIR) },
);
const target = env.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${pgliteDir(env.DATA_DIR)}`;
try {
  const started = performance.now();
  await database.migrate();
  if (!(await isContentEmpty(database.db))) {
    if (!values.reset) {
      console.error(
        `The database (${target}) already has content. Pass --reset to delete it and seed again.`,
      );
      process.exitCode = 1;
    } else {
      console.log('deleting the existing content…');
      await clearContent(database.db);
    }
  }
  if (process.exitCode !== 1) {
    console.log(`seeding ${2 * articlesPerLanguage} articles (seed ${seed}) into ${target}`);
    const report = await seedDemoContent(database.db, {
      seed,
      articlesPerLanguage,
      mediaDir: join(env.DATA_DIR, 'media'),
      log: (msg) => console.log(`  ${msg}`),
    });
    console.table(report);
    console.log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
} finally {
  await database.close();
}
