import type { CaptchaChallenge } from '@magazine/contracts';
import type { Db } from '@magazine/db';
import { captchaUses } from '@magazine/db';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { lt, sql } from 'drizzle-orm';

// Self-hosted proof of work (ALTCHA): the browser finds a number whose hash matches the signed
// challenge. No outside service; a solution is accepted once, until its challenge expires.

export const CAPTCHA_TTL_MS = 10 * 60 * 1000;

export function newCaptchaChallenge(hmacKey: string, maxNumber: number): Promise<CaptchaChallenge> {
  return createChallenge({ hmacKey, maxNumber, expires: new Date(Date.now() + CAPTCHA_TTL_MS) });
}

type Payload = { signature?: unknown };

/** True when the solution is right, signed by us, unexpired and not used before. */
export async function redeemCaptcha(db: Db, hmacKey: string, solution: string): Promise<boolean> {
  let payload: Payload;
  try {
    payload = JSON.parse(Buffer.from(solution, 'base64').toString('utf8')) as Payload;
  } catch {
    return false;
  }
  if (!payload || typeof payload !== 'object' || typeof payload.signature !== 'string') return false;
  const valid = await verifySolution(solution, hmacKey, true).catch(() => false);
  if (!valid) return false;
  await db.delete(captchaUses).where(lt(captchaUses.expiresAt, sql`now()`));
  const inserted = await db
    .insert(captchaUses)
    .values({ signature: payload.signature.slice(0, 128), expiresAt: new Date(Date.now() + CAPTCHA_TTL_MS) })
    .onConflictDoNothing()
    .returning({ signature: captchaUses.signature });
  return inserted.length === 1;
}
