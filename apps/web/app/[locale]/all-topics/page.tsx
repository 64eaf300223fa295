import { getTranslations } from 'next-intl/server';
import { SectionLinks } from '@/components/layout/section-links';
import { IndexPage, type IndexTexts, indexPageMetadata } from '@/components/listing/index-page';
import { Link } from '@/components/ui/link';
import { getTopics } from '@/lib/data/media';
import { type LocaleParams, resolveLocale } from '@/lib/locale-params';
import styles from './all-topics.module.css';

export const revalidate = 60;
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

const TEXTS: IndexTexts = { namespace: 'topics', title: 'title', description: 'description', empty: 'empty' };

export const generateMetadata = indexPageMetadata('/all-topics', TEXTS);

export default async function AllTopicsPage({ params }: { params: LocaleParams }) {
  const locale = await resolveLocale(params);
  const t = await getTranslations('topics');
  const topics = await getTopics(locale);
  // the sections (SPEC §2 "Category") are listed here too: /chuyen-muc and /category lead to this page
  const sections = (
    <section className={styles.sections} aria-labelledby="sections-title">
      <h2 id="sections-title">{t('categoriesTitle')}</h2>
      <ul>
        <SectionLinks locale={locale} />
      </ul>
    </section>
  );
  return (
    <IndexPage texts={TEXTS} isEmpty={topics.length === 0} before={sections}>
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
    </IndexPage>
  );
}
