import {
  MAX_TIME_ON_PAGE_MS,
  MOBILE_MAX_WIDTH_PX,
  type PAGE_TYPES,
  SCROLL_MILESTONES,
} from '@magazine/contracts';

// The rules of the page tracker (components/layout/page-tracker.tsx), apart from the DOM.

export type PageType = (typeof PAGE_TYPES)[number];

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

export const platformOf = (viewportWidth: number) =>
  viewportWidth < MOBILE_MAX_WIDTH_PX ? ('Web Mobile' as const) : ('Web Desktop' as const);

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
