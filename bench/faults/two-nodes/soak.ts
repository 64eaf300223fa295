// 200 readers on both sites and both APIs, with members writing, for a minute: no errors.
import autocannon from 'autocannon';
import type { TestMember } from '../../../apps/api/test/helpers/members';
import { type Checks, callApi } from '../../lib/faults';
import { percentile } from '../../lib/load';
import type { Nodes } from './consistency';

/**
 * Cached pages (70 connections a site), search pages (10 a site: rendered for every request, so
 * measured apart) and API reads (20 a node), while each member bookmarks, likes, counts views and
 * now and then comments (5 a minute is the limit). Passes with no socket error, timeout or non-2xx.
 */
export async function soak(
  checks: Checks,
  { apis, webs }: Nodes,
  seconds: number,
  members: TestMember[],
  articleIds: string[],
  pagePaths: string[],
) {
  const until = Date.now() + seconds * 1000;
  const writeTimes: number[] = [];
  const writeErrors: string[] = [];
  const writer = async (member: TestMember, w: number) => {
    const api = apis[w % 2]!;
    let lastComment = 0;
    for (let i = 0; Date.now() < until; i++) {
      const articleId = articleIds[(w + i) % articleIds.length]!;
      const started = performance.now();
      const headers = { ...member.headers, 'x-forwarded-for': `10.8.${w}.1` };
      let res: Awaited<ReturnType<typeof callApi>>;
      if (Date.now() - lastComment > 15_000) {
        lastComment = Date.now();
        res = await callApi(api, '/v2/comments', {
          json: { articleId, body: `Đọc xong bài ${i}, cảm ơn` },
          headers,
        });
      } else if (i % 3 === 0) {
        res = await callApi(api, `/bookmark/bookmark-article/${articleId}`, { json: {}, headers });
      } else if (i % 3 === 1) {
        res = await callApi(api, '/v2/like/article', { json: { articleId, like: i % 2 === 0 }, headers });
      } else {
        res = await callApi(api, '/v2/article-view-counter', { json: { articleId }, headers });
      }
      writeTimes.push(performance.now() - started);
      if (res.status !== 200) writeErrors.push(`${res.status} ${res.body?.message}`);
    }
  };
  const readers = (base: string, paths: string[], connections: number) =>
    autocannon({
      url: base,
      connections,
      duration: seconds,
      timeout: 30,
      requests: paths.map((path) => ({ method: 'GET', path })),
    });
  const apiPaths = articleIds
    .slice(0, 10)
    .flatMap((id) => [
      `/v2/comments?articleId=${id}&sort=newest&page=1`,
      `/v2/latest-article?page=1&limit=12&language=vi`,
    ]);
  const searchPaths = ['phở', 'cà phê', 'Đà Nẵng', 'âm nhạc'].flatMap((q) => [
    `/tim-kiem?q=${encodeURIComponent(q)}`,
    `/en/search?q=${encodeURIComponent(q)}`,
  ]);
  const plan = {
    'pages A': readers(webs[0]!, pagePaths, 70),
    'pages B': readers(webs[1]!, pagePaths, 70),
    'search A': readers(webs[0]!, searchPaths, 10),
    'search B': readers(webs[1]!, searchPaths, 10),
    'API A': readers(apis[0]!, apiPaths, 20),
    'API B': readers(apis[1]!, apiPaths, 20),
  };
  const [groups] = await Promise.all([
    Promise.all(Object.entries(plan).map(async ([name, run]) => [name, await run] as const)),
    ...members.map((m, w) => writer(m, w)),
  ]);
  writeTimes.sort((a, b) => a - b);
  const failures = (r: autocannon.Result) => r.errors + r.timeouts + r.non2xx;
  const errors = groups.reduce((n, [, r]) => n + failures(r), 0) + writeErrors.length;
  const total = groups.reduce((n, [, r]) => n + r.requests.total, 0) + writeTimes.length;
  const connections = groups.reduce((n, [, r]) => n + r.connections, 0);
  const lines = groups.map(
    ([name, r]) =>
      `${name} ${r.requests.total} (p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, errors ${failures(r)})`,
  );
  checks.report(
    `${connections + members.length} clients for ${seconds} s`,
    errors === 0 && total > 0,
    `${total} requests, ${errors} errors; readers: ${lines.join('; ')}; member writes ${writeTimes.length} ` +
      `(p99 ${Math.round(percentile(writeTimes, 99))} ms${writeErrors.length ? `, errors: ${[...new Set(writeErrors)].join(', ')}` : ''})`,
  );
}
