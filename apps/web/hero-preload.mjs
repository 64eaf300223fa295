// The `Link` header that preloads a page's hero image (docs/decisions/0036).
const HIGH_PRIORITY = Buffer.from(' fetchPriority="high"');
const IMG_OPEN = Buffer.from('<img ');

/**
 * The `Link` header that preloads the page's first `fetchPriority="high"` image (its hero or lead
 * card: its largest contentful paint), or null when it has none. The image itself sits in a
 * `<picture>` (components/ui/responsive-img.tsx), where React preloads nothing: React's own
 * preload would also travel in the page's RSC payload, and the router's prefetch of a page then
 * downloaded its hero though the reader never opened it. The header is read by the browser
 * loading this page as HTML only.
 */
export function heroPreloadLink(body) {
  const at = body.indexOf(HIGH_PRIORITY);
  if (at === -1) return null;
  const start = body.lastIndexOf(IMG_OPEN, at);
  const end = body.indexOf('>', at);
  if (start === -1 || end === -1) return null;
  const tag = body.subarray(start, end + 1).toString('latin1');
  if (!/^<img [^<>]*>$/.test(tag)) return null;
  const attribute = (name) => new RegExp(` ${name}="([^"]*)"`).exec(tag)?.[1]?.replaceAll('&amp;', '&');
  const src = attribute('src');
  if (!src) return null;
  const srcSet = attribute('srcSet');
  const sizes = attribute('sizes');
  const link = [
    `<${src}>; rel=preload; as=image; fetchpriority=high`,
    srcSet ? `; imagesrcset="${srcSet}"` : '',
    sizes ? `; imagesizes="${sizes}"` : '',
  ].join('');
  // a header carries printable ASCII only (the media paths are)
  return /^[\x20-\x7e]+$/.test(link) && !/[<>]/.test(src) ? link : null;
}

export function addPreloadLink(res, link) {
  const existing = res.getHeader('link');
  res.setHeader('link', existing ? `${existing}, ${link}` : link);
}
