import { DEFAULT_PLATFORM, REAUTH_FRESH_LOGIN_MINUTES } from '@magazine/contracts';
import type { Db } from '@magazine/db';
import { sessions, users } from '@magazine/db';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { hashToken, newToken } from '../../lib/tokens';
import type { UserRow } from './user-mapper';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A session's expiry moves forward at most once a day, so reads do not turn into writes. */
const RENEW_AFTER_MS = DAY_MS;

export type ActiveSession = { sessionId: string; user: UserRow };

/** Opens a session and answers its token; the database keeps only the token's hash. */
export async function createSession(
  db: Db,
  userId: string,
  options: { idleDays: number; platform?: string },
): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    id: uuidv7(),
    userId,
    tokenHash: hashToken(token),
    platform: options.platform ?? DEFAULT_PLATFORM,
    expiresAt: new Date(Date.now() + options.idleDays * DAY_MS),
  });
  return token;
}

/** The member behind a token, if the session is live (not revoked, not expired). */
export async function resolveSession(
  db: Db,
  token: string,
  options: { idleDays: number },
): Promise<ActiveSession | null> {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (Date.now() - row.session.lastSeenAt.getTime() > RENEW_AFTER_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now()`, expiresAt: new Date(Date.now() + options.idleDays * DAY_MS) })
      .where(eq(sessions.id, row.session.id));
  }
  return { sessionId: row.session.id, user: row.user };
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: sql`now()` }).where(eq(sessions.id, sessionId));
}

/** Ends every session of a member except `keep` (after a password change or reset). */
export async function revokeOtherSessions(db: Db, userId: string, keep: string | null): Promise<void> {
  const condition = keep
    ? and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, keep))
    : and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
  await db.update(sessions).set({ revokedAt: sql`now()` }).where(condition);
}

/**
 * Whether the current session began with a login in the last REAUTH_FRESH_LOGIN_MINUTES: for an
 * account without a password, the proof that the person is there (not only their session).
 */
export async function isFreshLogin(
  db: Db,
  sessionId: string | null,
  now: Date = new Date(),
): Promise<boolean> {
  if (!sessionId) return false;
  const [row] = await db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId))
    .limit(1);
  return row !== undefined && now.getTime() - row.createdAt.getTime() <= REAUTH_FRESH_LOGIN_MINUTES * 60_000;
}
