import { z } from 'zod';

// Tracking enums of SPEC §3.
export const TRACKING_TARGETS = ['article', 'podcastEpisode', 'video', 'author'] as const;
export const TrackingTarget = z.enum(TRACKING_TARGETS);

export const TRACKING_ACTIONS = [
  'navigate',
  'view',
  'follow',
  'unfollow',
  'bookmark',
  'unbookmark',
  'play',
] as const;
export const TrackingAction = z.enum(TRACKING_ACTIONS);

export const TRACKING_DETAIL_TYPES = ['series', 'topic', 'tag', 'podcast', 'video', 'author'] as const;
export const TrackingDetailType = z.enum(TRACKING_DETAIL_TYPES);

export const PLATFORMS = ['Web Mobile', 'Web Desktop'] as const;
export const Platform = z.enum(PLATFORMS);

export const PAGE_TYPES = ['Home', 'Article', 'Unknown'] as const;
export const PageType = z.enum(PAGE_TYPES);
