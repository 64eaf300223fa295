import { describe, expect, it } from 'vitest';
import {
  isUntracked,
  newMilestones,
  newSessionId,
  pageTypeOf,
  seenPercent,
  targetOf,
  timeOnPage,
  trackingSlug,
} from './page-events';
import { platformOf } from './platform';

describe('page tracking rules', () => {
  it('names the page by its path without the language', () => {
    expect(trackingSlug('/')).toBe('');
    expect(trackingSlug('/en')).toBe('');
    expect(trackingSlug('/duong-pho-sai-gon')).toBe('duong-pho-sai-gon');
    expect(trackingSlug('/en/saigon-streets')).toBe('saigon-streets');
    expect(trackingSlug('/en/topic/food')).toBe('topic/food');
    expect(trackingSlug('/english-breakfast')).toBe('english-breakfast');
  });

  it('types a page Home, Article (only when it shows the article) or Unknown', () => {
    expect(pageTypeOf('', false)).toBe('Home');
    expect(pageTypeOf('duong-pho-sai-gon', true)).toBe('Article');
    // an article path that answered 404 shows no article
    expect(pageTypeOf('khong-co-bai-nay', false)).toBe('Unknown');
    expect(pageTypeOf('tim-kiem', false)).toBe('Unknown');
  });

  it('is mobile below 830 px', () => {
    expect(platformOf(390)).toBe('Web Mobile');
    expect(platformOf(829)).toBe('Web Mobile');
    expect(platformOf(830)).toBe('Web Desktop');
  });

  it('never starts on a draft’s preview', () => {
    expect(isUntracked('/preview-article')).toBe(true);
    expect(isUntracked('/en/preview-article')).toBe(true);
    expect(isUntracked('/preview-articles-of-2026')).toBe(false);
    expect(isUntracked('/')).toBe(false);
  });

  it('reports each scroll milestone once, in order', () => {
    expect(seenPercent(0, 2000, 800)).toBe(40);
    expect(seenPercent(-1200, 2000, 800)).toBe(100);
    expect(seenPercent(900, 2000, 800)).toBe(0);
    expect(seenPercent(0, 0, 800)).toBe(100);
    expect(newMilestones(40, new Set())).toEqual([25]);
    expect(newMilestones(80, new Set([25]))).toEqual([50, 75]);
    expect(newMilestones(100, new Set([25, 50, 75]))).toEqual([100]);
    expect(newMilestones(100, new Set([25, 50, 75, 100]))).toEqual([]);
  });

  it('caps the time on a page at 12 hours and makes it whole milliseconds', () => {
    expect(timeOnPage(1234.6)).toBe(1235);
    expect(timeOnPage(13 * 3600_000)).toBe(12 * 3600_000);
  });

  it('makes a session id the API takes', () => {
    const id = newSessionId((bytes) => bytes.fill(171));
    expect(id).toBe('ab'.repeat(12));
    expect(id).toMatch(/^[\w-]{8,64}$/);
  });
});

describe('which item a link opens (click-item targets, SPEC §3)', () => {
  it('knows a video, an episode, an author and an article by their addresses, in both languages', () => {
    expect(targetOf('/video/pho-dem')).toBe('video');
    expect(targetOf('/en/video/night-pho')).toBe('video');
    expect(targetOf('/podcast/an-gi/tap-1')).toBe('podcastEpisode');
    expect(targetOf('/contributors/lan-nguyen?tab=articles')).toBe('author');
    expect(targetOf('/duong-pho-sai-gon')).toBe('article');
    expect(targetOf('/en/saigon-streets#comments')).toBe('article');
    expect(targetOf('/open-publishing/ban-doc-viet')).toBe('article');
    expect(targetOf('/english-breakfast')).toBe('article');
  });

  it('leaves out what is not an item: a show, a topic, an event, a page of a list, the home page', () => {
    expect(targetOf('/podcast/an-gi')).toBeNull();
    expect(targetOf('/en/topic/food')).toBeNull();
    expect(targetOf('/events/le-hoi-am-thuc')).toBeNull();
    expect(targetOf('/chu-de/am-thuc/2')).toBeNull();
    expect(targetOf('/')).toBeNull();
  });
});
