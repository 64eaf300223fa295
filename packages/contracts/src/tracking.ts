import { z } from 'zod';
import { MAX_TIME_ON_PAGE_MS, SCROLL_MILESTONES } from './constants';
import { LanguageParam } from './language';

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

// ---- payloads (SPEC §3 "Tracking payloads", §7 "Tracking and reporting") --------------------

/** The kinds of POST v2/tracking/{kind}. */
export const TRACKING_KINDS = [
  'visit-page',
  'view-page',
  'scroll-page',
  'article-scroll',
  'user-on-page',
  'click-item',
] as const;
export type TrackingKind = (typeof TRACKING_KINDS)[number];

/** A browser tab's session id: made in the browser, letters, digits, - and _. */
const SessionId = z.string().regex(/^[\w-]{8,64}$/, 'A session id is 8–64 letters, digits, - or _');
const Milestone = z
  .number()
  .int()
  .refine((n) => (SCROLL_MILESTONES as readonly number[]).includes(n), 'One of 25, 50, 75 or 100');

/** What every tracking event says of the page (SPEC §3 "common"). */
export const TrackingPage = z.strictObject({
  language: LanguageParam,
  pageType: PageType,
  title: z.string().trim().min(1).max(300),
  /** the page's path without its language prefix ("" for a home page) */
  slug: z.string().trim().max(300).default(''),
  platform: Platform,
  sessionId: SessionId.optional(),
});
export type TrackingPage = z.infer<typeof TrackingPage>;

export const VisitPageBody = TrackingPage;
export const ViewPageBody = TrackingPage;
export const ScrollPageBody = TrackingPage.extend({ percent: Milestone });
export const ArticleScrollBody = TrackingPage.extend({ articleId: z.uuid(), percent: Milestone });
/** Sent only when the session id and the time on the page are both there (SPEC §7). */
export const UserOnPageBody = TrackingPage.extend({
  sessionId: SessionId,
  timeOnPage: z.number().int().min(1).max(MAX_TIME_ON_PAGE_MS),
});
export const ClickItemBody = TrackingPage.extend({
  targetName: TrackingTarget,
  action: TrackingAction,
  /** the target's slug or id, when the item has one */
  targetId: z.string().trim().min(1).max(300).optional(),
  actionDetail: z.strictObject({ type: TrackingDetailType }).optional(),
});

/** Each kind's body. */
export const TRACKING_BODIES = {
  'visit-page': VisitPageBody,
  'view-page': ViewPageBody,
  'scroll-page': ScrollPageBody,
  'article-scroll': ArticleScrollBody,
  'user-on-page': UserOnPageBody,
  'click-item': ClickItemBody,
} as const satisfies Record<TrackingKind, z.ZodType>;
export type TrackingBody = z.infer<(typeof TRACKING_BODIES)[TrackingKind]>;

/** POST v2/report/error: an error a reader's page met, for the team to look at. */
export const ErrorReportBody = z.strictObject({
  message: z.string().trim().min(1).max(1000),
  stack: z.string().max(8000).optional(),
  /** Next's digest of a server error, which names it in the server's log */
  digest: z.string().max(64).optional(),
  path: z.string().startsWith('/').max(500),
  language: LanguageParam,
  platform: Platform,
});
export type ErrorReportBody = z.infer<typeof ErrorReportBody>;

/** What a tracking or report call answers. */
export const Recorded = z.object({ recorded: z.literal(true) });
