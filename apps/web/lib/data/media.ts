import 'server-only';
import type {
  EventCard,
  EventState,
  Locale,
  PodcastEpisodeCard,
  Topic,
  VideoCard,
} from '@magazine/contracts';
import { getPublicList } from '../api-client/server';

export function getPodcastEpisodes(language: Locale, limit = 6): Promise<PodcastEpisodeCard[]> {
  return getPublicList('v2/podcast-episodes', { query: { language, limit }, tags: ['podcasts'] });
}

export function getVideos(language: Locale, limit = 6): Promise<VideoCard[]> {
  return getPublicList('v2/videos', { query: { language, limit }, tags: ['videos'] });
}

export function getEvents(language: Locale, limit = 6, state?: EventState): Promise<EventCard[]> {
  return getPublicList('v2/events', { query: { language, limit, state }, tags: ['events'] });
}

export function getTopics(language: Locale): Promise<Topic[]> {
  return getPublicList('v2/topics', { query: { language }, tags: ['topics'] });
}
