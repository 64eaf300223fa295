import { bigint, index, jsonb, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Page tracking (SPEC §7 v2/tracking/*): one row per event a reader's browser sent. Who: the
 * member (forgotten when the account is deleted) and the reader key the view counter uses; what:
 * the page (language, type, title, slug, platform) and the kind's own fields in `detail`. Rows
 * older than TRACKING_RETENTION_DAYS are pruned by a job.
 */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: varchar('kind', { length: 24 }).notNull(),
    sessionId: varchar('session_id', { length: 64 }),
    readerKey: varchar('reader_key', { length: 128 }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    language: varchar('language', { length: 2 }).notNull(),
    pageType: varchar('page_type', { length: 16 }).notNull(),
    title: varchar('title', { length: 300 }).notNull(),
    slug: varchar('slug', { length: 300 }).notNull(),
    platform: varchar('platform', { length: 16 }).notNull(),
    /** scroll percent, article id, time on page (ms), click target and action */
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tracking_events_created_idx').on(t.createdAt),
    index('tracking_events_kind_created_idx').on(t.kind, t.createdAt),
  ],
);

/** Errors readers' pages met (SPEC §7 v2/report/error), pruned like the tracking events. */
export const errorReports = pgTable(
  'error_reports',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    readerKey: varchar('reader_key', { length: 128 }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    message: varchar('message', { length: 1000 }).notNull(),
    stack: text('stack'),
    digest: varchar('digest', { length: 64 }),
    path: varchar('path', { length: 500 }).notNull(),
    language: varchar('language', { length: 2 }).notNull(),
    platform: varchar('platform', { length: 16 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('error_reports_created_idx').on(t.createdAt)],
);
