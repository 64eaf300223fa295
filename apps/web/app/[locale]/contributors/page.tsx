import { getTranslations } from 'next-intl/server';
import { IndexPage, type IndexTexts, indexPageMetadata } from '@/components/listing/index-page';
import styles from '@/components/listing/listing.module.css';
import { Link } from '@/components/ui/link';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { allPages, getAuthors } from '@/lib/data/listings';
import { type LocaleParams, resolveLocale } from '@/lib/locale-params';

export const revalidate = 60;
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

const TEXTS: IndexTexts = {
  namespace: 'contributorsPage',
  title: 'title',
  description: 'description',
  empty: 'empty',
};

export const generateMetadata = indexPageMetadata('/contributors', TEXTS);

export default async function ContributorsPage({ params }: { params: LocaleParams }) {
  const locale = await resolveLocale(params);
  const t = await getTranslations('contributorsPage');
  const authors = await allPages((page) => getAuthors(locale, page));
  return (
    <IndexPage texts={TEXTS} isEmpty={authors.length === 0}>
      <ul className={styles.people}>
        {authors.map((author) => (
          <li key={author._id} className={styles.person}>
            {author.avatar && <ResponsiveImage image={author.avatar} ratio="ONE_ONE" sizes="64px" alt="" />}
            <div>
              <h2>
                <Link href={{ pathname: '/contributors/[slug]', params: { slug: author.slug } }}>
                  {author.name}
                </Link>
              </h2>
              <p className={styles.count}>{t('articles', { count: author.articleCount })}</p>
            </div>
          </li>
        ))}
      </ul>
    </IndexPage>
  );
}
