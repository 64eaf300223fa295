import type { EventProgramme, EventState, Locale } from '@magazine/contracts';
import { type Db, eventEditions, events } from '@magazine/db';
import { and, desc, eq, gt, gte, lt, lte, ne, type SQL, sql } from 'drizzle-orm';

const now = sql`now()`;

export type EventRow = typeof events.$inferSelect;

const stateFilter: Record<EventState, SQL> = {
  'coming-soon': gt(events.startAt, now),
  happening: and(lte(events.startAt, now), gte(events.endAt, now))!,
  ended: lt(events.endAt, now),
};

/**
 * Events still to come or under way first (soonest first), then ended ones (most recent first);
 * `except` leaves one out (the event whose page lists the others), and `programmeOf` puts the
 * other editions of that edition's programme before the rest (the Flavors festival in the other
 * city, on a Flavors page).
 */
export function findEvents(
  db: Db,
  language: Locale,
  limit: number,
  {
    state,
    except,
    programme,
    programmeOf,
  }: { state?: EventState; except?: string; programme?: EventProgramme; programmeOf?: string } = {},
) {
  return db
    .select()
    .from(events)
    .where(
      and(
        eq(events.language, language),
        eq(events.status, 'published'),
        state ? stateFilter[state] : undefined,
        except ? ne(events.id, except) : undefined,
        programme
          ? sql`${events.editionId} in (select ${eventEditions.id} from ${eventEditions} where ${eventEditions.programme} = ${programme})`
          : undefined,
      ),
    )
    .orderBy(
      ...(programmeOf
        ? [
            sql`case when ${events.editionId} in (select ${eventEditions.id} from ${eventEditions} where ${eventEditions.programme} = (select ${eventEditions.programme} from ${eventEditions} where ${eventEditions.id} = ${programmeOf})) then 0 else 1 end`,
          ]
        : []),
      sql`case when ${events.endAt} >= now() then 0 else 1 end`,
      sql`case when ${events.endAt} >= now() then ${events.startAt} end asc`,
      desc(events.endAt),
    )
    .limit(limit);
}

/** A published event of the language, or undefined. */
export async function findEventBySlug(db: Db, language: Locale, slug: string): Promise<EventRow | undefined> {
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.language, language), eq(events.slug, slug), eq(events.status, 'published')))
    .limit(1);
  return row;
}
