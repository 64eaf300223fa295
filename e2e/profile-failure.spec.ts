import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { useBrowser } from './support/browser';
import { signUpMember } from './support/members';

const ctx = useBrowser();
const apiUrl = inject('apiUrl');
const WEB_DIR = resolve(import.meta.dirname, '..', 'apps', 'web');

/**
 * SPEC §8: "errorCode 998, 999 or 4 on /profile sends the user to /login". The API has to fail
 * the profile for that, so this file runs a second copy of the built site whose API address is a
 * pass-through in front of the real API, told which of the API's paths to answer with a 500, or
 * with a 200 whose body's errorCode is one of the codes (`failingCode`).
 */
let failing: string | null = null;
let failingCode: 998 | 4 | null = null;
let proxy: Server;
let web: ChildProcess;
let site: string;

function listen(server: Server): Promise<number> {
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () => done((server.address() as AddressInfo).port)),
  );
}

function passThrough(req: IncomingMessage, res: ServerResponse) {
  if (failing && req.url?.startsWith(`/${failing}`)) {
    res.writeHead(failingCode ? 200 : 500, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ errorCode: failingCode ?? 500, message: 'SOMETHING_WENT_WRONG', data: null }));
    return;
  }
  const upstream = request(
    new URL(req.url ?? '/', apiUrl),
    { method: req.method, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => res.destroy());
  req.pipe(upstream);
}

beforeAll(async () => {
  proxy = createServer(passThrough);
  const proxyPort = await listen(proxy);
  // a free port for the second site: taken, then given back for it
  const probe = createServer();
  const webPort = await listen(probe);
  await new Promise((done) => probe.close(done));
  site = `http://127.0.0.1:${webPort}`;
  web = spawn(process.execPath, ['server.mjs'], {
    cwd: WEB_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      WEB_PORT: String(webPort),
      API_URL: `http://127.0.0.1:${proxyPort}`,
      PUBLIC_URL: site,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (const started = Date.now(); ; ) {
    if (web.exitCode !== null) throw new Error(`the second site exited with ${web.exitCode}`);
    if (Date.now() - started > 50_000) throw new Error('the second site did not come up');
    const up = await fetch(`${site}/login`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 300));
  }
});

afterAll(async () => {
  web?.kill('SIGTERM');
  await new Promise((done) => (web?.exitCode !== null ? done(null) : web.once('exit', done)));
  await new Promise((done) => proxy?.close(done));
});

describe('a profile the API fails', () => {
  it('sends the member to the login, which says so and stays, and back to the tab once it works', async () => {
    const page = await ctx.newPage();
    // signed in on the suite's site: the cookie is the host's, so the second site sees it too
    await signUpMember(page, { prefix: 'profile-failed', verified: false });

    failing = 'v2/member/settings';
    await page.goto(`${site}/thong-tin-tai-khoan`);
    const login = new URL(page.url());
    expect(login.pathname).toBe('/login');
    expect(login.searchParams.get('redirect')).toBe('/thong-tin-tai-khoan');
    expect(login.searchParams.get('profileFailed')).toBe('1');
    expect(await page.locator('main [role="alert"]').textContent()).toBe(
      'Không mở được trang tài khoản của bạn. Vui lòng đăng nhập lại.',
    );
    await page.getByRole('heading', { level: 1, name: 'Đăng nhập' }).waitFor();
    // the member, still signed in, can log in again by email: that screen stays too
    await page.getByRole('link', { name: 'Tiếp tục với email' }).click();
    await page.waitForURL((url) => url.pathname === '/login/email');
    expect(new URL(page.url()).searchParams.get('profileFailed')).toBe('1');
    await page.getByRole('button', { name: 'Đăng nhập' }).waitFor();

    // a list the API fails, in English: the tab's own read, after its settings came back
    failing = 'v2/member/liked-articles';
    await page.goto(`${site}/en/profile/liked`);
    const enLogin = new URL(page.url());
    expect(enLogin.pathname).toBe('/en/login');
    expect(enLogin.searchParams.get('redirect')).toBe('/en/profile/liked');
    expect(await page.locator('main [role="alert"]').textContent()).toBe(
      "We couldn't open your account page. Please log in again.",
    );

    // the codes in the body of an answer that is otherwise a success: 4 on a list, 998 on the settings
    failing = 'v2/member/bookmarked-articles';
    failingCode = 4;
    await page.goto(`${site}/thong-tin-tai-khoan/bookmarked`);
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/thong-tin-tai-khoan/bookmarked');
    await page.locator('main [role="alert"]').waitFor();
    failing = 'v2/member/settings';
    failingCode = 998;
    await page.goto(`${site}/en/profile`);
    expect(new URL(page.url()).pathname).toBe('/en/login');
    expect(new URL(page.url()).searchParams.get('profileFailed')).toBe('1');

    // once the API answers again, the member (still signed in) opens the profile as before
    failing = null;
    failingCode = null;
    await page.goto(`${site}/en/profile/liked`);
    expect(new URL(page.url()).pathname).toBe('/en/profile/liked');
    await page.getByRole('navigation', { name: 'Account sections' }).waitFor();
    // and the login screen without the flag sends a signed-in member on, as it always did; the
    // flag on a way back to anywhere but the profile says nothing and does the same
    await page.goto(`${site}/en/login?redirect=%2Fen%2Fprofile%2Fliked`);
    expect(new URL(page.url()).pathname).toBe('/en/profile/liked');
    await page.goto(`${site}/en/login?redirect=%2Fen&profileFailed=1`);
    expect(new URL(page.url()).pathname).toBe('/en');
    await page.context().close();
  });
});
