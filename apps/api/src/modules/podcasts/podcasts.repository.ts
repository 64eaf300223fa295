import type { Locale } from '@magazine/contracts';
import { type Db, podcastEpisodes, podcastShows } from '@magazine/db';
import { and, asc, desc, eq, gt, lt, lte, or, type SQL, sql } from 'drizzle-orm';

/** Live episode: published and its time has come (the latest index leads with these columns). */
function isLiveEpisode(): SQL {
  return and(eq(podcastEpisodes.status, 'published'), lte(podcastEpisodes.publishedAt, sql`now()`))!;
}

// The subqueries name podcast_shows literally: drizzle leaves a column unqualified in a
// one-table select, where it would resolve to the episode's own column.
const showColumns = {
  id: podcastShows.id,
  language: podcastShows.language,
  slug: podcastShows.slug,
  title: podcastShows.title,
  description: podcastShows.description,
  author: podcastShows.author,
  category: podcastShows.category,
  cover: podcastShows.cover,
  createdAt: podcastShows.createdAt,
  episodeCount: sql<number>`(
    select count(*)::int from podcast_episodes pe
    where pe.show_id = podcast_shows.id and pe.status = 'published' and pe.published_at <= now())`,
  // ISO text, so both drivers hand back the same thing
  latestEpisodeAt: sql<string | null>`(
    select to_char(max(pe.published_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    from podcast_episodes pe
    where pe.show_id = podcast_shows.id and pe.status = 'published' and pe.published_at <= now())`,
};

export type ShowRow = Awaited<ReturnType<typeof findShowBySlug>>;

const episodeColumns = {
  episode: podcastEpisodes,
  show: { id: podcastShows.id, slug: podcastShows.slug, title: podcastShows.title },
};

export type EpisodeRow = Awaited<ReturnType<typeof findLatestEpisodes>>[number];

const newestFirst = [desc(podcastEpisodes.publishedAt), desc(podcastEpisodes.id)];

/** Newest live episodes of a language, across shows. */
export function findLatestEpisodes(db: Db, language: Locale, limit: number) {
  return db
    .select(episodeColumns)
    .from(podcastEpisodes)
    .innerJoin(podcastShows, eq(podcastShows.id, podcastEpisodes.showId))
    .where(and(eq(podcastEpisodes.language, language), isLiveEpisode()))
    .orderBy(...newestFirst)
    .limit(limit);
}

/** The shows of a language, the one with the newest episode first. */
export function findShows(db: Db, language: Locale, limit: number) {
  return db
    .select(showColumns)
    .from(podcastShows)
    .where(eq(podcastShows.language, language))
    .orderBy(
      sql`${showColumns.latestEpisodeAt} desc nulls last`,
      asc(podcastShows.title),
      asc(podcastShows.id),
    )
    .limit(limit);
}

export async function findShowBySlug(db: Db, language: Locale, slug: string) {
  const [row] = await db
    .select(showColumns)
    .from(podcastShows)
    .where(and(eq(podcastShows.language, language), eq(podcastShows.slug, slug)))
    .limit(1);
  return row;
}

/** One page of a show's live episodes, newest first. */
export function findShowEpisodes(db: Db, showId: string, limit: number, offset = 0) {
  return db
    .select(episodeColumns)
    .from(podcastEpisodes)
    .innerJoin(podcastShows, eq(podcastShows.id, podcastEpisodes.showId))
    .where(and(eq(podcastEpisodes.showId, showId), isLiveEpisode()))
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);
}

export async function findEpisode(db: Db, showId: string, slug: string) {
  const [row] = await db
    .select(episodeColumns)
    .from(podcastEpisodes)
    .innerJoin(podcastShows, eq(podcastShows.id, podcastEpisodes.showId))
    .where(and(eq(podcastEpisodes.showId, showId), eq(podcastEpisodes.slug, slug), isLiveEpisode()))
    .limit(1);
  return row;
}

/** The show's live episodes just before (older) and just after (newer) one, by (published_at, id). */
export async function findNeighbours(db: Db, showId: string, at: { publishedAt: Date; id: string }) {
  const older = or(
    lt(podcastEpisodes.publishedAt, at.publishedAt),
    and(eq(podcastEpisodes.publishedAt, at.publishedAt), lt(podcastEpisodes.id, at.id)),
  );
  const newer = or(
    gt(podcastEpisodes.publishedAt, at.publishedAt),
    and(eq(podcastEpisodes.publishedAt, at.publishedAt), gt(podcastEpisodes.id, at.id)),
  );
  const pick = (where: SQL | undefined, order: SQL[]) =>
    db
      .select(episodeColumns)
      .from(podcastEpisodes)
      .innerJoin(podcastShows, eq(podcastShows.id, podcastEpisodes.showId))
      .where(and(eq(podcastEpisodes.showId, showId), isLiveEpisode(), where))
      .orderBy(...order)
      .limit(1);
  const [[previous], [next]] = await Promise.all([
    pick(older, newestFirst),
    pick(newer, [asc(podcastEpisodes.publishedAt), asc(podcastEpisodes.id)]),
  ]);
  return { previous, next };
}
