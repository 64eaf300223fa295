import {
  COMMENT_EDIT_WINDOW_MINUTES,
  type CommentItem,
  type CommentListQuery,
  type CommentPage,
  type CommentThread,
  findBannedWords,
  type NewCommentBody,
} from '@magazine/contracts';
import type { Db } from '@magazine/db';
import { AppError, validationError } from '../../lib/app-error';
import { pageWindow, toPage } from '../../lib/paging';
import type { UserRow } from '../accounts/user-mapper';
import { findLiveArticleRef } from '../articles/articles.repository';
import * as repo from './comments.repository';

const EDIT_WINDOW_MS = COMMENT_EDIT_WINDOW_MINUTES * 60_000;

type Hold = Pick<repo.CommentRow, 'status' | 'holdReason'>;

const isStaff = (member: UserRow) => member.role === 'editor' || member.role === 'admin';
const mayComment = (member: UserRow) => member.bannedAt === null && member.emailVerifiedAt !== null;
const withinEditWindow = (createdAt: Date, now: number) => now - createdAt.getTime() <= EDIT_WINDOW_MS;

function assertMayComment(member: UserRow): void {
  if (member.bannedAt) throw new AppError('MEMBER_IS_BANNED');
  if (!member.emailVerifiedAt) throw new AppError('EMAIL_NOT_VERIFIED_FOR_COMMENT');
}

/** Whether the member can see the comment at all: hidden, deleted and others' pending ones are unknown. */
const shownTo = (row: repo.CommentRow, member: UserRow) =>
  row.deletedAt === null &&
  (row.status === 'published' || (row.status === 'pending' && row.userId === member.id));

/** The comment as `viewer` sees it: a deleted one keeps its place but loses its body and author. */
function toItem(row: repo.ShownRow, viewer: UserRow | null, now: number): CommentItem {
  const deleted = row.deletedAt !== null;
  const isMine = viewer !== null && row.userId === viewer.id;
  return {
    _id: row.id,
    articleId: row.articleId,
    parentId: row.parentId,
    body: deleted ? '' : row.body,
    deleted,
    status: row.status === 'pending' ? 'pending' : 'published',
    author:
      deleted || row.userId === null || row.authorName === null
        ? null
        : { _id: row.userId, name: row.authorName, avatar: row.authorAvatar },
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    isMine,
    canEdit: isMine && !deleted && mayComment(viewer) && withinEditWindow(row.createdAt, now),
  };
}

/** A row the member just wrote, with the member as its author. */
const ownItem = (row: repo.CommentRow, member: UserRow) =>
  toItem({ ...row, authorName: member.name, authorAvatar: member.avatarUrl }, member, Date.now());

/**
 * Where a comment goes: held for a banned word; held while the member has never had a comment
 * published (staff excepted); published otherwise.
 */
async function holdFor(db: Db, member: UserRow, body: string, banned: string[]): Promise<Hold> {
  if (findBannedWords(body, banned).length > 0) return { status: 'pending', holdReason: 'banned_word' };
  if (isStaff(member) || (await repo.hasPublishedComment(db, member.id))) {
    return { status: 'published', holdReason: null };
  }
  return { status: 'pending', holdReason: 'first_comment' };
}

export async function listComments(
  db: Db,
  viewer: UserRow | null,
  q: CommentListQuery,
): Promise<CommentPage> {
  if (!(await findLiveArticleRef(db, q.articleId))) throw new AppError('ARTICLE_NOT_FOUND');
  const viewerId = viewer?.id ?? null;
  const [threads, total] = await Promise.all([
    repo.findThreads(db, { articleId: q.articleId, viewerId, sort: q.sort, ...pageWindow(q) }),
    repo.countShown(db, q.articleId, viewerId),
  ]);
  const shownThreads = threads.slice(0, q.limit);
  const replies = await repo.findReplies(
    db,
    shownThreads.map((row) => row.id),
    viewerId,
  );
  const now = Date.now();
  const repliesOf = new Map<string, CommentItem[]>();
  for (const row of replies) {
    const list = repliesOf.get(row.parentId!) ?? [];
    list.push(toItem(row, viewer, now));
    repliesOf.set(row.parentId!, list);
  }
  const page = toPage(threads, q, (row): CommentThread => {
    const own = repliesOf.get(row.id) ?? [];
    return { ...toItem(row, viewer, now), replies: own, replyCount: own.length };
  });
  return { ...page, total };
}

/** Posts a comment or a reply; `held` says it waits for moderation. */
export async function postComment(db: Db, member: UserRow, input: NewCommentBody) {
  assertMayComment(member);
  if (!(await findLiveArticleRef(db, input.articleId))) throw new AppError('ARTICLE_NOT_FOUND');
  const parentId = input.parentId ?? null;
  if (parentId) {
    const parent = await repo.findComment(db, parentId);
    if (!parent || parent.deletedAt !== null || parent.status !== 'published') {
      throw new AppError('COMMENT_NOT_FOUND');
    }
    // one level of replies, within one article
    if (parent.articleId !== input.articleId || parent.parentId !== null) {
      throw validationError([{ field: 'parentId', code: 'INVALID_VALUE' }]);
    }
  }
  const hold = await holdFor(db, member, input.body, await repo.allBannedWords(db));
  const row = await repo.insertComment(db, {
    articleId: input.articleId,
    userId: member.id,
    parentId,
    body: input.body,
    ...hold,
  });
  return { comment: ownItem(row, member), held: row.status === 'pending' };
}

/** The member's own comment, one they can see, else 404 (not theirs: 403). */
async function ownComment(db: Db, member: UserRow, id: string): Promise<repo.CommentRow> {
  const row = await repo.findComment(db, id);
  if (!row || !shownTo(row, member)) throw new AppError('COMMENT_NOT_FOUND');
  if (row.userId !== member.id) throw new AppError('FORBIDDEN');
  return row;
}

/**
 * Changes the body within the edit window. The banned words are checked again: an edit that
 * brings one holds the comment, one that removes the word from a comment held for it lets the
 * comment through as a new one would.
 */
export async function editComment(db: Db, member: UserRow, id: string, body: string) {
  const row = await ownComment(db, member, id);
  assertMayComment(member);
  if (!withinEditWindow(row.createdAt, Date.now())) throw new AppError('COMMENT_EDIT_WINDOW_PASSED');
  if (body === row.body) return { comment: ownItem(row, member), held: row.status === 'pending' };
  const banned = await repo.allBannedWords(db);
  let hold: Hold = { status: row.status, holdReason: row.holdReason };
  if (findBannedWords(body, banned).length > 0) hold = { status: 'pending', holdReason: 'banned_word' };
  else if (row.status === 'pending' && row.holdReason === 'banned_word') {
    hold = await holdFor(db, member, body, []);
  }
  const updated = await repo.updateComment(db, id, { body, editedAt: new Date(), ...hold });
  return { comment: ownItem(updated, member), held: updated.status === 'pending' };
}

/** Soft delete: the row stays so that replies keep their place. */
export async function deleteComment(db: Db, member: UserRow, id: string): Promise<void> {
  await ownComment(db, member, id);
  await repo.updateComment(db, id, { deletedAt: new Date() });
}

/** A member flags someone else's published comment for the staff; reporting again changes nothing. */
export async function reportComment(db: Db, member: UserRow, id: string, reason: string): Promise<void> {
  const row = await repo.findComment(db, id);
  if (!row || !shownTo(row, member)) throw new AppError('COMMENT_NOT_FOUND');
  if (row.userId === member.id) throw new AppError('FORBIDDEN');
  if (member.bannedAt) throw new AppError('MEMBER_IS_BANNED');
  await repo.addReport(db, id, member.id, reason);
}
