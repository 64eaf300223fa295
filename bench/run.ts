// `npm run bench`: production builds on loopback (via scripts/start.mjs on a fresh data folder),
// autocannon per scenario, a table of req/s and latency percentiles, JSON under bench/results/.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { CONNECTIONS, DURATION_S, scenarios } from './scenarios';

const ROOT = resolve(import.meta.dirname, '..');
const WEB_PORT = process.env.WEB_PORT ?? '3000';
const API_PORT = process.env.API_PORT ?? '4000';
const web = `http://127.0.0.1:${WEB_PORT}`;
const api = `http://127.0.0.1:${API_PORT}`;

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

// DATABASE_URL in the environment benchmarks on that PostgreSQL database (it must be empty). npm
// start runs in production mode, where a PostgreSQL server gets demo content only when asked.
const dataDir = process.env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'magazine-bench-'));
const stack = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: ROOT,
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    WEB_PORT,
    API_PORT,
    SEED_DEMO: process.env.SEED_DEMO || 'true',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

try {
  await waitFor(`${web}/`, stack);
  const latest = (await (await fetch(`${api}/v2/latest-article?limit=12`)).json()) as {
    data: { docs: { _id: string; slug: string }[] };
  };
  const [first] = latest.data.docs;
  const subjects = {
    articleSlug: first!.slug,
    articleId: first!._id,
    cardIds: latest.data.docs.map((d) => d._id),
  };
  const rows = [];
  for (const scenario of scenarios(subjects)) {
    const url = `${scenario.target === 'web' ? web : api}${scenario.path}`;
    for (let i = 0; i < 3; i++) await fetch(url); // render and cache once before measuring
    let n = 0;
    const result = await autocannon({
      url,
      connections: CONNECTIONS,
      duration: DURATION_S,
      requests: scenario.bustCache
        ? [{ setupRequest: (req) => ({ ...req, path: `${scenario.path}&bench=${n++}` }) }]
        : undefined,
    });
    rows.push({
      scenario: scenario.name,
      url,
      requestsPerSec: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
      throughputKBs: Math.round(result.throughput.average / 1024),
    });
  }
  console.table(rows.map(({ url: _url, ...row }) => row));
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  const file = join(ROOT, 'bench/results', `${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
        connections: CONNECTIONS,
        durationS: DURATION_S,
        rows,
      },
      null,
      2,
    ),
  );
  console.log(`results written to ${file}`);
} finally {
  stack.kill('SIGTERM');
  await new Promise((r) => (stack.exitCode !== null ? r(null) : stack.once('exit', r)));
  if (!process.env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
}
