import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { articles } from './articles';
import { authors, series, topics } from './taxonomy';

// What a member does with the content: follows, bookmarks, likes, comments and what they read.
// Each toggle is one row under a primary key of (member, thing), so a repeated or concurrent
// request inserts with ON CONFLICT DO NOTHING and can never leave two rows.

/** Follows of topics, authors and series: one table per kind, so each has its foreign key. */
export const topicFollows = pgTable(
  'topic_follows',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topicId: uuid('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.topicId] }),
    index('topic_follows_topic_idx').on(t.topicId),
    index('topic_follows_user_recent_idx').on(t.userId, t.createdAt.desc()),
  ],
);

export const authorFollows = pgTable(
  'author_follows',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => authors.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.authorId] }),
    index('author_follows_author_idx').on(t.authorId),
    index('author_follows_user_recent_idx').on(t.userId, t.createdAt.desc()),
  ],
);

export const seriesFollows = pgTable(
  'series_follows',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seriesId: uuid('series_id')
      .notNull()
      .references(() => series.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.seriesId] }),
    index('series_follows_series_idx').on(t.seriesId),
    index('series_follows_user_recent_idx').on(t.userId, t.createdAt.desc()),
  ],
);

export const bookmarks = pgTable(
  'bookmarks',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.articleId] }),
    index('bookmarks_user_recent_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/** A like counts once per member; the count is count(*) over the article's rows (exact). */
export const articleLikes = pgTable(
  'article_likes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.articleId] }),
    index('article_likes_article_idx').on(t.articleId),
    index('article_likes_user_recent_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/** What a member has read (for-you leaves it out); written by the view counter, kept. */
export const readingHistory = pgTable(
  'reading_history',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.articleId] })],
);

export const COMMENT_STATUSES = ['pending', 'published', 'hidden'] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];
export const COMMENT_HOLD_REASONS = ['first_comment', 'banned_word'] as const;

/**
 * Comments under an article, one level of replies (parent_id points at a top-level comment).
 * A deleted member's comments stay with user_id null ("a deleted member"); a comment the author
 * deletes keeps its row (deleted_at) so replies under it keep their place.
 */
export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey(),
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    status: varchar('status', { length: 10 }).notNull().default('published'),
    holdReason: varchar('hold_reason', { length: 20 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    moderatedBy: uuid('moderated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('comments_status_ck', sql`${t.status} in ('pending', 'published', 'hidden')`),
    index('comments_article_idx').on(t.articleId, t.createdAt.desc(), t.id.desc()),
    index('comments_parent_idx').on(t.parentId, t.createdAt),
    index('comments_user_idx').on(t.userId, t.createdAt.desc()),
    index('comments_status_idx').on(t.status, t.createdAt).where(sql`status = 'pending'`),
  ],
);

export const commentReports = pgTable(
  'comment_reports',
  {
    commentId: uuid('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: varchar('reason', { length: 500 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] })],
);

/** Words that hold a comment for review, stored folded (no tone marks, đ → d, lower case). */
export const bannedWords = pgTable('banned_words', {
  word: varchar('word', { length: 100 }).primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
