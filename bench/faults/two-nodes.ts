// Two API nodes and two web nodes on one PostgreSQL and one Redis: a second node changes nothing a
// reader or a member can see.
//   npm run build && npm run faults:two-nodes -w bench
// Starts, on loopback, API A and B (one database, one Redis) and web A → API A, web B → API B,
// on demo content, then checks:
//   1. a rate limit counts across both nodes (wrong passwords for one email, alternating nodes);
//   2. a moderation action taken on one node shows through the other's site within the API's
//      answer cache time (a held comment approved, then hidden);
//   3. a published change (an edited title) shows on both sites within the pages' revalidation time;
//   4. 200 readers for TWO_NODES_SOAK_SECONDS (60) on both sites (pages and search) and both APIs,
//      with 20 members bookmarking, liking, counting views and commenting: 0 errors, and the p99;
//   5. the scheduled job (view-mark pruning, every 2 s here) ran once per slot, no slot missed.
// Prints one line per check and exits 1 if any fails. The built API and site must exist.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { CommentPage } from '@magazine/contracts';
import { createDatabase } from '@magazine/db';
import autocannon from 'autocannon';
import pg from 'pg';
import { createMember, type TestMember } from '../../apps/api/test/helpers/members';
import { exited, startBuiltApi } from '../lib/processes';

const ROOT = resolve(import.meta.dirname, '..', '..');
const PG_SERVER = process.env.BENCH_PG_SERVER ?? 'postgres://postgres@127.0.0.1:5432';
const REDIS_URL = process.env.TWO_NODES_REDIS_URL ?? 'redis://127.0.0.1:6379/7';
const SOAK_SECONDS = Number(process.env.TWO_NODES_SOAK_SECONDS ?? 60);
const JOB_EVERY_S = 2;
/** The pages' `revalidate` (60 s) plus the API's answer cache (5 s) plus a render. */
const PAGE_CHANGE_BOUND_S = 75;
/** The API's answer cache (PUBLIC_CACHE_TTL_MS, 5 s) plus a margin. */
const API_CHANGE_BOUND_S = 8;
const DB_NAME = `two_nodes_${process.pid}`;
const DB_URL = `${PG_SERVER}/${DB_NAME}`;

const apiPorts = [4601, 4602];
const webPorts = [3601, 3602];
const apis = apiPorts.map((p) => `http://127.0.0.1:${p}`);
const webs = webPorts.map((p) => `http://127.0.0.1:${p}`);

const results: { check: string; ok: boolean; detail: string }[] = [];
function report(check: string, ok: boolean, detail: string) {
  results.push({ check, ok, detail });
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${check}: ${detail}`);
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `probe` every 500 ms until it answers true; seconds it took, or null past `boundS`. */
async function secondsUntil(probe: () => Promise<boolean>, boundS: number): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started < boundS * 1000) {
    if (await probe().catch(() => false)) return Math.round((Date.now() - started) / 100) / 10;
    await wait(500);
  }
  return null;
}

async function startWeb(port: number, apiUrl: string) {
  const child = spawn(process.execPath, ['server.mjs'], {
    cwd: join(ROOT, 'apps/web'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      WEB_PORT: String(port),
      API_URL: apiUrl,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error('the site exited');
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return child;
    } catch {}
    await wait(200);
  }
  child.kill('SIGTERM');
  throw new Error('the site never answered');
}

type Envelope<T = unknown> = { errorCode: number; message: string; data: T };
async function call<T = unknown>(
  base: string,
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: Envelope<T> }> {
  const res = await fetch(`${base}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: { ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}

// 1. ------------------------------------------------------------------------------------------
async function rateLimitShared() {
  const email = `limit-${process.pid}@example.com`;
  const statuses: number[] = [];
  for (let i = 0; i < 12; i++) {
    const { status } = await call(apis[i % 2]!, '/v2/user/email-login', {
      body: { email, password: 'not-the-password' },
      // a different address each time: only the per-email limit (10 in 15 minutes) is in play
      headers: { 'x-forwarded-for': `10.9.0.${i + 1}` },
    });
    statuses.push(status);
  }
  const firstRefused = statuses.indexOf(429);
  report(
    'rate limit shared through Redis',
    firstRefused === 10 && statuses.slice(10).every((s) => s === 429),
    `login-email allows 10 in 15 min; alternating A/B the answers were ${statuses.join(' ')} (on memory limits each node would allow 10)`,
  );
}

// 2. ------------------------------------------------------------------------------------------
async function threadHas(web: string, articleId: string, commentId: string) {
  // what a reader's browser asks the site for (the member proxy, no token: the public thread)
  const res = await fetch(`${web}/api/member/v2/comments?articleId=${articleId}&sort=newest&page=1`);
  const body = (await res.json()) as Envelope<CommentPage>;
  return body.data.docs.some((c) => c._id === commentId);
}

async function moderationThroughBoth(member: TestMember, editor: TestMember, articleId: string) {
  const posted = await call<{ _id: string }>(apis[0]!, '/v2/comments', {
    body: { articleId, body: 'Bình luận đầu tiên, chờ duyệt' },
    headers: member.headers,
  });
  const id = posted.body.data._id;
  const held = posted.body.message === 'COMMENT_HELD_FOR_REVIEW';
  const hiddenAtFirst =
    !(await threadHas(webs[0]!, articleId, id)) && !(await threadHas(webs[1]!, articleId, id));
  const approved = await call(apis[1]!, `/v2/moderation/comment/${id}/approve`, {
    method: 'POST',
    headers: editor.headers,
  });
  const shown = await Promise.all(
    webs.map((web) => secondsUntil(() => threadHas(web, articleId, id), API_CHANGE_BOUND_S)),
  );
  const hid = await call(apis[0]!, `/v2/moderation/comment/${id}/hide`, {
    method: 'POST',
    headers: editor.headers,
  });
  const gone = await Promise.all(
    webs.map((web) => secondsUntil(async () => !(await threadHas(web, articleId, id)), API_CHANGE_BOUND_S)),
  );
  report(
    'moderation visible through both nodes',
    held &&
      hiddenAtFirst &&
      approved.status === 200 &&
      hid.status === 200 &&
      [...shown, ...gone].every((s) => s !== null),
    `first comment held (${posted.body.message}); approved on API B: shown on site A after ${shown[0]} s, site B after ${shown[1]} s; hidden on API A: gone from A after ${gone[0]} s, B after ${gone[1]} s (bound ${API_CHANGE_BOUND_S} s)`,
  );
}

// 3. ------------------------------------------------------------------------------------------
async function publishedChange(admin: pg.Client, slug: string) {
  // both sites have rendered the page (and cached it) before the change
  for (const web of webs) await (await fetch(`${web}/${slug}`)).text();
  const title = `Tiêu đề đã sửa ${process.pid}`;
  await admin.query('update articles set title = $1, updated_at = now() where slug = $2', [title, slug]);
  const shown = await Promise.all(
    webs.map((web) =>
      secondsUntil(
        async () => (await (await fetch(`${web}/${slug}`)).text()).includes(title),
        PAGE_CHANGE_BOUND_S,
      ),
    ),
  );
  report(
    'published change visible through both nodes',
    shown.every((s) => s !== null),
    `an edited title showed on site A after ${shown[0]} s and on site B after ${shown[1]} s (revalidate 60 s + answer cache 5 s; bound ${PAGE_CHANGE_BOUND_S} s)`,
  );
}

// 4. ------------------------------------------------------------------------------------------
const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function soak(members: TestMember[], articleIds: string[], pagePaths: string[]) {
  const until = Date.now() + SOAK_SECONDS * 1000;
  // members: a bookmark or like toggle, a counted view, now and then a comment (5 a minute is the limit)
  const writeTimes: number[] = [];
  const writeErrors: string[] = [];
  const writer = async (member: TestMember, w: number) => {
    const api = apis[w % 2]!;
    let lastComment = 0;
    for (let i = 0; Date.now() < until; i++) {
      const articleId = articleIds[(w + i) % articleIds.length]!;
      const started = performance.now();
      let res: { status: number; body: Envelope };
      const headers = { ...member.headers, 'x-forwarded-for': `10.8.${w}.1` };
      if (Date.now() - lastComment > 15_000) {
        lastComment = Date.now();
        res = await call(api, '/v2/comments', {
          body: { articleId, body: `Đọc xong bài ${i}, cảm ơn` },
          headers,
        });
      } else if (i % 3 === 0) {
        res = await call(api, `/bookmark/bookmark-article/${articleId}`, { body: {}, headers });
      } else if (i % 3 === 1) {
        res = await call(api, '/v2/like/article', { body: { articleId, like: i % 2 === 0 }, headers });
      } else {
        res = await call(api, '/v2/article-view-counter', { body: { articleId }, headers });
      }
      writeTimes.push(performance.now() - started);
      if (res.status !== 200) writeErrors.push(`${res.status} ${res.body.message}`);
    }
  };
  const readers = (base: string, paths: string[], connections: number) =>
    autocannon({
      url: base,
      connections,
      duration: SOAK_SECONDS,
      timeout: 30,
      requests: paths.map((path) => ({ method: 'GET', path })),
    });
  const apiPaths = articleIds
    .slice(0, 10)
    .flatMap((id) => [
      `/v2/comments?articleId=${id}&sort=newest&page=1`,
      `/v2/latest-article?page=1&limit=12&language=vi`,
    ]);
  // search pages are rendered for every request (the others come from the page cache): apart, so
  // the p99 of each kind is seen
  const searchPaths = ['phở', 'cà phê', 'Đà Nẵng', 'âm nhạc'].flatMap((q) => [
    `/tim-kiem?q=${encodeURIComponent(q)}`,
    `/en/search?q=${encodeURIComponent(q)}`,
  ]);
  const [pageA, pageB, searchA, searchB, apiA, apiB] = await Promise.all([
    readers(webs[0]!, pagePaths, 70),
    readers(webs[1]!, pagePaths, 70),
    readers(webs[0]!, searchPaths, 10),
    readers(webs[1]!, searchPaths, 10),
    readers(apis[0]!, apiPaths, 20),
    readers(apis[1]!, apiPaths, 20),
    ...members.map((m, w) => writer(m, w)),
  ]);
  writeTimes.sort((a, b) => a - b);
  const groups = {
    'pages A': pageA,
    'pages B': pageB,
    'search A': searchA,
    'search B': searchB,
    'API A': apiA,
    'API B': apiB,
  };
  const errors =
    Object.values(groups).reduce((n, r) => n + r.errors + r.timeouts + r.non2xx, 0) + writeErrors.length;
  const total = Object.values(groups).reduce((n, r) => n + r.requests.total, 0) + writeTimes.length;
  const lines = Object.entries(groups).map(
    ([name, r]) =>
      `${name} ${r.requests.total} (p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, errors ${r.errors + r.timeouts + r.non2xx})`,
  );
  report(
    `${200 + members.length} clients for ${SOAK_SECONDS} s`,
    errors === 0 && total > 0,
    `${total} requests, ${errors} errors; readers: ${lines.join('; ')}; member writes ${writeTimes.length} ` +
      `(p99 ${Math.round(percentile(writeTimes, 99))} ms${writeErrors.length ? `, errors: ${[...new Set(writeErrors)].join(', ')}` : ''})`,
  );
}

// 5. ------------------------------------------------------------------------------------------
async function scheduledOnce(admin: pg.Client, since: number) {
  const { rows } = await admin.query<{ slot: Date; node: string; finished_at: Date | null }>(
    `select slot, node, finished_at from scheduled_job_runs where job = 'prune-view-marks' order by slot`,
  );
  const slots = rows.map((r) => r.slot.getTime());
  const nodes = new Map<string, number>();
  for (const r of rows) nodes.set(r.node, (nodes.get(r.node) ?? 0) + 1);
  // every slot from the first to the last is there once (the primary key makes twice impossible)
  const expected = slots.length > 0 ? (slots.at(-1)! - slots[0]!) / (JOB_EVERY_S * 1000) + 1 : 0;
  const elapsedSlots = Math.floor((Date.now() - since) / (JOB_EVERY_S * 1000));
  report(
    'scheduled job once per slot',
    slots.length === expected && slots.length >= elapsedSlots - 1 && rows.every((r) => r.finished_at),
    `prune-view-marks every ${JOB_EVERY_S} s: ${rows.length} runs for ${elapsedSlots} slots since start, none twice, none missed; ` +
      `by node: ${[...nodes.values()].join(' + ')}`,
  );
}

// -----------------------------------------------------------------------------------------------
if (
  !existsSync(join(ROOT, 'apps/api/dist/server.js')) ||
  !existsSync(join(ROOT, 'apps/web/.next/BUILD_ID'))
) {
  console.error('Build first: npm run build');
  process.exit(2);
}
const redisDb = new URL(REDIS_URL).pathname.slice(1) || '0';
spawnSync('redis-cli', ['-n', redisDb, 'flushdb'], { stdio: 'ignore' });

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
  const apiA = await startBuiltApi(ROOT, apiPorts[0]!, { ...apiEnv, SEED_DEMO: 'true' });
  children.push(apiA.child);
  const since = Date.now();
  const apiB = await startBuiltApi(ROOT, apiPorts[1]!, apiEnv);
  children.push(apiB.child);
  for (const [i, port] of webPorts.entries()) children.push(await startWeb(port, apis[i]!));

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

  await rateLimitShared();
  await moderationThroughBoth(member, editor, articles[0]!.id);
  await publishedChange(db, articles[1]!.slug);

  // what readers open: the home pages and the first 40 pages they link to
  const home = await (await fetch(`${webs[0]}/`)).text();
  const linked = [...home.matchAll(/href="(\/[^"#?]*)"/g)]
    .map((m) => m[1]!)
    .filter((p) => !p.startsWith('/_next'));
  const pagePaths = [...new Set(['/', '/en', ...linked])].slice(0, 40);
  await soak(
    writers,
    articles.map((a) => a.id),
    pagePaths,
  );

  await scheduledOnce(db, since);
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
const failed = results.filter((r) => !r.ok).length;
console.log(failed === 0 ? 'two nodes: every check held' : `two nodes: ${failed} check(s) failed`);
process.exit(failed === 0 ? 0 : 1);
