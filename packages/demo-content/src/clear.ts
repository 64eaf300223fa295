import type { Db } from '@magazine/db';
import {
  articleAuthors,
  articles,
  articleTags,
  authors,
  collectionItems,
  collections,
  eventEditions,
  events,
  eventTicketOrders,
  eventTicketTypes,
  eventVoteOptions,
  eventVotes,
  podcastEpisodes,
  podcastShows,
  searchDocuments,
  series,
  surveyResponses,
  surveys,
  tags,
  topics,
  videos,
} from '@magazine/db/schema';

/** Children before parents, so no foreign key is ever left dangling mid-way. */
const CONTENT_TABLES = [
  surveyResponses,
  surveys,
  searchDocuments,
  collectionItems,
  collections,
  articleTags,
  articleAuthors,
  articles,
  podcastEpisodes,
  podcastShows,
  videos,
  eventVotes,
  eventVoteOptions,
  eventTicketOrders,
  eventTicketTypes,
  events,
  eventEditions,
  tags,
  series,
  authors,
  topics,
];

export async function clearContent(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const table of CONTENT_TABLES) await tx.delete(table);
  });
}
