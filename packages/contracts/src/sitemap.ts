import { z } from 'zod';
import { Language, LanguageParam } from './language';
import type { Locale } from './locale';
import { queryInt } from './query';

/** The most URLs one sitemap file may list (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

/** The content sitemaps the API lists; static pages are the site's own. */
export const SITEMAP_TYPES = [
  'articles',
  'topics',
  'tags',
  'authors',
  'collections',
  'podcasts',
  'videos',
  'events',
  'categories',
] as const;
export const SitemapType = z.enum(SITEMAP_TYPES);
export type SitemapType = z.infer<typeof SitemapType>;

/** Localized first path segment of the listing pages (SPEC §2). */
const SECTION_PATHS = {
  topic: { vi: '/chu-de', en: '/en/topic' },
  category: { vi: '/chuyen-muc', en: '/en/category' },
  tag: { vi: '/tags', en: '/en/tags' },
  collection: { vi: '/bo-suu-tap', en: '/en/collection' },
  author: { vi: '/contributors', en: '/en/contributors' },
  podcast: { vi: '/podcast', en: '/en/podcast' },
  video: { vi: '/video', en: '/en/video' },
  event: { vi: '/events', en: '/en/events' },
} as const;
export type Section = keyof typeof SECTION_PATHS;

/** Public path of a page under a listing section: `sectionPath('topic', 'en', 'food')` → `/en/topic/food`. */
export function sectionPath(section: Section, language: Locale, ...slugs: string[]): string {
  return [SECTION_PATHS[section][language], ...slugs].join('/');
}

export const SitemapParams = z.object({ type: SitemapType });
export const SitemapQuery = z.object({
  page: queryInt(1, 10_000).default(1),
  limit: queryInt(1, SITEMAP_MAX_URLS).default(SITEMAP_MAX_URLS),
  /** only one language; both when absent */
  language: LanguageParam.optional(),
});
export type SitemapQuery = z.infer<typeof SitemapQuery>;

/** The summary counts both languages unless one is asked for. */
export const SitemapSummaryQuery = z.object({ language: LanguageParam.optional() });

export const SitemapEntry = z.object({
  language: Language,
  path: z.string(),
  /** ISO date-time of the last change, when known */
  lastmod: z.string().nullable(),
  /** every language version of the page, itself included, when it has a counterpart */
  alternates: z.partialRecord(Language, z.string()),
});
export type SitemapEntry = z.infer<typeof SitemapEntry>;

export const SitemapPage = z.object({
  type: SitemapType,
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  hasNextPage: z.boolean(),
  entries: z.array(SitemapEntry),
});
export type SitemapPage = z.infer<typeof SitemapPage>;

export const SitemapSummary = z.array(
  z.object({ type: SitemapType, total: z.number().int(), lastmod: z.string().nullable() }),
);
export type SitemapSummary = z.infer<typeof SitemapSummary>;
