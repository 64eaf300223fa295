import { createHash } from 'node:crypto';
import type { Locale, StaffSurveyList, Survey, SurveyAnswer } from '@magazine/contracts';
import { type Db, surveyResponses, surveys } from '@magazine/db';
import { and, count, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { isDeadlock, isUniqueViolation } from '../../lib/error-causes';

type SurveyRow = typeof surveys.$inferSelect;

const isOpenNow = () =>
  and(
    eq(surveys.status, 'open'),
    lte(surveys.opensAt, sql`now()`),
    or(isNull(surveys.closesAt), gt(surveys.closesAt, sql`now()`)),
  );

/** The version of a survey's questions (they are stored as jsonb, which keeps one key order). */
export function revisionOf(questions: SurveyRow['questions']): string {
  return createHash('sha256').update(JSON.stringify(questions)).digest('base64url').slice(0, 16);
}

export function toSurvey(row: SurveyRow, now = new Date()): Survey {
  return {
    _id: row.id,
    slug: row.slug,
    language: row.language as Locale,
    title: row.title,
    intro: row.intro,
    questions: row.questions,
    revision: revisionOf(row.questions),
    isOpen: row.status === 'open' && row.opensAt <= now && (row.closesAt === null || row.closesAt > now),
    closesAt: row.closesAt?.toISOString() ?? null,
  };
}

/** The newest survey of a language that takes answers now. */
export async function findCurrentSurvey(db: Db, language: Locale): Promise<SurveyRow | undefined> {
  const [row] = await db
    .select()
    .from(surveys)
    .where(and(eq(surveys.language, language), isOpenNow()))
    .orderBy(desc(surveys.opensAt), desc(surveys.id))
    .limit(1);
  return row;
}

/** A survey by its address, open or closed (a closed one says so); not before it opens. */
export async function findSurveyBySlug(
  db: Db,
  language: Locale,
  slug: string,
): Promise<SurveyRow | undefined> {
  const [row] = await db
    .select()
    .from(surveys)
    .where(and(eq(surveys.language, language), eq(surveys.slug, slug), lte(surveys.opensAt, sql`now()`)))
    .limit(1);
  return row;
}

export async function findSurveyById(db: Db, id: string): Promise<SurveyRow | undefined> {
  const [row] = await db.select().from(surveys).where(eq(surveys.id, id)).limit(1);
  return row;
}

export async function hasAnswered(db: Db, surveyId: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(surveyResponses)
    .where(and(eq(surveyResponses.surveyId, surveyId), eq(surveyResponses.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

/** Keeps the member's answers; false when they had answered already (the first answers stay). */
export async function insertResponse(
  db: Db,
  surveyId: string,
  userId: string,
  answers: Record<string, SurveyAnswer>,
): Promise<boolean> {
  const rows = await db
    .insert(surveyResponses)
    .values({ surveyId, userId, answers })
    .onConflictDoNothing()
    .returning({ userId: surveyResponses.userId });
  return rows.length > 0;
}

/** Every response's answers, newest first (results are counted in the service). */
export async function allAnswers(db: Db, surveyId: string): Promise<Record<string, SurveyAnswer>[]> {
  const rows = await db
    .select({ answers: surveyResponses.answers })
    .from(surveyResponses)
    .where(eq(surveyResponses.surveyId, surveyId))
    .orderBy(desc(surveyResponses.createdAt));
  return rows.map((row) => row.answers);
}

/**
 * Every survey, newest first, with its number of responses (the editors' list); given an id, that
 * survey alone (an empty list when there is none).
 */
export async function listSurveys(db: Db, id?: string): Promise<StaffSurveyList> {
  const responses = db
    .select({ surveyId: surveyResponses.surveyId, n: count().as('n') })
    .from(surveyResponses)
    .groupBy(surveyResponses.surveyId)
    .as('responses');
  const rows = await db
    .select({ survey: surveys, n: responses.n })
    .from(surveys)
    .leftJoin(responses, eq(responses.surveyId, surveys.id))
    .where(id ? eq(surveys.id, id) : undefined)
    .orderBy(desc(surveys.opensAt), desc(surveys.id));
  return rows.map((row) => ({
    ...toSurvey(row.survey),
    responses: Number(row.n ?? 0),
    opensAt: row.survey.opensAt.toISOString(),
    status: row.survey.status === 'closed' ? ('closed' as const) : ('open' as const),
  }));
}

/**
 * Closes a survey now (`closed`), or opens it again (`open`): reopened, a closing date already
 * past is dropped (open until closed), one still to come is kept. Answers the row, or undefined
 * when there is no such survey.
 */
export async function setSurveyStatus(db: Db, id: string, status: 'open' | 'closed') {
  const [row] = await db
    .update(surveys)
    .set(
      status === 'open'
        ? {
            status,
            closesAt: sql`case when ${surveys.closesAt} <= now() then null else ${surveys.closesAt} end`,
          }
        : { status },
    )
    .where(eq(surveys.id, id))
    .returning();
  return row;
}

/** A new survey; undefined when its language already has a survey at that address. */
export async function insertSurvey(db: Db, values: typeof surveys.$inferInsert) {
  const [row] = await db.insert(surveys).values(values).onConflictDoNothing().returning();
  return row;
}

/**
 * Holds a survey's row until the transaction ends: `update` for an edit, `share` for an answer,
 * so an answer is never checked against questions an edit is replacing (nor kept against them).
 */
export async function lockSurvey(db: Db, id: string, mode: 'update' | 'share') {
  const [row] = await db.select().from(surveys).where(eq(surveys.id, id)).for(mode);
  return row;
}

/** Whether any member has answered the survey. */
export async function hasResponses(db: Db, surveyId: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(surveyResponses)
    .where(eq(surveyResponses.surveyId, surveyId))
    .limit(1);
  return rows.length > 0;
}

/**
 * A survey's new text, questions and dates (its status stays); undefined when its language
 * already has another survey at that address. That includes two edits taking each other's address
 * at the same instant: each waits for the other's old address to be let go, and PostgreSQL ends
 * one (a deadlock); the one ended asked for an address another survey had.
 */
export async function updateSurvey(
  db: Db,
  id: string,
  values: Pick<
    typeof surveys.$inferInsert,
    'slug' | 'language' | 'title' | 'intro' | 'questions' | 'opensAt' | 'closesAt'
  >,
) {
  try {
    const [row] = await db.update(surveys).set(values).where(eq(surveys.id, id)).returning();
    return row;
  } catch (err) {
    if (isUniqueViolation(err) || isDeadlock(err)) return undefined;
    throw err;
  }
}

/** Deletes a survey (its responses go with it: there are none when the service asks). */
export async function deleteSurvey(db: Db, id: string): Promise<void> {
  await db.delete(surveys).where(eq(surveys.id, id));
}
