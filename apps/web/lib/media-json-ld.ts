import {
  type EventCard,
  type GeoPoint,
  type ImageSet,
  isoDuration,
  type PodcastEpisodeDetail,
  type PodcastShowDetail,
  type VideoDetail,
} from '@magazine/contracts';
import { largestImageUrl } from './image-source';
import { absoluteUrl } from './media-metadata';

type Ld = Record<string, unknown>;

/**
 * The text of a JSON-LD script: schema.org context added, and every "<" escaped so that no
 * text in it (a title with "</script>") can close the tag. Still valid JSON.
 */
export function jsonLdString(data: Ld): string {
  return JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c');
}

function imageUrl(image: ImageSet): string | undefined {
  const url = image.sizes.ONE_ONE_320x320 ?? largestImageUrl(image);
  return url ? absoluteUrl(url) : undefined;
}

/** schema.org PodcastSeries of a show page, with its feed and the episodes listed. */
export function podcastSeriesLd(show: PodcastShowDetail, publisher: string): Ld {
  return {
    '@type': 'PodcastSeries',
    name: show.title,
    description: show.description,
    url: show.url_meta.canonical,
    inLanguage: show.language,
    image: imageUrl(show.cover),
    webFeed: show.feedUrl,
    author: { '@type': 'Organization', name: show.author || publisher },
    episode: show.episodes.docs.map((episode) => ({
      '@type': 'PodcastEpisode',
      name: episode.title,
      url: absoluteUrl(episode.path),
      datePublished: episode.publishedAt,
    })),
  };
}

/** schema.org PodcastEpisode of an episode page: its audio file, its show. */
export function podcastEpisodeLd(episode: PodcastEpisodeDetail): Ld {
  return {
    '@type': 'PodcastEpisode',
    name: episode.title,
    description: episode.description,
    url: episode.url_meta.canonical,
    inLanguage: episode.language,
    datePublished: episode.publishedAt,
    timeRequired: isoDuration(episode.durationSeconds),
    image: imageUrl(episode.cover),
    associatedMedia: {
      '@type': 'MediaObject',
      contentUrl: absoluteUrl(episode.audioUrl),
      encodingFormat: episode.audioType,
      contentSize: String(episode.audioBytes),
      duration: isoDuration(episode.durationSeconds),
    },
    partOfSeries: {
      '@type': 'PodcastSeries',
      name: episode.show.title,
      url: absoluteUrl(episode.show.path),
      webFeed: absoluteUrl(episode.show.feedPath),
    },
  };
}

/** schema.org VideoObject of a video page. */
export function videoLd(video: VideoDetail): Ld {
  const thumbnail = largestImageUrl(video.thumbnail);
  return {
    '@type': 'VideoObject',
    name: video.title,
    description: video.description,
    url: video.url_meta.canonical,
    inLanguage: video.language,
    uploadDate: video.publishedAt,
    duration: isoDuration(video.durationSeconds),
    thumbnailUrl: thumbnail ? [absoluteUrl(thumbnail)] : undefined,
    contentUrl: absoluteUrl(video.videoUrl),
    interactionStatistic: {
      '@type': 'InteractionCounter',
      interactionType: { '@type': 'WatchAction' },
      userInteractionCount: video.viewCount,
    },
  };
}

/** schema.org Event of an event: its page, dates and place. */
export function eventLd(
  event: EventCard & { location?: GeoPoint | null },
  description = event.excerpt,
  country = 'VN',
): Ld {
  const image = largestImageUrl(event.cover);
  return {
    '@type': 'Event',
    name: event.title,
    description,
    url: absoluteUrl(event.path),
    startDate: event.startAt,
    endDate: event.endAt,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: event.venue,
      address: { '@type': 'PostalAddress', addressLocality: event.city, addressCountry: country },
      geo: event.location
        ? {
            '@type': 'GeoCoordinates',
            latitude: event.location.latitude,
            longitude: event.location.longitude,
          }
        : undefined,
    },
    image: image ? [absoluteUrl(image)] : undefined,
  };
}

/** schema.org Events of the events list, each naming its own page. */
export function eventsLd(events: EventCard[]): Ld {
  return { '@graph': events.map((event) => eventLd(event)) };
}
