import { z } from 'zod';
import {
  BANNED_WORD_MAX_LENGTH,
  COMMENT_MAX_LENGTH,
  COMMENT_REPORT_REASON_MAX_LENGTH,
  COMMENTS_PAGE_SIZE,
  LIST_LIMIT_MAX,
  LIST_PAGE_MAX,
} from './constants';
import { Language } from './language';
import { queryInt } from './query';
import { foldForSearch } from './search-text';
import { Id } from './taxonomy';

// Comments under articles (one level of replies), their reports and the staff's moderation:
// what the API's v2/comments, v2/comment/… and v2/moderation/… routes and the site agree on,
// and the banned-word matching both sides can run.

// ---- banned words ------------------------------------------------------------------------

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * The words of a text as the banned-word list sees them: no tone marks or other diacritics, đ as
 * d, lower case ("ĐỒ  ngốc!" → ["do", "ngoc"]). Anything that is not a letter or digit separates
 * words, so punctuation or underscores between the words of a phrase do not hide it.
 */
export function moderationWords(text: string): string[] {
  return foldForSearch(text).match(WORD) ?? [];
}

/** A banned word or phrase as stored and compared: its folded words joined by one space. */
export function normalizeBannedWord(word: string): string {
  return moderationWords(word).join(' ');
}

/**
 * The entries of `banned` (stored or as typed by staff) found in `text` as whole words: "do ngoc"
 * is found in "Đồ ngốc!" and "DO NGOC", not in "đồ ngốcx"; a phrase must appear with its words in
 * order and next to each other. Entries come back as given, in list order.
 */
export function findBannedWords(text: string, banned: readonly string[]): string[] {
  const words = moderationWords(text);
  if (words.length === 0) return [];
  // spaces around every word turn "whole words, in order" into a substring test
  const haystack = ` ${words.join(' ')} `;
  return banned.filter((entry) => {
    const needle = normalizeBannedWord(entry);
    return needle !== '' && haystack.includes(` ${needle} `);
  });
}

// ---- requests ----------------------------------------------------------------------------

const noNul = (text: string) => !text.includes('\u0000');

/**
 * What a member typed, kept as typed apart from the surrounding white space: plain text, never
 * HTML (the site renders it as text and links the URLs in it).
 */
export const CommentText = z
  .string()
  .trim()
  .min(1)
  .max(COMMENT_MAX_LENGTH)
  .refine(noNul, { message: 'INVALID_VALUE' });

export const COMMENT_SORTS = ['newest', 'oldest'] as const;
export const CommentSort = z.enum(COMMENT_SORTS);
export type CommentSort = z.infer<typeof CommentSort>;

const page = queryInt(1, LIST_PAGE_MAX).default(1);
const limit = queryInt(1, LIST_LIMIT_MAX).default(COMMENTS_PAGE_SIZE);

/** GET v2/comments – the top-level comments of a page, each with all its replies. */
export const CommentListQuery = z.object({
  articleId: Id,
  sort: CommentSort.default('newest'),
  page,
  limit,
});
export type CommentListQuery = z.infer<typeof CommentListQuery>;

/** POST v2/comments – a comment, or a reply when parentId names a top-level comment. */
export const NewCommentBody = z.strictObject({
  articleId: Id,
  parentId: Id.nullish(),
  body: CommentText,
});
export type NewCommentBody = z.infer<typeof NewCommentBody>;

/** PUT v2/comment/:id */
export const EditCommentBody = z.strictObject({ body: CommentText });
export type EditCommentBody = z.infer<typeof EditCommentBody>;

/** POST v2/comment/:id/report – the reason is optional (an empty body is fine). */
export const ReportCommentBody = z.strictObject({
  reason: z
    .string()
    .trim()
    .max(COMMENT_REPORT_REASON_MAX_LENGTH)
    .refine(noNul, { message: 'INVALID_VALUE' })
    .default(''),
});
export type ReportCommentBody = z.infer<typeof ReportCommentBody>;

export const CommentIdParams = z.object({ id: Id });

// ---- responses ---------------------------------------------------------------------------

/** null in a comment: the member deleted their account (their comments stay). */
export const CommentAuthor = z.object({ _id: Id, name: z.string(), avatar: z.string().nullable() });
export type CommentAuthor = z.infer<typeof CommentAuthor>;

export const COMMENT_STATUSES = ['pending', 'published', 'hidden'] as const;
export const CommentStatus = z.enum(COMMENT_STATUSES);
export type CommentStatus = z.infer<typeof CommentStatus>;

/** A comment as readers see it; a reader only ever sees published ones and their own pending ones. */
export const CommentItem = z.object({
  _id: Id,
  articleId: Id,
  /** the top-level comment this one answers; null for a top-level comment */
  parentId: Id.nullable(),
  /** plain text as the member typed it; '' once deleted */
  body: z.string(),
  /** deleted by its author but kept because it has replies (no body, no author) */
  deleted: z.boolean(),
  /** pending: waiting for moderation, shown only to its author */
  status: z.enum(['published', 'pending']),
  author: CommentAuthor.nullable(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  isMine: z.boolean(),
  /** the reader wrote it and may still edit it (COMMENT_EDIT_WINDOW_MINUTES after posting) */
  canEdit: z.boolean(),
});
export type CommentItem = z.infer<typeof CommentItem>;

/** A top-level comment with all its replies, oldest first. */
export const CommentThread = CommentItem.extend({
  replies: z.array(CommentItem),
  replyCount: z.number().int(),
});
export type CommentThread = z.infer<typeof CommentThread>;

export const CommentPage = z.object({
  docs: z.array(CommentThread),
  page: z.number().int(),
  limit: z.number().int(),
  hasNextPage: z.boolean(),
  /** the comments (replies included) this reader can see under the article, deleted ones left out */
  total: z.number().int(),
});
export type CommentPage = z.infer<typeof CommentPage>;

export const CommentDeleted = z.object({ _id: Id, deleted: z.literal(true) });
export const CommentReported = z.object({ commentId: Id, reported: z.literal(true) });

// ---- moderation (staff) ------------------------------------------------------------------

export const MODERATION_FILTERS = ['held', 'reported'] as const;
export const ModerationFilter = z.enum(MODERATION_FILTERS);
export type ModerationFilter = z.infer<typeof ModerationFilter>;

/** GET v2/moderation/comments – held: waiting for review; reported: with open reports. Oldest first. */
export const ModerationQuery = z.object({ filter: ModerationFilter.default('held'), page, limit });
export type ModerationQuery = z.infer<typeof ModerationQuery>;

export const COMMENT_HOLD_REASONS = ['first_comment', 'banned_word'] as const;

export const ModerationItem = z.object({
  _id: Id,
  parentId: Id.nullable(),
  body: z.string(),
  status: CommentStatus,
  /** why it was held when posted or edited; null if it never was */
  holdReason: z.enum(COMMENT_HOLD_REASONS).nullable(),
  /** the banned words the body contains now (stored form) */
  bannedWords: z.array(z.string()),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  article: z.object({
    _id: Id,
    title: z.string(),
    slug: z.string(),
    language: Language,
    path: z.string(),
  }),
  author: z
    .object({ _id: Id, name: z.string(), email: z.string(), bannedAt: z.string().nullable() })
    .nullable(),
  /** open (unresolved) reports */
  reportCount: z.number().int(),
  /** the newest open reports that give a reason (at most 10) */
  reports: z.array(z.object({ reason: z.string(), createdAt: z.string() })),
});
export type ModerationItem = z.infer<typeof ModerationItem>;

export const ModerationPage = z.object({
  docs: z.array(ModerationItem),
  page: z.number().int(),
  limit: z.number().int(),
  hasNextPage: z.boolean(),
  total: z.number().int(),
});
export type ModerationPage = z.infer<typeof ModerationPage>;

/** approve or hide: the comment's new status; its open reports are resolved. */
export const ModerationResult = z.object({
  _id: Id,
  status: CommentStatus,
  moderatedAt: z.string(),
  resolvedReports: z.number().int(),
});
export type ModerationResult = z.infer<typeof ModerationResult>;

export const MemberIdParams = z.object({ id: Id });
export const MemberBan = z.object({
  userId: Id,
  bannedAt: z.string(),
  /** pending comments of the member that were hidden by the ban */
  hiddenComments: z.number().int(),
});
export type MemberBan = z.infer<typeof MemberBan>;

export const BannedWord = z.object({ word: z.string(), createdAt: z.string() });
export type BannedWord = z.infer<typeof BannedWord>;
export const BannedWordList = z.object({ words: z.array(BannedWord) });
export type BannedWordList = z.infer<typeof BannedWordList>;

/** A word or phrase; stored folded (normalizeBannedWord), so "Đồ ngốc" is kept as "do ngoc". */
export const BannedWordBody = z.strictObject({
  word: z
    .string()
    .trim()
    .min(1)
    .max(BANNED_WORD_MAX_LENGTH)
    .refine((word) => normalizeBannedWord(word) !== '', { message: 'INVALID_VALUE' })
    .refine((word) => normalizeBannedWord(word).length <= BANNED_WORD_MAX_LENGTH, { message: 'TOO_BIG' }),
});
export type BannedWordBody = z.infer<typeof BannedWordBody>;

/** DELETE v2/moderation/banned-words/:word – as stored or as typed (it is folded first). */
export const BannedWordParams = z.object({
  word: z
    .string()
    .min(1)
    .max(BANNED_WORD_MAX_LENGTH * 4),
});
export const BannedWordRemoved = z.object({ word: z.string(), removed: z.boolean() });
