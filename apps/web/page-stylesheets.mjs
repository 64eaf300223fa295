// Each page's stylesheets, written into the page once.
//
// A first paint must not wait for stylesheet requests (Lighthouse counts each one as a round trip
// before the hero is drawn: decision 0024), so every page carries its CSS inline. Next's own
// `inlineCss` writes each stylesheet twice, as a `<style>` and again inside the page's RSC
// payload (~15 KB of every page's HTML, JSON-escaped). Here Next links its stylesheets as usual
// and this layer, which holds each HTML page anyway (script-policy.mjs), writes each linked file's
// text after its `<link>`, and marks the link `disabled`:
// - a browser does not fetch a stylesheet link that is disabled in the HTML (HTML: "the
//   stylesheet is loaded only when the disabled attribute is removed"), so the `<style>` is what
//   styles the page;
// - React finds the link by its href when it hydrates (and on every later navigation), takes it
//   for the stylesheet, already loaded, and neither preloads nor inserts it again.
// - the `<style>` carries the link's `data-precedence`, as Next's `inlineCss` did: React puts a
//   stylesheet it adds later (a navigation's) after the last element of that precedence, so after
//   the `<style>`, not between the link and its text.
// Only `<link rel="stylesheet">` elements React wrote into the `<head>` for Next's own files are
// touched; a file that cannot be read, whose text would end the `<style>` early or that names
// addresses relative to itself (@import, a relative url()) keeps its plain link. On a page
// rendered for the request, React also preloads the stylesheets in a `Link` header; those
// preloads of the inlined files are dropped (withoutStylePreloads). Next's error shell (the 404
// of a page's notFound(), which its client draws: error-shell.mjs) has no link in its head: the
// stylesheets its RSC payload hints at are written in the same way, so React draws it at once
// instead of waiting for them to download.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isErrorShell } from './error-shell.mjs';

const STATIC = '/_next/static/';
const LINK =
  /<link rel="stylesheet" href="(\/_next\/static\/[^"<>?#]+\.css)" data-precedence="([^"<>]*)"\/>/g;
const HEAD_END = Buffer.from('</head>');
// an RSC payload's preload hint for a stylesheet, as it reads inside the page's script text:
// :HL[\"/_next/static/chunks/….css\",\"style\"]
const HINT = /:HL\[\\"(\/_next\/static\/[^"\\<>?#]+\.css)\\",\\"style\\"/g;

/** The text of one of Next's built stylesheets, by its address, or null (read from `staticDir`). */
export function stylesheetsIn(staticDir) {
  return (href) => {
    const path = href.slice(STATIC.length);
    if (!href.startsWith(STATIC) || path.split('/').includes('..')) return null;
    try {
      return readFileSync(join(staticDir, path), 'utf8');
    } catch (error) {
      // a file that is not there stays linked; any other failure (EMFILE…) is tried again
      if (error?.code === 'ENOENT') return null;
      throw error;
    }
  };
}

// Text that would end the <style> early, or whose addresses would change meaning once the sheet is
// read from the page's address instead of its own: @import, a relative url().
const NOT_INLINABLE = /<\/style|@import|url\((?!\s*['"]?(?:data:|https?:|\/|#))/i;
const inlinable = (text) => !NOT_INLINABLE.test(text);

/**
 * `inline(body)`: the page with each stylesheet of its head written after its (now disabled)
 * link, and the addresses inlined. A file is read once: its address names its content (Next's
 * build gives each file a hash of it). Returns `body` itself when there is nothing to inline.
 */
export function createStylesheetInliner(read) {
  const texts = new Map();
  const textOf = (href) => {
    if (!texts.has(href)) {
      let text;
      try {
        text = read(href);
      } catch {
        return null;
      }
      texts.set(href, text === null || !inlinable(text) ? null : text);
    }
    return texts.get(href);
  };
  const written = (href, precedence, text) =>
    `<link rel="stylesheet" href="${href}" data-precedence="${precedence}" disabled=""/><style data-precedence="${precedence}">${text}</style>`;
  return (body) => {
    const end = body.indexOf(HEAD_END);
    if (end === -1) return { body, hrefs: [] };
    const head = body.subarray(0, end).toString('utf8');
    const hrefs = [];
    let inlined = head.replace(LINK, (link, href, precedence) => {
      const text = textOf(href);
      if (text === null) return link;
      hrefs.push(href);
      return written(href, precedence, text);
    });
    if (isErrorShell(body)) {
      // Next's error shell (a 404 of notFound(), drawn by its client: error-shell.mjs) links no
      // stylesheet; its RSC payload asks for them as preload hints, in the page's order
      const hinted = new Set([...body.subarray(end).toString('utf8').matchAll(HINT)].map((m) => m[1]));
      for (const href of hinted) {
        const text = textOf(href);
        if (text === null || head.includes(`href="${href}"`)) continue;
        hrefs.push(href);
        inlined += written(href, 'next', text);
      }
    }
    if (hrefs.length === 0) return { body, hrefs };
    return { body: Buffer.concat([Buffer.from(inlined), body.subarray(end)]), hrefs };
  };
}

/**
 * A `Link` header without its `rel=preload; as=style` entries for `hrefs`; null when nothing is
 * left of it.
 */
export function withoutStylePreloads(header, hrefs) {
  if (!header || hrefs.length === 0) return header ?? null;
  const inlined = new Set(hrefs);
  const kept = String(header)
    .split(/,\s*(?=<)/)
    .filter((entry) => {
      const target = /^\s*<([^>]*)>/.exec(entry)?.[1];
      const preloadsStyle = /;\s*rel="?preload"?/i.test(entry) && /;\s*as="?style"?/i.test(entry);
      return !(target && preloadsStyle && inlined.has(target));
    });
  return kept.length ? kept.join(', ') : null;
}

/**
 * The page-rewriting step of the script-policy layer (holdHtmlForScriptPolicy's `rewrite`): the
 * page with its stylesheets written in by `inline`, and the response's `Link` header without the
 * preloads of them.
 */
export function writeStylesheetsIn(inline) {
  return (body, _req, res) => {
    const inlined = inline(body);
    if (inlined.hrefs.length === 0) return inlined.body;
    const links = res.getHeader('link');
    const kept = withoutStylePreloads(Array.isArray(links) ? links.join(', ') : links, inlined.hrefs);
    if (kept) res.setHeader('link', kept);
    else res.removeHeader('link');
    return inlined.body;
  };
}
