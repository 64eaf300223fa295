import { z } from 'zod';
import { UrlMeta } from './articles';
import { LIST_DEFAULT_LIMIT, LIST_LIMIT_MAX, LIST_PAGE_MAX } from './constants';
import { ImageSet } from './images';
import { Language, LanguageParam } from './language';
import { articlePath, DEFAULT_LOCALE, type Locale } from './locale';
import { queryInt } from './query';
import { Id, Slug } from './taxonomy';

// ---- public paths (the same in both languages, under /en for English) -------------------

export function podcastShowPath(language: Locale, show: string): string {
  return articlePath(language, `podcast/${show}`);
}
export function podcastEpisodePath(language: Locale, show: string, episode: string): string {
  return articlePath(language, `podcast/${show}/${episode}`);
}
/** The show's RSS feed (with <enclosure> and the iTunes tags), on the site. */
export function podcastFeedPath(language: Locale, show: string): string {
  return `${podcastShowPath(language, show)}/feed.xml`;
}
export function videoPath(language: Locale, slug: string): string {
  return articlePath(language, `video/${slug}`);
}
/** ISO 8601 duration (schema.org `duration`, e.g. PT1H2M5S) of a number of seconds. */
export function isoDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${sec || (!h && !m) ? `${sec}S` : ''}`;
}

export const PODCAST_SHOWS_DEFAULT_LIMIT = 12;
export const PODCAST_EPISODES_DEFAULT_LIMIT = LIST_DEFAULT_LIMIT;
/** Other videos under a video: the newest of its language. */
export const MORE_VIDEOS_LIMIT = 4;
/** Episodes in a show's feed, newest first. */
export const PODCAST_FEED_MAX_EPISODES = 300;

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

export const PodcastShowCard = z.object({
  _id: Id,
  slug: z.string(),
  language: Language,
  path: z.string(),
  /** the show's RSS feed on the site */
  feedPath: z.string(),
  title: z.string(),
  description: z.string(),
  author: z.string(),
  /** an Apple Podcasts category, "Parent > Child" for a subcategory */
  category: z.string(),
  cover: ImageSet,
  /** live episodes */
  episodeCount: z.number().int(),
  latestEpisodeAt: z.string().nullable(),
});
export type PodcastShowCard = z.infer<typeof PodcastShowCard>;

export const PodcastEpisodePage = z.object({
  docs: z.array(PodcastEpisodeCard),
  page: z.number().int(),
  limit: z.number().int(),
  hasNextPage: z.boolean(),
});
export type PodcastEpisodePage = z.infer<typeof PodcastEpisodePage>;

/** A show with one page of its episodes, newest first. */
export const PodcastShowDetail = PodcastShowCard.extend({
  url_meta: UrlMeta,
  /** absolute URL of the feed */
  feedUrl: z.string(),
  episodes: PodcastEpisodePage,
});
export type PodcastShowDetail = z.infer<typeof PodcastShowDetail>;

export const PodcastEpisodeDetail = PodcastEpisodeCard.extend({
  language: Language,
  show: PodcastShowCard,
  /** the audio file's size in bytes and its MIME type (the feed's enclosure) */
  audioBytes: z.number().int(),
  audioType: z.string(),
  url_meta: UrlMeta,
  /** the show's episode published just before this one, and just after */
  previous: PodcastEpisodeCard.nullable(),
  next: PodcastEpisodeCard.nullable(),
});
export type PodcastEpisodeDetail = z.infer<typeof PodcastEpisodeDetail>;

export const VideoCard = z.object({
  _id: Id,
  slug: z.string(),
  language: Language,
  path: z.string(),
  title: z.string(),
  description: z.string(),
  thumbnail: ImageSet,
  videoUrl: z.string(),
  durationSeconds: z.number().int(),
  publishedAt: z.string(),
  viewCount: z.number().int(),
});
export type VideoCard = z.infer<typeof VideoCard>;

export const VideoDetail = VideoCard.extend({
  url_meta: UrlMeta,
  /** the same video in the other language, when it is published there */
  translation: z.object({ language: Language, slug: z.string(), path: z.string() }).nullable(),
  /** a few other videos of the language, newest first */
  more: z.array(VideoCard),
});
export type VideoDetail = z.infer<typeof VideoDetail>;

export const MediaListQuery = z.object({
  language: LanguageParam.default(DEFAULT_LOCALE),
  limit: queryInt(1, LIST_LIMIT_MAX).default(6),
});

const page = queryInt(1, LIST_PAGE_MAX).default(1);
const limit = (fallback: number) => queryInt(1, LIST_LIMIT_MAX).default(fallback);
const language = LanguageParam.default(DEFAULT_LOCALE);

export const PodcastShowListQuery = z.object({ language, limit: limit(PODCAST_SHOWS_DEFAULT_LIMIT) });
export const PodcastShowParams = z.object({ slug: Slug });
export const PodcastShowQuery = z.object({ language, page, limit: limit(PODCAST_EPISODES_DEFAULT_LIMIT) });
export type PodcastShowQuery = z.infer<typeof PodcastShowQuery>;
export const PodcastEpisodeParams = z.object({ show: Slug, episode: Slug });
export const VideoParams = z.object({ slug: Slug });
export const MediaLanguageQuery = z.object({ language });
