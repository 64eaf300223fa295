import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import styles from '@/components/listing/listing.module.css';
import { staticPageMetadata } from '@/components/static/static-page';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { Link } from '@/i18n/navigation';
import { allPages, getAuthors } from '@/lib/data/listings';
import { type LocaleParams, metadataLocale, resolveLocale } from '@/lib/locale-params';

export const revalidate = 60;
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const t = await getTranslations('contributorsPage');
  return staticPageMetadata('/contributors', t('title'), t('description'), locale);
}

export default async function ContributorsPage({ params }: { params: LocaleParams }) {
  const locale = await resolveLocale(params);
  const t = await getTranslations('contributorsPage');
  const authors = await allPages((page) => getAuthors(locale, page));
  return (
    <>
      <h1 className="page-title">{t('title')}</h1>
      <p className="page-lead">{t('description')}</p>
      {authors.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
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
      )}
    </>
  );
}
