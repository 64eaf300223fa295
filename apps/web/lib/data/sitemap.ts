import 'server-only';
import type { SitemapPage, SitemapSummary, SitemapType } from '@magazine/contracts';
import { getPublic } from '../api-client/server';

const tags = ['articles', 'sitemap'];

export async function getSitemapSummary(): Promise<SitemapSummary> {
  return (await getPublic<SitemapSummary>('v2/sitemap', { tags })) ?? [];
}

export function getSitemapPage(type: SitemapType, page: number): Promise<SitemapPage | null> {
  return getPublic<SitemapPage>(`v2/sitemap/${type}`, { query: { page }, tags });
}
