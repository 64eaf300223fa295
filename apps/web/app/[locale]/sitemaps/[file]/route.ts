import { getSitemapPage, getSitemapSummary } from '@/lib/data/sitemap';
import { env } from '@/lib/env';
import { CACHED_XML_HEADERS } from '@/lib/seo/site';
import { parseSitemapFile, sitemapFiles, staticEntries } from '@/lib/seo/sitemap-files';
import { sitemapIndexXml, urlSetXml } from '@/lib/seo/sitemap-xml';

export const revalidate = 60;
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

type Context = { params: Promise<{ locale: string; file: string }> };

const notFound = () => new Response('Not found', { status: 404 });

/**
 * One sitemap for both languages, under the Vietnamese root: `/sitemaps/<file>` reaches it as
 * `/vi/sitemaps/<file>` like any unprefixed path, and `/en/sitemaps/…` is a 404.
 * `/sitemap.xml` (rewritten to `/vi/sitemaps/index.xml`) is the index; `static.xml` lists the text
 * pages; `<type>-<n>.xml` is chunk n of a content type, from the API's `v2/sitemap/:type`.
 */
export async function GET(_request: Request, { params }: Context) {
  const { locale, file } = await params;
  if (locale !== 'vi') return notFound();
  let xml: string;
  if (file === 'index.xml') {
    xml = sitemapIndexXml(env.PUBLIC_URL, sitemapFiles(await getSitemapSummary()));
  } else if (file === 'static.xml') {
    xml = urlSetXml(env.PUBLIC_URL, staticEntries());
  } else {
    const wanted = parseSitemapFile(file);
    if (!wanted) return notFound();
    const page = await getSitemapPage(wanted.type, wanted.page);
    if (!page || (page.entries.length === 0 && wanted.page > 1)) return notFound();
    xml = urlSetXml(env.PUBLIC_URL, page.entries);
  }
  return new Response(xml, { headers: CACHED_XML_HEADERS });
}
