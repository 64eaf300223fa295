import { getTranslations } from 'next-intl/server';
import { IndexPage, type IndexTexts, indexPageMetadata } from '@/components/listing/index-page';
import styles from '@/components/listing/listing.module.css';
import { Link } from '@/components/ui/link';
import { getCollections } from '@/lib/data/listings';
import { type LocaleParams, resolveLocale } from '@/lib/locale-params';

export const revalidate = 60;
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

const TEXTS: IndexTexts = {
  namespace: 'collectionPage',
  title: 'indexTitle',
  description: 'indexDescription',
  empty: 'indexEmpty',
};

export const generateMetadata = indexPageMetadata('/collection', TEXTS);

export default async function CollectionsPage({ params }: { params: LocaleParams }) {
  const locale = await resolveLocale(params);
  const t = await getTranslations('collectionPage');
  const collections = await getCollections(locale);
  return (
    <IndexPage texts={TEXTS} isEmpty={collections.length === 0}>
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
    </IndexPage>
  );
}
