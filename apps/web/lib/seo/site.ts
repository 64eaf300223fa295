import 'server-only';
import type { Locale } from '@magazine/contracts';
import { getTranslations } from 'next-intl/server';
import { env } from '../env';
import type { SiteInfo } from './json-ld';

/** The site's name, tagline and public origin in a language, for JSON-LD, feeds and AMP. */
export async function siteInfo(locale: Locale): Promise<SiteInfo> {
  const t = await getTranslations({ locale, namespace: 'site' });
  return { publicUrl: env.PUBLIC_URL, name: t('name'), description: t('tagline'), locale };
}

/** Headers of the XML and AMP route handlers: shared caches keep them as long as pages. */
export const CACHED_XML_HEADERS = {
  'Content-Type': 'application/xml; charset=utf-8',
  'Cache-Control': 'public, max-age=300, s-maxage=60, stale-while-revalidate=600',
};
