import { index, pgTable, primaryKey, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * One row per member per newsletter edition sent ("weekly:2026-11-24", "suggestions:2026-11-26"):
 * the sending job claims the row before it sends, so an edition reaches a member once however many
 * API nodes run the job or how often it wakes; a send that fails gives its claim back. Gone with
 * the account.
 */
export const newsletterSends = pgTable(
  'newsletter_sends',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    edition: varchar('edition', { length: 40 }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.edition] }), index('newsletter_sends_sent_idx').on(t.sentAt)],
);
