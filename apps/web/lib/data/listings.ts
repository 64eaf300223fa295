import 'server-only';
import {
  type ArticlePage,
  type AuthorPage,
  type AuthorSummary,
  type CollectionDetail,
  type CollectionSummary,
  type Locale,
  SLUG_PATTERN,
  type TagDetail,
  type TagPage,
  type TopicDetail,
} from '@magazine/contracts';
import { getPublic, getPublicList } from '../api-client/server';
import type { ListingFilter } from '../listing';

/** Slugs the API could know: anything else is a 404 without asking it. */
export const isSlug = (slug: string) => slug.length <= 200 && SLUG_PATTERN.test(slug);

export const LISTING_PAGE_SIZE = 12;

export function getTopic(slug: string, language: Locale): Promise<TopicDetail | null> {
  if (!isSlug(slug)) return Promise.resolve(null);
  return getPublic(`v2/topic/${slug}`, { query: { language }, tags: ['topics'] });
}

export function getTag(slug: string, language: Locale): Promise<TagDetail | null> {
  if (!isSlug(slug)) return Promise.resolve(null);
  return getPublic(`v2/tag/${slug}`, { query: { language }, tags: ['tags'] });
}

export async function getTags(language: Locale, page = 1, limit = 50): Promise<TagPage> {
  const data = await getPublic<TagPage>('v2/tags', { query: { language, page, limit }, tags: ['tags'] });
  return data ?? { docs: [], page, limit, hasNextPage: false };
}

export function getAuthor(slug: string, language: Locale): Promise<AuthorSummary | null> {
  if (!isSlug(slug)) return Promise.resolve(null);
  return getPublic(`v2/author/${slug}`, { query: { language }, tags: ['authors'] });
}

export async function getAuthors(language: Locale, page = 1, limit = 50): Promise<AuthorPage> {
  const data = await getPublic<AuthorPage>('v2/authors', {
    query: { language, page, limit },
    tags: ['authors'],
  });
  return data ?? { docs: [], page, limit, hasNextPage: false };
}

export function getCollections(language: Locale): Promise<CollectionSummary[]> {
  return getPublicList('v2/collections', { query: { language }, tags: ['collections'] });
}

export function getCollectionDetail(
  slug: string,
  language: Locale,
  page: number,
): Promise<CollectionDetail | null> {
  if (!isSlug(slug)) return Promise.resolve(null);
  return getPublic('v2/collection/detail', {
    query: { slug, language, page, limit: LISTING_PAGE_SIZE },
    tags: ['collections', 'articles'],
  });
}

export async function getListingPage(
  language: Locale,
  filter: ListingFilter,
  page: number,
): Promise<ArticlePage> {
  const data = await getPublic<ArticlePage>('v2/latest-article', {
    query: { language, ...filter, page, limit: LISTING_PAGE_SIZE },
    tags: ['articles'],
  });
  return data ?? { docs: [], page, limit: LISTING_PAGE_SIZE, hasNextPage: false };
}

/** Every item of a paged index (tags, contributors), page after page, up to `maxPages`. */
export async function allPages<T>(
  read: (page: number) => Promise<{ docs: T[]; hasNextPage: boolean }>,
  maxPages = 20,
): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; page <= maxPages; page++) {
    const { docs, hasNextPage } = await read(page);
    items.push(...docs);
    if (!hasNextPage) break;
  }
  return items;
}
