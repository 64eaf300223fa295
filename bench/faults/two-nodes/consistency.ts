// What a second node must not change: limits, moderation, published changes and scheduled jobs
// are the same whichever node a reader or a member reaches.
import type { CommentPage } from '@magazine/contracts';
import type pg from 'pg';
import type { TestMember } from '../../../apps/api/test/helpers/members';
import { type Checks, callApi, type Envelope } from '../../lib/faults';

/** Two API nodes and two sites; site i talks to API i. */
export type Nodes = { apis: string[]; webs: string[] };

/** The pages' `revalidate` (60 s) plus the API's answer cache (5 s) plus a render. */
const PAGE_CHANGE_BOUND_S = 75;
/** The API's answer cache (PUBLIC_CACHE_TTL_MS, 5 s) plus a margin. */
const API_CHANGE_BOUND_S = 8;

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

/** Wrong passwords for one email, alternating nodes: the 11th is refused, whichever node gets it. */
export async function rateLimitShared(checks: Checks, { apis }: Nodes) {
  const email = `limit-${process.pid}@example.com`;
  const statuses: number[] = [];
  for (let i = 0; i < 12; i++) {
    const { status } = await callApi(apis[i % 2]!, '/v2/user/email-login', {
      json: { email, password: 'not-the-password' },
      // a different address each time: only the per-email limit (10 in 15 minutes) is in play
      headers: { 'x-forwarded-for': `10.9.0.${i + 1}` },
    });
    statuses.push(status);
  }
  const firstRefused = statuses.indexOf(429);
  checks.report(
    'rate limit shared through Redis',
    firstRefused === 10 && statuses.slice(10).every((s) => s === 429),
    `login-email allows 10 in 15 min; alternating A/B the answers were ${statuses.join(' ')} (on memory limits each node would allow 10)`,
  );
}

async function threadHas(web: string, articleId: string, commentId: string) {
  // what a reader's browser asks the site for (the member proxy, no token: the public thread)
  const res = await fetch(`${web}/api/member/v2/comments?articleId=${articleId}&sort=newest&page=1`);
  const body = (await res.json()) as Envelope<CommentPage>;
  return body.data.docs.some((c) => c._id === commentId);
}

/** A held comment approved on API B, then hidden on API A: both sites follow within the cache time. */
export async function moderationThroughBoth(
  checks: Checks,
  { apis, webs }: Nodes,
  member: TestMember,
  editor: TestMember,
  articleId: string,
) {
  const posted = await callApi<{ _id: string }>(apis[0]!, '/v2/comments', {
    json: { articleId, body: 'Bình luận đầu tiên, chờ duyệt' },
    headers: member.headers,
  });
  const id = posted.body?.data._id ?? '';
  const held = posted.body?.message === 'COMMENT_HELD_FOR_REVIEW';
  const hiddenAtFirst =
    !(await threadHas(webs[0]!, articleId, id)) && !(await threadHas(webs[1]!, articleId, id));
  const approved = await callApi(apis[1]!, `/v2/moderation/comment/${id}/approve`, {
    method: 'POST',
    headers: editor.headers,
  });
  const shown = await Promise.all(
    webs.map((web) => secondsUntil(() => threadHas(web, articleId, id), API_CHANGE_BOUND_S)),
  );
  const hid = await callApi(apis[0]!, `/v2/moderation/comment/${id}/hide`, {
    method: 'POST',
    headers: editor.headers,
  });
  const gone = await Promise.all(
    webs.map((web) => secondsUntil(async () => !(await threadHas(web, articleId, id)), API_CHANGE_BOUND_S)),
  );
  checks.report(
    'moderation visible through both nodes',
    held &&
      hiddenAtFirst &&
      approved.status === 200 &&
      hid.status === 200 &&
      [...shown, ...gone].every((s) => s !== null),
    `first comment held (${posted.body?.message}); approved on API B: shown on site A after ${shown[0]} s, site B after ${shown[1]} s; hidden on API A: gone from A after ${gone[0]} s, B after ${gone[1]} s (bound ${API_CHANGE_BOUND_S} s)`,
  );
}

/** An article's title edited in the database: both sites show it within the revalidation time. */
export async function publishedChange(checks: Checks, { webs }: Nodes, db: pg.Client, slug: string) {
  // both sites have rendered the page (and cached it) before the change
  for (const web of webs) await (await fetch(`${web}/${slug}`)).text();
  const title = `Tiêu đề đã sửa ${process.pid}`;
  await db.query('update articles set title = $1, updated_at = now() where slug = $2', [title, slug]);
  const shown = await Promise.all(
    webs.map((web) =>
      secondsUntil(
        async () => (await (await fetch(`${web}/${slug}`)).text()).includes(title),
        PAGE_CHANGE_BOUND_S,
      ),
    ),
  );
  checks.report(
    'published change visible through both nodes',
    shown.every((s) => s !== null),
    `an edited title showed on site A after ${shown[0]} s and on site B after ${shown[1]} s (revalidate 60 s + answer cache 5 s; bound ${PAGE_CHANGE_BOUND_S} s)`,
  );
}

/** Every `everyS` slot since `since` ran prune-view-marks once: none twice, none missed, all finished. */
export async function scheduledOnce(checks: Checks, db: pg.Client, everyS: number, since: number) {
  const { rows } = await db.query<{ slot: Date; node: string; finished_at: Date | null }>(
    `select slot, node, finished_at from scheduled_job_runs where job = 'prune-view-marks' order by slot`,
  );
  const slots = rows.map((r) => r.slot.getTime());
  const nodes = new Map<string, number>();
  for (const r of rows) nodes.set(r.node, (nodes.get(r.node) ?? 0) + 1);
  // every slot from the first to the last is there once (the primary key makes twice impossible)
  const expected = slots.length > 0 ? (slots.at(-1)! - slots[0]!) / (everyS * 1000) + 1 : 0;
  const elapsedSlots = Math.floor((Date.now() - since) / (everyS * 1000));
  checks.report(
    'scheduled job once per slot',
    slots.length === expected && slots.length >= elapsedSlots - 1 && rows.every((r) => r.finished_at),
    `prune-view-marks every ${everyS} s: ${rows.length} runs for ${elapsedSlots} slots since start, none twice, none missed; ` +
      `by node: ${[...nodes.values()].join(' + ')}`,
  );
}
