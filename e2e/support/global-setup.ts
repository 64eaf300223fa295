import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { CLIENTS, startLocalProvider } from '../../apps/api/test/helpers/oidc-provider';
import { startNginx } from '../../deploy/nginx';
import { startMailbox } from './mailbox';

const ROOT = resolve(import.meta.dirname, '..', '..');
const START_TIMEOUT_MS = 15 * 60 * 1000; // may include the web build and the first demo content
const VERIFY_LINK_TTL_SECONDS = 40;
const STAFF_EMAIL = 'bien.tap@example.com';

/**
 * Starts the product the way a person does (`npm start`: builds, API on a fresh embedded
 * database with demo content, then the site) and stops it after the journeys. With
 * `E2E_DATABASE_URL` (a PostgreSQL server, `postgres://postgres@127.0.0.1:5432`) the API runs on a
 * fresh database made there for the run instead, seeded the same, and dropped afterwards.
 */
function isFree(port: string): Promise<boolean> {
  return new Promise((answer) => {
    const server = createServer();
    server.once('error', () => answer(false));
    server.listen(Number(port), '127.0.0.1', () => server.close(() => answer(true)));
  });
}

export default async function setup(project: TestProject) {
  const webPort = process.env.E2E_WEB_PORT ?? '3000';
  const apiPort = process.env.E2E_API_PORT ?? '4000';
  const nginxPort = process.env.E2E_NGINX_PORT ?? '3080';
  // A site already running there (an `npm start` left open) would answer the readiness check
  // below while ours fails to bind, and the journeys would run against the wrong site. (The
  // ports stay fixed because the web build bakes the API address in: new ports would rebuild.)
  for (const port of [webPort, apiPort, nginxPort]) {
    if (!(await isFree(port))) {
      throw new Error(`port ${port} is taken: stop what runs there, or set E2E_WEB_PORT / E2E_API_PORT`);
    }
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'magazine-e2e-'));
  const server = process.env.E2E_DATABASE_URL;
  const database = server ? await freshDatabase(server) : null;
  const databaseUrl = database?.url ?? '';
  // the API's signing secret, known to the journeys so they can make a newsletter's unsubscribe link
  const authSecret = randomBytes(32).toString('base64url');
  const baseUrl = `http://127.0.0.1:${webPort}`;
  // the outside world, on loopback: a mail server and an OpenID provider standing in for Google
  const mailDir = join(dataDir, 'received-mail');
  const mailbox = await startMailbox(mailDir);
  const idp = await startLocalProvider([`${baseUrl}/api/auth/google/callback`]);
  // the moderator, made the way the first staff member is (README: `npm run user`), before the API
  // opens the embedded database; the journeys set its password through the printed link
  const staff = spawnSync(
    'npx',
    ['tsx', 'src/user-cli.ts', 'create', '--email', STAFF_EMAIL, '--role', 'editor'],
    {
      cwd: join(ROOT, 'apps/api'),
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        PUBLIC_URL: baseUrl,
        LOG_LEVEL: 'warn',
      },
      encoding: 'utf8',
    },
  );
  const staffLink = /https?:\/\/\S+\/reset-password\/\S+/.exec(staff.stdout ?? '')?.[0];
  if (staff.status !== 0 || !staffLink)
    throw new Error(`npm run user failed: ${staff.stderr}${staff.stdout}`);
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      WEB_PORT: webPort,
      API_PORT: apiPort,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      // a production server gets the demo content only when asked (README); the embedded database
      // gets it anyway
      ...(database ? { SEED_DEMO: 'true' } : {}),
      LOG_LEVEL: 'warn',
      SMTP_URL: mailbox.url,
      AUTH_SECRET: authSecret,
      GOOGLE_CLIENT_ID: CLIENTS.google.id,
      GOOGLE_CLIENT_SECRET: CLIENTS.google.secret,
      GOOGLE_ISSUER: idp.issuer,
      FACEBOOK_CLIENT_ID: '',
      // short enough for a journey to watch a verification link expire
      VERIFY_LINK_TTL_SECONDS: String(VERIFY_LINK_TTL_SECONDS),
      CAPTCHA_MAX_NUMBER: '20000',
      // every journey signs members up from one address: the per-address limits (10 registrations
      // an hour) would stop the suite half way; the limits themselves are the API tests' work
      RATE_LIMIT_SCALE: '20',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited early with ${child.exitCode}`);
    if (Date.now() - started > START_TIMEOUT_MS) throw new Error('the site did not come up in time');
    try {
      const res = await fetch(`${baseUrl}/`);
      if (res.ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 1000));
  }
  // deploy/nginx.conf in front of the site, as production runs it
  const nginx = await startNginx({
    dir: join(dataDir, 'nginx'),
    listenPort: Number(nginxPort),
    upstreamPort: Number(webPort),
  });
  project.provide('cachedUrl', nginx.url);
  project.provide('baseUrl', baseUrl);
  project.provide('apiUrl', `http://127.0.0.1:${apiPort}`);
  project.provide('mailDir', mailDir);
  project.provide('authSecret', authSecret);
  project.provide('verifyLinkTtlSeconds', VERIFY_LINK_TTL_SECONDS);
  project.provide('staff', { email: STAFF_EMAIL, setPasswordPath: new URL(staffLink).pathname });
  return async () => {
    await nginx.stop();
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
    await mailbox.close();
    await idp.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

/** A new, empty database on the PostgreSQL server at `server`, named for this run. */
async function freshDatabase(server: string) {
  const name = `e2e_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new URL(server);
  admin.pathname = '/postgres';
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** the site through deploy/nginx.conf's cache */
    cachedUrl: string;
    apiUrl: string;
    mailDir: string;
    /** the API's AUTH_SECRET */
    authSecret: string;
    verifyLinkTtlSeconds: number;
    /** an editor made by `npm run user`, and the path of its one-time set-password link */
    staff: { email: string; setPasswordPath: string };
  }
}
