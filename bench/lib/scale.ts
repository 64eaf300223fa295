// The API at two sizes of the magazine on PostgreSQL: the same reads at 1 000 and at 100 000
// articles, with the answer cache off (every request reaches the database) and then on.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { type Latency, latency, type Throughput, throughput } from './load';
import { exited, MemoryWatch, startBuiltApi } from './processes';

const ROOT = resolve(import.meta.dirname, '..', '..');
const PORT = Number(process.env.BENCH_SCALE_API_PORT ?? 4200);

export type ScaleRow = {
  articles: number;
  seedS: number;
  articleDetail: Latency;
  latestFirst: Latency;
  latestDeep: Latency;
  /** page 40 read by keyset cursor (the cursor page 39 gives); absent in older results */
  latestCursor?: Latency;
  /** page 40 read by `page` (OFFSET): a deep page that exists at both sizes; absent in older results */
  latestOffset40?: Latency;
  search: Latency;
  articleDetailUncached: Throughput;
  articleDetailCached: Throughput;
  apiPeakRssMB: number;
};

async function startApi(databaseUrl: string, cacheTtlMs: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-scale-api-'));
  const { child, base } = await startBuiltApi(ROOT, PORT, {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    PUBLIC_CACHE_TTL_MS: String(cacheTtlMs),
  });
  return {
    base,
    pid: child.pid!,
    stop: async () => {
      child.kill('SIGTERM');
      await exited(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function admin(server: string, sql: string) {
  const client = new pg.Client({ connectionString: `${server}/postgres` });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** One size: a fresh database, seeded, measured, dropped. */
export async function measureScale(
  server: string,
  articles: number,
  log: (m: string) => void,
): Promise<ScaleRow> {
  const name = `bench_${articles}_${process.pid}`;
  const databaseUrl = `${server}/${name}`;
  await admin(server, `create database ${name}`);
  try {
    log(`scale: seeding ${articles} articles on PostgreSQL…`);
    const started = Date.now();
    const seeded = spawnSync('npm', ['run', 'seed', '--', '--articles', String(articles)], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: 'ignore',
    });
    if (seeded.status !== 0) throw new Error(`seeding ${articles} articles failed`);
    const seedS = Math.round((Date.now() - started) / 1000);

    let api = await startApi(databaseUrl, 0);
    const watch = new MemoryWatch(() => ({ api: [api.pid] }));
    const docs = (
      (await (await fetch(`${api.base}/v2/latest-article?limit=50`)).json()) as {
        data: { docs: { slug: string }[] };
      }
    ).data.docs;
    let n = 0;
    const detail = () =>
      `${api.base}/v2/article-detail/${docs[n++ % docs.length]!.slug}?isGetContentAsArray=true&isGetRelated=true`;
    const options = { concurrency: 10, durationS: 8 };
    log(`scale ${articles}: latency, answer cache off`);
    const articleDetail = await latency(detail, options);
    const latestFirst = await latency(() => `${api.base}/v2/latest-article?limit=12`, options);
    const latestDeep = await latency(() => `${api.base}/v2/latest-article?limit=12&page=200`, options);
    // the same depth by keyset cursor: page 40 (480 cards in) exists at both sizes, where page
    // 200 of 1 000 articles is past the end
    const before = (await (await fetch(`${api.base}/v2/latest-article?limit=12&page=39`)).json()) as {
      data: { nextCursor: string | null };
    };
    const cursor = before.data.nextCursor ? encodeURIComponent(before.data.nextCursor) : null;
    const latestCursor = cursor
      ? await latency(() => `${api.base}/v2/latest-article?limit=12&cursor=${cursor}`, options)
      : undefined;
    // page 200 is past the end at 1 000 articles (an empty answer); page 40 is a full page at both
    const latestOffset40 = await latency(() => `${api.base}/v2/latest-article?limit=12&page=40`, options);
    const search = await latency(() => `${api.base}/v2/search?q=ph%E1%BB%9F&language=vi`, options);
    const one = `${api.base}/v2/article-detail/${docs[0]!.slug}?isGetContentAsArray=true&isGetRelated=true`;
    const articleDetailUncached = await throughput(one, { connections: 50, durationS: 10 });
    await api.stop();
    api = await startApi(databaseUrl, 5_000);
    log(`scale ${articles}: throughput, answer cache on`);
    const articleDetailCached = await throughput(one, { connections: 50, durationS: 10 });
    const apiPeakRssMB = watch.stop().api ?? 0;
    await api.stop();
    return {
      articles,
      seedS,
      articleDetail,
      latestFirst,
      latestDeep,
      latestCursor,
      latestOffset40,
      search,
      articleDetailUncached,
      articleDetailCached,
      apiPeakRssMB,
    };
  } finally {
    await admin(server, `drop database if exists ${name} with (force)`);
  }
}
