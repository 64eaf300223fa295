import { z } from 'zod';
import { LIST_LIMIT_MAX } from './constants';
import { ImageSet } from './images';
import { DEFAULT_LOCALE, Language } from './locale';
import { Id } from './taxonomy';

export const PodcastEpisodeCard = z.object({
  _id: Id,
  slug: z.string(),
  path: z.string(),
  title: z.string(),
  description: z.string(),
  show: z.object({ _id: Id, slug: z.string(), title: z.string() }),
  cover: ImageSet,
  audioUrl: z.string(),
  durationSeconds: z.number().int(),
  publishedAt: z.string(),
});
export type PodcastEpisodeCard = z.infer<typeof PodcastEpisodeCard>;

export const VideoCard = z.object({
  _id: Id,
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  thumbnail: ImageSet,
  videoUrl: z.string(),
  durationSeconds: z.number().int(),
  publishedAt: z.string(),
  viewCount: z.number().int(),
});
export type VideoCard = z.infer<typeof VideoCard>;

export const EVENT_STATES = ['coming-soon', 'happening', 'ended'] as const;
export const EventState = z.enum(EVENT_STATES);
export type EventState = z.infer<typeof EventState>;

/** Derived, never stored: coming soon before the start, happening until the end, then ended. */
export function eventState(startAt: Date, endAt: Date, now: Date = new Date()): EventState {
  if (now.getTime() < startAt.getTime()) return 'coming-soon';
  if (now.getTime() <= endAt.getTime()) return 'happening';
  return 'ended';
}

export const EventCard = z.object({
  _id: Id,
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  venue: z.string(),
  city: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  state: EventState,
  cover: ImageSet,
});
export type EventCard = z.infer<typeof EventCard>;

export const MediaListQuery = z.object({
  language: Language.default(DEFAULT_LOCALE),
  limit: z.coerce.number().int().min(1).max(LIST_LIMIT_MAX).default(6),
});
export const EventListQuery = MediaListQuery.extend({ state: EventState.optional() });
