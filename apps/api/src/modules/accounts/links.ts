import type { Db } from '@magazine/db';
import { accountLinks, type LinkPurpose } from '@magazine/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { hashToken, newToken } from '../../lib/tokens';

/** Makes a single-use emailed link token; earlier unused links of the same purpose stop working. */
export async function createLink(
  db: Db,
  userId: string,
  purpose: LinkPurpose,
  ttlMs: number,
): Promise<string> {
  const token = newToken();
  await db
    .update(accountLinks)
    .set({ usedAt: sql`now()` })
    .where(
      and(eq(accountLinks.userId, userId), eq(accountLinks.purpose, purpose), isNull(accountLinks.usedAt)),
    );
  await db.insert(accountLinks).values({
    id: uuidv7(),
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return token;
}

export type LinkState =
  | { state: 'valid'; userId: string; linkId: string }
  | { state: 'expired'; userId: string }
  | { state: 'used'; userId: string }
  | { state: 'unknown' };

export async function inspectLink(db: Db, token: string, purpose: LinkPurpose): Promise<LinkState> {
  const [row] = await db
    .select()
    .from(accountLinks)
    .where(and(eq(accountLinks.tokenHash, hashToken(token)), eq(accountLinks.purpose, purpose)))
    .limit(1);
  if (!row) return { state: 'unknown' };
  if (row.usedAt) return { state: 'used', userId: row.userId };
  if (row.expiresAt.getTime() <= Date.now()) return { state: 'expired', userId: row.userId };
  return { state: 'valid', userId: row.userId, linkId: row.id };
}

/** Marks a link used; false when another request used it first (single use under races). */
export async function consumeLink(db: Db, linkId: string): Promise<boolean> {
  const rows = await db
    .update(accountLinks)
    .set({ usedAt: sql`now()` })
    .where(and(eq(accountLinks.id, linkId), isNull(accountLinks.usedAt)))
    .returning({ id: accountLinks.id });
  return rows.length === 1;
}
