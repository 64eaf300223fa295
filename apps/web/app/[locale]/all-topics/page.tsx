import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { staticPageMetadata } from '@/components/static/static-page';
import { Link } from '@/i18n/navigation';
import { getTopics } from '@/lib/data/media';
import { type LocaleParams, metadataLocale, resolveLocale } from '@/lib/locale-params';
import styles from './all-topics.module.css';

export const revalidate = 60;
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await metadataLocale(params);
  const t = await getTranslations('topics');
  return staticPageMetadata('/all-topics', t('title'), t('description'), locale);
}

export default async function AllTopicsPage({ params }: { params: LocaleParams }) {
  const locale = await resolveLocale(params);
  const t = await getTranslations('topics');
  const topics = await getTopics(locale);
  return (
    <>
      <h1 className="page-title">{t('title')}</h1>
      <p className="page-lead">{t('description')}</p>
      {topics.length === 0 && <p>{t('empty')}</p>}
      <ul className={styles.list}>
        {topics.map((topic) => (
          // The id lets article cards link to /tat-ca-chu-de#<topic> (see HashScroll).
          <li key={topic._id} id={topic.slug} className={styles.topic}>
            <h2>
              <Link href={{ pathname: '/topic/[slug]', params: { slug: topic.slug } }}>{topic.name}</Link>
            </h2>
            <p>{topic.description}</p>
            <p className={styles.count}>{t('articleCount', { count: topic.articleCount })}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
