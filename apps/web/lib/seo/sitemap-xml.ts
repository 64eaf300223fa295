import type { SitemapEntry } from '@magazine/contracts';
import { absoluteUrl } from './escape';
import { element, text, XML_DECLARATION } from './xml';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

export type SitemapRef = { path: string; lastmod: string | null };

/** The sitemap index: one <sitemap> per file. */
export function sitemapIndexXml(publicUrl: string, sitemaps: SitemapRef[]): string {
  const items = sitemaps.map((sitemap) =>
    element('sitemap', {}, [
      text('loc', absoluteUrl(publicUrl, sitemap.path)),
      ...(sitemap.lastmod ? [text('lastmod', sitemap.lastmod)] : []),
    ]),
  );
  return `${XML_DECLARATION}\n${element('sitemapindex', { xmlns: SITEMAP_NS }, items)}\n`;
}

/** One sitemap file: a <url> per page, with an xhtml:link per language of a translated page. */
export function urlSetXml(publicUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const alternates = Object.entries(entry.alternates);
    const links = alternates.map(([language, path]) =>
      element('xhtml:link', { rel: 'alternate', hreflang: language, href: absoluteUrl(publicUrl, path) }),
    );
    if (entry.alternates.vi) {
      links.push(
        element('xhtml:link', {
          rel: 'alternate',
          hreflang: 'x-default',
          href: absoluteUrl(publicUrl, entry.alternates.vi),
        }),
      );
    }
    return element('url', {}, [
      text('loc', absoluteUrl(publicUrl, entry.path)),
      ...(entry.lastmod ? [text('lastmod', entry.lastmod)] : []),
      ...(alternates.length > 1 ? links : []),
    ]);
  });
  return `${XML_DECLARATION}\n${element('urlset', { xmlns: SITEMAP_NS, 'xmlns:xhtml': XHTML_NS }, urls)}\n`;
}
