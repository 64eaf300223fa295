import type { ModerationFilter } from '@magazine/contracts';
import { articles, bannedWords, commentReports, comments, type Db, users } from '@magazine/db';
import { and, asc, count, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';

/** Open reports of the comment in the outer query. */
const openReports = sql`from ${commentReports} r where r.comment_id = ${comments.id} and r.resolved_at is null`;

const FILTERS: Record<ModerationFilter, { where: SQL; order: SQL[] }> = {
  // the queue of held comments, oldest first
  held: {
    where: and(eq(comments.status, 'pending'), isNull(comments.deletedAt))!,
    order: [asc(comments.createdAt), asc(comments.id)],
  },
  // comments with open reports, the longest waiting first; the author's deletion settles them
  reported: {
    where: and(isNull(comments.deletedAt), sql`exists (select 1 ${openReports})`)!,
    order: [sql`(select min(r.created_at) ${openReports})`, asc(comments.id)],
  },
};

/** A page of comments to moderate, with their article, author and open reports, in one query. */
export function findModerationRows(db: Db, filter: ModerationFilter, limit: number, offset: number) {
  const { where, order } = FILTERS[filter];
  return db
    .select({
      id: comments.id,
      parentId: comments.parentId,
      body: comments.body,
      status: comments.status,
      holdReason: comments.holdReason,
      createdAt: comments.createdAt,
      editedAt: comments.editedAt,
      articleId: articles.id,
      articleTitle: articles.title,
      articleSlug: articles.slug,
      articleOpenPublishing: articles.openPublishing,
      articleLanguage: articles.language,
      authorId: users.id,
      authorName: users.name,
      authorEmail: users.email,
      authorBannedAt: users.bannedAt,
      reportCount: sql<number>`(select count(*)::int ${openReports})`,
      reports: sql<{ reason: string; createdAt: string }[]>`coalesce((
        select json_agg(json_build_object('reason', x.reason, 'createdAt', x.created_at) order by x.created_at desc)
        from (select r.reason, r.created_at ${openReports} and r.reason <> ''
              order by r.created_at desc limit 10) x), '[]'::json)`,
    })
    .from(comments)
    .innerJoin(articles, eq(articles.id, comments.articleId))
    .leftJoin(users, eq(users.id, comments.userId))
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
}

export type ModerationRow = Awaited<ReturnType<typeof findModerationRows>>[number];

export async function countModeration(db: Db, filter: ModerationFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(comments).where(FILTERS[filter].where);
  return row?.n ?? 0;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Settles the open reports of the comments; how many there were. */
async function resolveReports(tx: Tx, commentIds: string[], at: Date): Promise<number> {
  if (commentIds.length === 0) return 0;
  const resolved = await tx
    .update(commentReports)
    .set({ resolvedAt: at })
    .where(and(inArray(commentReports.commentId, commentIds), isNull(commentReports.resolvedAt)))
    .returning({ commentId: commentReports.commentId });
  return resolved.length;
}

/** Publishes or hides a comment as the staff member decided, and settles its open reports. */
export function setModeratedStatus(
  db: Db,
  id: string,
  status: 'published' | 'hidden',
  staffId: string,
  at: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx
      .update(comments)
      .set({ status, moderatedAt: at, moderatedBy: staffId })
      .where(eq(comments.id, id));
    return resolveReports(tx, [id], at);
  });
}

/**
 * Bans a member from commenting (the first ban's time is kept) and hides what they still have
 * waiting for review; their published comments stay unless a moderator hides them.
 */
export function banMember(db: Db, userId: string, staffId: string, at: Date) {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ bannedAt: sql`coalesce(${users.bannedAt}, ${at.toISOString()}::timestamptz)` })
      .where(eq(users.id, userId))
      .returning({ bannedAt: users.bannedAt });
    const hidden = await tx
      .update(comments)
      .set({ status: 'hidden', moderatedAt: at, moderatedBy: staffId })
      .where(and(eq(comments.userId, userId), eq(comments.status, 'pending'), isNull(comments.deletedAt)))
      .returning({ id: comments.id });
    await resolveReports(
      tx,
      hidden.map((row) => row.id),
      at,
    );
    return { bannedAt: user!.bannedAt!, hiddenComments: hidden.length };
  });
}

export async function findUserRole(db: Db, id: string) {
  const [row] = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, id));
  return row;
}

export function listBannedWords(db: Db) {
  return db.select().from(bannedWords).orderBy(asc(bannedWords.word));
}

/** Adds a (folded) word; adding it again keeps the first entry. */
export async function addBannedWord(db: Db, word: string) {
  await db.insert(bannedWords).values({ word }).onConflictDoNothing();
  const [row] = await db.select().from(bannedWords).where(eq(bannedWords.word, word));
  return row!;
}

export async function removeBannedWord(db: Db, word: string): Promise<boolean> {
  const removed = await db
    .delete(bannedWords)
    .where(eq(bannedWords.word, word))
    .returning({ word: bannedWords.word });
  return removed.length > 0;
}
