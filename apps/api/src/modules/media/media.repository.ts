import type { EventState, Locale } from '@magazine/contracts';
import { type Db, events, podcastEpisodes, podcastShows, videos } from '@magazine/db';
import { and, desc, eq, gt, gte, lt, lte, type SQL, sql } from 'drizzle-orm';

const now = sql`now()`;

export function findLatestEpisodes(db: Db, language: Locale, limit: number) {
  return db
    .select({
      episode: podcastEpisodes,
      show: { id: podcastShows.id, slug: podcastShows.slug, title: podcastShows.title },
    })
    .from(podcastEpisodes)
    .innerJoin(podcastShows, eq(podcastShows.id, podcastEpisodes.showId))
    .where(
      and(
        eq(podcastEpisodes.language, language),
        eq(podcastEpisodes.status, 'published'),
        lte(podcastEpisodes.publishedAt, now),
      ),
    )
    .orderBy(desc(podcastEpisodes.publishedAt), desc(podcastEpisodes.id))
    .limit(limit);
}

export function findLatestVideos(db: Db, language: Locale, limit: number) {
  return db
    .select()
    .from(videos)
    .where(and(eq(videos.language, language), eq(videos.status, 'published'), lte(videos.publishedAt, now)))
    .orderBy(desc(videos.publishedAt), desc(videos.id))
    .limit(limit);
}

const stateFilter: Record<EventState, SQL> = {
  'coming-soon': gt(events.startAt, now),
  happening: and(lte(events.startAt, now), gte(events.endAt, now))!,
  ended: lt(events.endAt, now),
};

/** Events still to come or under way first (soonest first), then ended ones (most recent first). */
export function findEvents(db: Db, language: Locale, limit: number, state?: EventState) {
  return db
    .select()
    .from(events)
    .where(
      and(
        eq(events.language, language),
        eq(events.status, 'published'),
        state ? stateFilter[state] : undefined,
      ),
    )
    .orderBy(
      sql`case when ${events.endAt} >= now() then 0 else 1 end`,
      sql`case when ${events.endAt} >= now() then ${events.startAt} end asc`,
      desc(events.endAt),
    )
    .limit(limit);
}
