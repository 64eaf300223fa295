import {
  type AuthSession,
  type CaptchaChallenge,
  type Envelope,
  encodeCaptchaSolution,
} from '@magazine/contracts';
import { accountLinks, type Db, sessions, users } from '@magazine/db';
import { solveChallenge } from 'altcha-lib/v1';
import { count, eq } from 'drizzle-orm';
import type { App } from '../../src/app';
import { hashToken } from '../../src/lib/tokens';

/** Fetches a captcha challenge and solves it as the browser would. */
export async function solveCaptcha(app: App): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/v2/captcha/challenge' });
  const challenge = (res.json() as Envelope<CaptchaChallenge>).data;
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (!solution) throw new Error('captcha not solved');
  return encodeCaptchaSolution(challenge, solution.number);
}

let counter = 0;
/** A unique address per call, so tests in one file never collide. */
export function newEmail(prefix = 'reader'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}

export async function register(
  app: App,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/v2/user/register',
    headers,
    payload: {
      password: 'secret1',
      language: 'vi',
      agreeTerms: true,
      captcha: await solveCaptcha(app),
      ...body,
    },
  });
}

export async function registerOk(app: App, body: Record<string, unknown> = {}): Promise<AuthSession> {
  const res = await register(app, { email: newEmail(), ...body });
  if (res.statusCode !== 200) throw new Error(`registration failed: ${res.body}`);
  return (res.json() as Envelope<AuthSession>).data;
}

export function login(app: App, email: string, password: string) {
  return app.inject({
    method: 'POST',
    url: '/v2/user/email-login',
    payload: { email, password, flatform: 'web' },
  });
}

export function withToken(token: string, userkey = 'anon-key-123') {
  return { accesstoken: token, userkey };
}

/** Complete identity information of an adult, as the registration form sends it. */
export const IDENTITY = {
  fullname: 'Nguyễn Thị Hoa',
  dob: '1995-03-08',
  identityNumber: '079195001234',
  identityDate: '2021-06-01',
  identityPlace: 'Cục Cảnh sát QLHC về TTXH',
};

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

/** Moves an emailed link's expiry into the past, as time would. */
export async function expireLink(db: Db, token: string): Promise<void> {
  await db
    .update(accountLinks)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(accountLinks.tokenHash, hashToken(token)));
}

/** Moves a session's expiry into the past, as time would. */
export async function expireSession(db: Db, token: string): Promise<void> {
  await db
    .update(sessions)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(sessions.tokenHash, hashToken(token)));
}
