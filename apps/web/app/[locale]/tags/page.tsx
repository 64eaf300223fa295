import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import styles from '@/components/listing/listing.module.css';
import { staticPageMetadata } from '@/components/static/static-page';
import { Link } from '@/i18n/navigation';
import { allPages, getTags } from '@/lib/data/listings';
import { type LocaleParams, metadataLocale, resolveLocale } from '@/lib/locale-params';

export const revalidate = 60;
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const t = await getTranslations('tagsPage');
  return staticPageMetadata('/tags', t('title'), t('description'), locale);
}

export default async function TagsPage({ params }: { params: LocaleParams }) {
  const locale = await resolveLocale(params);
  const t = await getTranslations('tagsPage');
  const tags = await allPages((page) => getTags(locale, page));
  return (
    <>
      <h1 className="page-title">{t('title')}</h1>
      <p className="page-lead">{t('description')}</p>
      {tags.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ul className={styles.index}>
          {tags.map((tag) => (
            <li key={tag._id}>
              <Link href={{ pathname: '/tags/[slug]', params: { slug: tag.slug } }}>
                #{tag.name}
                <span className={styles.count}>{tag.articleCount}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
