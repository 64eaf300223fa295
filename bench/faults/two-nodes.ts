// Two API nodes and two web nodes on one PostgreSQL and one Redis: a second node changes nothing a
// reader or a member can see.
//   npm run build && npm run faults:two-nodes -w bench
// Starts, on loopback, API A and B (one database, one Redis) and web A → API A, web B → API B,
// on demo content, then checks (two-nodes/consistency.ts, two-nodes/soak.ts):
//   1. a rate limit counts across both nodes (wrong passwords for one email, alternating nodes);
//   2. a moderation action taken on one node shows through the other's site within the API's
//      answer cache time (a held comment approved, then hidden);
//   3. a published change (an edited title) shows on both sites within the pages' revalidation time;
//   4. 200 readers for TWO_NODES_SOAK_SECONDS (60) on both sites (pages and search) and both APIs,
//      with 20 members bookmarking, liking, counting views and commenting: 0 errors, and the p99;
//   5. the scheduled job (view-mark pruning, every 2 s here) ran once per slot, no slot missed.
// Prints one line per check and exits 1 if any fails. The built API and site must exist.
import { type ChildProcess, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createDatabase } from '@magazine/db';
import pg from 'pg';
import { createMember, type TestMember } from '../../apps/api/test/helpers/members';
import { Checks } from '../lib/faults';
import { exited, startBuiltApi, startBuiltWeb } from '../lib/processes';
import {
  moderationThroughBoth,
  type Nodes,
  publishedChange,
  rateLimitShared,
  scheduledOnce,
} from './two-nodes/consistency';
import { soak } from './two-nodes/soak';

const ROOT = resolve(import.meta.dirname, '..', '..');
const PG_SERVER = process.env.BENCH_PG_SERVER ?? 'postgres://postgres@127.0.0.1:5432';
const REDIS_URL = process.env.TWO_NODES_REDIS_URL ?? 'redis://127.0.0.1:6379/7';
const SOAK_SECONDS = Number(process.env.TWO_NODES_SOAK_SECONDS ?? 60);
const JOB_EVERY_S = 2;
const DB_NAME = `two_nodes_${process.pid}`;
const DB_URL = `${PG_SERVER}/${DB_NAME}`;
const API_PORTS = [4601, 4602];
const WEB_PORTS = [3601, 3602];

if (
  !existsSync(join(ROOT, 'apps/api/dist/server.js')) ||
  !existsSync(join(ROOT, 'apps/web/.next/BUILD_ID'))
) {
  console.error('Build first: npm run build');
  process.exit(2);
}
const redisDb = new URL(REDIS_URL).pathname.slice(1) || '0';
spawnSync('redis-cli', ['-n', redisDb, 'flushdb'], { stdio: 'ignore' });

const checks = new Checks();
const dataDir = mkdtempSync(join(tmpdir(), 'two-nodes-'));
const admin = new pg.Client({ connectionString: `${PG_SERVER}/postgres` });
await admin.connect();
await admin.query(`create database ${DB_NAME}`);
const children: ChildProcess[] = [];
let db: pg.Client | undefined;
try {
  const apiEnv = {
    DATABASE_URL: DB_URL,
    DATA_DIR: dataDir,
    REDIS_URL,
    RATE_LIMIT_SCALE: '1',
    CAPTCHA_ENABLED: 'false',
    PRUNE_VIEW_MARKS_EVERY_SECONDS: String(JOB_EVERY_S),
  };
  console.log('seeding demo content and starting API A, API B, site A, site B…');
  // API A fills the new database with the demo content; the job's slots are counted from then
  const apiA = await startBuiltApi(ROOT, API_PORTS[0]!, { ...apiEnv, SEED_DEMO: 'true' });
  children.push(apiA.child);
  const since = Date.now();
  const apiB = await startBuiltApi(ROOT, API_PORTS[1]!, apiEnv);
  children.push(apiB.child);
  const nodes: Nodes = { apis: [apiA.base, apiB.base], webs: [] };
  for (const [i, port] of WEB_PORTS.entries()) {
    const web = await startBuiltWeb(ROOT, port, nodes.apis[i]!);
    children.push(web.child);
    nodes.webs.push(web.base);
  }

  db = new pg.Client({ connectionString: DB_URL });
  await db.connect();
  const database = await createDatabase({ url: DB_URL, poolSize: 2 });
  const member = await createMember(database.db);
  const editor = await createMember(database.db, { role: 'editor' });
  const writers: TestMember[] = [];
  for (let i = 0; i < 20; i++) writers.push(await createMember(database.db));
  await database.close();
  const { rows: articles } = await db.query<{ id: string; slug: string }>(
    `select id, slug from articles where status = 'published' and language = 'vi' order by published_at desc limit 20`,
  );

  await rateLimitShared(checks, nodes);
  await moderationThroughBoth(checks, nodes, member, editor, articles[0]!.id);
  await publishedChange(checks, nodes, db, articles[1]!.slug);

  // what readers open: the home pages and the first 40 pages they link to
  const home = await (await fetch(`${nodes.webs[0]}/`)).text();
  const linked = [...home.matchAll(/href="(\/[^"#?]*)"/g)]
    .map((m) => m[1]!)
    .filter((p) => !p.startsWith('/_next'));
  const pagePaths = [...new Set(['/', '/en', ...linked])].slice(0, 40);
  await soak(
    checks,
    nodes,
    SOAK_SECONDS,
    writers,
    articles.map((a) => a.id),
    pagePaths,
  );

  await scheduledOnce(checks, db, JOB_EVERY_S, since);
} finally {
  await db?.end();
  for (const child of children.reverse()) {
    child.kill('SIGTERM');
    await exited(child);
  }
  await admin.query(`drop database if exists ${DB_NAME} with (force)`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
}
checks.finish('two nodes');
