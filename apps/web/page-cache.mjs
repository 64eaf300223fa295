// The site's page cache: the last answer of each public page, kept in memory for a moment and
// served again without Next.js.
//
// Next.js serves a page from its own ISR cache in ~3 ms of CPU (its router, route matching, the
// render result's plumbing): on two cores that caps a page at a few hundred answers a second. A
// burst of readers on one article asks for the same bytes over and over; this keeps them, as
// nginx's proxy_cache does in front (deploy/nginx.conf) and with the same rules, so the site
// alone holds a burst too:
// - only what a shared cache may keep: a GET of a page (not /api, not /_next) without the router's
//   RSC headers or a Range, answered 200 as HTML with `s-maxage` and without `private`,
//   `no-store`, `no-cache` or a Set-Cookie. Whether a page is the same for everyone is Next's
//   decision (a page that reads cookies is `private, no-store`), not this layer's;
// - fresh for FRESH_MS (1 s): at most that much older than what Next itself would answer. After
//   that, the next request goes to Next and refreshes the entry, and the requests that arrive
//   while it does get the previous answer for up to STALE_MS more (one request per page
//   reaches Next at a time, not the whole burst);
// - bounded in bytes (bodies and their compressed forms), oldest out first, expired entries
//   dropped as they are met and on every store.
// Compressed forms (br, gzip) are made once per entry, when first asked for. A hit answers the
// request's If-None-Match with 304, a HEAD with the headers alone, and says its Age.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import Negotiator from 'negotiator';
import { matchesEtag } from './page-etag.mjs';

export const PAGE_CACHE = { FRESH_MS: 1_000, STALE_MS: 10_000, MAX_BYTES: 16 * 1024 * 1024 };

// the router's requests for a page's RSC payload differ per request (Next varies on them)
const ROUTER_HEADERS = [
  'rsc',
  'next-router-prefetch',
  'next-router-state-tree',
  'next-router-segment-prefetch',
  'next-action',
  'next-url',
];
const ENCODINGS = ['br', 'gzip', 'identity'];
const COMPRESS = {
  br: (body) =>
    brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  gzip: (body) => gzipSync(body),
};
// what a 304 carries of the stored answer's headers (RFC 9110 §15.4.5)
const NOT_MODIFIED_HEADERS = [
  'cache-control',
  'etag',
  'vary',
  'content-location',
  'expires',
  'last-modified',
];

/** The key of a request this cache may answer, or null. */
export function pageCacheKey(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const url = req.url ?? '/';
  if (url.startsWith('/api/') || url.startsWith('/_next/')) return null;
  if (req.headers.range !== undefined) return null;
  for (const name of ROUTER_HEADERS) if (req.headers[name] !== undefined) return null;
  return `${req.headers.host ?? ''}${url}`;
}

/** Whether an answer may be kept for every reader (a shared cache's rules; see the header). */
export function isSharedPage(status, headers) {
  if (status !== 200) return false;
  if (!String(headers['content-type'] ?? '').startsWith('text/html')) return false;
  if (headers['set-cookie'] !== undefined) return false;
  const cc = String(headers['cache-control'] ?? '').toLowerCase();
  if (/\b(private|no-store|no-cache)\b/.test(cc)) return false;
  const sMaxAge = /\bs-maxage=(\d+)/.exec(cc);
  return sMaxAge !== null && Number(sMaxAge[1]) > 0;
}

function withVary(headers) {
  const vary = String(headers.vary ?? '');
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)) return headers;
  return { ...headers, vary: vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding' };
}

export function createPageCache({
  freshMs = PAGE_CACHE.FRESH_MS,
  staleMs = PAGE_CACHE.STALE_MS,
  maxBytes = PAGE_CACHE.MAX_BYTES,
  now = Date.now,
} = {}) {
  /** key → { headers, body, encoded: Map, bytes, storedAt, refreshing } in order of storing */
  const entries = new Map();
  let bytes = 0;

  const drop = (key) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };
  const expired = (entry, at) => at - entry.storedAt > freshMs + staleMs;
  /** Room for `size` more bytes: expired entries out, then the oldest, never `keep`. */
  const makeRoom = (size, keep) => {
    const at = now();
    for (const [key, entry] of entries) if (entry !== keep && expired(entry, at)) drop(key);
    for (const [key, entry] of entries) {
      if (bytes + size <= maxBytes) break;
      if (entry !== keep) drop(key);
    }
  };

  function encoded(entry, encoding) {
    if (encoding === 'identity') return entry.body;
    let body = entry.encoded.get(encoding);
    if (!body) {
      body = COMPRESS[encoding](entry.body);
      makeRoom(body.length, entry);
      entry.encoded.set(encoding, body);
      entry.bytes += body.length;
      bytes += body.length;
    }
    return body;
  }

  function send(req, res, entry, at) {
    const age = String(Math.floor((at - entry.storedAt) / 1000));
    if (entry.headers.etag && matchesEtag(req.headers['if-none-match'], String(entry.headers.etag))) {
      const headers = { age };
      for (const name of NOT_MODIFIED_HEADERS)
        if (entry.headers[name] !== undefined) headers[name] = entry.headers[name];
      res.writeHead(304, headers);
      res.end();
      return;
    }
    const encoding = new Negotiator(req).encoding(ENCODINGS, { preferred: ['br', 'gzip'] }) ?? 'identity';
    const body = encoded(entry, encoding);
    const headers = { ...entry.headers, age, 'content-length': body.length };
    if (encoding !== 'identity') headers['content-encoding'] = encoding;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  return {
    /**
     * Answers the request from the cache when it can (true). Otherwise (false) the request goes
     * on to Next.js: call `store` with its answer.
     */
    serve(req, res) {
      const key = pageCacheKey(req);
      if (key === null) return false;
      const entry = entries.get(key);
      if (!entry) return false;
      const at = now();
      if (expired(entry, at)) {
        drop(key);
        return false;
      }
      if (at - entry.storedAt > freshMs && !entry.refreshing) {
        // this request refreshes the page; the others meanwhile get this answer
        entry.refreshing = true;
        res.once('close', () => {
          entry.refreshing = false;
        });
        return false;
      }
      send(req, res, entry, at);
      return true;
    },

    /** Offers a page's answer, as it is about to be sent (headers final, body whole), to the cache. */
    store(req, res, body) {
      const key = req.method === 'GET' ? pageCacheKey(req) : null;
      if (key === null) return;
      // a kept page is answered in more than one encoding: it says so once, here
      const headers = withVary(res.getHeaders());
      drop(key);
      if (!isSharedPage(res.statusCode, headers) || body.length > maxBytes / 4) return;
      makeRoom(body.length);
      // what the next request's own layers say (guard: HSTS over TLS; send: the encoding)
      delete headers['content-encoding'];
      delete headers['strict-transport-security'];
      entries.set(key, {
        headers,
        body,
        encoded: new Map(),
        bytes: body.length,
        storedAt: now(),
        refreshing: false,
      });
      bytes += body.length;
    },

    /** What it holds, for tests and the benchmark. */
    stats: () => ({ entries: entries.size, bytes }),
  };
}
