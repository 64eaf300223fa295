// SPEC §2: "The query flag safeTracking makes the page noindex/nofollow."
//
// A flag: present with any value or none (`?safeTracking`, `?safeTracking=1`). The site's server
// says so twice, for every kind of reader: an `X-Robots-Tag` header on the answer, and the robots
// meta tag written into the page's head (a crawler that reads only the HTML, a page served from a
// cache). Reading the query inside the React tree would make every page rendered per request; here
// the page stays the one Next cached, and the page cache and nginx key each address with its query.
// Both come from server.mjs: `next dev` alone marks nothing.

export const NO_INDEX = 'noindex, nofollow';

const HEAD = Buffer.from('<head>');
const META = Buffer.from(`<meta name="robots" content="${NO_INDEX}"/>`);

/** Whether the request's address carries the flag. */
export function hasSafeTracking(url) {
  const query = (url ?? '').indexOf('?');
  if (query === -1) return false;
  return new URLSearchParams(url.slice(query + 1)).has('safeTracking');
}

// a charset declaration stays the head's first element (AMP's validator requires it)
const CHARSET = /^\s*<meta charset=[^>]*>/i;

/** `body` with the robots meta tag at the start of its head (an HTML page), else `body` itself. */
export function withRobotsMeta(body) {
  const head = body.indexOf(HEAD);
  if (head === -1) return body;
  let at = head + HEAD.length;
  const charset = CHARSET.exec(body.subarray(at, at + 200).toString('latin1'));
  if (charset) at += charset[0].length;
  return Buffer.concat([body.subarray(0, at), META, body.subarray(at)]);
}
