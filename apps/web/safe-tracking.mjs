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

const HEAD_END = Buffer.from('</head>');
// the page's own robots tags (the search page's "noindex, follow"): the flag's stricter one
// replaces them, so the head does not say two things
const OWN_ROBOTS = /<meta name="robots" content="[^"]*"\s*\/?>/g;

/**
 * `body` with the robots meta tag at the start of its head and none of the page's own (an HTML
 * page), else `body` itself.
 */
export function withRobotsMeta(body) {
  const head = body.indexOf(HEAD);
  if (head === -1) return body;
  let at = head + HEAD.length;
  const charset = CHARSET.exec(body.subarray(at, at + 200).toString('latin1'));
  if (charset) at += charset[0].length;
  const end = body.indexOf(HEAD_END, at);
  const rest = end === -1 ? body.subarray(at) : body.subarray(at, end);
  // latin1 keeps every byte as it is (the page's UTF-8 text included)
  const own = rest.toString('latin1');
  const cleaned = own.replace(OWN_ROBOTS, '');
  const headRest = cleaned === own ? rest : Buffer.from(cleaned, 'latin1');
  return Buffer.concat([
    body.subarray(0, at),
    META,
    headRest,
    end === -1 ? Buffer.alloc(0) : body.subarray(end),
  ]);
}
