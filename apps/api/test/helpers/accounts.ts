import type { AuthSession, CaptchaChallenge, Envelope } from '@magazine/contracts';
import { solveChallenge } from 'altcha-lib/v1';
import type { App } from '../../src/app';

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
  return Buffer.from(
    JSON.stringify({
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number: solution.number,
      salt: challenge.salt,
      signature: challenge.signature,
    }),
  ).toString('base64');
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
