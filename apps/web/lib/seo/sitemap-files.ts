import {
  LOCALES,
  SITEMAP_MAX_URLS,
  type SitemapEntry,
  type SitemapSummary,
  SitemapType,
} from '@magazine/contracts';
import type { PATHNAMES } from '../../i18n/pathnames';
import { publicPath } from '../routing/public-path';
import type { SitemapRef } from './sitemap-xml';

/** Public pages that are not content: listed in `static.xml` (account screens are not indexed). */
export const STATIC_SITEMAP_PATHS = [
  '/',
  '/about',
  '/all-topics',
  '/contact',
  '/privacy-policy',
  '/terms-of-use',
  '/write-with-us',
  '/editorial-guideline',
  '/media-kit',
  '/store',
  '/podcast',
  '/video',
  '/events',
] as const satisfies readonly (keyof typeof PATHNAMES)[];

/** Both language versions of every static page, each naming the other. */
export function staticEntries(): SitemapEntry[] {
  return STATIC_SITEMAP_PATHS.flatMap((internal) => {
    const alternates = { vi: publicPath(internal, 'vi'), en: publicPath(internal, 'en') };
    return LOCALES.map((language) => ({ language, path: alternates[language], lastmod: null, alternates }));
  });
}

/** File names of the index: `static.xml`, then `<type>-<n>.xml` chunks of at most 50 000 URLs. */
export function sitemapFiles(summary: SitemapSummary): SitemapRef[] {
  const files: SitemapRef[] = [{ path: '/sitemaps/static.xml', lastmod: null }];
  for (const { type, total, lastmod } of summary) {
    const chunks = Math.ceil(total / SITEMAP_MAX_URLS);
    for (let n = 1; n <= chunks; n++) files.push({ path: `/sitemaps/${type}-${n}.xml`, lastmod });
  }
  return files;
}

/** `articles-2.xml` → { type: 'articles', page: 2 }; null for anything else. */
export function parseSitemapFile(file: string): { type: SitemapType; page: number } | null {
  const match = /^([a-z]+)-([1-9]\d{0,4})\.xml$/.exec(file);
  const type = SitemapType.safeParse(match?.[1]);
  if (!match || !type.success) return null;
  return { type: type.data, page: Number(match[2]) };
}
