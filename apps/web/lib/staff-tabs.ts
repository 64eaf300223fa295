import { firstParam } from './listing';
import { publicPath } from './routing/public-path';

// The tabs of a staff page read per request (the moderation queues, the pitches inbox): which
// one a `?…=` asks for, and each tab's and page's address with the defaults left out.

/** The tab a query value names, or the first of `tabs` (the default) for anything else. */
export function tabOf<T extends string>(value: string | string[] | undefined, tabs: readonly T[]): T {
  const raw = firstParam(value);
  return tabs.find((tab) => tab === raw) ?? tabs[0]!;
}

/** `/en/moderation?filter=reported&page=2`: the default tab (the first) and page 1 are not written. */
export function tabPath<T extends string>(
  locale: 'vi' | 'en',
  path: string,
  param: string,
  tabs: readonly T[],
  tab: T,
  page = 1,
): string {
  const query = new URLSearchParams();
  if (tab !== tabs[0]) query.set(param, tab);
  if (page > 1) query.set('page', String(page));
  const qs = query.toString();
  return `${publicPath(path, locale)}${qs ? `?${qs}` : ''}`;
}
