import {
  articleHref,
  type BannedWordList,
  type COMMENT_HOLD_REASONS,
  type CommentStatus,
  findBannedWords,
  type Locale,
  type MemberBan,
  type ModerationItem,
  type ModerationPage,
  type ModerationQuery,
  type ModerationResult,
  normalizeBannedWord,
} from '@magazine/contracts';
import type { Db } from '@magazine/db';
import { AppError } from '../../lib/app-error';
import { pageWindow, toPage } from '../../lib/paging';
import type { UserRow } from '../accounts/user-mapper';
import { allBannedWords, findComment } from './comments.repository';
import * as repo from './moderation.repository';

type HoldReason = (typeof COMMENT_HOLD_REASONS)[number];

function toModerationItem(row: repo.ModerationRow, banned: string[]): ModerationItem {
  const language = row.articleLanguage as Locale;
  return {
    _id: row.id,
    parentId: row.parentId,
    body: row.body,
    status: row.status as CommentStatus,
    holdReason: row.holdReason as HoldReason | null,
    bannedWords: findBannedWords(row.body, banned),
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    article: {
      _id: row.articleId,
      title: row.articleTitle,
      slug: row.articleSlug,
      language,
      path: articleHref(language, row.articleSlug, row.articleOpenPublishing),
    },
    author:
      row.authorId === null
        ? null
        : {
            _id: row.authorId,
            name: row.authorName!,
            email: row.authorEmail!,
            bannedAt: row.authorBannedAt?.toISOString() ?? null,
          },
    reportCount: row.reportCount,
    // json_agg gives PostgreSQL's timestamp text; the API speaks ISO 8601 in UTC
    reports: row.reports.map((r) => ({ reason: r.reason, createdAt: new Date(r.createdAt).toISOString() })),
  };
}

export async function listForModeration(db: Db, q: ModerationQuery): Promise<ModerationPage> {
  const { limit, offset } = pageWindow(q);
  const [rows, total, banned] = await Promise.all([
    repo.findModerationRows(db, q.filter, limit, offset),
    repo.countModeration(db, q.filter),
    allBannedWords(db),
  ]);
  return { ...toPage(rows, q, (row) => toModerationItem(row, banned)), total };
}

/** Approve (published) or hide a comment; a deleted one is gone for moderation too. */
export async function moderate(
  db: Db,
  staff: UserRow,
  id: string,
  status: 'published' | 'hidden',
): Promise<ModerationResult> {
  const row = await findComment(db, id);
  if (!row || row.deletedAt !== null) throw new AppError('COMMENT_NOT_FOUND');
  const at = new Date();
  const resolvedReports = await repo.setModeratedStatus(db, id, status, staff.id, at);
  return { _id: id, status, moderatedAt: at.toISOString(), resolvedReports };
}

/** Only members are banned: staff accounts are managed by admins, not from the comment queue. */
export async function banMember(db: Db, staff: UserRow, userId: string): Promise<MemberBan> {
  const user = await repo.findUserRole(db, userId);
  if (!user) throw new AppError('USER_NOT_FOUND');
  if (user.role !== 'member') throw new AppError('FORBIDDEN');
  const { bannedAt, hiddenComments } = await repo.banMember(db, userId, staff.id, new Date());
  return { userId, bannedAt: bannedAt.toISOString(), hiddenComments };
}

export async function listBannedWords(db: Db): Promise<BannedWordList> {
  const rows = await repo.listBannedWords(db);
  return { words: rows.map((row) => ({ word: row.word, createdAt: row.createdAt.toISOString() })) };
}

export async function addBannedWord(db: Db, typed: string) {
  const row = await repo.addBannedWord(db, normalizeBannedWord(typed));
  return { word: row.word, createdAt: row.createdAt.toISOString() };
}

export async function removeBannedWord(db: Db, typed: string) {
  const word = normalizeBannedWord(typed);
  return { word, removed: word !== '' && (await repo.removeBannedWord(db, word)) };
}
