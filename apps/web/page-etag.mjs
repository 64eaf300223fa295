// A page's ETag, made from the bytes sent (script-policy.mjs), and the If-None-Match test the
// script-policy layer and the page cache (page-cache.mjs) answer a 304 by. Next's own
// (`generateEtags`, off in next.config.ts) hashes the page in JavaScript one character at a time:
// ~1 ms for a 130 KB page, 18% of the site's CPU when serving cached pages; SHA-1 here is native.
import { createHash } from 'node:crypto';

/** The strong validator of a body: its SHA-1 and length, as Next's ETags give the length too. */
export function etagOf(body) {
  return `"${createHash('sha1').update(body).digest('base64url')}${body.length.toString(36)}"`;
}

/** Whether an If-None-Match header names this ETag (weak comparison, RFC 9110 §13.1.2). */
export function matchesEtag(ifNoneMatch, etag) {
  if (!ifNoneMatch) return false;
  const opaque = (tag) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
