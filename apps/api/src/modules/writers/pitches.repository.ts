import type { PitchStatus } from '@magazine/contracts';
import { type Db, users, writerSubmissions } from '@magazine/db';
import { and, asc, count, desc, eq } from 'drizzle-orm';

const row = {
  id: writerSubmissions.id,
  language: writerSubmissions.language,
  fullname: writerSubmissions.fullname,
  email: writerSubmissions.email,
  phone: writerSubmissions.phone,
  topic: writerSubmissions.topic,
  pitch: writerSubmissions.pitch,
  portfolioUrl: writerSubmissions.portfolioUrl,
  createdAt: writerSubmissions.createdAt,
  status: writerSubmissions.status,
  editorNote: writerSubmissions.editorNote,
  reviewerId: users.id,
  reviewerName: users.name,
  reviewedAt: writerSubmissions.reviewedAt,
};

/** A page of pitches with one status: new ones oldest first (a queue), answered ones newest first. */
export function findPitches(db: Db, status: PitchStatus, limit: number, offset: number) {
  const order =
    status === 'new'
      ? [asc(writerSubmissions.createdAt), asc(writerSubmissions.id)]
      : [desc(writerSubmissions.createdAt), desc(writerSubmissions.id)];
  return db
    .select(row)
    .from(writerSubmissions)
    .leftJoin(users, eq(users.id, writerSubmissions.reviewedBy))
    .where(eq(writerSubmissions.status, status))
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
}

export type PitchRow = Awaited<ReturnType<typeof findPitches>>[number];

export async function findPitch(db: Db, id: string): Promise<PitchRow | undefined> {
  const [found] = await db
    .select(row)
    .from(writerSubmissions)
    .leftJoin(users, eq(users.id, writerSubmissions.reviewedBy))
    .where(eq(writerSubmissions.id, id));
  return found;
}

/** How many pitches have each status (one that has none is absent). */
export async function countPitches(db: Db): Promise<Partial<Record<PitchStatus, number>>> {
  const rows = await db
    .select({ status: writerSubmissions.status, n: count() })
    .from(writerSubmissions)
    .groupBy(writerSubmissions.status);
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}

/**
 * Answers a new pitch; false if it was not new any more (another editor answered first: the
 * condition makes two answers at once one winner).
 */
export async function decide(
  db: Db,
  id: string,
  decision: { status: Exclude<PitchStatus, 'new'>; note: string; by: string; at: Date },
): Promise<boolean> {
  const done = await db
    .update(writerSubmissions)
    .set({
      status: decision.status,
      editorNote: decision.note,
      reviewedBy: decision.by,
      reviewedAt: decision.at,
    })
    .where(and(eq(writerSubmissions.id, id), eq(writerSubmissions.status, 'new')))
    .returning({ id: writerSubmissions.id });
  return done.length > 0;
}

/**
 * Takes back an answer whose mail could not be sent, so that it can be given again. Only the
 * editor who gave it gets here, and no one else can have answered since (the pitch was not new).
 */
export async function undecide(db: Db, id: string, status: Exclude<PitchStatus, 'new'>): Promise<void> {
  await db
    .update(writerSubmissions)
    .set({ status: 'new', editorNote: '', reviewedBy: null, reviewedAt: null })
    .where(and(eq(writerSubmissions.id, id), eq(writerSubmissions.status, status)));
}
