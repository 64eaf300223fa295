// The site's script policy: every HTML page says which inline scripts it may run, by hash.
//
// Next.js writes each page's RSC payload and its bootstrap as inline <script> elements whose text
// changes with every page and every regeneration. A nonce would make every page dynamic (no ISR,
// no shared cache: decision 0019); instead the server reads the page it is about to send, hashes
// each inline script and adds `script-src 'self' 'sha256-…'…` to the page's
// Content-Security-Policy. An injected inline script or event handler attribute has no hash in
// the header and does not run. The hashes are remembered per ETag, so a page served from Next's
// cache is hashed once per version, not once per request.
//
// The same layer gives each HTML page its ETag (page-etag.mjs) and answers a matching
// If-None-Match with 304, leaves out Next's `noModule` scripts (nomodule-scripts.mjs) and adds a
// `Link` header that preloads the page's hero image (hero-preload.mjs).
import { createHash } from 'node:crypto';
import { addPreloadLink, heroPreloadLink } from './hero-preload.mjs';
import { withoutNoModuleScripts } from './nomodule-scripts.mjs';
import { etagOf, matchesEtag } from './page-etag.mjs';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TYPE = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const SRC = /\bsrc\s*=/i;
// the values of `type` that make a browser run the element's text (the rest are data blocks, such
// as JSON-LD, which the policy does not govern)
const EXECUTABLE_TYPES = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'text/ecmascript',
]);

/** The CSP source expression of every inline script a browser would run in `html`, in order, once each. */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes, text] of html.matchAll(SCRIPT)) {
    if (SRC.test(attributes)) continue;
    const type = TYPE.exec(attributes);
    if (type && !EXECUTABLE_TYPES.has((type[1] ?? type[2] ?? type[3]).trim().toLowerCase())) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

// An AMP page (app/[locale]/amp, decision 0011) runs the AMP runtime from its CDN, which AMP
// requires, and its boilerplate CSS hides the page until the runtime has run (8 s at worst).
const AMP_RUNTIME = /<script async src="https:\/\/cdn\.ampproject\.org\/v0\.js"><\/script>/;
const AMP_HTML = /^<!doctype html>\s*<html (?:⚡|amp)[\s>]/i;

/**
 * The CSP source expressions that let `html` run its own scripts: the hash of each inline script
 * (inlineScriptHashes) and, on an AMP page only, the AMP runtime's origin.
 */
export function scriptSources(html) {
  const hashes = inlineScriptHashes(html);
  return AMP_HTML.test(html) && AMP_RUNTIME.test(html) ? [...hashes, 'https://cdn.ampproject.org'] : hashes;
}

/** The script directives for a page whose scripts have these sources (none: only files of this site). */
export function scriptDirectives(hashes) {
  return `script-src 'self'${hashes.map((h) => ` ${h}`).join('')}; script-src-attr 'none'`;
}

function addScriptDirectives(res, hashes) {
  const existing = String(res.getHeader('content-security-policy') ?? '');
  const directives = scriptDirectives(hashes);
  res.setHeader('content-security-policy', existing ? `${existing}; ${directives}` : directives);
}

/** Hashes by page version: an ETag names one body, so its scripts are hashed once. */
export function createHashCache(maxEntries = 1_000) {
  const byVersion = new Map();
  return (body, etag) => {
    const key = etag ? `${etag}:${body.length}` : undefined;
    const known = key && byVersion.get(key);
    if (known) return known;
    const hashes = scriptSources(body.toString('utf8'));
    if (key) {
      if (byVersion.size >= maxEntries) byVersion.delete(byVersion.keys().next().value);
      byVersion.set(key, hashes);
    }
    return hashes;
  };
}

const PATCHED = ['writeHead', 'write', 'end', 'flushHeaders', 'flush'];

/**
 * Holds back an HTML answer until its last byte, then sends it with its ETag and the script
 * directives for its inline scripts, or a 304 when the request's If-None-Match names that ETag. Anything else passes straight through. A 304 drops the policy header (a browser
 * keeps the one it stored with the page, which names that page's hashes); a HEAD gets the policy
 * without hashes. Call before Next's handler (and after a compression layer, which must see the
 * final headers and the plain body). `onSend`, if given, is shown each whole page with its final
 * headers just before it is sent (the page cache keeps it from there). The page is sent without
 * its `noModule` scripts (withoutNoModuleScripts), as `rewrite(body, req, res)` makes it if
 * given (server.mjs: the stylesheets written in, page-stylesheets.mjs; the 404 shell's text,
 * error-shell.mjs), and with a `Link` header that preloads its hero image (heroPreloadLink).
 */
export function holdHtmlForScriptPolicy(req, res, hashesFor, { onSend, rewrite } = {}) {
  const own = Object.fromEntries(PATCHED.map((name) => [name, res[name]]));
  const chunks = [];
  let decided = false;
  let holding = false;

  // (assigned back rather than deleted: deleting a property turns the response object into a
  // dictionary-mode object, which costs every later property access on it)
  const restore = () => {
    for (const name of PATCHED) res[name] = own[name];
  };
  const decide = () => {
    if (decided) return holding;
    decided = true;
    const html = String(res.getHeader('content-type') ?? '').startsWith('text/html');
    if (html && (res.statusCode === 304 || res.statusCode === 204)) {
      res.removeHeader('content-security-policy');
    } else if (html && req.method === 'HEAD') {
      addScriptDirectives(res, []);
    } else if (html) {
      holding = true;
    }
    if (!holding) restore();
    return holding;
  };
  const keep = (chunk, encoding) => {
    if (chunk === undefined || chunk === null) return;
    chunks.push(
      typeof chunk === 'string'
        ? Buffer.from(chunk, encoding)
        : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength),
    );
  };

  res.writeHead = (status, reasonOrHeaders, maybeHeaders) => {
    res.statusCode = status;
    const headers = typeof reasonOrHeaders === 'string' ? maybeHeaders : reasonOrHeaders;
    if (typeof reasonOrHeaders === 'string') res.statusMessage = reasonOrHeaders;
    if (Array.isArray(headers)) {
      const pairs = Array.isArray(headers[0])
        ? headers
        : headers.flatMap((v, i) => (i % 2 ? [] : [[v, headers[i + 1]]]));
      for (const [name, value] of pairs) res.setHeader(name, value);
    } else if (headers) {
      for (const [name, value] of Object.entries(headers))
        if (value !== undefined) res.setHeader(name, value);
    }
    return decide() ? res : res.writeHead(status);
  };
  res.flushHeaders = () => {
    if (!decide()) res.flushHeaders();
  };
  res.flush = () => {
    if (!decide()) res.flush?.();
  };
  res.write = (chunk, encoding, callback) => {
    if (!decide()) return res.write(chunk, encoding, callback);
    const done = typeof encoding === 'function' ? encoding : callback;
    keep(chunk, typeof encoding === 'string' ? encoding : undefined);
    if (done) process.nextTick(done);
    return true;
  };
  res.end = (chunk, encoding, callback) => {
    if (typeof chunk === 'function') return res.end(undefined, undefined, chunk);
    if (typeof encoding === 'function') return res.end(chunk, undefined, encoding);
    if (!decide()) return res.end(chunk, encoding, callback);
    keep(chunk, encoding);
    let body = withoutNoModuleScripts(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
    if (rewrite) body = rewrite(body, req, res);
    restore();
    if (!res.hasHeader('etag')) res.setHeader('etag', etagOf(body));
    const etag = String(res.getHeader('etag'));
    if (res.statusCode === 200 && matchesEtag(req.headers['if-none-match'], etag)) {
      // the cache asking already has this page: its headers, no body, no policy (see above)
      res.statusCode = 304;
      for (const name of ['content-security-policy', 'content-length', 'content-type'])
        res.removeHeader(name);
      return res.end(callback);
    }
    addScriptDirectives(res, hashesFor(body, etag));
    const hero = res.statusCode === 200 ? heroPreloadLink(body) : null;
    if (hero) addPreloadLink(res, hero);
    res.setHeader('content-length', body.length);
    onSend?.(req, res, body);
    return res.end(body, callback);
  };
}
