import type { FollowKind } from '@magazine/contracts';
import {
  authorFollows,
  authors,
  type Db,
  series,
  seriesFollows,
  topicFollows,
  topics,
  users,
} from '@magazine/db';
import { and, count, eq } from 'drizzle-orm';

/** The follow table of each kind, with the column naming the followed thing. */
const TABLES = {
  topic: { table: topicFollows, target: topicFollows.topicId, things: topics, thingId: topics.id },
  author: { table: authorFollows, target: authorFollows.authorId, things: authors, thingId: authors.id },
  series: { table: seriesFollows, target: seriesFollows.seriesId, things: series, thingId: series.id },
} as const;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export async function thingExists(db: Db, kind: FollowKind, id: string): Promise<boolean> {
  const { things, thingId } = TABLES[kind];
  const rows = await db.select({ id: thingId }).from(things).where(eq(thingId, id)).limit(1);
  return rows.length > 0;
}

/** How many follows the member has, of all three kinds. */
export async function countFollows(db: Db | Tx, userId: string): Promise<number> {
  let total = 0;
  for (const { table } of Object.values(TABLES)) {
    const [row] = await db.select({ n: count() }).from(table).where(eq(table.userId, userId));
    total += row?.n ?? 0;
  }
  return total;
}

export async function isFollowing(db: Db | Tx, kind: FollowKind, userId: string, id: string) {
  const { table, target } = TABLES[kind];
  const rows = await db
    .select({ id: target })
    .from(table)
    .where(and(eq(table.userId, userId), eq(target, id)))
    .limit(1);
  return rows.length > 0;
}

export async function insertFollow(db: Db | Tx, kind: FollowKind, userId: string, id: string) {
  if (kind === 'topic') await db.insert(topicFollows).values({ userId, topicId: id }).onConflictDoNothing();
  else if (kind === 'author')
    await db.insert(authorFollows).values({ userId, authorId: id }).onConflictDoNothing();
  else await db.insert(seriesFollows).values({ userId, seriesId: id }).onConflictDoNothing();
}

export async function deleteFollow(db: Db, kind: FollowKind, userId: string, id: string) {
  const { table, target } = TABLES[kind];
  await db.delete(table).where(and(eq(table.userId, userId), eq(target, id)));
}

/**
 * Runs `work` holding the member's row lock, so two follows of one unverified member cannot
 * both see room under the limit (PGlite runs one transaction at a time anyway).
 */
export function withMemberLock<T>(db: Db, userId: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    return work(tx);
  });
}
