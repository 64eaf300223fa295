import 'server-only';
import {
  type EventCard,
  type EventDetail,
  type EventProgramme,
  type EventState,
  type Locale,
  type PodcastEpisodeCard,
  type PodcastEpisodeDetail,
  type PodcastShowCard,
  type PodcastShowDetail,
  SLUG_PATTERN,
  type Topic,
  type VideoCard,
  type VideoDetail,
} from '@magazine/contracts';
import { getPublic, getPublicList } from '../api-client/server';

export function getPodcastEpisodes(language: Locale, limit = 6): Promise<PodcastEpisodeCard[]> {
  return getPublicList('v2/podcast-episodes', { query: { language, limit }, tags: ['podcasts'] });
}

export function getVideos(language: Locale, limit = 6): Promise<VideoCard[]> {
  return getPublicList('v2/videos', { query: { language, limit }, tags: ['videos'] });
}

export function getEvents(
  language: Locale,
  limit = 6,
  state?: EventState,
  programme?: EventProgramme,
): Promise<EventCard[]> {
  return getPublicList('v2/events', { query: { language, limit, state, programme }, tags: ['events'] });
}

export function getTopics(language: Locale): Promise<Topic[]> {
  return getPublicList('v2/topics', { query: { language }, tags: ['topics'] });
}

/** A slug the API could know: anything else is a 404 without asking (the API would answer 400). */
function isSlug(value: string): boolean {
  return value.length <= 200 && SLUG_PATTERN.test(value);
}

export function getPodcastShows(language: Locale, limit = 24): Promise<PodcastShowCard[]> {
  return getPublicList('v2/podcast-shows', { query: { language, limit }, tags: ['podcasts'] });
}

/** null when there is no such show (or the slug cannot be one). */
export async function getPodcastShow(
  slug: string,
  language: Locale,
  page = 1,
  limit = 24,
): Promise<PodcastShowDetail | null> {
  if (!isSlug(slug)) return null;
  return getPublic<PodcastShowDetail>(`v2/podcast-show/${slug}`, {
    query: { language, page, limit },
    tags: ['podcasts', `podcast-show:${slug}`],
  });
}

/** null when there is no such episode in that show. */
export async function getPodcastEpisode(
  show: string,
  episode: string,
  language: Locale,
): Promise<PodcastEpisodeDetail | null> {
  if (!isSlug(show) || !isSlug(episode)) return null;
  return getPublic<PodcastEpisodeDetail>(`v2/podcast-episode/${show}/${episode}`, {
    query: { language },
    tags: ['podcasts', `podcast-show:${show}`],
  });
}

/** null when there is no such video. */
export async function getEvent(slug: string, language: Locale): Promise<EventDetail | null> {
  if (!isSlug(slug)) return null;
  return getPublic<EventDetail>(`v2/event/${slug}`, {
    query: { language },
    tags: ['events', `event:${slug}`],
  });
}

export async function getVideo(slug: string, language: Locale): Promise<VideoDetail | null> {
  if (!isSlug(slug)) return null;
  return getPublic<VideoDetail>(`v2/video/${slug}`, {
    query: { language },
    tags: ['videos', `video:${slug}`],
  });
}
