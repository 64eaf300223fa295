import { LIST_PAGE_MAX } from '@magazine/contracts';

/**
 * The page number of a listing URL: none is page 1, `/2` … is that page; anything else (`/1`,
 * `/02`, `/x`, past the API's bound) is null, which the page turns into a 404 or a redirect.
 */
export function parsePageSegment(segment: string | undefined): number | null {
  if (segment === undefined) return 1;
  if (!/^[1-9][0-9]{0,4}$/.test(segment)) return null;
  const page = Number(segment);
  return page >= 2 && page <= LIST_PAGE_MAX ? page : null;
}

/** The first value of a search parameter (`?q=a&q=b` is "a"). */
export const firstParam = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** `?page=` of a page read per request (profile tabs, moderation): a whole number from 1, else 1. */
export function pageQuery(value: string | string[] | undefined): number {
  const raw = firstParam(value);
  if (!raw || !/^[1-9]\d{0,3}$/.test(raw)) return 1;
  return Math.min(Number(raw), LIST_PAGE_MAX);
}

/**
 * The page "newer" leads to from page `current` (none from the first): the one before; past the
 * end (`empty`), the last page that has items when `lastPage` is known, else none (the first-page
 * link is the way back), so it never leads to another empty page.
 */
export function newerPage(current: number, empty: boolean, lastPage: number | null): number | null {
  if (current <= 1) return null;
  if (!empty) return current - 1;
  return lastPage === null ? null : Math.min(current - 1, lastPage);
}

/** The URL of page `n` of a listing whose first page is `base`. */
export function pageHref(base: string, page: number): string {
  return page <= 1 ? base : `${base.replace(/\/$/, '')}/${page}`;
}

/** Filters of `v2/latest-article` a listing page uses (and `/api/articles` passes on). */
export type ListingFilter = {
  groupTopic?: string;
  tag?: string;
  author?: string;
  series?: string;
  vertical?: string;
};
