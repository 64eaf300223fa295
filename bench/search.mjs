// `node bench/search.mjs`: latency of GET /v2/search against a running API (not a test).
// Meant for an API on PostgreSQL seeded large, e.g.
//   createdb magazine_bench
//   DATABASE_URL=postgres://…/magazine_bench npm run seed -- --articles 100000
//   DATABASE_URL=postgres://…/magazine_bench PUBLIC_CACHE_TTL_MS=0 API_PORT=4000 npm run start -w apps/api
//   API_URL=http://127.0.0.1:4000 node bench/search.mjs
// Start the API with its answer cache off (PUBLIC_CACHE_TTL_MS=0): the cache keys on the validated
// query, so the changing parameter each request carries no longer gets past it.
// Prints p50/p95/p99 per query and over all, writes JSON under bench/results/.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const API_URL = (process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? '4000'}`).replace(
  /\/+$/,
  '',
);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100); // per query
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);

/** What readers type: accented and not, one word and several, a typo, filters, both languages. */
const QUERIES = [
  { q: 'phở', language: 'vi' },
  { q: 'duong pho', language: 'vi' },
  { q: 'sài gòn', language: 'vi' },
  { q: 'ca phe sua da', language: 'vi' },
  { q: 'bánh mì', language: 'vi', type: 'article' },
  { q: 'nghe nhac', language: 'vi', type: 'podcastEpisode' },
  { q: 'saigon', language: 'en' },
  { q: 'street food', language: 'en' },
  { q: 'saigoon', language: 'en' }, // a typo: few exact matches, titles that look alike
  { q: 'coffee', language: 'en', page: '3' },
];

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (ms) => Math.round(ms * 10) / 10;

async function timed(url) {
  const started = performance.now();
  const res = await fetch(url);
  const body = await res.json();
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${JSON.stringify(body)}`);
  return { ms: performance.now() - started, total: body.data.total, fuzzy: body.data.fuzzy };
}

let bust = 0;
function urlOf(query) {
  const params = new URLSearchParams({ ...query, bench: String(bust++) });
  return `${API_URL}/v2/search?${params}`;
}

async function measure(query) {
  for (let i = 0; i < 3; i++) await timed(urlOf(query)); // warm the database's caches
  const times = [];
  let last;
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        next++;
        last = await timed(urlOf(query));
        times.push(last.ms);
      }
    }),
  );
  return { times, total: last.total, fuzzy: last.fuzzy };
}

if (!(await fetch(`${API_URL}/health`)).ok) throw new Error(`no API at ${API_URL}`);
const counts = await Promise.all(
  ['vi', 'en'].map(async (language) => {
    const topics = await (await fetch(`${API_URL}/v2/topics?language=${language}`)).json();
    return topics.data.reduce((sum, t) => sum + t.articleCount, 0);
  }),
);
console.log(`API ${API_URL}; ${counts[0] + counts[1]} live articles with a topic`);

const rows = [];
const all = [];
for (const query of QUERIES) {
  const { times, total, fuzzy } = await measure(query);
  times.sort((a, b) => a - b);
  all.push(...times);
  rows.push({
    query: Object.entries(query)
      .map(([k, v]) => `${k}=${v}`)
      .join(' '),
    matches: total,
    fuzzy,
    p50Ms: round(percentile(times, 50)),
    p95Ms: round(percentile(times, 95)),
    p99Ms: round(percentile(times, 99)),
    maxMs: round(times[times.length - 1]),
  });
}
all.sort((a, b) => a - b);
const overall = {
  p50Ms: round(percentile(all, 50)),
  p95Ms: round(percentile(all, 95)),
  p99Ms: round(percentile(all, 99)),
};
console.table(rows);
console.log(`all queries: p50 ${overall.p50Ms} ms, p95 ${overall.p95Ms} ms, p99 ${overall.p99Ms} ms`);

mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
const file = join(ROOT, 'bench/results', `search-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(
  file,
  JSON.stringify(
    {
      date: new Date().toISOString(),
      benchmark: 'GET /v2/search',
      liveArticlesWithTopic: counts[0] + counts[1],
      requestsPerQuery: REQUESTS,
      concurrency: CONCURRENCY,
      overall,
      rows,
    },
    null,
    2,
  ),
);
console.log(`results written to ${file}`);
