// The site's HTTP server: Next.js's own request handler behind Node's server, with what `next
// start` cannot be told:
// - timeouts a slow client cannot stretch (a body trickled a byte at a time is cut off at 30 s
//   instead of Node's 5 minutes; headers 10 s; idle keep-alive 5 s);
// - requests refused before Next.js, each with a page of its own in the reader's language
//   (refusals.mjs): a malformed percent-escape (400), a method pages do not take (405), a page's
//   form posted from another site (403) or one whose action state cannot be decoded (400); HSTS
//   when the request came over TLS;
// - each HTML page's Content-Security-Policy names the hashes of its inline scripts
//   (script-policy.mjs), so no other inline script runs; compression is done here, after that
//   (Next's own is off: it would hand this layer gzip bytes to read);
// - each page's stylesheets are written into it once (page-stylesheets.mjs), not linked;
// - Next's empty 404 shell (a page's notFound()) says "not found" without scripts (error-shell.mjs);
// - a public page's last answer is served again for a second without Next.js (page-cache.mjs);
// - an error answer is never one a shared cache may keep (keepErrorsPrivate);
// - Next renders a few requests at a time, the others wait their turn (render-limit.mjs).
// `node server.mjs` with WEB_HOST / WEB_PORT (127.0.0.1:3000); the build must exist.
import { createServer } from 'node:http';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import compression from 'compression';
import { addressNoticeOf, withAddressNotice } from './address-notice.mjs';
import { withNotFoundText } from './error-shell.mjs';
import { changeHeaderAtHead } from './head-edits.mjs';
import { createPageCache } from './page-cache.mjs';
import { createStylesheetInliner, stylesheetsIn, writeStylesheetsIn } from './page-stylesheets.mjs';
import { keepQueryOnRedirects } from './redirect-query.mjs';
import { guard, localeOf, refuseUndecodableForm } from './refusals.mjs';
import { createRenderLimit, renderConcurrency } from './render-limit.mjs';
import { hasSafeTracking, NO_INDEX, withRobotsMeta } from './safe-tracking.mjs';
import { createHashCache, holdHtmlForScriptPolicy } from './script-policy.mjs';
import { plainTokenSeparator } from './token-cookie.mjs';

const hostname = process.env.WEB_HOST ?? '127.0.0.1';
const port = Number(process.env.WEB_PORT ?? 3000);

export const SERVER_TIMEOUTS = {
  requestTimeout: 30_000,
  headersTimeout: 10_000,
  keepAliveTimeout: 5_000,
};

const NO_STORE = 'private, no-cache, no-store, max-age=0, must-revalidate';

/**
 * An error answer (5xx) is never kept by a shared cache, whatever Cache-Control the page's own
 * rules gave it: next.config's header rule for the search page (url-rules.ts) reaches its 500 as
 * well, and Next keeps a Cache-Control the response already has.
 */
export function keepErrorsPrivate(res) {
  changeHeaderAtHead(res, 'cache-control', (_value, status) => (status >= 500 ? NO_STORE : undefined));
}

// Headers an answer carries once.
const SINGLE_VALUED = new Set(['location', 'x-nextjs-stale-time']);

/**
 * Next.js 16 answers an ISR page that redirects, on a cache miss, with its `Location` twice: the
 * render sets it and the cache's copy of the headers is then appended (vercel/next.js#82117). A
 * proxy or `fetch` joins the two into "/x, /x", an address that does not exist. A header that is
 * sent once is not appended again with the value it already has.
 */
export function appendSingleValuedOnce(res) {
  const append = res.appendHeader;
  res.appendHeader = (name, value) =>
    SINGLE_VALUED.has(String(name).toLowerCase()) && String(res.getHeader(name)) === String(value)
      ? res
      : append.call(res, name, value);
}

/**
 * The site's handler around Next.js's: the guard, the page cache, compression, the form refusal,
 * private errors, the script policy and the render limit, in that order (each one's comment says why it sits
 * where it does; the limit is last so that a place is given back as soon as Next has ended the
 * answer, before the layers above it send the bytes).
 */
export function siteHandler(
  handle,
  pages = createPageCache(),
  admit = createRenderLimit(renderConcurrency(process.env, availableParallelism())),
) {
  const compress = compression();
  const hashesFor = createHashCache();
  const writeStylesheets = writeStylesheetsIn(
    createStylesheetInliner(stylesheetsIn(join(import.meta.dirname, '.next', 'static'))),
  );
  // what the script-policy layer sends instead of Next's page (each step's module says why)
  const rewrite = (body, req, res) => {
    const page = writeStylesheets(body, req, res);
    const shown = res.statusCode === 404 ? withNotFoundText(page, localeOf(req)) : page;
    const notice = res.statusCode === 200 ? addressNoticeOf(req.url) : null;
    const told = notice ? withAddressNotice(shown, notice, localeOf(req)) : shown;
    return hasSafeTracking(req.url) ? withRobotsMeta(told) : told;
  };
  return (req, res) => {
    if (!guard(req, res)) return;
    if (hasSafeTracking(req.url)) res.setHeader('X-Robots-Tag', NO_INDEX);
    if (pages.serve(req, res)) return;
    appendSingleValuedOnce(res);
    keepQueryOnRedirects(req, res);
    plainTokenSeparator(res);
    compress(req, res, () => {
      refuseUndecodableForm(req, res);
      keepErrorsPrivate(res);
      holdHtmlForScriptPolicy(req, res, hashesFor, { onSend: pages.store, rewrite });
      admit(req, res, () => handle(req, res));
    });
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { default: next } = await import('next');
  const app = next({ dev: false, hostname, port, dir: import.meta.dirname });
  const handle = app.getRequestHandler();
  await app.prepare();
  const server = createServer(
    {
      requestTimeout: SERVER_TIMEOUTS.requestTimeout,
      headersTimeout: SERVER_TIMEOUTS.headersTimeout,
      keepAliveTimeout: SERVER_TIMEOUTS.keepAliveTimeout,
      connectionsCheckingInterval: 2_000,
    },
    siteHandler(handle),
  );
  server.listen(port, hostname, () => console.log(`web on http://${hostname}:${port}`));
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5_000).unref();
  };
  process.once('SIGTERM', stop).once('SIGINT', stop);
}
