// A page that sends the reader on (an article asked for in the other language with `?lang=`, a
// topic or collection by its other language's slug, a redirected article) answers with Next's
// `redirect()`, whose Location is the bare path: the query the reader came with was lost there,
// `?safeTracking` (SPEC §2: noindex, nofollow) and campaign tags with it. Next's own config
// redirects keep the query; this gives the pages' redirects those two. Only those: a link's
// token (`/reset-password?token=…`, an unsubscribe) must not follow the reader to the next
// address, and `lang` stays behind, the address it leads to being in the language it asked for.

import { changeHeaderAtHead } from './head-edits.mjs';

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const CARRIED = (name) => name === 'safeTracking' || name.startsWith('utm_');

/**
 * `location` with `safeTracking` and the `utm_*` tags of `requestUrl`, when `location` is a path
 * of this site without a query of its own; else `location` unchanged.
 */
export function carryQuery(location, requestUrl) {
  if (typeof location !== 'string' || !location.startsWith('/') || location.startsWith('//')) return location;
  if (location.includes('?')) return location;
  const at = (requestUrl ?? '').indexOf('?');
  if (at === -1) return location;
  const query = new URLSearchParams(
    [...new URLSearchParams(requestUrl.slice(at + 1).split('#')[0])].filter(([name]) => CARRIED(name)),
  );
  const search = query.toString();
  if (!search) return location;
  const hashAt = location.indexOf('#');
  return hashAt === -1
    ? `${location}?${search}`
    : `${location.slice(0, hashAt)}?${search}${location.slice(hashAt)}`;
}

/** A GET's redirect keeps the query it was asked with (see the top of this file). */
export function keepQueryOnRedirects(req, res) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return;
  if (!(req.url ?? '').includes('?')) return;
  changeHeaderAtHead(res, 'location', (value, status) =>
    REDIRECTS.has(status) && typeof value === 'string' ? carryQuery(value, req.url) : undefined,
  );
}
