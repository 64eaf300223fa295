// The site's HTTP server: Next.js's own request handler behind Node's server, with what `next
// start` cannot be told:
// - timeouts a slow client cannot stretch (a body trickled a byte at a time is cut off at 30 s
//   instead of Node's 5 minutes; headers 10 s; idle keep-alive 5 s);
// - a page path with a malformed percent-escape (/%zz, /%FF) is a 400 page, not Next's 500;
// - pages take GET, HEAD and POST (server actions) only: anything else is a 405 with Allow
//   (route handlers under /api answer their own methods);
// - HSTS when the request came over TLS (the proxy in front says so);
// - each HTML page's Content-Security-Policy names the hashes of its inline scripts
//   (script-policy.mjs), so no other inline script runs; compression is done here, after that
//   (Next's own is off: it would hand this layer gzip bytes to read).
// `node server.mjs` with WEB_HOST / WEB_PORT (127.0.0.1:3000); the build must exist.
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import compression from 'compression';
import next from 'next';
import { createHashCache, holdHtmlForScriptPolicy } from './script-policy.mjs';

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

const BAD_ADDRESS = {
  vi: ['Địa chỉ không hợp lệ', 'Địa chỉ này có ký tự không đọc được.', 'Về trang chủ', '/'],
  en: ['Bad address', 'This address has characters that cannot be read.', 'Go to the home page', '/en'],
};

function refuse(res, status, locale, headers = {}) {
  const [title, text, home, href] = BAD_ADDRESS[locale];
  const body = `<!doctype html><html lang="${locale}"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title><main style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem"><h1>${title}</h1><p>${text}</p><p><a href="${href}">${home}</a></p></main></html>`;
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'content-security-policy':
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
    ...headers,
  });
  res.end(body);
}

export function guard(req, res) {
  const path = decodablePath(req.url);
  const locale = (req.url ?? '').startsWith('/en') ? 'en' : 'vi';
  if (path === null) {
    refuse(res, 400, locale);
    return false;
  }
  if (!path.startsWith('/api/') && !PAGE_METHODS.has(req.method ?? '')) {
    refuse(res, 405, locale, { allow: 'GET, HEAD, POST' });
    return false;
  }
  if (req.headers['x-forwarded-proto'] === 'https' || req.socket.encrypted) {
    res.setHeader('strict-transport-security', 'max-age=31536000; includeSubDomains');
  }
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const app = next({ dev: false, hostname, port, dir: import.meta.dirname });
  const handle = app.getRequestHandler();
  await app.prepare();
  const compress = compression();
  const hashesFor = createHashCache();
  const server = createServer(
    {
      requestTimeout: SERVER_TIMEOUTS.requestTimeout,
      headersTimeout: SERVER_TIMEOUTS.headersTimeout,
      keepAliveTimeout: SERVER_TIMEOUTS.keepAliveTimeout,
      connectionsCheckingInterval: 2_000,
    },
    (req, res) => {
      if (!guard(req, res)) return;
      compress(req, res, () => {
        holdHtmlForScriptPolicy(req, res, hashesFor);
        handle(req, res);
      });
    },
  );
  server.listen(port, hostname, () => console.log(`web on http://${hostname}:${port}`));
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5_000).unref();
  };
  process.once('SIGTERM', stop).once('SIGINT', stop);
}
