import { sql } from 'drizzle-orm';
import {
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** A question of a survey as stored (contracts' SurveyQuestion). */
export type StoredSurveyQuestion = {
  id: string;
  kind: 'single' | 'multiple' | 'scale' | 'text';
  label: string;
  required: boolean;
  options: { id: string; label: string }[];
  scaleLabels?: [string, string];
};

/**
 * Reader surveys (SPEC §1): one language each, open from `opensAt` until `closesAt` (none: until
 * closed), the questions as jsonb (they are read and answered whole).
 */
export const surveys = pgTable(
  'surveys',
  {
    id: uuid('id').primaryKey(),
    slug: varchar('slug', { length: 200 }).notNull(),
    language: varchar('language', { length: 2 }).notNull(),
    title: varchar('title', { length: 300 }).notNull(),
    intro: text('intro').notNull().default(''),
    questions: jsonb('questions').$type<StoredSurveyQuestion[]>().notNull(),
    status: varchar('status', { length: 10 }).notNull().default('open'),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull().defaultNow(),
    closesAt: timestamp('closes_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('surveys_language_slug_uq').on(t.language, t.slug),
    index('surveys_language_opens_idx').on(t.language, t.opensAt.desc()),
    check('surveys_status_ck', sql`${t.status} in ('open', 'closed')`),
    check('surveys_language_ck', sql`${t.language} in ('vi', 'en')`),
  ],
);

/** A member's answers to a survey: one per member, gone with the account. */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<Record<string, string | string[] | number>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.surveyId, t.userId] })],
);
