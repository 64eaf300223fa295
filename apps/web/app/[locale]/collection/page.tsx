import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import styles from '@/components/listing/listing.module.css';
import { staticPageMetadata } from '@/components/static/static-page';
import { Link } from '@/i18n/navigation';
import { getCollections } from '@/lib/data/listings';
import { type LocaleParams, metadataLocale, resolveLocale } from '@/lib/locale-params';

export const revalidate = 60;
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const t = await getTranslations('collectionPage');
  return staticPageMetadata('/collection', t('indexTitle'), t('indexDescription'), locale);
}

export default async function CollectionsPage({ params }: { params: LocaleParams }) {
  const locale = await resolveLocale(params);
  const t = await getTranslations('collectionPage');
  const collections = await getCollections(locale);
  return (
    <>
      <h1 className="page-title">{t('indexTitle')}</h1>
      <p className="page-lead">{t('indexDescription')}</p>
      {collections.length === 0 ? (
        <p>{t('indexEmpty')}</p>
      ) : (
        <ul className={styles.people}>
          {collections.map((collection) => (
            <li key={collection._id}>
              <p className={styles.count}>{collection.kind === 'series' ? t('series') : t('collection')}</p>
              <h2>
                <Link href={{ pathname: '/collection/[slug]', params: { slug: collection.slug } }}>
                  {collection.title}
                </Link>
              </h2>
              <p>{collection.description}</p>
              <p className={styles.count}>{t('lead', { count: collection.articleCount })}</p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
