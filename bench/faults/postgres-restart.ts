// PostgreSQL stopped and started again under load: while it is down the API answers 503 in the
// envelope (never a 500, never a hang), and it recovers by itself, without a restart, once the
// server is back.   npm run faults:pg-restart -w bench
// Runs a private PostgreSQL 15 cluster (Debian's binaries, a temporary folder, its own port), so the
// machine's server is never touched. Needs root (to run it as the postgres user) or to be run as
// a user that may run initdb itself.
import { type ChildProcess, execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createDatabase } from '@magazine/db';
import { createArticle, createAuthor, createTopic } from '../../apps/api/test/helpers/factories';
import { startBuiltApi } from '../lib/processes';

const ROOT = resolve(import.meta.dirname, '..', '..');
const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const PG_PORT = Number(process.env.FAULT_PG_PORT ?? 5499);
const API_PORT = Number(process.env.FAULT_API_PORT ?? 4401);
const DOWN_MS = 5_000;
const base = `http://127.0.0.1:${API_PORT}`;

const dir = mkdtempSync(join(tmpdir(), 'fault-pg-'));
const data = join(dir, 'data');
const asPostgres = process.getuid?.() === 0;
function pg(tool: string, args: string[]) {
  const [cmd, argv] = asPostgres
    ? ['runuser', ['-u', 'postgres', '--', join(BIN, tool), ...args]]
    : [join(BIN, tool), args];
  execFileSync(cmd, argv, { stdio: 'ignore' });
}
const pgStart = () =>
  pg('pg_ctl', [
    '-D',
    data,
    '-o',
    `-p ${PG_PORT} -k ${dir} -c listen_addresses=127.0.0.1`,
    '-l',
    join(dir, 'log'),
    '-w',
    'start',
  ]);
const pgStop = () => pg('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);

type Sample = { at: number; status: number; envelope: boolean };
let api: ChildProcess | undefined;
let exitCode = 1;
try {
  if (asPostgres) chownSync(dir, 101, 104);
  pg('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  pgStart();
  const url = `postgres://postgres@127.0.0.1:${PG_PORT}/postgres`;
  const database = await createDatabase({ url });
  await database.migrate();
  const [author, topic] = [await createAuthor(database.db), await createTopic(database.db)];
  const article = await createArticle(database.db, { authorIds: [author.id], topicId: topic.id });
  await database.close();

  api = (
    await startBuiltApi(ROOT, API_PORT, {
      DATABASE_URL: url,
      DATA_DIR: join(dir, 'api'),
      LOG_LEVEL: 'error',
      PUBLIC_CACHE_TTL_MS: '0',
    })
  ).child;
  const apiPid = api.pid;

  const started = Date.now();
  const samples: Sample[] = [];
  let running = true;
  const reader = async () => {
    while (running) {
      const at = Date.now() - started;
      try {
        const res = await fetch(`${base}/v2/article-detail/${article.slug}`, {
          signal: AbortSignal.timeout(10_000),
        });
        const body = (await res.json()) as { errorCode?: number; message?: string };
        samples.push({
          at,
          status: res.status,
          envelope: body.errorCode === res.status && typeof body.message === 'string',
        });
      } catch {
        samples.push({ at, status: 0, envelope: false });
      }
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  const readers = Array.from({ length: 20 }, reader);
  await new Promise((r) => setTimeout(r, 2_000));
  const downAt = Date.now() - started;
  pgStop();
  await new Promise((r) => setTimeout(r, DOWN_MS));
  const upAt = Date.now() - started;
  pgStart();
  await new Promise((r) => setTimeout(r, 5_000));
  running = false;
  await Promise.all(readers);

  const during = samples.filter((s) => s.at > downAt + 500 && s.at < upAt);
  const after = samples.filter((s) => s.at >= upAt);
  const firstOk = after.find((s) => s.status === 200);
  const lastBad = [...after].reverse().find((s) => s.status !== 200);
  const count = (list: Sample[]) => {
    const by = new Map<number, number>();
    for (const s of list) by.set(s.status, (by.get(s.status) ?? 0) + 1);
    return [...by].map(([k, v]) => `${k}×${v}`).join(' ');
  };
  const problems = [
    ...(during.length === 0 ? ['no request while the database was down'] : []),
    ...(during.some((s) => s.status !== 503 || !s.envelope) ? [`while down: ${count(during)}`] : []),
    ...(!firstOk ? ['never recovered'] : []),
    ...(lastBad && firstOk && lastBad.at > firstOk.at
      ? [`errors after recovery: ${count(after.filter((s) => s.status !== 200))}`]
      : []),
    ...(api.exitCode !== null || api.pid !== apiPid ? ['the API stopped'] : []),
  ];
  console.log(
    `PostgreSQL down ${DOWN_MS / 1000} s under 20 readers: while down ${count(during)}; ` +
      `first 200 ${firstOk ? `${firstOk.at - upAt} ms` : 'never'} after it was back (pg_ctl -w returns once it accepts); ` +
      `${samples.length} requests, ${problems.length === 0 ? 'as promised' : `PROBLEMS: ${problems.join('; ')}`}`,
  );
  exitCode = problems.length === 0 ? 0 : 1;
} finally {
  api?.kill('SIGTERM');
  try {
    pgStop();
  } catch {}
  rmSync(dir, { recursive: true, force: true });
}
process.exit(exitCode);
