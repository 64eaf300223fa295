'use client';

import type { ArticlePage, ArticleCard as Card, Locale } from '@magazine/contracts';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ArticleGrid } from '@/components/article/article-grid';
import { type ListingFilter, pageHref } from '@/lib/listing';
import styles from './listing.module.css';

type Props = {
  locale: Locale;
  filter: ListingFilter;
  nextPage: number;
  /** where the shown page ends (ArticlePage.nextCursor): reading on from it repeats no card */
  nextCursor?: string | null;
  base: string;
};

/**
 * "Load more": without JavaScript (or before hydration) a plain link to the next page; with it,
 * the next page's cards are fetched and added below, and the link moves on.
 */
export function LoadMore({ locale, filter, nextPage, nextCursor, base }: Props) {
  const t = useTranslations('listing');
  const [loaded, setLoaded] = useState<Card[]>([]);
  const [page, setPage] = useState(nextPage);
  const [cursor, setCursor] = useState(nextCursor);
  const [hasMore, setHasMore] = useState(true);
  const [state, setState] = useState<'idle' | 'loading' | 'error'>('idle');

  async function loadMore(event: React.MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    if (state === 'loading') return;
    setState('loading');
    try {
      const query = new URLSearchParams({ language: locale, page: String(page) });
      if (cursor) query.set('cursor', cursor);
      for (const [key, value] of Object.entries(filter)) if (value) query.set(key, value);
      const res = await fetch(`/api/articles?${query}`);
      if (!res.ok) throw new Error(String(res.status));
      const data = (await res.json()) as ArticlePage;
      setLoaded((cards) => [...cards, ...data.docs.filter((card) => !cards.some((c) => c._id === card._id))]);
      setHasMore(data.hasNextPage);
      setPage(page + 1);
      setCursor(data.nextCursor);
      setState('idle');
    } catch {
      setState('error');
    }
  }

  const href = pageHref(base, page);
  return (
    <div className={styles.loadMore}>
      {loaded.length > 0 && <ArticleGrid articles={loaded} />}
      {state === 'error' && (
        <p role="alert" className={styles.error}>
          {t('loadError')}
        </p>
      )}
      {hasMore && (
        <a
          href={href}
          rel="next"
          className={styles.pagerLink}
          onClick={loadMore}
          aria-busy={state === 'loading'}
        >
          {state === 'loading' ? t('loading') : t('loadMore')}
        </a>
      )}
    </div>
  );
}
