import { MAX_TIME_ON_PAGE_MS, type PAGE_TYPES, SCROLL_MILESTONES } from '@magazine/contracts';

// The rules of page tracking (components/layout/page-tracking.tsx), apart from the DOM.

export type PageType = (typeof PAGE_TYPES)[number];

/** What every event of a page carries (SPEC §7 v2/tracking/*). */
export type TrackedPage = {
  language: 'vi' | 'en';
  pageType: PageType;
  title: string;
  slug: string;
  platform: 'Web Mobile' | 'Web Desktop';
  sessionId: string;
};

/** The page's path without its language prefix and leading slash: "" for a home page. */
export function trackingSlug(pathname: string): string {
  return pathname.replace(/^\/en(?=\/|$)/, '').replace(/^\/+/, '');
}

/**
 * Home for a home page; Article for a page that shows an article (SPEC §2: an article path
 * counts as Article unless it answered an error, when it shows no article); Unknown otherwise.
 */
export function pageTypeOf(slug: string, showsArticle: boolean): PageType {
  if (slug === '') return 'Home';
  return showsArticle ? 'Article' : 'Unknown';
}

/** Pages where tracking never starts (SPEC §2: the preview of a draft). */
export const isUntracked = (pathname: string) => /^(\/en)?\/preview-article(\/|$)/.test(pathname);

/** How much of a box the reader has seen, 0–100: its part above the viewport's bottom edge. */
export function seenPercent(boxTop: number, boxHeight: number, viewportHeight: number): number {
  if (boxHeight <= 0) return 100;
  const seen = viewportHeight - boxTop;
  return Math.max(0, Math.min(100, (seen / boxHeight) * 100));
}

/** The milestones (25, 50, 75, 100) `percent` reaches that were not reached before, in order. */
export function newMilestones(percent: number, reached: ReadonlySet<number>): number[] {
  return SCROLL_MILESTONES.filter((m) => percent >= m && !reached.has(m));
}

/** Visible time on a page, as user-on-page reports it: whole milliseconds, at most the cap. */
export const timeOnPage = (visibleMs: number) => Math.min(Math.round(visibleMs), MAX_TIME_ON_PAGE_MS);

/** A tab's session id: 24 hex digits (crypto.randomUUID needs a secure context; this does not). */
export function newSessionId(random: (bytes: Uint8Array) => Uint8Array): string {
  return Array.from(random(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Which item a link opens, by its address (SPEC §3 targets): a video, an episode, an author or
 * an article (one path segment, or an open-publishing piece); null for anything else (a show, an
 * event, a collection, a page of a list).
 */
export function targetOf(href: string): 'video' | 'podcastEpisode' | 'author' | 'article' | null {
  const path = href.replace(/[?#].*$/, '').replace(/^\/en(?=\/)/, '');
  if (/^\/video\/[^/]+$/.test(path)) return 'video';
  if (/^\/podcast\/[^/]+\/[^/]+$/.test(path)) return 'podcastEpisode';
  if (/^\/contributors\/[^/]+$/.test(path)) return 'author';
  if (/^\/(open-publishing\/)?[^/]+$/.test(path)) return 'article';
  return null;
}
