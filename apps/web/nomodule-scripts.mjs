// Next.js's `noModule` polyfill scripts, left out of the page as sent (docs/decisions/0023).
const NO_MODULE = Buffer.from(' noModule=""');
const SCRIPT_OPEN = Buffer.from('<script ');
const SCRIPT_CLOSE = Buffer.from('</script>');

/**
 * `body` without its `<script src=… noModule>` elements: the polyfills Next.js offers browsers
 * that cannot run modules (~40 KB of gzip, `polyfill-nomodule.js`). Every browser Next.js 16
 * supports runs modules, so none of them downloads the file; a browser that does not cannot run
 * the site's own scripts either and reads the server-rendered page without them. Turbopack copies
 * the file by a path fixed in Next's native binary, so the build cannot leave it out
 * (docs/decisions/0023). Returns `body` itself when there is none.
 */
export function withoutNoModuleScripts(body) {
  let at = body.indexOf(NO_MODULE);
  if (at === -1) return body;
  const parts = [];
  let from = 0;
  while (at !== -1) {
    const start = body.lastIndexOf(SCRIPT_OPEN, at);
    const end = body.indexOf(SCRIPT_CLOSE, at);
    // only an attribute of a script element's own opening tag, with a src and nothing inside
    const tag = start >= from && end !== -1 ? body.subarray(start, end).toString('latin1') : '';
    if (/^<script [^<>]*\bsrc="[^"<>]*"[^<>]* noModule="">$/.test(tag)) {
      parts.push(body.subarray(from, start));
      from = end + SCRIPT_CLOSE.length;
    }
    at = body.indexOf(NO_MODULE, Math.max(from, at + 1));
  }
  parts.push(body.subarray(from));
  return parts.length === 1 ? body : Buffer.concat(parts);
}
