import { pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * One row per run of a scheduled job: the job's name and the time slot it ran for. Every API node
 * wakes at each slot and tries to insert the row; the primary key lets exactly one of them win,
 * so a job runs once per slot however many nodes there are (docs/decisions/0020).
 */
export const scheduledJobRuns = pgTable(
  'scheduled_job_runs',
  {
    job: varchar('job', { length: 64 }).notNull(),
    /** the start of the slot: the time divided by the job's period, rounded down */
    slot: timestamp('slot', { withTimezone: true }).notNull(),
    /** which process ran it (host:pid), for the log and the two-node check */
    node: varchar('node', { length: 128 }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** what the job said it did, or why it failed */
    outcome: text('outcome'),
  },
  (t) => [primaryKey({ columns: [t.job, t.slot] })],
);
