import { articles, type Db, podcastEpisodes, podcastShows, topics, videos } from '@magazine/db';
import { and, eq, inArray } from 'drizzle-orm';
import { isListed } from '../articles/articles.repository';

// What a search result links to, read back from the content tables: only what is still live, so
// a match whose article was unpublished since its search document was written is left out.
export function findArticles(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: articles.id,
      slug: articles.slug,
      openPublishing: articles.openPublishing,
      images: articles.images,
      topicId: topics.id,
      topicSlugVi: topics.slugVi,
      topicSlugEn: topics.slugEn,
      topicNameVi: topics.nameVi,
      topicNameEn: topics.nameEn,
    })
    .from(articles)
    .leftJoin(topics, eq(topics.id, articles.topicId))
    .where(and(inArray(articles.id, ids), isListed()));
}

export function findEpisodes(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: podcastEpisodes.id,
      slug: podcastEpisodes.slug,
      cover: podcastEpisodes.cover,
      showSlug: podcastShows.slug,
      showTitle: podcastShows.title,
    })
    .from(podcastEpisodes)
    .innerJoin(podcastShows, eq(podcastShows.id, podcastEpisodes.showId))
    .where(and(inArray(podcastEpisodes.id, ids), eq(podcastEpisodes.status, 'published')));
}

export function findVideos(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: videos.id, slug: videos.slug, thumbnail: videos.thumbnail })
    .from(videos)
    .where(and(inArray(videos.id, ids), eq(videos.status, 'published')));
}
