import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../src/modules/accounts/sessions';
import { useTestApp } from '../helpers/build-test-app';
import { createArticle, createAuthor, createTopic } from '../helpers/factories';
import { HOSTILE_VALUES, LEAK } from '../helpers/hostile';
import { createMember, type TestMember } from '../helpers/members';

// Every route of the route table, fed hostile values in its path, query and body. Pass: no 5xx,
// every refusal is the envelope with nothing internal in it, and a refused request changes nothing.
const ctx = useTestApp();

const VALUES = HOSTILE_VALUES;
const HUGE = 'x'.repeat(100_000);
const BODY_KEYS = [
  'email',
  'password',
  'oldPassword',
  'newPassword',
  'name',
  'fullname',
  'dob',
  'content',
  'id',
  'articleId',
  'commentId',
  'parentId',
  'reason',
  'topicIds',
  'word',
  'language',
  'token',
  'captcha',
  'pitch',
  'topic',
  'subscribed',
  'newsletter',
  'flatform',
  'url',
  'title',
  'image',
  'status',
];
const QUERY_KEYS = [
  'page',
  'limit',
  'language',
  'q',
  'type',
  'topic',
  'slug',
  'id',
  'ignoreArticleIds',
  'articleIds',
  'cursor',
  'status',
  'url',
];

let editor: TestMember;
let cases = 0;
const hist: Record<number, number> = {};
const problems: string[] = [];

/** Rows of the tables a write would touch (sessions aside: each route gets a fresh one). */
async function footprint(): Promise<string> {
  const tables = [
    'users',
    'articles',
    'comments',
    'comment_reports',
    'bookmarks',
    'article_likes',
    'topic_follows',
    'author_follows',
    'series_follows',
    'banned_words',
    'writer_submissions',
    'account_links',
    'social_accounts',
    'user_identities',
    'topics',
    'tags',
    'authors',
  ];
  const result = (await ctx.database.db.execute(
    sql.raw(`select ${tables.map((t) => `(select count(*) from ${t})::text`).join(` || ',' || `)} as f`),
  )) as unknown as { rows: { f: string }[] };
  return result.rows[0]!.f;
}

function fill(url: string, value: string): string {
  return url.replace(/:[A-Za-z]+/g, () => encodeURIComponent(value)).replace('*', encodeURIComponent(value));
}

async function send(
  method: string,
  url: string,
  options: { payload?: unknown; headers?: Record<string, string> } = {},
) {
  cases += 1;
  const res = await ctx.app.inject({
    method: method as 'GET',
    url,
    payload: options.payload as string,
    headers: { ...editor.headers, ...options.headers },
  });
  const where = `${method} ${url.slice(0, 120)}`;
  hist[res.statusCode] = (hist[res.statusCode] ?? 0) + 1;
  if (res.statusCode >= 500) problems.push(`${where} → ${res.statusCode} ${res.body.slice(0, 200)}`);
  if (res.statusCode >= 400) {
    let body: { errorCode?: unknown; message?: unknown } | undefined;
    try {
      body = res.json();
    } catch {}
    if (!body || body.errorCode !== res.statusCode || typeof body.message !== 'string') {
      problems.push(`${where} → ${res.statusCode}, not the envelope: ${res.body.slice(0, 200)}`);
    }
    if (LEAK.test(res.body))
      problems.push(`${where} → ${res.statusCode} says too much: ${res.body.slice(0, 300)}`);
  }
  return res.statusCode;
}

beforeAll(async () => {
  const db = ctx.database.db;
  const [author, topic] = [await createAuthor(db), await createTopic(db)];
  await createArticle(db, { status: 'published', authorIds: [author.id], topicId: topic.id });
  editor = await createMember(db, { role: 'editor' });
});

describe('every route against hostile input', () => {
  it('answers no 5xx, only the envelope, leaks nothing, and a refused request changes nothing', async () => {
    const routes = ctx.app.routeTable().filter((r) => r.method !== 'HEAD' && !r.url.startsWith('/docs'));
    expect(routes.length).toBeGreaterThan(60);
    const tenMegabytes = Buffer.alloc(10 * 1024 * 1024, 'a');

    for (const route of routes) {
      // a fresh session each route: logging out or revoking sessions is one of the routes
      editor.headers.accesstoken = await createSession(ctx.database.db, editor.id, { idleDays: 90 });
      const before = await footprint();
      const statuses: number[] = [];
      const base = route.url.includes(':') || route.url.includes('*') ? fill(route.url, 'x') : route.url;

      for (const value of VALUES) {
        if (route.url.includes(':') || route.url.includes('*'))
          statuses.push(await send(route.method, fill(route.url, value)));
        const query = QUERY_KEYS.map((k) => `${k}=${encodeURIComponent(value)}`).join('&');
        statuses.push(await send(route.method, `${base}?${query}&language=vi&language=en&page=1&page=2`));
        if (route.method !== 'GET') {
          const body = Object.fromEntries(BODY_KEYS.map((k) => [k, value]));
          statuses.push(await send(route.method, base, { payload: body }));
          statuses.push(
            await send(route.method, base, {
              payload: Object.fromEntries(BODY_KEYS.map((k) => [k, [value, { value }]])),
            }),
          );
        }
      }
      statuses.push(await send(route.method, `${base}?q=${HUGE}&slug=${HUGE}`));
      statuses.push(
        await send(route.method, base, { headers: { accesstoken: `' OR 1=1 --${'x'.repeat(5000)}` } }),
      );
      if (route.method !== 'GET') {
        const json = { 'content-type': 'application/json' };
        for (const raw of [
          '{',
          '{"a":',
          'null',
          '[]',
          '"text"',
          '1',
          '{"__proto__":{"polluted":true}}',
          '{"constructor":{"prototype":{"polluted":true}}}',
          `{"email":"${HUGE}"}`,
          '['.repeat(5000),
        ]) {
          statuses.push(await send(route.method, base, { payload: raw, headers: json }));
        }
        for (const type of [
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data',
          'application/xml',
        ]) {
          statuses.push(
            await send(route.method, base, { payload: 'a=1&b=2', headers: { 'content-type': type } }),
          );
        }
        statuses.push(await send(route.method, base, { payload: tenMegabytes, headers: json }));
      }
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      if (statuses.every((s) => s >= 400)) {
        const after = await footprint();
        if (after !== before)
          problems.push(
            `${route.method} ${route.url}: refused every case, yet rows changed (${before} → ${after})`,
          );
      }
    }
    console.log(`route fuzz: ${cases} requests over ${routes.length} routes`, JSON.stringify(hist));
    expect(problems).toEqual([]);
  }, 600_000);
});

describe('authorization matrix, from the route table', () => {
  it('refuses every member and staff route to a visitor (401) and every staff route to a member (403)', async () => {
    const member = await createMember(ctx.database.db);
    const routes = ctx.app.routeTable().filter((r) => r.access !== 'public' && r.method !== 'HEAD');
    expect(routes.filter((r) => r.access === 'staff').length).toBeGreaterThan(3);
    for (const route of routes) {
      const url = fill(route.url, '8a1b2c3d-0000-4000-8000-000000000001');
      const anonymous = await ctx.app.inject({
        method: route.method as 'GET',
        url,
        payload: route.method === 'GET' ? undefined : {},
      });
      // the token is looked at before the body: a visitor hears they need to log in (SPEC §6),
      // not what their body lacks
      expect(anonymous.statusCode, `${route.method} ${route.url} anonymous`).toBe(401);
      expect(anonymous.json().message).toBe('INVALID_TOKEN');
      const bare = await ctx.app.inject({
        method: route.method as 'GET',
        url: route.url.includes(':') ? url : route.url,
      });
      expect(bare.statusCode, `${route.method} ${route.url}`).not.toBe(200);
      if (route.access === 'staff') {
        const asMember = await ctx.app.inject({
          method: route.method as 'GET',
          url,
          headers: member.headers,
          payload: route.method === 'GET' ? undefined : {},
        });
        expect(asMember.statusCode, `${route.method} ${route.url} as a member`).toBe(403);
      }
    }
  });
});
