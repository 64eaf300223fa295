import type { ImageSet } from '@magazine/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

// Whether an event is coming soon, happening or ended is derived from its dates (contracts' eventState).
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey(),
    language: varchar('language', { length: 2 }).notNull(),
    slug: varchar('slug', { length: 200 }).notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    description: text('description').notNull().default(''),
    venue: text('venue').notNull(),
    city: text('city').notNull(),
    cover: jsonb('cover').$type<ImageSet>().notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('published'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('events_language_slug_uq').on(t.language, t.slug),
    index('events_start_idx').on(t.language, t.status, t.startAt),
    check('events_dates_ck', sql`${t.endAt} >= ${t.startAt}`),
  ],
);
