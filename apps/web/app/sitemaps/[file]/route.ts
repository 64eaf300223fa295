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

type Context = { params: Promise<{ file: string }> };

const notFound = () => new Response('Not found', { status: 404 });

/**
 * `/sitemap.xml` (rewritten to `/sitemaps/index.xml`) is the index; `static.xml` lists the text
 * pages; `<type>-<n>.xml` is chunk n of a content type, from the API's `v2/sitemap/:type`.
 */
export async function GET(_request: Request, { params }: Context) {
  const { file } = await params;
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
