import type { EventCard, PodcastEpisodeDetail, PodcastShowDetail, VideoDetail } from '@magazine/contracts';
import { describe, expect, it } from 'vitest';
import { env } from './env';
import { eventLd, eventsLd, jsonLdString, podcastEpisodeLd, podcastSeriesLd, videoLd } from './media-json-ld';

const image = {
  alt: 'Bìa',
  sizes: {
    SIX_NINE_1280x720: '/media/pool/01/SIX_NINE_1280x720.webp',
    ONE_ONE_320x320: '/media/pool/01/ONE_ONE_320x320.webp',
  },
};
const site = env.PUBLIC_URL;
const showCard = {
  _id: '0190a1b2-0000-7000-8000-000000000001',
  slug: 'ca-phe-sang',
  language: 'vi' as const,
  path: '/podcast/ca-phe-sang',
  feedPath: '/podcast/ca-phe-sang/feed.xml',
  title: 'Cà Phê Sáng',
  description: 'Chuyện buổi sáng',
  author: '',
  category: 'Society & Culture',
  cover: image,
  episodeCount: 1,
  latestEpisodeAt: '2026-11-20T00:00:00.000Z',
};
const episodeCard = {
  _id: '0190a1b2-0000-7000-8000-000000000002',
  slug: 'nghe-mua',
  path: '/podcast/ca-phe-sang/nghe-mua',
  title: 'Nghe mưa </script><b>',
  description: 'Mưa',
  show: { _id: showCard._id, slug: showCard.slug, title: showCard.title },
  cover: image,
  audioUrl: '/media/audio/morning-bells.mp3',
  durationSeconds: 3725,
  publishedAt: '2026-11-20T00:00:00.000Z',
};

describe('structured data of media pages', () => {
  it('describes a show as a PodcastSeries with its feed and episodes', () => {
    const show: PodcastShowDetail = {
      ...showCard,
      url_meta: {
        path: showCard.path,
        canonical: `${site}/podcast/ca-phe-sang`,
        alternates: { vi: showCard.path },
      },
      feedUrl: `${site}/podcast/ca-phe-sang/feed.xml`,
      episodes: { docs: [episodeCard], page: 1, limit: 50, hasNextPage: false },
    };
    const ld = podcastSeriesLd(show, 'Tạp Chí');
    expect(ld).toMatchObject({
      '@type': 'PodcastSeries',
      webFeed: `${site}/podcast/ca-phe-sang/feed.xml`,
      author: { name: 'Tạp Chí' },
      image: `${site}/media/pool/01/ONE_ONE_320x320.webp`,
    });
    expect((ld.episode as { url: string }[])[0]!.url).toBe(`${site}/podcast/ca-phe-sang/nghe-mua`);
  });

  it('describes an episode with its audio file and its series', () => {
    const episode: PodcastEpisodeDetail = {
      ...episodeCard,
      language: 'vi',
      show: showCard,
      audioBytes: 20340,
      audioType: 'audio/mpeg',
      url_meta: { path: episodeCard.path, canonical: `${site}${episodeCard.path}`, alternates: {} },
      previous: null,
      next: null,
    };
    expect(podcastEpisodeLd(episode)).toMatchObject({
      '@type': 'PodcastEpisode',
      timeRequired: 'PT1H2M5S',
      associatedMedia: {
        '@type': 'MediaObject',
        contentUrl: `${site}/media/audio/morning-bells.mp3`,
        encodingFormat: 'audio/mpeg',
      },
      partOfSeries: { '@type': 'PodcastSeries', url: `${site}/podcast/ca-phe-sang` },
    });
  });

  it('describes a video as a VideoObject with absolute thumbnail and content URLs', () => {
    const video: VideoDetail = {
      _id: '0190a1b2-0000-7000-8000-000000000003',
      slug: 'da-lat',
      language: 'en',
      path: '/en/video/da-lat',
      title: 'Da Lat',
      description: 'Mist',
      thumbnail: image,
      translation: null,
      videoUrl: '/media/video/gradients.mp4',
      durationSeconds: 6,
      publishedAt: '2026-11-20T00:00:00.000Z',
      viewCount: 1200,
      url_meta: { path: '/en/video/da-lat', canonical: `${site}/en/video/da-lat`, alternates: {} },
      more: [],
    };
    expect(videoLd(video)).toMatchObject({
      '@type': 'VideoObject',
      duration: 'PT6S',
      uploadDate: '2026-11-20T00:00:00.000Z',
      contentUrl: `${site}/media/video/gradients.mp4`,
      thumbnailUrl: [`${site}/media/pool/01/SIX_NINE_1280x720.webp`],
    });
  });

  it('lists events with their dates and place', () => {
    const event: EventCard = {
      _id: '0190a1b2-0000-7000-8000-000000000004',
      slug: 'cho-dem',
      language: 'vi',
      path: '/events/cho-dem',
      title: 'Chợ đêm',
      excerpt: 'Ẩm thực',
      venue: 'Nhà Văn hoá Thanh niên',
      city: 'TP. Hồ Chí Minh',
      startAt: '2026-12-01T02:00:00.000Z',
      endAt: '2026-12-01T14:00:00.000Z',
      state: 'coming-soon',
      cover: image,
    };
    const ld = eventsLd([event]);
    expect((ld['@graph'] as unknown[])[0]).toMatchObject({
      '@type': 'Event',
      name: 'Chợ đêm',
      description: 'Ẩm thực',
      url: `${site}/events/cho-dem`,
      startDate: event.startAt,
      location: { '@type': 'Place', name: event.venue, address: { addressLocality: event.city } },
    });
    // an event's own page describes it in full
    expect(eventLd(event, 'Ba ngày ẩm thực')).toMatchObject({
      description: 'Ba ngày ẩm thực',
      url: `${site}/events/cho-dem`,
    });
    expect((eventLd(event).location as Record<string, unknown>).geo).toBeUndefined();
    // with the venue's point, its coordinates
    const located = eventLd({ ...event, location: { latitude: 10.7818, longitude: 106.6983 } });
    expect(located.location).toMatchObject({
      geo: { '@type': 'GeoCoordinates', latitude: 10.7818, longitude: 106.6983 },
    });
  });

  it('writes valid JSON that no text can end the script tag with', () => {
    const json = jsonLdString({ '@type': 'Thing', name: episodeCard.title });
    expect(json).not.toContain('</script>');
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Thing',
      name: episodeCard.title,
    });
  });
});
