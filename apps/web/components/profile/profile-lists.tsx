import type { ArticlePage, FollowedItem, FollowedPage, Locale } from '@magazine/contracts';
import NextLink from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ArticleCard } from '@/components/article/article-card';
import { Link } from '@/components/ui/link';
import { type ProfileListTab, profileTabPath } from '@/lib/member/profile-tabs';
import styles from './profile.module.css';
import { RemoveForm } from './remove-form';

type RemoveKind = 'bookmark' | 'like' | 'topic' | 'author' | 'series';

/** The remove button of one item, its texts in the page's language. */
async function Remove(props: {
  locale: Locale;
  tab: ProfileListTab;
  page: number;
  kind: RemoveKind;
  id: string;
  name: string;
}) {
  const t = await getTranslations('profile');
  const { name, ...rest } = props;
  return (
    <RemoveForm
      {...rest}
      label={t(`remove.${props.kind}`)}
      ariaLabel={t(`removeLabel.${props.kind}`, { name })}
    />
  );
}

async function Pages({
  locale,
  tab,
  page,
  hasNext,
}: {
  locale: Locale;
  tab: ProfileListTab;
  page: number;
  hasNext: boolean;
}) {
  const t = await getTranslations('profile');
  if (page === 1 && !hasNext) return null;
  return (
    <nav className={styles.pages} aria-label={t('pagesLabel')}>
      {page > 1 ? <NextLink href={profileTabPath(tab, locale, page - 1)}>{t('newer')}</NextLink> : <span />}
      {hasNext ? <NextLink href={profileTabPath(tab, locale, page + 1)}>{t('older')}</NextLink> : <span />}
    </nav>
  );
}

/** The bookmarked or liked articles, newest first, each with its remove button. */
export async function SavedArticles({
  locale,
  tab,
  page,
}: {
  locale: Locale;
  tab: 'bookmarked' | 'liked';
  page: ArticlePage;
}) {
  const t = await getTranslations('profile');
  if (page.docs.length === 0)
    return (
      <p className={styles.empty}>
        {page.page > 1 ? t('pastTheEnd') : t(`empty.${tab}`)}{' '}
        {page.page > 1 && <NextLink href={profileTabPath(tab, locale)}>{t('backToFirst')}</NextLink>}
      </p>
    );
  return (
    <>
      <ul className={styles.items} data-profile-list="articles">
        {page.docs.map((article) => (
          <li key={article._id} className={styles.item}>
            {/* in the saved tab, the remove button below is the card's bookmark button */}
            <ArticleCard article={article} bookmark={tab !== 'bookmarked'} />
            <Remove
              locale={locale}
              tab={tab}
              page={page.page}
              kind={tab === 'bookmarked' ? 'bookmark' : 'like'}
              id={article._id}
              name={article.title}
            />
          </li>
        ))}
      </ul>
      <Pages locale={locale} tab={tab} page={page.page} hasNext={page.hasNextPage} />
    </>
  );
}

function FollowedLink({ item }: { item: FollowedItem }) {
  const params = { slug: item.slug };
  if (item.kind === 'topic') return <Link href={{ pathname: '/topic/[slug]', params }}>{item.name}</Link>;
  if (item.kind === 'author')
    return <Link href={{ pathname: '/contributors/[slug]', params }}>{item.name}</Link>;
  return <Link href={{ pathname: '/collection/[slug]', params }}>{item.name}</Link>;
}

/** The followed topics, authors or series, each with its unfollow button. */
export async function FollowedList({
  locale,
  tab,
  page,
}: {
  locale: Locale;
  tab: 'topics' | 'authors' | 'series';
  page: FollowedPage;
}) {
  const t = await getTranslations('profile');
  if (page.docs.length === 0)
    return (
      <p className={styles.empty}>
        {page.page > 1 ? t('pastTheEnd') : t(`empty.${tab}`)}{' '}
        {page.page > 1 ? (
          <NextLink href={profileTabPath(tab, locale)}>{t('backToFirst')}</NextLink>
        ) : (
          tab === 'topics' && <Link href="/all-topics">{t('findTopics')}</Link>
        )}
      </p>
    );
  return (
    <>
      <ul className={styles.followed} data-profile-list="followed">
        {page.docs.map((item) => (
          <li key={item._id}>
            <FollowedLink item={item} />
            <Remove
              locale={locale}
              tab={tab}
              page={page.page}
              kind={item.kind}
              id={item._id}
              name={item.name}
            />
          </li>
        ))}
      </ul>
      <Pages locale={locale} tab={tab} page={page.page} hasNext={page.hasNextPage} />
    </>
  );
}
