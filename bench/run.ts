// `npm run bench`: production builds on loopback (scripts/start.mjs on a fresh embedded database),
// nginx serving the article's HTML as a file (this machine's ceiling) and deploy/nginx.conf in
// front of the site, load on pages and API reads, memory, page weight and Lighthouse; then the API
// at 1 000 and 100 000 articles on PostgreSQL. One table, JSON under bench/results/.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startNginx } from '../deploy/nginx';
import { lighthouse } from './lib/lighthouse';
import { throughput } from './lib/load';
import { serveStatic } from './lib/nginx-static';
import { commandLine, descendants, MemoryWatch } from './lib/processes';
import { measureScale, type ScaleRow } from './lib/scale';
import { pageWeight } from './lib/weight';
import { printReport } from './report';
import type { Result } from './result';

const ROOT = resolve(import.meta.dirname, '..');
const WEB_PORT = process.env.WEB_PORT ?? '3000';
const API_PORT = process.env.API_PORT ?? '4000';
const web = `http://127.0.0.1:${WEB_PORT}`;
const api = `http://127.0.0.1:${API_PORT}`;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const PG_SERVER = process.env.BENCH_PG_SERVER ?? 'postgres://postgres@127.0.0.1:5432';
const SIZES = (process.env.BENCH_SIZES ?? '1000,100000').split(',').filter(Boolean).map(Number);
const BENCH_EMAIL = 'bench.reader@example.com';
const BENCH_PASSWORD = 'do-ghe9bench';
const began = Date.now();
/** a step, with the minutes and seconds since the run began (where the 15 minutes go) */
const log = (message: string) => {
  const s = Math.round((Date.now() - began) / 1000);
  console.log(`· ${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')} ${message}`);
};

async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, init);
  return ((await res.json()) as { data: T }).data;
}

async function waitFor(url: string, child: ChildProcess) {
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error('the stack exited before it was ready');
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`${url} never answered`);
}

/** A member to measure what a logged-in reader's page asks for (made as the first staff are). */
function makeMember(dataDir: string): string {
  const made = spawnSync(
    'npx',
    ['tsx', 'src/user-cli.ts', 'create', '--email', BENCH_EMAIL, '--role', 'member'],
    {
      cwd: join(ROOT, 'apps/api'),
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    },
  );
  const token = /reset-password\/(\S+)/.exec(made.stdout ?? '')?.[1];
  if (!token) throw new Error(`npm run user failed: ${made.stderr}`);
  return token;
}

async function logIn(resetToken: string): Promise<Record<string, string>> {
  const post = (path: string, body: unknown) =>
    json<{ token?: string }>(`${api}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  await post('/v2/restore-password', { password: BENCH_PASSWORD, token: resetToken });
  const session = await post('/v2/user/email-login', {
    email: BENCH_EMAIL,
    password: BENCH_PASSWORD,
    flatform: 'web',
  });
  if (!session.token) throw new Error('the bench member could not log in');
  return { accesstoken: session.token, userkey: 'benchreaderkey1' };
}

// Debian's nginx (the ceiling, the cache in front) and Chromium (Lighthouse), installed if missing
const ensured = spawnSync(process.execPath, ['scripts/debian-packages.mjs', 'the benchmarks'], {
  cwd: ROOT,
  stdio: 'inherit',
});
if (ensured.status !== 0) process.exit(ensured.status ?? 1);

const dataDir = process.env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'magazine-bench-'));
const runDir = mkdtempSync(join(tmpdir(), 'magazine-bench-run-'));
const resetToken = makeMember(dataDir);
const stack = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: ROOT,
  env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', WEB_PORT, API_PORT, SEED_DEMO: 'true' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const stops: (() => Promise<void>)[] = [];

try {
  await waitFor(`${web}/`, stack);
  log('the stack answers (built, seeded, started)');
  const groups = () => {
    const all = descendants(stack.pid!).slice(1);
    return {
      api: all.filter((pid) => commandLine(pid).includes('dist/server.js')),
      web: all.filter((pid) => /next|server\.mjs/.test(commandLine(pid))),
    };
  };
  const memory = new MemoryWatch(groups);

  // what the scenarios point at
  const latest = await json<{ docs: { _id: string; slug: string }[] }>(`${api}/v2/latest-article?limit=12`);
  const article = latest.docs[0]!;
  const detail = await json<{ _id: string; authors: { _id: string }[]; related?: { _id: string }[] }>(
    `${api}/v2/article-detail/${article.slug}?isGetContentAsArray=true&isGetRelated=true`,
  );
  const topics = await json<{ slug: string }[]>(`${api}/v2/topics?language=vi`);
  const topicPath = `/chu-de/${topics[0]!.slug}`;
  const member = await logIn(resetToken);
  const stateIds = [detail._id, ...(detail.related ?? []).map((r) => r._id)];
  const statePath = `/v2/member/state?articleIds=${stateIds.join(',')}&authorIds=${detail.authors.map((a) => a._id).join(',')}`;

  // the ceiling: the article's own HTML as a file (and the home page's, for what its size allows)
  const articleHtml = await (await fetch(`${web}/${article.slug}`)).text();
  const homeHtml = await (await fetch(`${web}/`)).text();
  const statik = await serveStatic(runDir, 3090, { 'index.html': articleHtml, 'home.html': homeHtml });
  stops.push(statik.stop);
  const cache = await startNginx({
    dir: join(runDir, 'nginx'),
    listenPort: 3080,
    upstreamPort: Number(WEB_PORT),
  });
  stops.push(cache.stop);

  const load = { connections: CONNECTIONS, durationS: DURATION_S };
  log('static ceiling');
  const staticCeiling = await throughput(`${statik.url}/`, load);
  log("the home page's own HTML as a file");
  const homeStatic = await throughput(`${statik.url}/home.html`, load);
  const pages: Result['pages'] = [];
  for (const [name, path, cacheable] of [
    ['home page', '/', true],
    ['article page', `/${article.slug}`, true],
    ['topic page', topicPath, true],
    ['search page', '/tim-kiem?q=pho', true],
  ] as const) {
    log(name);
    const direct = await throughput(`${web}${path}`, load);
    const viaCache = cacheable ? await throughput(`${cache.url}${path}`, load) : null;
    pages.push({ name, direct, viaCache });
  }
  // as a browser asks: every one sends Accept-Encoding, and the cache keeps the site's gzipped
  // answer (the site varies on it); the ceiling is then the article's file, gzipped
  const asBrowser = { ...load, headers: { 'accept-encoding': 'gzip' } };
  log('static ceiling, gzip');
  const gzip: NonNullable<Result['gzip']> = {
    staticCeiling: await throughput(`${statik.url}/`, asBrowser),
    pages: [],
  };
  for (const [name, path] of [
    ['home page', '/'],
    ['article page', `/${article.slug}`],
  ] as const) {
    log(`${name} via the cache, gzip`);
    gzip.pages.push({ name, viaCache: await throughput(`${cache.url}${path}`, asBrowser) });
  }
  // what a query no one asked for in the last 30 s costs: rendered by Next every time (the API's
  // answer is cached; the extra parameter is not sent to it)
  log('search page, a new address each time');
  pages.push({
    name: 'search page, a new address each time',
    direct: await throughput(`${web}/tim-kiem?q=pho`, { ...load, uniqueAddresses: true }),
    viaCache: null,
  });
  const apiRows: Result['api'] = [];
  for (const [name, path, headers] of [
    [
      'v2/article-detail',
      `/v2/article-detail/${article.slug}?isGetContentAsArray=true&isGetRelated=true`,
      undefined,
    ],
    ['v2/latest-article', '/v2/latest-article?limit=12', undefined],
    ['v2/search (phở)', '/v2/search?q=ph%E1%BB%9F&language=vi', undefined],
    ['v2/member/state (member, article page)', statePath, member],
  ] as const) {
    log(`API ${name}`);
    apiRows.push({ name, result: await throughput(`${api}${path}`, { ...load, headers }) });
  }
  const pglite = memory.stop();

  log('page weight');
  const weight = { home: await pageWeight(`${web}/`), article: await pageWeight(`${web}/${article.slug}`) };
  let quality: Result['quality'] = null;
  if (process.env.BENCH_LIGHTHOUSE !== 'false') {
    log('Lighthouse (3 runs a page)');
    quality = { home: await lighthouse(`${web}/`), article: await lighthouse(`${web}/${article.slug}`) };
  }
  for (const stop of stops.splice(0)) await stop();
  stack.kill('SIGTERM');
  await new Promise((r) => (stack.exitCode !== null ? r(null) : stack.once('exit', r)));

  const scale: ScaleRow[] = [];
  for (const size of SIZES) scale.push(await measureScale(PG_SERVER, size, log));

  const result: Result = {
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, node: process.version },
    load,
    pages,
    staticCeiling,
    homeStatic,
    gzip,
    api: apiRows,
    memoryMB: { pglite, postgresApi: scale.length ? Math.max(...scale.map((s) => s.apiPeakRssMB)) : null },
    weight,
    quality,
    scale,
  };
  log('done');
  printReport(result);
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  const file = join(ROOT, 'bench/results', `${result.date.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`results written to ${file}`);
} finally {
  for (const stop of stops) await stop().catch(() => {});
  if (stack.exitCode === null) {
    stack.kill('SIGTERM');
    await new Promise((r) => (stack.exitCode !== null ? r(null) : stack.once('exit', r)));
  }
  rmSync(runDir, { recursive: true, force: true });
  if (!process.env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
}
