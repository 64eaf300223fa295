// The site's HTTP server: Next.js's own request handler behind Node's server, with what `next
// start` cannot be told:
// - timeouts a slow client cannot stretch (a body trickled a byte at a time is cut off at 30 s
//   instead of Node's 5 minutes; headers 10 s; idle keep-alive 5 s);
// - a page path with a malformed percent-escape (/%zz, /%FF) is a 400 page, not Next's 500;
// - pages take GET, HEAD and POST (server actions) only: anything else is a 405 with Allow
//   (route handlers under /api answer their own methods); a page's form posted from another
//   site is a 403 page, and one whose action state cannot be decoded a 400 page (Next: 500);
// - HSTS when the request came over TLS (the proxy in front says so);
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
import { readerLocale } from './reader-locale.mjs';
import { keepQueryOnRedirects } from './redirect-query.mjs';
import { createRenderLimit, renderConcurrency } from './render-limit.mjs';
import { hasSafeTracking, NO_INDEX, withRobotsMeta } from './safe-tracking.mjs';
import { createHashCache, holdHtmlForScriptPolicy } from './script-policy.mjs';
import { plainTokenSeparator } from './token-cookie.mjs';

const hostname = process.env.WEB_HOST ?? '127.0.0.1';
const port = Number(process.env.WEB_PORT ?? 3000);
const PAGE_METHODS = new Set(['GET', 'HEAD', 'POST']);

export const SERVER_TIMEOUTS = {
  requestTimeout: 30_000,
  headersTimeout: 10_000,
  keepAliveTimeout: 5_000,
};

/** The path, if every percent-escape in it is valid UTF-8; else null. */
export function decodablePath(url) {
  const path = (url ?? '/').split('?')[0];
  try {
    decodeURIComponent(path);
    return path;
  } catch {
    return null;
  }
}

// What the reader reads when the server refuses a request before (or instead of) Next.js.
const REFUSALS = {
  address: {
    vi: ['Địa chỉ không hợp lệ', 'Địa chỉ này có ký tự không đọc được.'],
    en: ['Bad address', 'This address has characters that cannot be read.'],
  },
  method: {
    vi: ['Không hỗ trợ', 'Trang này chỉ nhận yêu cầu xem và gửi biểu mẫu.'],
    en: ['Not supported', 'This page only takes requests to read it and to send its forms.'],
  },
  form: {
    vi: ['Không đọc được biểu mẫu', 'Biểu mẫu gửi lên không đọc được. Vui lòng tải lại trang và thử lại.'],
    en: [
      'The form could not be read',
      'What was sent could not be read. Please reload the page and try again.',
    ],
  },
  origin: {
    vi: ['Yêu cầu bị từ chối', 'Biểu mẫu này chỉ nhận dữ liệu gửi từ chính trang của chúng tôi.'],
    en: ['Request refused', 'This form only takes what is sent from our own pages.'],
  },
};
const HOME = { vi: ['Về trang chủ', '/'], en: ['Go to the home page', '/en'] };

/** A small page of its own (no script, no Next.js), in the reader's language. */
function refusal(status, locale, reason, headers = {}) {
  const [title, text] = REFUSALS[reason][locale];
  const [home, href] = HOME[locale];
  const body = `<!doctype html><html lang="${locale}"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title><main style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem"><h1>${title}</h1><p>${text}</p><p><a href="${href}">${home}</a></p></main></html>`;
  return {
    status,
    body,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy':
        "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
      ...headers,
    },
  };
}

function refuse(res, ...args) {
  const { status, headers, body } = refusal(...args);
  res.writeHead(status, headers);
  res.end(body);
}

const localeOf = (req) => readerLocale(req.url);

/**
 * The host a form post must come from: what Next.js compares a server action's Origin with (the
 * first X-Forwarded-Host, else Host).
 */
function expectedHost(req) {
  const forwarded = req.headers['x-forwarded-host'];
  return (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim() || req.headers.host;
}

export function guard(req, res) {
  const path = decodablePath(req.url);
  const locale = localeOf(req);
  if (path === null) {
    refuse(res, 400, locale, 'address');
    return false;
  }
  const page = !path.startsWith('/api/');
  if (page && !PAGE_METHODS.has(req.method ?? '')) {
    refuse(res, 405, locale, 'method', { allow: 'GET, HEAD, POST' });
    return false;
  }
  // a page's form posted from another site: Next.js aborts the action with a 500, this says 403
  const origin = req.headers.origin;
  if (page && req.method === 'POST' && origin !== undefined) {
    let host = null;
    try {
      host = new URL(origin).host;
    } catch {}
    if (!host || host !== expectedHost(req)) {
      refuse(res, 403, locale, 'origin');
      return false;
    }
  }
  if (req.headers['x-forwarded-proto'] === 'https' || req.socket.encrypted) {
    res.setHeader('strict-transport-security', 'max-age=31536000; includeSubDomains');
  }
  return true;
}

/**
 * A form posted without JavaScript (multipart, no Next-Action header) carries the action's state
 * as its own fields; when they cannot be decoded (tampered with, cut short) Next.js answers 500.
 * That is the sender's fault: the answer becomes a 400 page saying so. (Next still logs the error;
 * the actions themselves answer their own errors as form state, so a 500 here is not theirs.)
 * Install it outside the script-policy layer (before it): that layer hands its writes back to
 * this one, so after a refusal what Next.js still writes reaches no one.
 */
export function refuseUndecodableForm(req, res) {
  const type = req.headers['content-type'] ?? '';
  if (req.method !== 'POST' || req.headers['next-action'] || !type.startsWith('multipart/form-data')) return;
  const own = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders };
  let state = 'open';
  const decide = () => {
    if (state !== 'open') return state;
    if (res.statusCode !== 500) {
      state = 'pass';
      Object.assign(res, own);
      return state;
    }
    state = 'refused';
    const { status, headers, body } = refusal(400, localeOf(req), 'form');
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    own.writeHead.call(res, status, headers);
    own.end.call(res, body);
    return state;
  };
  // after a refusal what Next.js still writes goes nowhere
  res.writeHead = (status, ...rest) => {
    res.statusCode = status;
    return decide() === 'pass' ? res.writeHead(status, ...rest) : res;
  };
  res.flushHeaders = () => {
    if (decide() === 'pass') res.flushHeaders();
  };
  res.write = (...args) => (decide() === 'pass' ? res.write(...args) : true);
  res.end = (...args) => {
    if (decide() === 'pass') return res.end(...args);
    const done = args.find((a) => typeof a === 'function');
    if (done) process.nextTick(done);
    return res;
  };
}

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
