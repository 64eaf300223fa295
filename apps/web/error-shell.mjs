// What a 404 page says before (or without) its scripts.
//
// Next.js answers a page that calls `notFound()` (an unknown article, topic or author, any address
// no route knows: app/[locale]/[...rest]) with an empty shell, `<html id="__next_error__">` and
// nothing in the body, and its client then draws the not-found page from the RSC payload
// (vercel/next.js#62228, open). A reader without JavaScript, or a tool that reads the HTML, gets a
// blank page. This gives the shell the reader's language (`lang`), the page's title in its head and
// the not-found text in its body inside <noscript>: a browser running scripts never shows it,
// and React's first render clears the shell's head and body of everything but scripts and
// stylesheets anyway (clearContainerSparingly), so the page it draws is unchanged.

const SHELL_START = Buffer.from('<!DOCTYPE html><html id="__next_error__">');
const NOT_FOUND_DIGEST = Buffer.from('NEXT_HTTP_ERROR_FALLBACK;404');
const HEAD_END = Buffer.from('</head>');
const BODY_START = Buffer.from('<body>');

// app/[locale]/not-found.tsx says the same (messages/*.json, notFound)
const NOT_FOUND = {
  vi: {
    title: 'Không tìm thấy trang',
    text: 'Trang bạn tìm không tồn tại hoặc đã được chuyển đi.',
    links: [
      ['Về trang chủ', '/'],
      ['Xem tất cả chủ đề', '/tat-ca-chu-de'],
    ],
  },
  en: {
    title: 'Page not found',
    text: 'The page you are looking for does not exist or has moved.',
    links: [
      ['Back to the homepage', '/en'],
      ['Browse all topics', '/en/all-topics'],
    ],
  },
};

/** Whether `body` is Next's client-drawn error shell (of a 404, or of any other error). */
export function isErrorShell(body) {
  return body.subarray(0, SHELL_START.length).equals(SHELL_START);
}

/** Whether `body` is Next's client-drawn shell for a `notFound()` 404. */
export function isNotFoundShell(body) {
  return isErrorShell(body) && body.includes(NOT_FOUND_DIGEST) && body.includes(BODY_START);
}

/** `body` with the not-found title and text in `locale` when it is that shell, else `body` itself. */
export function withNotFoundText(body, locale) {
  if (!isNotFoundShell(body)) return body;
  const { title, text, links } = NOT_FOUND[locale] ?? NOT_FOUND.vi;
  const head = body.indexOf(HEAD_END);
  const start = body.indexOf(BODY_START, head === -1 ? 0 : head) + BODY_START.length;
  if (head === -1 || start < BODY_START.length) return body;
  const list = links.map(([label, href]) => `<p><a href="${href}">${label}</a></p>`).join('');
  const fallback =
    `<noscript><main style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem">` +
    `<h1>${title}</h1><p>${text}</p>${list}</main></noscript>`;
  // the site's name from the layout's metadata, when Next wrote it, gives way to the page's title
  const headText = body
    .subarray(SHELL_START.length, head)
    .toString('utf8')
    .replace(/<title>[^<]*<\/title>/g, '');
  return Buffer.concat([
    Buffer.from(
      `<!DOCTYPE html><html id="__next_error__" lang="${locale}">${headText}<title>${title}</title>`,
    ),
    body.subarray(head, start),
    Buffer.from(fallback),
    body.subarray(start),
  ]);
}
