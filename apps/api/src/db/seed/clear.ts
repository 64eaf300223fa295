import type { Db } from '../client';
import {
  articleAuthors,
  articles,
  articleTags,
  authors,
  collectionItems,
  collections,
  events,
  podcastEpisodes,
  podcastShows,
  series,
  tags,
  topics,
  videos,
} from '../schema';

/** Children before parents, so no foreign key is ever left dangling mid-way. */
const CONTENT_TABLES = [
  collectionItems,
  collections,
  articleTags,
  articleAuthors,
  articles,
  podcastEpisodes,
  podcastShows,
  videos,
  events,
  tags,
  series,
  authors,
  topics,
];

export async function isContentEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: articles.id }).from(articles).limit(1);
  return rows.length === 0;
}

export async function clearContent(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const table of CONTENT_TABLES) await tx.delete(table);
  });
}
