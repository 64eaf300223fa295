import type { Locale } from '@magazine/contracts';
import {
  articleAuthors,
  articles,
  articleTags,
  authors,
  collectionItems,
  collections,
  type Db,
  events,
  podcastEpisodes,
  podcastShows,
  series,
  tags,
  topics,
  videos,
} from '@magazine/db';
import { and, asc, count, eq, max, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isListed, isLive } from '../articles/articles.repository';

/** Live articles that are pages of their own (redirects are not). */
function livePage(language?: Locale): SQL {
  const conditions = [isListed()];
  if (language) conditions.push(eq(articles.language, language));
  return and(...conditions)!;
}

const translation = alias(articles, 'tr');
const lastChange = sql<Date>`greatest(${articles.updatedAt}, ${articles.publishedAt})`.mapWith(
  articles.updatedAt,
);
const newestChange = sql<Date | null>`max(greatest(${articles.updatedAt}, ${articles.publishedAt}))`.mapWith(
  articles.updatedAt,
);

export async function countArticles(db: Db, language?: Locale) {
  const [row] = await db
    .select({ total: count(), lastmod: newestChange })
    .from(articles)
    .where(livePage(language));
  return { total: Number(row?.total ?? 0), lastmod: row?.lastmod ?? null };
}

/** One chunk of live articles, oldest id first so chunks stay stable as articles are added. */
export function findArticles(
  db: Db,
  { language, limit, offset }: { language?: Locale; limit: number; offset: number },
) {
  return db
    .select({
      language: articles.language,
      slug: articles.slug,
      openPublishing: articles.openPublishing,
      lastmod: lastChange,
      translationLanguage: translation.language,
      translationSlug: translation.slug,
      translationOpenPublishing: translation.openPublishing,
    })
    .from(articles)
    .leftJoin(
      translation,
      and(
        eq(translation.translationGroupId, articles.translationGroupId),
        ne(translation.language, articles.language),
        isListed(translation),
      ),
    )
    .where(livePage(language))
    .orderBy(asc(articles.id))
    .limit(limit)
    .offset(offset);
}

/** Newest live article per topic and language (topics without one still have pages). */
export async function findTopics(db: Db) {
  const [list, latest] = await Promise.all([
    db
      .select({ id: topics.id, slugVi: topics.slugVi, slugEn: topics.slugEn })
      .from(topics)
      .orderBy(asc(topics.position), asc(topics.id)),
    db
      .select({ topicId: articles.topicId, language: articles.language, lastmod: max(articles.publishedAt) })
      .from(articles)
      .where(livePage())
      .groupBy(articles.topicId, articles.language),
  ]);
  return { list, latest };
}

export function findTags(db: Db) {
  return db
    .select({ language: tags.language, slug: tags.slug, lastmod: max(articles.publishedAt) })
    .from(tags)
    .innerJoin(articleTags, eq(articleTags.tagId, tags.id))
    .innerJoin(
      articles,
      and(eq(articles.id, articleTags.articleId), eq(articles.language, tags.language), livePage()),
    )
    .groupBy(tags.id)
    .orderBy(asc(tags.language), asc(tags.slug));
}

export function findAuthors(db: Db) {
  return db
    .select({ slug: authors.slug, language: articles.language, lastmod: max(articles.publishedAt) })
    .from(authors)
    .innerJoin(articleAuthors, eq(articleAuthors.authorId, authors.id))
    .innerJoin(articles, and(eq(articles.id, articleAuthors.articleId), livePage()))
    .groupBy(authors.id, articles.language)
    .orderBy(asc(authors.slug));
}

export function findSeries(db: Db) {
  return db
    .select({
      slugVi: series.slugVi,
      slugEn: series.slugEn,
      language: articles.language,
      lastmod: max(articles.publishedAt),
    })
    .from(series)
    .innerJoin(articles, and(eq(articles.seriesId, series.id), livePage()))
    .groupBy(series.id, articles.language)
    .orderBy(asc(series.slugVi));
}

export function findCollections(db: Db) {
  return db
    .select({ language: collections.language, slug: collections.slug, lastmod: max(articles.publishedAt) })
    .from(collections)
    .innerJoin(collectionItems, eq(collectionItems.collectionId, collections.id))
    .innerJoin(articles, and(eq(articles.id, collectionItems.articleId), livePage()))
    .groupBy(collections.id)
    .orderBy(asc(collections.language), asc(collections.slug));
}

export async function findPodcasts(db: Db) {
  const episodes = await db
    .select({
      language: podcastEpisodes.language,
      showSlug: podcastShows.slug,
      slug: podcastEpisodes.slug,
      lastmod: podcastEpisodes.publishedAt,
    })
    .from(podcastEpisodes)
    .innerJoin(podcastShows, eq(podcastShows.id, podcastEpisodes.showId))
    .where(isLive(podcastEpisodes))
    .orderBy(asc(podcastShows.slug), asc(podcastEpisodes.publishedAt), asc(podcastEpisodes.id));
  return episodes;
}

export function findVideos(db: Db) {
  return db
    .select({ language: videos.language, slug: videos.slug, lastmod: videos.publishedAt })
    .from(videos)
    .where(isLive(videos))
    .orderBy(asc(videos.publishedAt), asc(videos.id));
}

/** Published events; an event's page last changed when it was written (events have no edit date). */
export function findEvents(db: Db) {
  return db
    .select({ language: events.language, slug: events.slug, lastmod: events.createdAt })
    .from(events)
    .where(eq(events.status, 'published'))
    .orderBy(asc(events.startAt), asc(events.id));
}

export function findCategories(db: Db) {
  return db
    .select({ vertical: articles.vertical, language: articles.language, lastmod: max(articles.publishedAt) })
    .from(articles)
    .where(and(livePage(), sql`${articles.vertical} is not null`))
    .groupBy(articles.vertical, articles.language);
}
