import type { Locale, SearchHit, SearchPage } from '@magazine/contracts';
import NextLink from 'next/link';
import { getTranslations } from 'next-intl/server';
import { AdultLabel } from '@/components/article/adult-label';
import { TopicLabel } from '@/components/article/topic-label';
import cardLink from '@/components/ui/card-link.module.css';
import { Link } from '@/components/ui/link';
import { LocalDate } from '@/components/ui/local-date';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { type SearchRequest, searchHref, searchOutcome } from '@/lib/search';
import { Highlighted } from './highlighted';
import styles from './search.module.css';

const RATIO = { article: 'THREE_TWO', podcastEpisode: 'ONE_ONE', video: 'SIX_NINE' } as const;

async function Result({ hit, locale }: { hit: SearchHit; locale: Locale }) {
  const t = await getTranslations('search');
  return (
    <li className={styles.result}>
      <article className={`${styles.hit} ${cardLink.cover}`}>
        {hit.image && (
          <div className={styles.media}>
            <ResponsiveImage
              image={hit.image}
              ratio={RATIO[hit.kind]}
              sizes="(max-width: 829.98px) 30vw, 180px"
              className={styles.image}
            />
          </div>
        )}
        <div className={styles.body}>
          <p className={styles.meta}>
            <span className={styles.kind}>{t(`kinds.${hit.kind}`)}</span>
            {hit.show && <span>{t('fromShow', { show: hit.show.title })}</span>}
            <TopicLabel topic={hit.topic} />
            {hit.adultOnly && <AdultLabel />}
            <LocalDate iso={hit.publishedAt} locale={locale} />
          </p>
          <h2 className={styles.title}>
            <NextLink href={hit.path} className={cardLink.link}>
              <Highlighted text={hit.title} ranges={hit.titleHighlights} />
            </NextLink>
          </h2>
          {hit.snippet && (
            <p className={styles.snippet}>
              <Highlighted text={hit.snippet} ranges={hit.highlights} />
            </p>
          )}
        </div>
      </article>
    </li>
  );
}

/** Results, or why there are none, and links to the other pages (plain links: no JavaScript needed). */
export async function SearchResults({
  locale,
  request,
  result,
}: {
  locale: Locale;
  request: SearchRequest;
  result: SearchPage;
}) {
  const t = await getTranslations('search');
  const query = result.q;
  const outcome = searchOutcome(request, result);
  if (outcome !== 'results') {
    if (outcome === 'pastEnd') {
      return (
        <div className={styles.empty}>
          <p role="status">{t('pastEnd')}</p>
          <p>
            <NextLink href={searchHref(locale, { ...request, page: 1 })}>{t('firstPage')}</NextLink>
          </p>
        </div>
      );
    }
    const filtered = Boolean(request.type || request.topic);
    return (
      <div className={styles.empty}>
        <p role="status" className={styles.status}>
          {t('noResults', { query })}
        </p>
        <p>{t('suggestionsTitle')}</p>
        <ul>
          <li>{t('suggestSpelling')}</li>
          <li>{t('suggestFewerWords')}</li>
          {filtered && (
            <li>
              <NextLink href={searchHref(locale, { q: request.q })}>{t('suggestNoFilters')}</NextLink>
            </li>
          )}
          <li>
            <Link href="/all-topics">{t('suggestTopics')}</Link>
          </li>
        </ul>
      </div>
    );
  }
  // past SEARCH_COUNT_CAP matches the count stops: "more than 1 000", and no last page to name
  const lastPage = result.totalCapped ? null : Math.max(1, Math.ceil(result.total / result.limit));
  return (
    <>
      <p role="status" className={styles.status}>
        {t(result.totalCapped ? 'resultCountMore' : 'resultCount', { total: result.total, query })}
      </p>
      {result.fuzzy && <p className={styles.notice}>{t('fuzzy', { query })}</p>}
      <ol className={styles.results}>
        {result.docs.map((hit) => (
          <Result key={`${hit.kind}:${hit._id}`} hit={hit} locale={locale} />
        ))}
      </ol>
      {(request.page > 1 || result.hasNextPage) && (
        <nav className={styles.pages} aria-label={t('pagination')}>
          {request.page > 1 && (
            <NextLink rel="prev" href={searchHref(locale, { ...request, page: request.page - 1 })}>
              {t('previous')}
            </NextLink>
          )}
          <span aria-current="page">
            {t('page', { page: request.page })}
            {lastPage !== null && ` / ${lastPage}`}
          </span>
          {result.hasNextPage && (
            <NextLink rel="next" href={searchHref(locale, { ...request, page: request.page + 1 })}>
              {t('next')}
            </NextLink>
          )}
        </nav>
      )}
    </>
  );
}
