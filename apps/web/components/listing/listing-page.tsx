import type { ArticlePage, FollowKind, Locale } from '@magazine/contracts';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { articleCardMessages } from '@/components/article/article-card';
import { ArticleGrid } from '@/components/article/article-grid';
import { FollowButton } from '@/components/member/member-buttons';
import { type ListingFilter, newerPage, pageHref } from '@/lib/listing';
import styles from './listing.module.css';
import { LoadMore } from './load-more';

type Props = {
  locale: Locale;
  title: string;
  lead?: string;
  /** above the grid: a bio, a cover, a feed link */
  intro?: ReactNode;
  page: ArticlePage;
  /** public URL of the first page */
  base: string;
  /** what `/api/articles` needs to fetch the next pages in the browser; none for ordered collections */
  filter?: ListingFilter;
  empty: string;
  follow?: FollowTarget;
  /** how many articles the listing has, where known: past the end, "newer" leads to the last page */
  total?: number;
};

export type FollowTarget = { kind: FollowKind; id: string; name: string };

/**
 * Every article listing (topic, category, tag, author, collection): a grid, then links to the
 * newer and older pages that work without JavaScript, and "load more" with it. A page past the
 * end is an empty list with a way back, not an error.
 */
export async function ListingPage({
  locale,
  title,
  lead,
  intro,
  page,
  base,
  filter,
  empty,
  follow,
  total,
}: Props) {
  const t = await getTranslations('listing');
  const messages = await getMessages();
  const next = page.hasNextPage ? pageHref(base, page.page + 1) : null;
  const lastPage = total === undefined ? null : Math.max(1, Math.ceil(total / page.limit));
  const newer = newerPage(page.page, page.docs.length === 0, lastPage);
  const previous = newer === null ? null : pageHref(base, newer);
  return (
    <>
      <div className={styles.heading}>
        <h1 className="page-title">{title}</h1>
        {follow && <FollowButton kind={follow.kind} id={follow.id} name={follow.name} />}
      </div>
      {lead && <p className="page-lead">{lead}</p>}
      {intro}
      {page.page > 1 && <p className={styles.pageNumber}>{t('pageNumber', { page: page.page })}</p>}
      {page.docs.length > 0 ? (
        <ArticleGrid articles={page.docs} lead={page.page === 1} />
      ) : (
        <p className={styles.empty}>{page.page > 1 ? t('pastTheEnd') : empty}</p>
      )}
      <nav className={styles.pager} aria-label={t('pagination')}>
        {previous && (
          <a href={previous} rel="prev" className={styles.pagerLink}>
            {t('newer')}
          </a>
        )}
        {page.page > 1 && page.docs.length === 0 && (
          <a href={base} className={styles.pagerLink}>
            {t('firstPage')}
          </a>
        )}
        {next &&
          (filter ? (
            <NextIntlClientProvider
              messages={{ ...articleCardMessages(messages), listing: messages.listing }}
            >
              <LoadMore
                locale={locale}
                filter={filter}
                nextPage={page.page + 1}
                nextCursor={page.nextCursor}
                base={base}
              />
            </NextIntlClientProvider>
          ) : (
            <a href={next} rel="next" className={styles.pagerLink}>
              {t('older')}
            </a>
          ))}
      </nav>
    </>
  );
}
