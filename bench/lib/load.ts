// Load on one address: autocannon for throughput, and a small closed loop of our own where the
// 95th percentile is wanted (autocannon reports p90, p97.5 and p99, not p95).
import { Agent, request } from 'node:http';
import { createRequire } from 'node:module';
import autocannon from 'autocannon';

// autocannon appends every chunk of every response body to a string (`req.body += chunk`) for
// `onResponse` and `expectBody`, which the bench does not use. Decoding is the load generator's
// own work, it grows with the page and its non-ASCII characters: nginx serving the Vietnamese home
// page (184 KB) measured 1 400 req/s, the same number of bytes of "x" 8 350. Bodies are counted,
// not decoded, so the figures are the servers', not the client's (decision 0028). The patch holds
// for every autocannon run in the process that imports this file: nothing in bench/ may use
// `onResponse`, `expectBody` or `verifyBody`, which would now see empty bodies.
const PipelinedRequestsQueue = createRequire(import.meta.url)('autocannon/lib/pipelinedRequestsQueue.js') as {
  prototype: { addBody(data: Buffer): void };
};
PipelinedRequestsQueue.prototype.addBody = () => {};

export type Throughput = {
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  kBPerRequest: number;
};

export async function throughput(
  url: string,
  options: {
    connections: number;
    durationS: number;
    headers?: Record<string, string>;
    /** every request a different address (`url` with `&n=1`, `&n=2`…): no cache in front can answer */
    uniqueAddresses?: boolean;
  },
): Promise<Throughput> {
  // warm up: render and cache once, and let the JIT settle
  for (let i = 0; i < 5; i++) await (await fetch(url, { headers: options.headers })).arrayBuffer();
  let n = 0;
  const { pathname, search } = new URL(url);
  const unique = options.uniqueAddresses
    ? {
        requests: [
          {
            setupRequest: (req: { path?: string }) => ({
              ...req,
              path: `${pathname}${search ? `${search}&` : '?'}n=${Date.now().toString(36)}-${n++}`,
            }),
          },
        ],
      }
    : {};
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.durationS,
    headers: options.headers,
    ...unique,
  });
  return {
    requestsPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    kBPerRequest:
      result.requests.total > 0 ? Math.round(result.throughput.total / result.requests.total / 1024) : 0,
  };
}

export type Latency = { requests: number; p50Ms: number; p95Ms: number; p99Ms: number; errors: number };

/** The p-th percentile of ascending `sorted` (0 when empty). */
export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const round = (ms: number) => Math.round(ms * 10) / 10;

/** `concurrency` clients asking one after another for `durationS` seconds; latency percentiles. */
export async function latency(
  urls: () => string,
  options: { concurrency: number; durationS: number },
): Promise<Latency> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.concurrency });
  const once = (url: string) =>
    new Promise<number>((resolve, reject) => {
      const started = performance.now();
      request(url, { agent }, (res) => {
        res.resume();
        res.on('end', () =>
          res.statusCode === 200 ? resolve(performance.now() - started) : reject(res.statusCode),
        );
      })
        .on('error', reject)
        .end();
    });
  for (let i = 0; i < 5; i++) await once(urls()).catch(() => 0);
  const times: number[] = [];
  let errors = 0;
  const until = Date.now() + options.durationS * 1000;
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      while (Date.now() < until) {
        try {
          times.push(await once(urls()));
        } catch {
          errors++;
        }
      }
    }),
  );
  agent.destroy();
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    p50Ms: round(percentile(times, 50)),
    p95Ms: round(percentile(times, 95)),
    p99Ms: round(percentile(times, 99)),
    errors,
  };
}
