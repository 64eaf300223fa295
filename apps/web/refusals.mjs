// Requests the site refuses before (or instead of) Next.js, each with a small page of its own in
// the reader's language (no script, no Next.js):
// - a path with a malformed percent-escape (/%zz, /%FF): 400 (Next: 500);
// - a method pages do not take: 405 with Allow (route handlers under /api answer their own);
// - a page's form posted from another site: 403 (Next aborts the action with a 500);
// - a form posted without JavaScript whose action state cannot be decoded: 400 (Next: 500).
// guard() also sends HSTS when the request came over TLS (the proxy in front says so).
import { readerLocale } from './reader-locale.mjs';

const PAGE_METHODS = new Set(['GET', 'HEAD', 'POST']);

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

export const localeOf = (req) => readerLocale(req.url);

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
