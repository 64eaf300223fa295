import { type ArticlePage, type Locale, otherLocale } from '@magazine/contracts';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { cache, type ReactNode } from 'react';
import { SetAlternateHref } from '@/components/layout/alternate-context';
import { isSlug } from '@/lib/data/listings';
import { type ListingFilter, pageHref, parsePageSegment } from '@/lib/listing';
import { metadataLocale, resolveLocale } from '@/lib/locale-params';
import { publicPath } from '@/lib/routing/public-path';
import { type FollowTarget, ListingPage } from './listing-page';

type Params = Promise<{ locale: string; slug: string; page?: string }>;
type Props = { params: Params };

/** What one listing page shows; null when the slug names nothing. */
export type Listing = {
  title: string;
  description: string;
  lead?: string;
  intro?: ReactNode;
  page: ArticlePage;
  /** the first page's public URL per language that has this listing */
  paths: Partial<Record<Locale, string>>;
  filter?: ListingFilter;
  empty: string;
  /** `<link rel="alternate">` feeds of the listing */
  feeds?: NonNullable<Metadata['alternates']>['types'];
  /** what a member can follow here (a topic, an author, a series) */
  follow?: FollowTarget;
  /** how many articles it has, where known */
  total?: number;
};

export type Loader = (locale: Locale, slug: string, page: number) => Promise<Listing | null>;
/**
 * Where a slug unknown in `locale` leads when it is the other language's (`?lang=en` on a
 * Vietnamese address): the same listing's page in `locale`, or null.
 */
export type Elsewhere = (locale: Locale, slug: string, page: number) => Promise<string | null>;

/**
 * generateMetadata and the page of a paged listing route (`/x/[slug]` and `/x/[slug]/[page]`
 * share it): canonical per page, language alternates, a 404 for an unknown slug or a page
 * number that is not one.
 */
export function listingRoute(load: Loader, elsewhere?: Elsewhere) {
  const cachedLoad = cache(load);
  async function read(params: Params, locale: Locale) {
    const { slug, page } = await params;
    const number = parsePageSegment(page);
    if (number === null || !isSlug(slug)) return null;
    const listing = await cachedLoad(locale, slug, number);
    return listing ? { listing, number } : null;
  }
  return {
    async generateMetadata({ params }: Props): Promise<Metadata> {
      const locale = await metadataLocale(params);
      const found = await read(params, locale);
      if (!found) return {};
      const { listing, number } = found;
      const t = await getTranslations('listing');
      const canonical = pageHref(listing.paths[locale] ?? '/', number);
      const languages = Object.fromEntries(
        Object.entries(listing.paths).map(([language, path]) => [language, pageHref(path, number)]),
      );
      return {
        title: number > 1 ? `${listing.title} · ${t('pageNumber', { page: number })}` : listing.title,
        description: listing.description,
        alternates: { canonical, languages, types: listing.feeds },
        // an empty page past the end is not worth indexing
        robots: listing.page.docs.length === 0 && number > 1 ? { index: false, follow: true } : undefined,
      };
    },
    async Page({ params }: Props) {
      const locale = await resolveLocale(params);
      const found = await read(params, locale);
      if (!found) {
        // a slug of the other language with a page number that is one (any other stays a 404)
        const { slug, page } = await params;
        const number = parsePageSegment(page);
        if (number !== null && isSlug(slug)) {
          const target = await elsewhere?.(locale, slug, number);
          // temporary: the listing may appear in this language later
          if (target) redirect(pageHref(target, number));
        }
        notFound();
      }
      const { listing } = found;
      const other = otherLocale(locale);
      return (
        <>
          {/* the same page number in the other language (past its end: an empty page with a way back) */}
          <SetAlternateHref
            href={
              listing.paths[other] ? pageHref(listing.paths[other], found.number) : publicPath('/', other)
            }
          />
          <ListingPage
            locale={locale}
            title={listing.title}
            lead={listing.lead}
            intro={listing.intro}
            page={listing.page}
            base={listing.paths[locale] ?? '/'}
            filter={listing.filter}
            empty={listing.empty}
            follow={listing.follow}
            total={listing.total}
          />
        </>
      );
    },
  };
}
