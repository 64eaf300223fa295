import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { HOSTILE_VALUES, LEAK } from '../apps/api/test/helpers/hostile';
import { useBrowser } from './support/browser';
import { signUpMember } from './support/members';

// The site's own ways in, fed hostile values: every route handler under apps/web/app/api (found
// from the file tree, so a new one cannot be missed) and every server-action form the pages render
// (posted the way a browser without JavaScript posts it). Pass: no 5xx, and no stack, file path,
// SQL or internal code in any answer. The API behind them has its own suite
// (apps/api/test/app/route-fuzz.test.ts), which also checks that a refused request changes nothing.
const base = inject('baseUrl');
const ctx = useBrowser();
const APP_API = resolve(import.meta.dirname, '../apps/web/app/api');
const HUGE = 'x'.repeat(100_000);

/**
 * A tally for one test: `probe` sends a request and notes what is wrong with the answer in
 * `findings`; `cases` and `statuses` say how many were sent and what they were answered.
 */
function createProbe() {
  const tally = { cases: 0, statuses: {} as Record<number, number>, findings: [] as string[] };
  const probe = async (label: string, url: string, init: RequestInit = {}) => {
    tally.cases += 1;
    let res: Response;
    try {
      res = await fetch(url, { redirect: 'manual', ...init });
    } catch (err) {
      tally.findings.push(`${label}: no answer (${(err as Error).message})`);
      return;
    }
    const text = await res.text();
    tally.statuses[res.status] = (tally.statuses[res.status] ?? 0) + 1;
    if (res.status >= 500) tally.findings.push(`${label} → ${res.status} ${text.slice(0, 160)}`);
    const visible = text.replace(/<script\b[\s\S]*?<\/script>/gi, '');
    if (LEAK.test(visible))
      tally.findings.push(`${label} → ${res.status} says too much: ${LEAK.exec(visible)?.[0]}`);
  };
  return { probe, tally };
}

/** A new member, signed up through the site, as the Cookie header its browser sends. */
async function memberCookie(prefix: string): Promise<string> {
  const page = await ctx.newPage();
  await signUpMember(page, { prefix });
  const cookies = await page.context().cookies();
  await page.close();
  return cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

/** Every route handler of the site: its URL pattern and the methods its file exports. */
function routeHandlers(): { pattern: string; methods: string[] }[] {
  const found: { pattern: string; methods: string[] }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name === 'route.ts') {
        const source = readFileSync(path, 'utf8');
        const methods = [...source.matchAll(/export (?:async )?function (GET|POST|PUT|PATCH|DELETE)\b/g)].map(
          (m) => m[1]!,
        );
        found.push({ pattern: `/api/${relative(APP_API, dir)}`, methods });
      }
    }
  };
  walk(APP_API);
  return found;
}

const fill = (pattern: string, value: string) =>
  pattern.replace(/\[(\.\.\.)?[^\]]+\]/g, () => encodeURIComponent(value));

describe('the site’s route handlers against hostile input', () => {
  it('answer no 5xx and leak nothing, as a visitor and as a member', { timeout: 600_000 }, async () => {
    const { probe, tally } = createProbe();
    const handlers = routeHandlers();
    expect(handlers.length).toBeGreaterThan(7);
    const cookie = await memberCookie('fuzz');
    const origin = new URL(base).origin;

    const callers: { name: string; headers: Record<string, string> }[] = [
      { name: 'visitor', headers: {} },
      { name: 'member', headers: { cookie } },
    ];
    for (const who of callers) {
      for (const { pattern, methods } of handlers) {
        for (const method of methods) {
          for (const value of HOSTILE_VALUES) {
            const url = `${base}${fill(pattern, pattern.includes('[') ? value : 'x')}`;
            const label = `${who.name} ${method} ${pattern} ${JSON.stringify(value).slice(0, 30)}`;
            const query = [
              'q',
              'page',
              'cursor',
              'language',
              'lang',
              'tag',
              'author',
              'redirect',
              'code',
              'state',
              'email',
            ]
              .map((k) => `${k}=${encodeURIComponent(value)}`)
              .join('&');
            if (method === 'GET') {
              await probe(label, `${url}?${query}&page=1&page=2`, { headers: who.headers });
              continue;
            }
            const body = JSON.stringify(
              Object.fromEntries(
                [
                  'email',
                  'locale',
                  'articleId',
                  'actionDate',
                  'userTimezone',
                  'platform',
                  'content',
                  'id',
                ].map((k) => [k, value]),
              ),
            );
            for (const headers of [
              { ...who.headers, origin, 'content-type': 'application/json' },
              { ...who.headers, 'content-type': 'application/json' }, // no Origin: another site
              { ...who.headers, origin, 'content-type': 'text/plain' },
            ]) {
              await probe(label, `${url}?${query}`, { method, headers, body });
            }
          }
          if (method !== 'GET') {
            const json = { ...who.headers, origin, 'content-type': 'application/json' };
            const url = `${base}${fill(pattern, 'x')}`;
            for (const raw of [
              '{',
              'null',
              '[]',
              '"x"',
              '{"__proto__":{"polluted":1}}',
              `{"email":"${HUGE}"}`,
            ]) {
              await probe(`${who.name} ${method} ${pattern} ${raw.slice(0, 20)}`, url, {
                method,
                headers: json,
                body: raw,
              });
            }
            await probe(`${who.name} ${method} ${pattern} 10 MB`, url, {
              method,
              headers: json,
              body: Buffer.alloc(10 * 1024 * 1024, 'a'),
            });
          }
        }
      }
    }
    console.log(
      `site handler fuzz: ${tally.cases} requests over ${handlers.length} handlers`,
      JSON.stringify(tally.statuses),
    );
    expect(tally.findings).toEqual([]);
  });
});

type Form = { action: string; fields: [string, string][]; visible: string[] };

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const attr = (tag: string, name: string) => {
  const m = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return m ? decode(m[1]!) : undefined;
};

/** The POST forms of a page as its HTML has them (what a browser without JavaScript submits). */
function formsOf(html: string): Form[] {
  const body = html.replace(/<script\b[\s\S]*?<\/script>/gi, '');
  return [...body.matchAll(/<form\b[^>]*>[\s\S]*?<\/form>/g)]
    .map(([form]) => form)
    .filter((form) => attr(/<form\b[^>]*>/.exec(form)![0], 'method')?.toUpperCase() === 'POST')
    .map((form) => {
      const open = /<form\b[^>]*>/.exec(form)![0];
      const fields: [string, string][] = [];
      const visible: string[] = [];
      for (const [tag] of form.matchAll(/<(input|textarea|select)\b[^>]*>/g)) {
        const name = attr(tag, 'name');
        if (!name) continue;
        if (attr(tag, 'type') === 'hidden') fields.push([name, attr(tag, 'value') ?? '']);
        else if (!visible.includes(name)) visible.push(name);
      }
      return { action: attr(open, 'action') ?? '', fields, visible };
    })
    .filter((f) => f.fields.some(([n]) => n.startsWith('$ACTION')));
}

// the pages with forms: a visitor's, then a member's
const VISITOR_PAGES = [
  '/login/email',
  '/en/login/email',
  '/register/email',
  '/forgot-password',
  '/community-writer-form',
];
const MEMBER_PAGES = ['/change-password', '/thong-tin-tai-khoan', '/en/profile'];

describe('the site’s forms against hostile input', () => {
  it('answer no 5xx and leak nothing, whatever is typed or tampered with', { timeout: 600_000 }, async () => {
    const { probe, tally } = createProbe();
    const cookie = await memberCookie('formfuzz');
    const origin = new URL(base).origin;
    let forms = 0;
    let address = 0;
    // each request from its own address, so the API's per-address limits (login, registration)
    // meet this suite and not the journeys that run after it
    const from = () => `10.77.${(++address >> 8) & 255}.${address & 255}`;

    // every page's forms first: one of them logs the member out (the member's later posts then
    // come from a visitor with a stale cookie, which must be refused as cleanly)
    const pending: { path: string; who: Record<string, string>; form: Form }[] = [];
    for (const [pages, who] of [
      [VISITOR_PAGES, {}],
      [MEMBER_PAGES, { cookie }],
    ] as const) {
      for (const path of pages) {
        const html = await (await fetch(`${base}${path}`, { headers: who })).text();
        const found = formsOf(html);
        if (found.length === 0) tally.findings.push(`${path}: no server-action form found`);
        for (const form of found) pending.push({ path, who, form });
      }
    }
    for (const { path, who, form } of pending) {
      forms += 1;
      const target = new URL(form.action || path, base).toString();
      const post = (label: string, fields: [string, string][], headers: Record<string, string> = {}) => {
        const data = new FormData();
        for (const [name, value] of fields) data.append(name, value);
        return probe(`${path} ${label}`, target, {
          method: 'POST',
          body: data,
          headers: { ...who, origin, 'x-forwarded-for': from(), ...headers },
        });
      };
      for (const value of HOSTILE_VALUES) {
        const typed = form.visible.map((name): [string, string] => [name, value]);
        await post(`typed ${JSON.stringify(value).slice(0, 30)}`, [...form.fields, ...typed]);
      }
      await post('100 KB in every field', [
        ...form.fields,
        ...form.visible.map((n): [string, string] => [n, HUGE]),
      ]);
      // its own hidden fields tampered with, one at a time: the action's id, its bound state, the
      // locale and the redirect target
      for (const [i, [name]] of form.fields.entries()) {
        for (const value of ['', '{', '{"id":"0000","bound":null}', '../../etc/passwd', HUGE, '__proto__']) {
          const tampered = form.fields.map((f, j): [string, string] => (j === i ? [name, value] : f));
          await post(`${name}=${value.slice(0, 20)}`, tampered);
        }
      }
      await post('from another site', form.fields, { origin: 'https://evil.example' });
      await post('no fields at all', []);
    }
    console.log(
      `site form fuzz: ${tally.cases} requests over ${forms} forms`,
      JSON.stringify(tally.statuses),
    );
    expect(forms).toBeGreaterThan(5);
    expect(tally.findings).toEqual([]);
  });
});
