import { describe, expect, it } from 'vitest';
import { isoDuration, podcastEpisodePath, podcastFeedPath, podcastShowPath, videoPath } from './media';

describe('media paths', () => {
  it('puts shows, episodes, feeds and videos under /podcast and /video, English under /en', () => {
    expect(podcastShowPath('vi', 'ca-phe-sang')).toBe('/podcast/ca-phe-sang');
    expect(podcastShowPath('en', 'saigon-after-dark')).toBe('/en/podcast/saigon-after-dark');
    expect(podcastEpisodePath('vi', 'ca-phe-sang', 'nghe-mua')).toBe('/podcast/ca-phe-sang/nghe-mua');
    expect(podcastEpisodePath('en', 'show', 'ep')).toBe('/en/podcast/show/ep');
    expect(podcastFeedPath('vi', 'ca-phe-sang')).toBe('/podcast/ca-phe-sang/feed.xml');
    expect(podcastFeedPath('en', 'show')).toBe('/en/podcast/show/feed.xml');
    expect(videoPath('vi', 'da-lat')).toBe('/video/da-lat');
    expect(videoPath('en', 'da-lat')).toBe('/en/video/da-lat');
  });
});

describe('isoDuration', () => {
  it('writes ISO 8601 durations, leaving out empty parts', () => {
    expect(isoDuration(0)).toBe('PT0S');
    expect(isoDuration(10)).toBe('PT10S');
    expect(isoDuration(60)).toBe('PT1M');
    expect(isoDuration(3725)).toBe('PT1H2M5S');
    expect(isoDuration(7200)).toBe('PT2H');
    expect(isoDuration(12.9)).toBe('PT12S');
  });
});
