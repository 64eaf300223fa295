import type { CommentSort } from '@magazine/contracts';
import { bannedWords, commentReports, comments, type Db, users, visibleTo } from '@magazine/db';
import { and, asc, count, desc, eq, exists, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { v7 as uuidv7 } from 'uuid';

export type CommentRow = typeof comments.$inferSelect;
export type NewComment = Pick<
  typeof comments.$inferInsert,
  'articleId' | 'userId' | 'parentId' | 'body' | 'status' | 'holdReason'
>;

const reply = alias(comments, 'reply');
const parent = alias(comments, 'parent');

/** A comment and what its author shows; the author's columns are null for a deleted member. */
const shownColumns = {
  id: comments.id,
  articleId: comments.articleId,
  userId: comments.userId,
  parentId: comments.parentId,
  body: comments.body,
  status: comments.status,
  createdAt: comments.createdAt,
  editedAt: comments.editedAt,
  deletedAt: comments.deletedAt,
  authorName: users.name,
  authorAvatar: users.avatarUrl,
};
const selectShown = (db: Db) =>
  db.select(shownColumns).from(comments).leftJoin(users, eq(users.id, comments.userId));
export type ShownRow = Awaited<ReturnType<typeof selectShown>>[number];

export async function findComment(db: Db, id: string): Promise<CommentRow | undefined> {
  const [row] = await db.select().from(comments).where(eq(comments.id, id)).limit(1);
  return row;
}

export async function insertComment(db: Db, values: NewComment): Promise<CommentRow> {
  const [row] = await db
    .insert(comments)
    .values({ id: uuidv7(), ...values })
    .returning();
  return row!;
}

export async function updateComment(
  db: Db,
  id: string,
  set: Partial<Pick<CommentRow, 'body' | 'status' | 'holdReason' | 'editedAt' | 'deletedAt'>>,
): Promise<CommentRow> {
  const [row] = await db.update(comments).set(set).where(eq(comments.id, id)).returning();
  return row!;
}

/** Whether the member has had a comment published (by a moderator or at once), even if deleted since. */
export async function hasPublishedComment(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: comments.id })
    .from(comments)
    .where(and(eq(comments.userId, userId), eq(comments.status, 'published')))
    .limit(1);
  return rows.length > 0;
}

/** The whole banned-word list (stored folded); it is short, and matching is done in JavaScript. */
export async function allBannedWords(db: Db): Promise<string[]> {
  const rows = await db.select({ word: bannedWords.word }).from(bannedWords).orderBy(asc(bannedWords.word));
  return rows.map((row) => row.word);
}

/** One report per member and comment: reporting again (even once resolved) changes nothing. */
export async function addReport(db: Db, commentId: string, userId: string, reason: string): Promise<void> {
  await db.insert(commentReports).values({ commentId, userId, reason }).onConflictDoNothing();
}

export interface ThreadQuery {
  articleId: string;
  viewerId: string | null;
  sort: CommentSort;
  limit: number;
  offset: number;
}

/**
 * A page of the article's top-level comments the reader sees; a deleted one only while it has
 * replies the reader sees (it is then shown without body or author).
 */
export function findThreads(db: Db, q: ThreadQuery): Promise<ShownRow[]> {
  const order = q.sort === 'newest' ? desc : asc;
  const shownReply = db
    .select({ one: sql`1` })
    .from(reply)
    .where(and(eq(reply.parentId, comments.id), isNull(reply.deletedAt), visibleTo(reply, q.viewerId)));
  return selectShown(db)
    .where(
      and(
        eq(comments.articleId, q.articleId),
        isNull(comments.parentId),
        visibleTo(comments, q.viewerId),
        or(isNull(comments.deletedAt), exists(shownReply)),
      ),
    )
    .orderBy(order(comments.createdAt), order(comments.id))
    .limit(q.limit)
    .offset(q.offset);
}

/** Every reply the reader sees under the given top-level comments, oldest first. */
export async function findReplies(db: Db, parentIds: string[], viewerId: string | null): Promise<ShownRow[]> {
  if (parentIds.length === 0) return [];
  return selectShown(db)
    .where(
      and(inArray(comments.parentId, parentIds), isNull(comments.deletedAt), visibleTo(comments, viewerId)),
    )
    .orderBy(asc(comments.createdAt), asc(comments.id));
}

/** How many comments (replies included, deleted ones not) the reader sees under the article. */
export async function countShown(db: Db, articleId: string, viewerId: string | null): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(comments)
    .leftJoin(parent, eq(parent.id, comments.parentId))
    .where(
      and(
        eq(comments.articleId, articleId),
        isNull(comments.deletedAt),
        visibleTo(comments, viewerId),
        or(isNull(comments.parentId), visibleTo(parent, viewerId)),
      ),
    );
  return row?.n ?? 0;
}
