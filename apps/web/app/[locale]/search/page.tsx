import { isSearchable, otherLocale, type Topic } from '@magazine/contracts';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ArticleSection } from '@/components/article/article-section';
import { SetAlternateHref } from '@/components/layout/alternate-context';
import { SearchForm } from '@/components/search/search-form';
import { SearchResults } from '@/components/search/search-results';
import { staticPageMetadata } from '@/components/static/static-page';
import { getRecommendedArticles, getTopDailyArticles } from '@/lib/data/articles';
import { getTopics } from '@/lib/data/media';
import { searchContent } from '@/lib/data/search';
import { type LocaleParams, metadataLocale, resolveLocale } from '@/lib/locale-params';
import { parseSearchParams, type RawSearchParams, searchHref, searchOutcome } from '@/lib/search';

type Props = { params: LocaleParams; searchParams: Promise<RawSearchParams> };

// /tim-kiem and /en/search: results depend on the query, so this page is rendered per request
// (its API reads are cached a minute per query); it is never indexed.
export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const t = await getTranslations('search');
  const { q } = parseSearchParams(await searchParams);
  const title = q ? t('titleWithQuery', { query: q }) : t('title');
  return {
    ...staticPageMetadata('/search', title, t('description'), locale),
    robots: { index: false, follow: true },
  };
}

export default async function SearchPage({ params, searchParams }: Props) {
  const locale = await resolveLocale(params);
  const t = await getTranslations('search');
  const request = parseSearchParams(await searchParams);
  const searchable = isSearchable(request.q);
  const [topics, result] = await Promise.all([
    getTopics(locale).catch((): Topic[] => []),
    searchable ? searchContent(locale, request) : null,
  ]);
  // something to read when the search has not started or found nothing (left out if unreadable)
  const outcome = searchOutcome(request, result);
  const [topToday, recommended] = await Promise.all([
    outcome === 'prompt' ? getTopDailyArticles(locale).catch(() => []) : [],
    outcome === 'noResults' ? getRecommendedArticles(locale).catch(() => []) : [],
  ]);
  return (
    <>
      {/* the language switch keeps the words and the kind (a topic's slug and the page are this language's) */}
      <SetAlternateHref href={searchHref(otherLocale(locale), { q: request.q, type: request.type })} />
      <h1 className="page-title">{t('title')}</h1>
      <SearchForm locale={locale} request={request} topics={topics} />
      {result ? (
        <SearchResults locale={locale} request={request} result={result} />
      ) : (
        <p className="page-lead">{t('prompt')}</p>
      )}
      <ArticleSection id="top-today" title={t('topToday')} articles={topToday} ranked />
      <ArticleSection id="recommended" title={t('recommended')} articles={recommended} />
    </>
  );
}
